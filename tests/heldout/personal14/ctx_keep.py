"""The context of a keeper: an invented company or public office and non-personal values."""

from __future__ import annotations

import base64
import hashlib
import random
from datetime import date, timedelta
from typing import Any

import ids
import people
from ctx_person import MESES, MONTHS, _dates
from ids import ALNUM, B64URL, DIGITS, HEX, UPPER, rand


def keep_ctx(rng: random.Random) -> dict[str, Any]:
    c: dict[str, Any] = {}
    r = rng
    name, form, domain = people.company(r)
    c["co"], c["legal"], c["dom"] = name, form, domain
    c["co_full"] = f"{name}, {form}"
    c["CO_FULL"] = c["co_full"].upper()
    letters = "".join(w[0] for w in people.strip_accents(name).split() if w[0].isalpha())[
        :3
    ].upper()
    letters = (letters + "XXX")[:3]
    founded = date(1975, 1, 1) + timedelta(days=r.randrange(16000))
    c["founded"] = founded
    c.update({"f_" + k: v for k, v in _dates(founded).items()})
    c["f_year"] = founded.year
    rfc = ids.rfc_moral(r, letters, founded)
    assert ids.validate_rfc(rfc)
    c["rfc_m"] = rfc
    c["rfc_m_hy"] = f"{rfc[:3]}-{rfc[3:9]}-{rfc[9:]}"
    c["rfc_m_sp"] = f"{rfc[:3]} {rfc[3:9]} {rfc[9:]}"
    c["rfc_m_l"] = rfc.lower()
    bank = r.choice(sorted(ids.BANKS))
    cl = ids.clabe(r, bank)
    c["clabe"], c["bank"] = cl, ids.BANKS[bank]
    c["clabe_sp"] = f"{cl[:3]} {cl[3:6]} {cl[6:17]} {cl[17]}"
    c["clabe_4"] = " ".join(cl[i : i + 4] for i in range(0, 18, 4))
    c["ref_pago"] = ids.digits(r, 7)
    town = r.choice(people.TOWNS)
    c["town"], c["state"], c["area"] = town[0], town[1], town[3]
    c["cp"] = people.postcode(r, town)
    kind, sname, num = people.street(r)
    c["street"] = f"{kind} {sname}"
    c["num"] = num
    c["colonia"] = r.choice(people.COLONIAS)
    c["piso"] = r.randrange(2, 22)
    # switchboard / lines
    sw = people.phone10(r, town[3])
    a, s = people.split_phone(sw)
    c["sw"] = sw
    c["sw_paren"] = f"({a}) {s[:-4]} {s[-4:]}"
    c["sw_dash"] = f"{a}-{s[:-4]}-{s[-4:]}"
    c["sw_intl"] = f"+52 {a} {s[:-4]} {s[-4:]}"
    c["sw_e164"] = "+52" + sw
    c["sw_dots"] = f"{a}.{s[:-4]}.{s[-4:]}"
    c["ext"] = r.choice(["0", "101", "118", "2210", "4410", "3", "1204", "7"])
    c["ext2"] = r.choice(["201", "305", "5521", "12"])
    t800 = "800" + ids.digits(r, 7)
    c["t800"] = t800
    c["t800_sp"] = f"800 {t800[3:6]} {t800[6:]}"
    c["t800_dash"] = f"800-{t800[3:6]}-{t800[6:]}"
    c["t800_01"] = f"01 800 {t800[3:6]} {t800[6:]}"
    c["t800_01d"] = f"01-800-{t800[3:6]}-{t800[6:]}"
    c["t800_intl"] = f"+52 800 {t800[3:6]} {t800[6:]}"
    c["t800_paren"] = f"(800) {t800[3:6]}-{t800[6:]}"
    c["t800_dots"] = f"800.{t800[3:6]}.{t800[6:]}"
    c["t888"] = f"1-888-{ids.digits(r, 3)}-{ids.digits(r, 4, False)}"
    c["t800_vanity"] = "800-" + r.choice(["TLALLI1", "DENTAL1", "AGUA247", "CAFE100", "MUEBLES"])
    # government
    gname, gdom = r.choice(people.GOV)
    c["gov"], c["gdom"] = gname, gdom
    c["GDOM"] = gdom.upper()
    c["gov_role"] = r.choice(
        [
            "unidad.transparencia",
            "oficialia.partes",
            "atencion.ciudadana",
            "quejas",
            "contraloria.interna",
            "comunicacion.social",
            "tramites",
            "datos.personales",
        ]
    )
    c["role"] = r.choice(
        [
            "ventas",
            "contacto",
            "soporte",
            "facturacion",
            "atencion.clientes",
            "hola",
            "info",
            "prensa",
            "cobranza",
            "compras",
            "proveedores",
            "servicio",
            "reservaciones",
            "citas",
            "admisiones",
            "donativos",
            "privacidad",
            "datos.personales",
            "reclutamiento",
            "comercial",
        ]
    )
    c["ROLE"] = c["role"].upper()
    c["DOM"] = domain.upper()
    dname, tld = domain.split(".", 1)
    c["dname"], c["tld"] = dname, tld
    # a public figure (name only, with a public role)
    p = people.person(r)
    c["pf"] = p.full
    c["pf_short"] = p.short
    c["pf_art"] = "La" if p.sex == "M" else "El"
    c["pf_a"] = "a" if p.sex == "M" else ""
    c["pf_o"] = "a" if p.sex == "M" else "o"
    # non-personal numbers
    c["isbn"] = ids.isbn13(r)
    c["isbn_hy"] = (
        f"{c['isbn'][:3]}-{c['isbn'][3:6]}-{c['isbn'][6:10]}-{c['isbn'][10:12]}-{c['isbn'][12]}"
    )
    c["isbn10"] = ids.isbn10(r)
    c["issn"] = ids.issn(r)
    c["ean"] = ids.ean13(r)
    c["upc"] = "0" + ids.ean13(r, "0")[1:]
    c["doi"] = (
        f"10.{r.randrange(1000, 99999)}/{rand(r, 'abcdefghijklmnopqrstuvwxyz', 4)}."
        f"{r.randrange(2000, 2025)}.{r.randrange(100, 99999)}"
    )
    c["order"] = ids.digits(r, 10)
    c["order_hash"] = f"#{ids.digits(r, 4)}-{ids.digits(r, 4)}"
    c["order_pfx"] = f"PED-{r.randrange(2021, 2025)}-{ids.digits(r, 6)}"
    c["amazon_order"] = f"{ids.digits(r, 3)}-{ids.digits(r, 7)}-{ids.digits(r, 7)}"
    c["ups"] = "1Z" + rand(r, UPPER + DIGITS, 6) + ids.digits(r, 10)
    c["guia"] = ids.digits(r, 12)
    c["guia22"] = ids.digits(r, 22)
    c["dhl"] = ids.digits(r, 10)
    c["expediente"] = f"{r.randrange(100, 9999)}/{r.randrange(2019, 2025)}"
    c["amparo"] = f"{r.randrange(100, 2999)}/{r.randrange(2020, 2025)}-{rand(r, 'IVX', 2)}"
    c["ticket"] = f"ZD-{ids.digits(r, 6)}"
    c["jira"] = f"{r.choice(['OPS', 'PAGOS', 'WEB', 'INFRA'])}-{r.randrange(10, 9999)}"
    c["sku"] = f"{rand(r, UPPER, 3)}-{ids.digits(r, 4)}-{rand(r, UPPER + DIGITS, 2)}"
    c["semver"] = f"{r.randrange(0, 12)}.{r.randrange(0, 40)}.{r.randrange(0, 30)}"
    c["build"] = (
        f"{r.randrange(2022, 2026)}{r.randrange(1, 13):02d}{r.randrange(1, 29):02d}.{r.randrange(1, 9)}"
    )
    c["sha1"] = rand(r, HEX, 40)
    c["sha7"] = c["sha1"][:7]
    c["sha256"] = hashlib.sha256(rand(r, ALNUM, 20).encode()).hexdigest()
    c["md5"] = hashlib.md5(rand(r, ALNUM, 20).encode()).hexdigest()
    c["sri"] = (
        "sha384-" + base64.b64encode(hashlib.sha384(rand(r, ALNUM, 9).encode()).digest()).decode()
    )
    c["npm_int"] = (
        "sha512-" + base64.b64encode(hashlib.sha512(rand(r, ALNUM, 9).encode()).digest()).decode()
    )
    c["etag_inner"] = f"{r.randrange(100, 99999):x}-{rand(r, B64URL, 27)}"
    c["etag_bare"] = rand(r, HEX, 32)
    c["digest"] = "sha256:" + rand(r, HEX, 64)
    c["uuid"] = ids.uuid4(r)
    c["UUID"] = c["uuid"].upper()
    c["ulid"] = "01" + rand(r, "0123456789ABCDEFGHJKMNPQRSTVWXYZ", 24)
    c["trace"] = rand(r, HEX, 32)
    c["span"] = rand(r, HEX, 16)
    c["ga4"] = "G-" + rand(r, UPPER + DIGITS, 10)
    c["ua"] = f"UA-{ids.digits(r, 8)}-{r.randrange(1, 9)}"
    c["gtm"] = "GTM-" + rand(r, UPPER + DIGITS, 7)
    c["pixel"] = ids.digits(r, 15)
    c["adsense"] = "ca-pub-" + ids.digits(r, 16)
    c["yt"] = rand(r, B64URL, 11)
    c["tweet"] = ids.digits(r, 19)
    # public (browser) keys
    c["stripe_pk"] = "pk_live_51" + rand(r, ALNUM, 96)
    c["stripe_pk_test"] = "pk_test_51" + rand(r, ALNUM, 96)
    c["gmaps"] = "AIza" + rand(r, B64URL, 35)
    c["firebase"] = "AIza" + rand(r, B64URL, 35)
    c["posthog"] = "phc_" + rand(r, ALNUM, 43)
    c["mapbox_pk"] = "pk.eyJ1Ijoi" + rand(r, B64URL, 40) + "." + rand(r, B64URL, 22)
    c["algolia_app"] = rand(r, UPPER + DIGITS, 10)
    c["algolia_search"] = rand(r, HEX, 32)
    c["sentry_dsn"] = (
        f"https://{rand(r, HEX, 32)}@o{ids.digits(r, 6)}.ingest.us.sentry.io/{ids.digits(r, 7)}"
    )
    c["recaptcha"] = "6L" + rand(r, B64URL, 38)
    c["turnstile"] = "0x4AAAAAAA" + rand(r, B64URL, 12)
    c["clerk_pk"] = "pk_live_" + base64.b64encode(f"clerk.{domain}$".encode()).decode().rstrip("=")
    c["sb_url"] = f"https://{rand(r, 'abcdefghijklmnopqrst', 20)}.supabase.co"
    import ctx_keys

    ref = rand(r, "abcdefghijklmnopqrst", 20)
    c["sb_anon"] = ctx_keys.jwt(
        r, {"iss": "supabase", "ref": ref, "role": "anon", "iat": 1712000000, "exp": 2027576000}
    )
    c["sb_pub"] = "sb_publishable_" + rand(r, B64URL, 32)
    c["paypal_client"] = "A" + rand(r, B64URL, 79)
    c["mp_public"] = "APP_USR-" + ids.uuid4(r)
    c["conekta_pub"] = "key_" + rand(r, ALNUM, 27)
    c["ssh_pub"] = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rand(r, B64URL, 43) + " deploy@ci"
    c["pgp_fpr"] = " ".join(rand(r, HEX.upper(), 4) for _ in range(10))
    # dates that are not births
    d = date(2019, 1, 1) + timedelta(days=r.randrange(2200))
    c["d_pub"] = f"{d.day} de {MESES[d.month - 1]} de {d.year}"
    c["d_pub_iso"] = d.isoformat()
    c["d_pub_dmy"] = d.strftime("%d/%m/%Y")
    c["d_pub_en"] = f"{MONTHS[d.month - 1]} {d.day}, {d.year}"
    c["d_http"] = d.strftime("%a, %d %b %Y 10:%M:%S GMT").replace(":%M", f":{r.randrange(10, 59)}")
    c["d_http"] = (
        f"{d.strftime('%a, %d %b %Y')} {r.randrange(0, 23):02d}:{r.randrange(0, 59):02d}:{r.randrange(0, 59):02d} GMT"
    )
    c["d_dof"] = f"{d.day:02d}/{d.month:02d}/{d.year}"
    c["d_pub_ts"] = d.isoformat() + f"T{r.randrange(0, 23):02d}:{r.randrange(0, 59):02d}:00Z"
    c["year"] = d.year
    c["pet_born"] = f"{d.day} de {MESES[d.month - 1]} de {d.year}"
    # numbers
    c["price"] = f"${r.randrange(99, 99999):,}.{r.randrange(0, 99):02d}"
    c["count10"] = ids.digits(r, 10)
    c["big"] = (
        f"{r.randrange(1, 9)},{r.randrange(100, 999)},{r.randrange(100, 999)},{r.randrange(100, 999)}"
    )
    c["pop"] = f"{r.randrange(12, 980)},{r.randrange(100, 999)}"
    c["plaza"] = r.choice(
        ["Principal", "de Armas", "Hidalgo", "de la Constitución", "Juárez", "Cívica"]
    )
    c["pct"] = f"{r.randrange(1, 99)}.{r.randrange(0, 9)} %"
    c["lat"] = f"{r.uniform(15, 32):.6f}"
    c["lon"] = f"-{r.uniform(86, 117):.6f}"
    c["ip_doc"] = f"203.0.113.{r.randrange(1, 254)}"
    c["ip_doc2"] = f"198.51.100.{r.randrange(1, 254)}"
    c["ipv6_doc"] = f"2001:db8:{r.randrange(1, 0xFFFF):x}::{r.randrange(1, 0xFFF):x}"
    c["cron"] = f"{r.randrange(0, 59)} {r.randrange(0, 23)} * * {r.randrange(0, 6)}"
    c["folio_fiscal"] = ids.uuid4(r).upper()
    c["nom"] = (
        f"NOM-{r.randrange(1, 250):03d}-{r.choice(['SCFI', 'SSA1', 'STPS', 'SEMARNAT'])}-{r.randrange(1995, 2023)}"
    )
    c["lote"] = f"L{ids.digits(r, 6)}{rand(r, UPPER, 1)}"
    c["serie"] = f"SN-{rand(r, UPPER + DIGITS, 10)}"
    return c
