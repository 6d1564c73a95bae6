"""The context of a personal item: one invented person and every form of their data."""

from __future__ import annotations

import random
from datetime import date, timedelta
from typing import Any
from urllib.parse import quote, quote_plus

import ids
import people

MESES = "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre"
MESES = MESES.split()
MES3 = [m[:3] for m in MESES]
MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
MESES_PT = (
    "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro"
)
MESES_PT = MESES_PT.split()
ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]


def _dates(d: date) -> dict[str, str]:
    m = d.month - 1
    return {
        "d_long": f"{d.day} de {MESES[m]} de {d.year}",
        "d_long_cap": f"{d.day} de {MESES[m].capitalize()} de {d.year}",
        "d_dmy": d.strftime("%d/%m/%Y"),
        "d_dmy2": d.strftime("%d/%m/%y"),
        "d_dash": d.strftime("%d-%m-%Y"),
        "d_dots": d.strftime("%d.%m.%Y"),
        "d_iso": d.isoformat(),
        "d_compact": d.strftime("%Y%m%d"),
        "d_mes3": f"{d.day:02d}-{MES3[m]}-{d.year}",
        "d_MES3": f"{d.day:02d}/{MES3[m].upper()}/{d.year}",
        "d_en": f"{MONTHS[m]} {d.day}, {d.year}",
        "d_en_short": f"{MONTHS[m][:3]}. {d.day}, {d.year}",
        "d_en_dmy": f"{d.day} {MONTHS[m]} {d.year}",
        "d_us": f"{d.month}/{d.day}/{d.year}",
        "d_pt": f"{d.day} de {MESES_PT[m]} de {d.year}",
        "d_roman": f"{d.day}.{ROMAN[m]}.{d.year}",
        "d_air": f"{d.day:02d}{MONTHS[m][:3].upper()}{d.year}",
        "d_iso_tz": d.isoformat() + "T00:00:00-06:00",
        "d_yy": d.strftime("%y"),
    }


