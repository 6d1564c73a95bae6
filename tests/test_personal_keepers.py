"""Round 33b: the structures that make a value a company's (tests/keeper_corpus.py).

Written before the detectors were changed, from the keepers personal37's half a showed
flagged (a company's CLABE given for payments to it by name; a record's payments account):
main's detectors found 7 of 8 personal items and flagged 10 of 10 keepers; round 33b: 8
of 8, none flagged. Then, after half b was read, its structures (the payee as the object
of "pay", a number named by what it numbers, a branch's phone, a key named by its
environment and its service): main 6 of 6 personal items, 0 of 3 secrets, 5 of 10
keepers flagged; round 33b: 6 of 6, 3 of 3, none flagged. Two keepers added last (the
reader's own account named on the way to the one given): main flagged one. In all: main
13 of 14, 0 of 3, 16 of 22 keepers flagged; round 33b: 14 of 14, 3 of 3, none flagged
(docs/personal-data.md, "Round 33b"). Round 34 (personal38's keeper: an account named
by its kind as a business's, "cuenta empresarial de …", "business account", a record's
account type or key), written before the detectors were changed: main 12 of 12
personal items found, 13 of 15 keepers flagged; round 34: 12 of 12, none flagged. And
an address whose domain has spaces around its dots, its "@" plain (personal33's
leftovers): main 2 of 4, none of 6 keepers flagged; round 34: 4 of 4, none
(docs/personal-data.md, "Round 34"). Round 35 (personal22's three secrets: a key opened
by inline markup, "mi llave: <code>…</code>", "**…**", a code span after a bare "llave"),
written before the detectors were changed: main 1 of 10 secrets found, none of 14 keepers
flagged; round 35: 10 of 10, none flagged. Then (main's figures first, this round's
after): a Brazilian RG after its label (personal39's two foreign ids) 0 of 6, 0 of 8 keepers
flagged → 6 of 6, none; a password input's value whatever its name (personal22's half b,
written after it was read) 0 of 4 secrets, 0 of 6 → 4 of 4, none; a label's cell before its
value's, and "comp" as a pay's word (personal22's plates, IP and pays) 0 of 7, 0 of 5 → 7
of 7, none (docs/personal-data.md, "Round 35"). Round 36 (personal40's keys in prose: a
lower-case service, then what its key is for, before the colon, "la llave de <service> para
las pruebas: …"; then a relative clause, a place, a parenthetical, an arrow): main 1 of 14
secrets, none of 15 keepers flagged; round 36: 14 of 14, none (docs/personal-data.md,
"Round 36"). Round 37 (personal41: a key after the error's refusal, "rate limited for key
…"; a phone in parentheses with its area code in its own; a business named for its
owner's nickname, "Tacos Don Chuy"; then a bare "key" beside a search request's query):
main 4 of 9 personal items, 2 of 13 secrets, 8 of 26 keepers flagged; round 37: 9 of 9,
13 of 13, none (docs/personal-data.md, "Round 37"). Round 38 (personal43 and personal45:
whose key it is before the service's purpose, "la llave de <service> del equipo para las
pruebas: …"; a person's address for an occasion a place's word names, "Dirección de <name>
para la posada: …"; a phone in an open tag's attribute after whom it reaches): main 1 of 8
personal items, 0 of 6 secrets, 0 of 16 keepers flagged; round 38: 8 of 8, 6 of 6, none
(docs/personal-data.md, "Round 38"). Round 39 (personal44 and personal46: a row's name
cell, then a birth date in words, "<name> | 14 de marzo de 1987 | <state>"; then an
event's noun before the name and a row's life span, added after the first build, and
half b's abbreviated month in capitals, added after it was read): main
0 of 14 personal items, 1 of 19 keepers flagged; round 39: 14 of 14, none. Then two
leftovers of round 38: a Spanish or Portuguese account word before an id with its English
word's prefix ("el equipo team_…"), main 0 of 4, 0 of 5 keepers flagged → 4 of 4, none;
a phone in doubled parentheses, main 0 of 4, 0 of 4 → 4 of 4, none
(docs/personal-data.md, "Round 39"). Round 40 (personal49's keeper: an institution named by
its acronym in capitals, its mailbox on the domain that acronym names, "Quejas y sugerencias
(INEGI): …@inegi.org.mx"): main flagged 6 of 6 keepers and found 7 of 7 personal look-alikes;
round 40: none flagged, 7 of 7 (docs/personal-data.md, "Round 40"). Round 42 (personal54's
keeper: a floor in an address whose only home's part is its neighbourhood's name, "…, piso
13, Col. Infonavit <name>, …"): round 41's code flagged 5 of 6 keepers and found 5 of 5
personal look-alikes; round 42: none flagged, 5 of 5 (docs/personal-data.md, "Round 42").
Round 43 (personal55: an American Express number typed in fours, "paid with 3486 9305 0872
103"; an account word, its provider after "de", then an id in apposition, "Proyecto de
Google Cloud proj-…-<digits>"; a hand-typed RFC after "RFC a"): main 1 of 14 personal items
found, 0 of 14 keepers flagged; round 43: 14 of 14, none (docs/personal-data.md, "Round 43").
Round 44 (personal57's half a: an account id of random letters with its provider's prefix
under its path segment, "/v1/teams/team_<8 letters>/billing"; a company's CLABE called the
institution's with the company in parentheses, "CLABE de la institución (<organisation>):
…"; a company's CLABE after "Datos para pago" read again as a card): main found 4 of 9
personal items and flagged 7 of 13 keepers; round 44: 9 of 9, none flagged
(docs/personal-data.md, "Round 44").
Round 45 (personal56's and personal57's halves b: a key after the shell's `export`,
`export <PROVIDER>_KEY="…"`; an account id of random letters under the key that names the
account, `"organization": "org-<letters>"`; a home in apposition after "en mi casa,"): main
found 0 of 11 secrets and personal items and flagged 0 of 14 keepers; round 45: 11 of 11,
none flagged (docs/personal-data.md, "Round 45").
Round 46 (personal58's and personal59's halves a: a company's CLABE under a key naming its
purpose and its holder, `"clabe_pago_empresa"`, or after its purpose, "Cuenta para depósitos
de la empresa: CLABE …"; an institution's office before its phone, "Oficialía de Partes del
Congreso: …"): main found 7 of 7 personal items and flagged 12 of 14 keepers; round 46: 7
of 7, none flagged (docs/personal-data.md, "Round 46").
Round 47 (personal60's and personal61's halves a: a person's id as a whole cell of a
record's row, the name's cell after it, "<NSS>,<name>,Turno B", a printed RUT beside the
name's cell, a DNI after its label's own cell, a card before its expiry's cell; "del"
before a birth year; a body's mailbox after "Canal oficial"): main found 3 of 16 personal
items and flagged 2 of 11 keepers; round 47: 16 of 16, none flagged
(docs/personal-data.md, "Round 47").
Round 48 (personal62's and personal63's halves a: an id's acronym in parentheses as its
label, "tax id (RFC) <rfc>"; a Portuguese NIF after its label; Portuguese's first person
asking to be called, "Fala comigo no …"; an organisation's account with its purpose
between its name and it, "Datos bancarios de <business> para transferencias: CLABE …";
a switchboard's organisation named after "Conmutador de"; a bare `"key"` whose value
carries a credential's prefix): main found 15 of 23 personal items and 0 of 2 secrets
and flagged 5 of 31 keepers; round 48: 23 of 23, 2 of 2, none flagged
(docs/personal-data.md, "Round 48").
Round 49 (personal64's and personal65's halves a: a long word of an error's sentence between
a key's noun and its value, "clave de API incorrecta proporcionada: …"; a lower-case
`<service>_key` whose value announces a key, its body perhaps in segments; a free call's
line, "Llama gratis al …"): main found 3 of 3 personal items and 0 of 8 secrets and flagged
4 of 12 keepers; round 49: 3 of 3, 8 of 8, none flagged (docs/personal-data.md, "Round 49").
Round 50 (personal66's half a: a person named, then their home named by a possessive, then
its address, "pregunta por <given name> en su casa: …", "ask for <name> at her home: …",
"falar com <name> na casa dela: …"): main found 3 of 6 personal items and flagged 0 of 6
keepers; round 50: 6 of 6, none flagged (docs/personal-data.md, "Round 50").
The gates: every item found, no keeper flagged.
"""

from __future__ import annotations

from functools import cache

from generalisation_eval import Score, evaluate
from keeper_corpus import ITEMS


@cache
def _score() -> Score:
    return evaluate(ITEMS)


def test_there_are_keepers_and_their_look_alikes() -> None:
    labels = [item.label for item in ITEMS]
    assert labels.count("keep") >= labels.count("personal") + labels.count("secret")


def test_every_personal_item_and_secret_is_found() -> None:
    assert _score().missed == []


def test_no_keeper_is_flagged() -> None:
    assert _score().flagged == []
