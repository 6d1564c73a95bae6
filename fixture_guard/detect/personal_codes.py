"""The personal-data rule codes, apart from the detector: the rules in
`fixture_guard.rules.personal` name them at import, and a check served from the cache
must not pay for importing the detector (its patterns and gazetteers) to learn them."""

EMAIL_CODE = "FG601"
PHONE_CODE = "FG602"
PHONE_AMBIGUOUS_CODE = "FG603"
CURP_CODE = "FG604"
RFC_CODE = "FG605"
INE_CODE = "FG606"
NSS_CODE = "FG607"
CLABE_CODE = "FG608"
CARD_CODE = "FG609"
NAME_CODE = "FG610"
UNVERIFIED_CODE = "FG611"
PASSPORT_CODE = "FG613"
BIRTH_DATE_CODE = "FG614"
ADDRESS_CODE = "FG615"
NATIONAL_ID_CODE = "FG616"
