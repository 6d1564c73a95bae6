"""The secrets and personal-data families on corpora written by authors who had not
read them (tests/heldout/personal*; docs/personal-data.md, "Held-out evaluation").

The corpora play two roles, and the assertions say which:

- DEVELOPED_ON: corpora the detectors have been tuned on. They stay at issue 15's
  target: personal data and secrets recall ≥ 0.98, no keeper flagged.
- DEVELOPED_FLOORS: corpora developed on later, held at the figures the last round
  reached (most above the target), so a change that loses one of their items fails.
- HELD_OUT: the corpora no one developing the detectors has seen (personal35, and
  personal42 since stop 38; personal22 and personal39 are developed on since round 35,
  personal40 since round 36, personal41 since round 37, personal43 and personal45 since
  round 38, personal44 and personal46 since round 39, personal49 since round 40,
  personal51 and personal52 since round 41, personal54 since round 42, personal55 since
  round 43; personal47, personal48 and personal50 since stop 39, personal53 since stop 40).
  Its figures are the ones docs/personal-data.md reports; where they fall short of the
  target, here they are a floor at what was measured, so a change that loses ground on
  unseen forms fails. Failures name no item (counts only), so the corpus stays unseen.

Figures by kind: `bench/heldout_eval.py CORPUS [--split dev|test]`.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest
from conftest import CAPTURES
from heldout.evaluate_personal import Score, evaluate

TARGET_RECALL = 0.98
DEVELOPED_ON = [
    ("personal", "dev"),
    ("personal", "test"),
    ("personal2", "test"),
    ("personal3", "test"),
    ("personal4", "test"),
    ("personal5", "test"),
    ("personal6", "test"),
    ("personal7", "test"),
    # personal8, 9, 11, 12 and 13 are held in DEVELOPED_FLOORS at figures above the target
    # with no keeper flagged, which implies this test: listed there only, each corpus is
    # evaluated once (each evaluation is one to two minutes).
]
# corpus, split → (personal recall floor, secrets recall floor, keepers flagged at most)
# of a corpus no one developing the detectors has seen. personal11 (written blind during
# round 10, measured once after it at 0.992 / 0.948 / 16) is developed on since round 11.
# personal12 was written blind during round 11 and measured on round 10's code (0.950 /
# 0.932 / 17 keepers flagged) and on round 11's (0.950 / 0.932 / 10); it is developed on
# since round 12. personal13 was written blind during round 12 and measured on round
# 10's code (0.968 / 0.953 / 13), round 11's (0.968 / 0.966 / 5) and round 12's (0.968 /
# 0.973 / 3); it is developed on since round 13. personal14 was written blind during
# round 13 and measured on round 12's code (0.925 / 0.962 / 13) and, once, on round 13's
# (0.928 / 0.962 / 12 keepers flagged); it is developed on since round 14. personal15 was
# written blind during round 14's stop and measured on round 13's code (0.849 / 0.919 /
# 16) and, once, on round 14's (0.849 / 0.919 / 15); it is developed on since round 15.
# personal16 was written blind during round 15 and measured on round 14's code (0.885 /
# 0.975 / 3) and, once, on round 15's (0.898 / 0.975 / 3 keepers flagged); it is
# developed on since round 16. personal17 was written blind during round 16 and measured
# on round 15's code (0.826 / 0.943 / 3) and, once, on round 16's (0.878 / 0.943 / 3);
# it is developed on since round 17. personal18 was written blind during round 17 and
# measured on round 16's code (0.869 / 1.000 / 0) and, once, on round 17's (0.933 / 1.000 /
# 0 keepers flagged); it is developed on since round 18. personal19 was written blind
# during round 18 and measured on round 17's code (0.903 / 0.993 / 11) and, once, on
# round 18's (the same: 0.903 / 0.993 / 11 keepers flagged of 439); it is developed on
# since round 19. personal20 was written blind during round 19 and measured on round 18's
# code (0.915 / 1.000 / 14) and, once, on round 19's (0.923 / 1.000 / 12 keepers flagged
# of 394); it is developed on since round 20. personal21 and personal22 were written blind
# during round 20 and measured on round 19's code (personal21: 0.933 / 0.989 / 2 keepers
# flagged of 398; personal22: 0.935 / 0.966 / 0 of 404) and, once, on round 20's
# (personal21: 441 of 466, 180 of 182, 1 keeper flagged; personal22: 365 of 385, 171 of
# 177, none flagged). personal21 is developed on since round 21; personal22, measured once
# more on round 21's code (368 of 385, 171 of 177, none flagged), is the unseen one.
# personal23, written blind after round 21, measured once on its code: 368 of 386, 117 of
# 142 secrets (none of its 14 keys split by spaces), 5 keepers flagged of 385; it is
# developed on since round 22 (below). personal25, written blind during round 23 (stop
# 27), measured once on round 22's code and once on round 23's, counts only: the same
# both times, 367 of 387, 158 of 163 secrets, none of 369 keepers flagged; it is
# developed on since round 24 (below). personal26, written blind in stop 28, measured once
# on round 23's and round 24's code, is developed on since round 25 (below). personal27,
# written blind in stop 28, measured once per code, counts only: 435 of 476, 160 of 177
# secrets, 15 of 456 keepers flagged on round 23's code; 436, 160, 15 on round 24's and on
# round 25's. It is developed on since round 26 (below). personal28, written blind in
# stop 29 (the exchanges a search bench records), measured once on round 25's code and
# once on round 26's, counts only: the same both times, 351 of 358, 145 of 145 secrets,
# 1 of 372 keepers flagged. personal29, written blind in stop 29 after round 26 (public
# records and structured pages), measured once on round 25's code and once on round 26's,
# counts only: 331 of 340 both times, 132 then 133 of 136 secrets, 5 of 394 keepers flagged
# both times. Both are developed on since round 27 (below); personal22 stays here.
# personal30, written blind in stop 30 while round 27 was built (data people write
# themselves: tickets, chats, listings, CVs), measured once on round 26's code and once on
# round 27's, counts only: the same both times, 324 of 356, 140 of 146 secrets, 7 of 380
# keepers flagged. It is developed on since round 28 (below). personal31, written blind in
# stop 31 while round 28 was built (data systems emit about people: payloads, exports, logs,
# other countries' ids), measured once on round 27's code and once on round 28's, counts
# only: 313 of 353 both times, 136 then 140 of 145 secrets, 2 of 392 keepers flagged both
# times. (Round 28's author printed personal22's list of misses, ids, kinds and files, by
# mistake, and used nothing of it; its figures did not move.) personal31 is developed on since
# round 29 (below). personal32, written blind in stop 32 while round 29 was built (a recorder
# in a hurry: copies a redaction missed, other encodings, many countries' ids under neutral
# names), measured once per code, counts only: 262 of 390 on round 28's code, 268 after
# round 29, 133 of 139 secrets and 6 of 370 keepers flagged on both. It is developed on since
# round 30 (below). personal33, written blind in stop 32 after round 29 (documents converted
# to text, OCR damage, search snippets), measured once per code, counts only: 256 of 362,
# 135 of 142 secrets, 14 of 406 keepers flagged on round 29's code and on round 30's. It is
# developed on since round 31 (below). personal34, written blind in stop 33 while round 31
# was built (what the recording itself leaks: the operator's home directories, machine
# names, identity headers and IP; the request echoed back; account ids and secrets in the
# exchange), measured once per code, counts only: 300 of 377, 141 of 142 secrets, 0 of 395
# keepers flagged on round 30's code and on round 31's; 331 of 377 after round 31b, which
# worked from hypotheses the coordinator drew from the kinds this corpus showed missing (the
# recorder's own data), not from its items. Six of its items are private LAN addresses,
# which our policy keeps (docs/personal-data.md, "users' IPs"). personal35, written blind in
# stop 33 (a balanced, non-adversarial mix of ordinary recordings): 349 of 350, 152 of 152
# secrets, 0 of 364 keepers flagged on round 30's, round 31's and round 31b's code, and on
# round 32's. personal34 is developed on since round 32 (below). personal36, written blind in
# stop 34 while round 32 was built (a second balanced, non-adversarial mix): 379 of 380, 146
# of 146 secrets, 1 of 388 keepers flagged on round 31b's code and on round 32's. It is
# developed on since round 33 (below). personal37, written blind in stop 35 while rounds 33
# and 33b were built (a balanced mix): 362 of 362, 146 of 148 secrets, 9 of 370 keepers
# flagged on round 32's code; developed on since round 33b (below). personal38, written
# blind in the same stop (a fourth author's balanced mix, its keepers in the same sentences
# and fields as the personal items): 366 of 366, 150 of 150 secrets, 1 of 386 keepers
# flagged on round 32's code and on rounds 33 and 33b's; developed on since round 34
# (below). personal39, written blind in stop 36 while round 34 was built (a fifth author's
# balanced mix, its keepers in the same templates and fields as the personal items): 352 of
# 354, 149 of 149 secrets, 0 of 376 keepers flagged on rounds 33 and 33b's code and on round
# 34's, counts only; developed on since round 35 (below). personal40, written blind in stop
# 37 while round 35 was built (a sixth author's balanced mix): 375 of 375, 156 of 160
# secrets, 0 of 378 keepers flagged on round 34's code and on round 35's; developed on since
# round 36 (below). personal41, written blind in the same stop while round 36 was built (a
# seventh author's balanced mix): 343 of 344, 140 of 143 secrets, 3 of 390 keepers flagged on
# round 34's code, on round 35's and on round 36's alike, counts only; developed on since
# round 37 (below). personal42, personal44 and personal46, written blind in stop 38 (an
# eighth, a tenth and a twelfth author's balanced mix), measured once per code, counts only,
# never read, the same on round 36's code, on round 37's and on round 38's: personal42 368
# of 368, 145 of 145 secrets, 0 of 382 keepers flagged; personal44 346 of 348, 154 of 154,
# 0 of 382; personal46 363 of 365, 142 of 142, 0 of 420 (personal44 and personal46 developed
# on since round 39). personal47, personal48, personal49 and personal50, written blind in stop
# 39 (a thirteenth to a sixteenth author's balanced mix), measured once per code, counts
# only: on round 38's code personal47 350 of 350, 142 of 142 secrets, 0 of 385 keepers
# flagged; personal48 356 of 356, 154 of 154, 0 of 374; personal49 370 of 370, 153 of 153, 1
# of 396 (developed on since round 40, below); personal50 351 of 352, 144 of 144, 0 of 388.
# The same after rounds 39 and 40. personal51 and personal52, written blind in the same stop
# after rounds 39 and 40 were merged (a seventeenth and an eighteenth author), measured once
# on round 40's code, counts only, never read: personal51 354 of 356, 155 of 155 secrets, 0
# of 366 keepers flagged; personal52 358 of 358, 145 of 146 secrets, 0 of 366 (both
# developed on since round 41, below). personal53 and personal54, written blind this session
# (a nineteenth and a twentieth author), measured once on main's code, counts only:
# personal53 374 of 374, 154 of 154 secrets, 0 of 392 keepers flagged (the same on round
# 42's code), never read; personal54 354 of 354, 162 of 162, 1 of 370 (developed on since
# round 42, below). personal55, written blind in the same stop after rounds 41 and 42 were
# merged (a twenty-first author), measured once on stop 39's code and once on round 42's,
# counts only: 359 of 364, 146 of 146 secrets, 0 of 374 keepers flagged on both (developed
# on since round 43, below). personal64 and personal65, written blind in stop 43 after
# rounds 47 and 48 were merged (a thirtieth and a thirty-first author), measured once on
# round 48's code, counts only, never read: personal64 360 of 360, 144 of 145 secrets, 4 of
# 364 keepers flagged; personal65 346 of 348, 143 of 144, 0 of 370 (the flagged keepers are
# held as found, not accepted: docs/personal-data.md, "Stop 43"); developed on since round
# 49, below. personal68 and personal69, written blind in stop 44 after rounds 49 and 50 were
# merged (a thirty-fourth and a thirty-fifth author), measured once on round 50's code, counts
# only, never read: personal68 358 of 360, 151 of 152 secrets, 0 of 382 keepers flagged;
# personal69 358 of 360, 146 of 147, 0 of 380.
HELD_OUT: dict[tuple[str, str], tuple[float, float, int]] = {
    ("personal35", "test"): (0.997, 1.000, 0),
    ("personal42", "test"): (1.000, 1.000, 0),
    ("personal47", "test"): (1.000, 1.000, 0),
    ("personal48", "test"): (1.000, 1.000, 0),
    ("personal50", "test"): (0.997, 1.000, 0),
    ("personal53", "test"): (1.000, 1.000, 0),
    ("personal68", "test"): (0.994, 0.993, 0),
    ("personal69", "test"): (0.994, 0.993, 0),
}
# Developed on, held at the figures the last round reached (above the target, so a change
# that loses one item fails): personal8 was measured unseen at 0.929 / 0.925 / 10 keepers
# flagged (round 7) and developed on in rounds 8 to 10; personal9 was measured unseen at
# 0.948 / 0.974 / 13 (round 8) and developed on in rounds 9 and 10; personal10 was
# measured unseen at 0.958 / 0.938 / 9 (round 9) and developed on in round 10. Two of its
# keepers stay flagged by policy (a famous person's birth date in a biography reads as
# anyone's: docs/personal-data.md, "Round 10"), so it is held here, not in DEVELOPED_ON.
# personal11 was measured unseen at 0.992 / 0.948 / 16 (round 10) and developed on in
# round 11; personal12 was measured unseen at 0.950 / 0.932 / 10 (round 11) and
# developed on in round 12; personal13 was measured unseen at 0.968 / 0.973 / 3 (round
# 12) and developed on in round 13; personal14 was measured unseen at 0.928 / 0.962 / 12
# (round 13) and developed on in round 14 (its keepers and three secret classes only, in
# the time the round had: docs/personal-data.md, "Round 14"). personal15 was developed
# on in round 15, unseen after round 14: 0.849 / 0.919 / 15 (docs/personal-data.md,
# "Round 15"); one keeper stays flagged as a phone to review (FG603, a bare `telephone`
# key with no owner named). personal16 was developed on in round 16, unseen after round
# 15: 0.898 / 0.975 / 3 (docs/personal-data.md, "Round 16"); three historical figures'
# birth dates (before 1900) stay unreported by policy, and a CURP whose state code is no
# state's stays unread. personal14 gained one item in round 16 (0.944 → 0.947).
DEVELOPED_FLOORS: dict[tuple[str, str], tuple[float, float, int]] = {
    ("personal8", "test"): (1.000, 0.996, 0),
    ("personal9", "test"): (1.000, 1.000, 0),
    ("personal10", "test"): (1.000, 1.000, 2),
    ("personal11", "test"): (1.000, 1.000, 0),
    ("personal12", "test"): (1.000, 1.000, 0),
    ("personal13", "test"): (1.000, 1.000, 0),
    ("personal14", "test"): (0.947, 0.994, 0),
    ("personal15", "test"): (0.992, 1.000, 1),
    ("personal16", "test"): (0.990, 1.000, 0),
    # developed on in round 17, unseen after round 16: 0.878 / 0.943 / 3
    # (docs/personal-data.md, "Round 17")
    ("personal17", "test"): (1.000, 1.000, 0),
    # developed on in round 18, unseen after round 17: 0.933 / 1.000 / 0; two items stay
    # missed, a religion and a plate beside names the gazetteer does not know
    # (docs/personal-data.md, "Round 18")
    ("personal18", "test"): (0.995, 1.000, 0),
    # developed on in round 19, unseen after round 18: 0.903 / 0.993 / 11; one phone stays
    # missed (a `tel:` link whose number is not a valid one: eight national digits), and
    # one keeper stays flagged by policy (a publishable key in an environment variable's
    # line, round 9's policy) (docs/personal-data.md, "Round 19")
    ("personal19", "test"): (0.997, 1.000, 1),
    # developed on in round 20, unseen after round 19: 0.923 / 1.000 / 12; six keepers stay
    # flagged by policy: four named officials' own mailboxes in an official directory (a
    # named person's mailbox is personal, round 15) and two publishable keys in an
    # environment variable's line (round 9's policy) (docs/personal-data.md, "Round 20")
    ("personal20", "test"): (1.000, 1.000, 6),
    # developed on in round 21, unseen after round 20: 0.946 / 0.989 / 1; the flagged keeper
    # was a class to keep (a public key the page tells its reader to replace with theirs)
    # (docs/personal-data.md, "Round 21")
    ("personal21", "test"): (1.000, 1.000, 0),
    # developed on in round 22, unseen after round 21: 0.953 / 0.824 / 5; the five flagged
    # keepers were a class to keep (a count's label: visits to a portal, not an account's
    # key nor a phone's label), the 25 missed secrets keys split by spaces, keys of a
    # service named in lower case and passwords told in sentences (docs/personal-data.md,
    # "Round 22"); one account id stays missed: an Algolia application id in a
    # configuration's field, which personal7 keeps as a public key
    ("personal23", "test"): (0.997, 1.000, 0),
    # developed on in round 23, unseen on round 22's code: 0.977 / 0.914 / 2 of 460 (on
    # round 21's: 0.967 / 0.887 / 2); the missed secrets were keys percent-encoded, keys
    # cut by hyphens (and an AWS key id in 8, 8, 4) and passwords by their short forms,
    # the personal misses sensitive data by new words and an IP named as someone's
    # and an account id after a provider's prefix in a URL's path (docs/personal-data.md,
    # "Round 23"). Left: two keepers, random keys a line calls a documentation example,
    # which `detect.doc_samples` keeps only when they are a vendor's published sample
    ("personal24", "test"): (1.000, 1.000, 2),
    # developed on in round 24, unseen on round 22's and on round 23's code: 0.948 / 0.969
    # / 0 of 369 both times; the missed secrets were credentials in a form body's field
    # (a `#` in the value, Portuguese `senha`), in a SOAP header's XML element, in GraphQL
    # variables and an Oracle login, the personal misses a form body's percent-encoded
    # birth dates and phones, a gendered "nascido(a) em", plates, pays and an origin in a
    # record's field, an IPv6 access-log client (docs/personal-data.md, "Round 24")
    ("personal25", "test"): (1.000, 1.000, 0),
    # developed on in round 25, unseen on round 23's code at 0.921 / 0.976 / 0 of 390 and
    # on round 24's at 0.923 / 0.976 / 0; the missed secrets were PEM blocks whose lines a
    # page breaks with `<br>` (read as a bracketed placeholder) and a MySQL client's
    # `-p<password>` of letters, the personal misses minors named with an age and no
    # child's noun, pays by the payer's verb or package, declared credits and cars,
    # plates owned by a given name, surgeries and lab results, joining a union, an OCR'd
    # birth label (docs/personal-data.md, "Round 25"). Left: one card, four account ids (one more
    # item found since round 28: 0.987 → 0.990)
    ("personal26", "test"): (0.990, 1.000, 0),
    # developed on in round 26, unseen on rounds 23-25's code at 0.914-0.916 / 0.904 / 15
    # of 456; the missed secrets were OAuth codes in redirects, sessions in storage dumps
    # (es/pt names), keys given to a provider SDK's constructor, webhook hosts' tokens, a
    # cookie and a debug table's password; the personal misses users' IPs where a request
    # names its client (REMOTE_ADDR, Forwarded, ::ffff:), cards in a payment form's body,
    # an event's address, beliefs by their label, tenant ids in the identity platform's
    # path (docs/personal-data.md, "Round 26"). Left: six keepers flagged by policy (a
    # bare `telephone` field names no owner: a phone to review, FG603, as in personal15)
    # and four bare ten-digit numbers in `utm_content` (no phone cue)
    ("personal27", "test"): (0.992, 1.000, 6),
    # developed on in round 27, unseen on rounds 25 and 26's code: personal28 at 0.980 /
    # 1.000 / 1 of 372, personal29 at 0.974 / 0.978 / 5 of 394. The flagged keepers were a
    # placeholder passport (`G` and zeros), a company's phone in a table row's next line
    # and a record's number labelled "… en el portal:"; the misses a form field named by
    # its `name` attribute, a table row or a definition list over two lines, dates in
    # words in a name's next cell, `+52.1.` dotted phones, a Portuguese card noun and
    # contact verb, a roster's surname-first name in capitals, an account id repeating its
    # word's prefix (docs/personal-data.md, "Round 27"). Left: two `client_id` values in a
    # quota URL (personal28) and two NSS beside names the gazetteer lacks (personal29)
    ("personal28", "test"): (0.994, 1.000, 0),
    ("personal29", "test"): (0.994, 1.000, 0),
    # developed on in round 28, unseen on rounds 26 and 27's code at 0.910 / 0.959 / 7 of
    # 380; the flagged keepers were complaint mailboxes (`reclamaciones@`), e-mails masked
    # in the middle, a lot number read under a tag's `class="mensaje"` and a sample North
    # American number; the misses two-factor recovery codes, an id answered to the previous
    # chat turn's question, dotted Colombian cédulas, account ids named in prose with their
    # provider, phones split by emoji or spelled out (docs/personal-data.md, "Round 28")
    ("personal30", "test"): (1.000, 1.000, 0),
    # developed on in round 29, unseen on rounds 27 and 28's code at 0.887 / 0.938 then
    # 0.966 / 2 of 392; its half b, measured before it was read, went from 0.898 / 0.973 / 1
    # to 0.989 / 1.000 / 0. Both flagged keepers were released (a claims mailbox in capitals
    # among them); the misses check-digit ids under neutral names, typed records, payroll
    # rows, base64 records, recovery codes under a record's key (docs/personal-data.md,
    # "Round 29")
    ("personal31", "test"): (1.000, 1.000, 0),
    # developed on in round 30, unseen on rounds 28 and 29's code at 0.672 then 0.687 /
    # 0.957 / 6 of 370; its half b, measured before it was read, went from 0.694 / 0.971 / 5
    # to 0.765 / 1.000 / 3. Built: ids in their own notation as a field's whole value, the
    # redacted copy beside the datum, a document's word and number as a value, split keys and
    # "clave" pairs. Left (63 items): encoded e-mails, reversed or split CURPs, bare NSS under
    # neutral names, names in file names and slugs (docs/personal-data.md, "Round 30")
    ("personal32", "test"): (0.838, 1.000, 0),
    # developed on in round 31, unseen on rounds 29 and 30's code at 0.707 / 0.951 / 14 of
    # 406; its half b, measured before it was read, went from 0.670 / 0.945 / 6 to 0.760 /
    # 1.000 / 1. Built: labels and values apart (separate blocks, two columns read row by
    # row, a page break between), conversion damage to words, OCR damage to ids repaired
    # only where the check digit then holds. Left (32 items): OCR repair of ids with no check
    # digit, snippets that flatten two columns onto one line, account ids with no account
    # word (docs/personal-data.md, "Round 31"). 0.912 at the merge; 0.909 since a markdown
    # row's first cell is read as a label only in a row of two cells (personal15 had lost a
    # birth date in a three-cell record row to that reading); 0.920 since round 33 reads a
    # phone OCR damaged right after its own label (two phones, two names beside them);
    # 0.925 since round 34 reads an address whose domain has spaces around its dots
    # (`…@live . com . mx`, two e-mails)
    ("personal33", "test"): (0.925, 1.000, 0),
    # developed on in round 32, half a first, unseen on round 31b's code at 0.878 / 0.993 / 0
    # of 395; its half b, measured before it was read, went from 0.858 / 1.000 / 0 to 0.979 /
    # 1.000 / 0. Built: a home directory is its user's account unless a service's, CI's or
    # placeholder's; a device-named machine with a given name; a person's-name cookie; a
    # server's refusal naming the requester's public IP; a credential's X- header name in an
    # error. Left (6 items): private LAN addresses, which our policy keeps
    # (docs/personal-data.md, "Round 32")
    ("personal34", "test"): (0.984, 1.000, 0),
    # developed on in round 33, unseen on rounds 31b and 32's code at 0.997 / 1.000 / 1 of
    # 388 (its one miss and its one flagged keeper in half a; half b 1.000 / 1.000 / 0 of 195
    # before and after). Built: a directory's row names its person in its first cell and
    # their bare number in its last; an office's name after its title is not its holder's
    # (docs/personal-data.md, "Round 33")
    ("personal36", "test"): (1.000, 1.000, 0),
    # developed on in round 33b, unseen after round 32 at 1.000 / 0.986 / 9 of 370; its half
    # b, measured before it was read, went from 1.000 / 0.973 / 6 to 1.000 / 0.973 / 4.
    # Built: a CLABE for payments to an organisation named as payee, a record's payments
    # account, a number named by what it numbers ("número de caso"), a branch's phone, a
    # key named by its environment then its service (docs/personal-data.md, "Round 33b")
    ("personal37", "test"): (1.000, 1.000, 0),
    # developed on in round 34, unseen on rounds 32, 33 and 33b's code at 1.000 / 1.000 / 1
    # of 386 (its one flagged keeper in half b; half a 1.000 / 1.000 / 0 of 194 before and
    # after). Built: an account named by its kind as a business's ("cuenta empresarial de
    # …", "business account", a record's account type or key) is the business's unless a
    # person is named beside it (docs/personal-data.md, "Round 34")
    ("personal38", "test"): (1.000, 1.000, 0),
    # developed on in round 35, held out since round 20 (0.964 / 0.972 / 0 of 404 on round
    # 34's code; its half b, measured before it was read, 0.954 / 0.977 / 0 before and
    # after the round's first commit). Built: a key opened by inline markup (`<code>`,
    # `**`), a password input by its type, a plate or a login IP in the cell after its
    # label's, "comp" as a pay's word. Left (7 items): sensitive terms no list holds (a
    # political prisoner in Portuguese, a church's member, a declared estate, an STI's
    # treatment), an IPv6 log pair, two letters-only account ids (docs/personal-data.md,
    # "Round 35")
    ("personal22", "test"): (0.982, 1.000, 0),
    # developed on in round 35, unseen on rounds 33, 33b and 34's code at 0.994 / 1.000 / 0
    # of 376 (both misses in half a; half b 1.000 / 1.000 / 0 of 187 before and after).
    # Built: a Brazilian RG after its label (docs/personal-data.md, "Round 35")
    ("personal39", "test"): (1.000, 1.000, 0),
    # developed on in round 36, written blind during round 35 (a sixth author's balanced
    # mix): 1.000 / 0.975 / 0 of 378 on round 35's code, its four misses keys in prose
    # (three in half a; half b, measured before it was read, 1.000 / 0.988 / 0 of 190 before
    # and 1.000 / 1.000 / 0 after the round's first commit). Built: a lower-case service's
    # key with a purpose or an environment before its colon ("la llave de <service> para
    # las pruebas: …") (docs/personal-data.md, "Round 36")
    ("personal40", "test"): (1.000, 1.000, 0),
    # developed on in round 37, written blind during round 36 (a seventh author's balanced
    # mix): 0.997 / 0.979 / 3 of 390 on rounds 34 to 36's code (half a 0.994 / 0.986 / 2 of
    # 194; half b, measured before it was read, 1.000 / 0.971 / 1 of 196 before and 1.000 /
    # 0.971 / 0 after the round's first commit). Built: a key after the error's refusal
    # ("rate limited for key …"), a phone in parentheses with its area code in its own, a
    # business named for its owner's nickname ("Tacos Don Chuy") holding its account, a
    # bare "key" beside a search request's query (docs/personal-data.md, "Round 37")
    ("personal41", "test"): (1.000, 1.000, 0),
    # developed on in round 38, both written blind in stop 38 (a ninth and an eleventh
    # author's balanced mixes), measured on stop 37's code and on round 37's: personal43
    # 0.992 / 0.993 / 0 of 376 on both, personal45 0.986 / 0.993 / 0 of 376 on both (half b of
    # each, measured before it was read: personal43 0.984 / 1.000 / 0 before and after the
    # round's first commit, personal45 0.984 / 0.987 / 0 before, 1.000 / 0.987 / 0 after).
    # Built: a service's key with whose it is before its purpose ("la llave de <service>
    # del equipo para las pruebas: …"), a person's address for an occasion a place's word
    # names ("Dirección de <name> para la posada: …"), a phone in an open tag's attribute
    # after whom it reaches ("con <name>: <a href=\"wa.me/…\">"). Left: two letters-only
    # account ids, a phone in doubled parentheses, a bare "key" field's 64-hex value
    # (docs/personal-data.md, "Round 38"). Round 39 read none of personal43's items; its
    # Spanish team id and its phone in doubled parentheses, listed there, are read since
    # (0.992 → 0.997)
    ("personal43", "test"): (0.997, 1.000, 0),
    ("personal45", "test"): (1.000, 0.993, 0),
    # developed on in round 39, both written blind in stop 38 (a tenth and a twelfth
    # author's balanced mixes), the same on rounds 36 to 38's code: personal44 0.994 / 1.000
    # / 0 of 382, personal46 0.995 / 1.000 / 0 of 420, all four misses a named person's birth
    # date (half b of each, measured before it was read: 0.994 / 1.000 / 0 of 193 and 0.994 /
    # 1.000 / 0 of 210 before, 1.000 / 1.000 / 0 after the round's first commit). Built: a
    # row's name cell, then the date in words or with its month's abbreviation ("<name> |
    # <day> de <month> de <year> | <state>", "<name>;<dd>-<MON>-<yyyy>;M"); an event's
    # noun before the name and a row's life span keep the date (docs/personal-data.md,
    # "Round 39")
    ("personal44", "test"): (1.000, 1.000, 0),
    ("personal46", "test"): (1.000, 1.000, 0),
    # developed on in round 40, written blind this session (a fifteenth author's balanced
    # mix): 1.000 / 1.000 / 1 of 396 on main's code (its one flagged keeper in half a; half
    # b, measured before it was read, 1.000 / 1.000 / 0 of 199 before and after the
    # round's first commit). Built: an institution's mailbox on the domain its acronym
    # names, the acronym written before it ("Quejas y sugerencias (<ACRONYM>): …")
    # (docs/personal-data.md, "Round 40")
    ("personal49", "test"): (1.000, 1.000, 0),
    # developed on in round 41, both written blind after rounds 39 and 40 were merged (a
    # seventeenth and an eighteenth author's balanced mixes): on round 40's code personal51
    # 0.994 / 1.000 / 0 of 366 (an address and a WhatsApp link, both in half a), personal52
    # 1.000 / 0.993 / 0 of 366 (a connection string, in half a); half b of each, measured
    # before it was read, the same before and after the round's commits. Built: a
    # connection string's password of letters alone; an arrow between the one a number
    # reaches and the number; no Spanish "en" or street type among a Portuguese street's
    # words (a surname "Estrada" before "en Calle …") (docs/personal-data.md, "Round 41")
    ("personal51", "test"): (1.000, 1.000, 0),
    ("personal52", "test"): (1.000, 1.000, 0),
    # developed on in round 42, written blind this session (a twentieth author's balanced
    # mix): 1.000 / 1.000 / 1 of 370 on main's code and on round 41's (its one flagged
    # keeper in half b; half a, measured before it was read, 1.000 / 1.000 / 0 of 184
    # before and after the round's commit). Built: a floor inside an address outranks a
    # neighbourhood's name that is a home's part ("…, piso 13, Col. Infonavit <name>, …")
    # unless a person or a residence is named before it (docs/personal-data.md, "Round 42")
    ("personal54", "test"): (1.000, 1.000, 0),
    # developed on in round 43, written blind after rounds 41 and 42 were merged (a
    # twenty-first author's balanced mix): 0.986 / 1.000 / 0 of 374 unseen, on stop 39's
    # code and stop 40's alike (an Amex number and two project ids in half a; an account id
    # and an RFC in half b, which, measured after the round's first commit and before it
    # was read, stood at 0.995 / 1.000 / 0 of 187). Built: an Amex number typed in fours;
    # an account word, its provider after "de", then an id in apposition; an RFC after
    # "RFC a" (the value a correction gives it) (docs/personal-data.md, "Round 43")
    ("personal55", "test"): (1.000, 1.000, 0),
    # developed on in round 44, both written blind this session (a twenty-second and a
    # twenty-third author's balanced mixes), their halves a only read (halves b unseen,
    # `--summary` only): on main's code (round 42's) personal56 0.997 / 1.000 / 3 of 388
    # (a home address in half b; a bare `phone` key's number in half a, left by policy,
    # two keepers in half b), personal57 0.989 / 0.987 / 5 of 386 (two account ids and
    # four keepers in half a; two account ids, two keys and one keeper in half b). Built: a
    # prefixed id of random letters under its account's path segment; an organisation
    # named in parentheses after the account called its own; a CLABE kept as a company's
    # is no card (docs/personal-data.md, "Round 44"). With round 43 merged beside it,
    # personal57 flags none of its 386 keepers (its half b's one, never read, cleared too).
    # Halves b read in round 45 (main then: personal56 half b 0.995 / 1.000 / 2 of 193,
    # personal57 half b 0.989 / 0.974 / 0 of 192). Built: a key after the shell's
    # `export`; an id of a generator's letters under the key naming its account, its
    # prefix repeating the key's word; a home after "en mi casa,". Left: personal57's key
    # alone in an HTML paragraph (forty hex digits, a hash's shape), personal56's two
    # bare `phone` keys' numbers (policy, as in half a) (docs/personal-data.md, "Round 45")
    ("personal56", "test"): (1.000, 1.000, 3),
    ("personal57", "test"): (1.000, 0.993, 0),
    # developed on in round 46, both written blind this session (a twenty-fourth and a
    # twenty-fifth author's balanced mixes), their halves a only read (halves b unseen,
    # `--summary` only): on main's code (round 45's) personal58 0.997 / 1.000 / 5 of 384 (a
    # home address and three keepers in half b; two company CLABEs under a
    # `clabe_pago_empresa` key in half a), personal59 1.000 / 1.000 / 10 of 374 (two
    # company CLABEs after "Cuenta para depósitos de la empresa" and two institution's
    # phones after "Oficialía de Partes del Congreso" in half a; six keepers in half b).
    # Built: an account's purpose between it and the organisation called its holder, in
    # prose and in a record's key; an institution's office or body before a phone. Halves
    # b, measured with `--summary` after the round's commit and never read: personal58
    # 0.994 / 1.000 / 0 of 194, personal59 1.000 / 1.000 / 0 of 187 (docs/personal-data.md,
    # "Round 46")
    ("personal58", "test"): (0.997, 1.000, 0),
    ("personal59", "test"): (1.000, 1.000, 0),
    # developed on in round 47, both written blind this session (a twenty-sixth and a
    # twenty-seventh author's balanced mixes), their halves a only read (halves b unseen,
    # `--summary` only): on main's code (round 46's) personal60 0.984 (360/366) / 1.000 /
    # 1 of 372 (half a missed an NSS before its row's name cell, a birth date with "del"
    # before its year and a printed RUT beside its row's name; half b 181/184, 1 keeper),
    # personal61 0.992 (355/358) / 1.000 / 1 of 380 (half a missed a card before its
    # expiry's cell and a DNI after its label's own cell, and flagged an institution's
    # mailbox after "Canal oficial do órgão"; half b 177/178). Built: an id as a whole cell
    # of a record's row (the name's cell before or after it, a label's cell, a date's cell
    # after it), "del" before a birth year, a body's official channel. Halves b, measured
    # with `--summary` after the round's commit and never read: personal60 1.000 (184/184)
    # / 1.000 / 1 of 186, personal61 1.000 (178/178) / 1.000 / 0 of 189
    # (docs/personal-data.md, "Round 47")
    ("personal60", "test"): (1.000, 1.000, 1),
    ("personal61", "test"): (1.000, 1.000, 0),
    # developed on in round 48, both written blind this session (a twenty-eighth and a
    # twenty-ninth author's balanced mixes), their halves a only read (halves b unseen,
    # `--summary` only): on main's code (round 47's) personal62 0.978 (362/370) / 1.000 /
    # 6 of 382 (half a missed a Portuguese NIF twice, a lower-case RFC after "tax id (RFC)"
    # and a bare phone after "Fala comigo no", and flagged a business's CLABE before its
    # purpose and a switchboard after "Conmutador de"; half b 182/186, 4 keepers),
    # personal63 0.994 (356/358) / 0.980 (145/148) / 5 of 370 (half a missed a bare `"key"`
    # holding a `key-` key and flagged three business CLABEs after "Datos bancarios de
    # <business> para transferencias"; half b 176/178, 73/75, 2 keepers). Built: an id's
    # acronym in parentheses as its label, Portugal's NIF, Portuguese's first person asking
    # to be called, an account's purpose between its organisation and it, a switchboard's
    # organisation, a bare key with a credential's prefix. Halves b, measured with
    # `--summary` after the round's commit and never read: personal62 0.984 (183/186) /
    # 1.000 / 0 of 193, personal63 0.989 (176/178) / 0.973 (73/75) / 0 of 186
    # (docs/personal-data.md, "Round 48")
    ("personal62", "test"): (0.992, 1.000, 0),
    ("personal63", "test"): (0.994, 0.986, 0),
    # developed on in round 49, both written blind in stop 43 (a thirtieth and a
    # thirty-first author), their halves a only read (halves b unseen, `--summary` only):
    # on main's code (round 48's, 6345afb) personal64 1.000 (360/360) / 0.993 (144/145) /
    # 4 of 364 (half a missed a key echoed after "clave de API incorrecta proporcionada:"
    # and flagged a free call's line, "Llama gratis al …"; half b 181/181, 71/71, 3
    # keepers), personal65 0.994 (346/348) / 0.993 (143/144) / 0 of 370 (half a missed a
    # `resend_key: "re_…"` in a YAML string; half b 171/173, 74/74, 0 keepers). Built: a
    # long word of the sentence between a key's noun and its value is the gap's, a
    # lower-case `<service>_key` whose value announces a key, a free call's line is a
    # service's. Halves b, measured with `--summary` after the round's commit and never
    # read: personal64 1.000 (181/181) / 1.000 / 2 of 180, personal65 0.988 (171/173) /
    # 1.000 / 0 of 184 (docs/personal-data.md, "Round 49")
    ("personal64", "test"): (1.000, 1.000, 2),
    ("personal65", "test"): (0.994, 1.000, 0),
    # developed on in round 50, both written blind in stop 44 (their halves a only read;
    # halves b unseen, `--summary` only): on main's code (round 49's, 35c586c) personal66
    # 0.997 (363/364) / 1.000 (145/145) / 0 of 378 (half a missed a home address after
    # "informes con <given name> en su casa:"; half b 184/184, 71/71, 0 keepers),
    # personal67 0.995 (376/378) / 1.000 (150/150) / 0 of 366 (half a 190/190, 74/74, 0
    # keepers; half b 186/188, 76/76, 0 keepers). Built: a person's home named by a
    # possessive between the person and the address. Halves b, measured with `--summary`
    # after the round's commit and never read: personal66 1.000 (184/184) / 1.000 / 0 of
    # 190, personal67 0.989 (186/188) / 1.000 / 0 of 184 (docs/personal-data.md, "Round 50")
    ("personal66", "test"): (1.000, 1.000, 0),
    ("personal67", "test"): (0.995, 1.000, 0),
}


@cache
def _score(corpus: str, split: str) -> Score:
    return evaluate(CAPTURES, split, corpus)


# One test per corpus, not one per assertion: an evaluation scans every planted page (one
# to three minutes), and under pytest-xdist two tests of one corpus may run on two workers,
# each evaluating it (the @cache is per process).
@pytest.mark.parametrize(("corpus", "split"), DEVELOPED_ON)
def test_developed_on_items_are_found_and_keepers_kept(
    captures: Path, corpus: str, split: str
) -> None:
    score = _score(corpus, split)
    for label in ("personal", "secret"):
        assert score.recall(label) >= TARGET_RECALL, f"{label}: missed {score.missed}"
    assert score.flagged == [], f"keepers flagged: {score.flagged}"


@pytest.mark.parametrize(("corpus", "split"), [*HELD_OUT, *DEVELOPED_FLOORS])
def test_held_out_figures_do_not_fall(captures: Path, corpus: str, split: str) -> None:
    floors = HELD_OUT.get((corpus, split)) or DEVELOPED_FLOORS[corpus, split]
    personal_floor, secret_floor, most_flagged = floors
    score = _score(corpus, split)
    for label, floor in (("personal", personal_floor), ("secret", secret_floor)):
        recall = score.recall(label)
        assert round(recall, 3) >= floor, f"{label} recall {recall:.3f} < {floor}"
    assert len(score.flagged) <= most_flagged, f"{len(score.flagged)} keepers flagged"