def person_ctx(rng: random.Random) -> dict[str, Any]:
    p = people.person(rng)
    c: dict[str, Any] = {}
    c["given"] = p.given
    c["g1"] = p.given.split()[0]
    c["s1"], c["s2"] = p.surname1, p.surname2
    c["full"] = p.full
    c["short"] = p.short
    c["FULL"] = p.full.upper()
    c["full_plain"] = people.strip_accents(p.full)
    c["full_url"] = quote_plus(p.full)
    c["S1"], c["S2"], c["G"] = p.surname1.upper(), p.surname2.upper(), p.given.upper()
    c["sex"] = p.sex
    c["sexo"] = "MUJER" if p.sex == "M" else "HOMBRE"
    c["ella"] = "ella" if p.sex == "M" else "él"
    c["o"] = "a" if p.sex == "M" else "o"
    c["age"] = 2024 - p.born.year
    c.update(_dates(p.born))
    # ids
    c["curp"] = ids.curp(rng, p.surname1, p.surname2, p.given, p.born, p.sex)
    assert ids.validate_curp(c["curp"])
    cu = c["curp"]
    c["curp_l"] = cu.lower()
    c["curp_t"] = cu.capitalize()
    c["curp_sp"] = f"{cu[:4]} {cu[4:10]} {cu[10]} {cu[11:13]} {cu[13:16]} {cu[16:]}"
    c["curp_hy"] = f"{cu[:4]}-{cu[4:10]}-{cu[10:16]}-{cu[16:]}"
    c["curp_dot"] = f"{cu[:4]}.{cu[4:10]}.{cu[10:16]}.{cu[16:]}"
    c["curp_lsp"] = f"{cu[:4]} {cu[4:10]} {cu[10:16]} {cu[16:]}".lower()
    c["rfc"] = ids.rfc_fisica(rng, p.surname1, p.surname2, p.given, p.born)
    assert ids.validate_rfc(c["rfc"])
    r = c["rfc"]
    c["rfc_l"] = r.lower()
    c["rfc_hy"] = f"{r[:4]}-{r[4:10]}-{r[10:]}"
    c["rfc_sp"] = f"{r[:4]} {r[4:10]} {r[10:]}"
    c["rfc_dot"] = f"{r[:4]}.{r[4:10]}.{r[10:]}"
    c["rfc10"] = r[:10]
    c["rfc_lhy"] = c["rfc_hy"].lower()
    n = ids.nss(rng, p.born)
    assert ids.luhn_ok(n)
    c["nss"] = n
    c["nss_hy"] = f"{n[:2]}-{n[2:4]}-{n[4:6]}-{n[6:10]}-{n[10]}"
    c["nss_sp"] = f"{n[:4]} {n[4:8]} {n[8:]}"
    c["nss_dot"] = f"{n[:2]}.{n[2:4]}.{n[4:6]}.{n[6:10]}.{n[10]}"
    c["nss_hy2"] = f"{n[:10]}-{n[10]}"
    ce = ids.clave_elector(rng, p.surname1, p.surname2, p.given, p.born, p.sex)
    c["clave"] = ce
    c["clave_l"] = ce.lower()
    c["clave_sp"] = f"{ce[:6]} {ce[6:12]} {ce[12:14]} {ce[14]} {ce[15:]}"
    c["clave_hy"] = f"{ce[:6]}-{ce[6:14]}-{ce[14:]}"
    cic = ids.digits(rng, 9)
    ocr = ids.digits(rng, 13)
    c["cic"], c["ocr"] = cic, ocr
    c["ine_mrz1"] = ids.ine_td1_line1(cic, ocr)
    # passports
    pn = ids.mx_passport_number(rng)
    c["pas_mx"] = pn
    c["pas_mx_l"] = pn.lower()
    c["pas_mx_sp"] = f"{pn[0]} {pn[1:5]} {pn[5:]}"
    c["pas_us"] = ids.digits(rng, 9)
    c["pas_us2"] = rng.choice("ACEFGHJKLMNPRSTUVWXYZ") + ids.digits(rng, 8)
    c["pas_es"] = ids.rand(rng, "ABCDEFGHJKLMNPRSTUVWXYZ", 3) + ids.digits(rng, 6)
    c["pas_br"] = ids.rand(rng, "ABCDEFGHJKLMNPRSTUVWXYZ", 2) + ids.digits(rng, 6)
    c["pas_co"] = "AV" + ids.digits(rng, 7)
    c["pas_ar"] = ids.digits(rng, 8) + rng.choice("ABCDEFGHN")
    c["pas_ar2"] = "AAF" + ids.digits(rng, 6)
    c["pas_de"] = rng.choice("CFGHJK") + ids.rand(rng, "CFGHJKLMNPRTVWXYZ0123456789", 8)
    c["pas_fr"] = (
        ids.digits(rng, 2) + ids.rand(rng, "ABCDEFGHJKLMNPRSTUVWXYZ", 2) + ids.digits(rng, 5)
    )
    c["pas_uk"] = ids.digits(rng, 9)
    c["pas_ca"] = ids.rand(rng, "ABCDEFGHJKLMNPRSTUVWXYZ", 2) + ids.digits(rng, 6)
    c["pas_gt"] = ids.digits(rng, 9)
    c["pas_it"] = "Y" + ids.rand(rng, "ABCDEFGHJKLMNPRSTUVWXYZ", 1) + ids.digits(rng, 7)
    exp = date(2025, 1, 1) + timedelta(days=rng.randrange(3000))
    c["pas_exp"] = exp.strftime("%d/%m/%Y")
    c["mrz2"] = ids.passport_td3_line2(pn, "MEX", p.born, "F" if p.sex == "M" else "M", exp)
    c["mrz2_us"] = ids.passport_td3_line2(
        c["pas_us"], "USA", p.born, "F" if p.sex == "M" else "M", exp
    )
    c["mrz1"] = (
        "P<MEX"
        + people.strip_accents(p.surname1).upper()
        + "<"
        + people.strip_accents(p.surname2).upper()
        + "<<"
        + people.strip_accents(p.given).upper().replace(" ", "<")
    ).ljust(44, "<")[:44]
    # foreign person
    fg, fs, _ = rng.choice(people.FOREIGN)
    c["fgiven"], c["fsur"], c["ffull"] = fg, fs, f"{fg} {fs}"
    # phones
    area = p.town[3]
    ph = people.phone10(rng, area)
    c["ph"] = ph
    a, s = people.split_phone(ph)
    c["area"], c["sub"] = a, s
    for st in ("paren", "dots", "dash", "space", "pairs", "pairs_dash"):
        c["ph_" + st] = people.fmt_local(ph, st)
    c["ph_e164"] = "+52" + ph
    c["ph_intl"] = f"+52 {a} {s[:-4]} {s[-4:]}"
    c["ph_intl1"] = f"+52 1 {a} {s[:-4]} {s[-4:]}"
    c["ph_521"] = "+521" + ph
    c["ph_dash_intl"] = f"+52-{a}-{s[:-4]}-{s[-4:]}"
    c["ph_paren_intl"] = f"+52 ({a}) {s[:-4]} {s[-4:]}"
    c["ph_00"] = f"0052 {a} {s}"
    c["ph_044"] = f"044 {a} {s[:-4]} {s[-4:]}"
    c["ph_045"] = f"045 ({a}) {s[:-4]}-{s[-4:]}"
    c["ph_044p"] = f"(044) {a}-{s[:-4]}-{s[-4:]}"
    c["ph_wa"] = "521" + ph
    c["ph_52"] = "52" + ph
    c["ph_mixed"] = f"{a}{s[:-4]}-{s[-4:]}"
    c["ph_intl_dots"] = f"+52.{a}.{s[:-4]}.{s[-4:]}"
    c["ph_intl_nospace1"] = f"+52 1{ph}"
    ph2 = people.phone10(rng)
    c["ph2"] = ph2
    # e-mail
    loc = people.email_local(rng, p)
    dom = rng.choice(people.FREEMAIL)
    c["loc"], c["dom"] = loc, dom
    c["mail"] = f"{loc}@{dom}"
    c["MAIL"] = c["mail"].upper()
    c["mail_cap"] = c["mail"].title()
    c["loc_acc"] = people.email_local(rng, p, accents=True)
    if c["loc_acc"].isascii():
        acc = rng.choice(
            ["josé", "maría", "ángel", "inés", "raúl", "sofía", "zoé", "jesús", "rocío"]
        )
        c["loc_acc"] = f"{acc}.{p.surname1.lower()}{rng.randrange(10, 99)}"
    c["MAIL_ACC"] = f"{c['loc_acc']}@outlook.com".upper()
    dname, tld = dom.split(".", 1)
    c["dname"], c["tld"] = dname, tld
    c["tld_sp"] = tld.replace(".", " punto ")
    c["mail_url"] = quote(c["mail"], safe="")
    c["mail_plus"] = f"{loc}+{rng.choice(['compras', 'news', 'banco', 'sat', 'escuela'])}@{dom}"
    # address
    town, state, _, _ = p.town
    c["town"], c["state"] = town, state
    c["cp"] = people.postcode(rng, p.town)
    kind, sname, num = people.street(rng)
    c["skind"], c["sname"], c["num"] = kind, sname, num
    c["street"] = f"{kind} {sname}"
    c["STREET"] = c["street"].upper()
    c["colonia"] = rng.choice(people.COLONIAS)
    c["COLONIA"] = c["colonia"].upper()
    c["col_bare"] = c["colonia"].split(" ", 1)[1]
    c["int"] = rng.choice(["3", "B", "12", "4-A", "201", "C-5"])
    c["mz"], c["lt"] = rng.randrange(1, 90), rng.randrange(1, 40)
    c["x1"], c["x2"] = rng.sample(people.STREET_NAMES, 2)
    c["town2"] = rng.choice(people.TOWNS)[0]
    c["q_addr"] = quote_plus(f"{kind} {sname} {num}, {c['col_bare']}, {town}")
    # money
    brand = rng.choice(["visa", "visa", "mastercard", "mastercard", "amex", "carnet"])
    cn = ids.card(rng, brand)
    assert ids.luhn_ok(cn)
    c["card"] = cn
    c["brand"] = {
        "visa": "Visa",
        "mastercard": "Mastercard",
        "amex": "American Express",
        "carnet": "Carnet",
    }[brand]
    if len(cn) == 15:
        c["card_sp"] = f"{cn[:4]} {cn[4:10]} {cn[10:]}"
        c["card_hy"] = f"{cn[:4]}-{cn[4:10]}-{cn[10:]}"
    else:
        c["card_sp"] = " ".join(cn[i : i + 4] for i in range(0, 16, 4))
        c["card_hy"] = "-".join(cn[i : i + 4] for i in range(0, 16, 4))
    c["card_dot"] = c["card_sp"].replace(" ", ".")
    c["card_exp"] = f"{rng.randrange(1, 13):02d}/{rng.randrange(25, 31)}"
    c["cvv"] = ids.digits(rng, 4 if brand == "amex" else 3)
    bank = rng.choice(sorted(ids.BANKS))
    cl = ids.clabe(rng, bank)
    assert ids.validate_clabe(cl)
    c["clabe"] = cl
    c["bank"] = ids.BANKS[bank]
    c["clabe_sp"] = f"{cl[:3]} {cl[3:6]} {cl[6:17]} {cl[17]}"
    c["clabe_hy"] = f"{cl[:3]}-{cl[3:6]}-{cl[6:17]}-{cl[17]}"
    c["clabe_4"] = " ".join(cl[i : i + 4] for i in range(0, 18, 4))
    c["cuenta"] = cl[6:17]
    return c
