"""The recorder's own data, as it ends up inside a fixture (round 31b, hypotheses H1–H4).

A recording carries the environment of the person who made it: their home directory in
a traceback or a config dump, their machine's name in a shell prompt, a debug banner or a
`Host` header, their identity in the headers an authenticating proxy adds, and their
public address in the headers a proxy or an echo service sends back. Round 31b read these
from hypotheses (the blind corpus that showed them was not opened), by structure:

- **H1, a home directory** (`/home/<user>/`, `/Users/<user>/`, `C:\\Users\\<user>\\`,
  `C:/Users/<user>/`, JSON-escaped backslashes, `file://` URLs, `~<user>/`) whose user
  segment splits (on `.`, `_`, `-`, a space, camel case, or glued) into a given name and
  a surname, or an initial and a surname, by the names gazetteer (`detect.names`).
- **H2, a machine's name** that carries a person's name: a host token with a device's
  word (`MacBook-Pro-de-…`, `…s-MacBook-Air`, `…-laptop`, `LAPTOP-…`, `…-thinkpad`), or
  a local host name (`.local`, `.lan`, one label) in a host's field (`Host`,
  `X-Forwarded-Host`, `Via`, `hostname`, `Received: from`, a shell prompt's
  `user@host:`), whose remaining words are a person's name as above; the prompt's user
  is read as H1's user segment.
- **H3, the signed-in user**: a header the protocol dedicates to the authenticated user
  (`X-Auth-Request-User`, `X-Forwarded-User`, `Remote-User`,
  `X-Goog-Authenticated-User-Email`, `X-MS-CLIENT-PRINCIPAL-NAME`,
  `Cf-Access-Authenticated-User-Email`, …) carries that user's identity whatever its
  value looks like; a cookie's `user=`/`username=` holding a person's name or login; a
  git trailer's or header's person (`Author:`, `Signed-off-by:`, …).
- **H4, the recorder's address** in the client-IP headers round 16 did not name
  (`X-Original-Forwarded-For`, `Fastly-Client-IP`, `X-Envoy-External-Address`, …) and an
  echo service's `"origin"` field; public addresses only, and a well-known public
  resolver (`8.8.8.8`, `1.1.1.1`, …) is nobody's (also for round 16's headers).

Keepers: generic and service accounts (`runner`, `ubuntu`, `jenkins`, `svc-…`, `…-bot`),
placeholders (`<user>`, `$USER`, `your-name`, `usuario`), CI and cloud hosts, Windows'
random `DESKTOP-XXXXXXX`, role mailboxes. Everything is reported as FG618 (a person's
record, like the client IP it already reads), at the datum's line, masked.

Every pass is behind one RE2 alternation over the text (`compile_linear`).
"""

from __future__ import annotations

import ipaddress
import re
from dataclasses import replace
from itertools import pairwise
from typing import Any
from urllib.parse import unquote_plus

from fixture_guard.detect.base import Match
from fixture_guard.detect.linear_re import compile_linear
from fixture_guard.detect.names import AMBIGUOUS_GIVEN, NOT_SURNAMES, _fold, _known
from fixture_guard.detect.personal_codes import PERSON_RECORD_CODE
from fixture_guard.detect.textview import is_view_sensitive, view_of

_REPLACEMENT = "REDACTED-RECORD"

# --- who a word is --------------------------------------------------------------------


def _wordset(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: Accounts a machine, a CI or an image gives, and the words of placeholders: no one's.
_GENERIC = _wordset(
    """
    runner runneradmin ubuntu root admin administrator administrador app www-data www node
    jenkins vagrant ec2-user docker public shared default user users usuario usuarios dev
    developer ci build builder buildkite circleci travis gitlab-runner codespace codespaces
    vscode postgres mysql nobody daemon git deploy deployer ansible centos fedora debian pi
    azureuser cloudshell-user sagemaker-user jovyan rstudio guest invitado test tester me you
    your yourname your-name username nombre tu tuusuario tu-usuario name someone alguien
    john.doe jane.doe doe example ejemplo redacted anonymous anonimo unknown desconocido
    null none service system bot local localhost home
    """
)
#: Words of a machine's name that are not its owner's: devices, models, fillers.
_DEVICE_WORDS = _wordset(
    """
    macbook mbp mba imac mac mini studio pro air max laptop desktop notebook thinkpad xps iphone ipad
    latitude ideapad zenbook vivobook surface workstation pc portatil escritorio computer
    computadora de da do di du von van the s local lan home localdomain internal
    """
)
_DEVICE = (
    r"macbook|mbp|imac|mac-?mini|laptop|desktop|notebook|thinkpad|xps|latitude|ideapad"
    r"|zenbook|vivobook|workstation|port[aá]til|iphone|ipad"
    # Windows' own default, `<NAME>-PC`: a word of its own only
    r"|-pc\b|\bpc-"
)
_CAMEL = re.compile(r"(?<=[a-záéíóúñ])(?=[A-ZÁÉÍÓÚÑ])")
_SPLIT = re.compile(r"[._\-\s]+")


def _words(segment: str) -> list[str]:
    words = []
    for part in _SPLIT.split(_CAMEL.sub(" ", segment)):
        part = part.rstrip("0123456789")
        if part:
            words.append(_fold(part))
    return words


def _given(word: str) -> bool:
    return len(word) >= 3 and _known(word)[0]


def _surname(word: str) -> bool:
    return len(word) >= 3 and _known(word)[1] and word not in NOT_SURNAMES


def _glued(word: str) -> bool:
    """One word that is a person's name written together: an initial and a surname
    (`rbeltran`), or a given name and a surname (`ximenaledesma`, `OSVALDOZAMORA`)."""
    if len(word) < 5 or not word.isalpha() or word in _GENERIC:
        return False
    if _surname(word[1:]) and not _known(word)[0]:
        return True
    return any(_given(word[:i]) and _surname(word[i:]) for i in range(3, len(word) - 2))


def names_a_person(segment: str) -> bool:
    """Whether a user segment or a machine's words are a person's name (module doc)."""
    if _fold(segment.strip()) in _GENERIC:
        return False
    words = _words(segment)
    if not words or any(w in _GENERIC for w in words):
        return False
    if len(words) == 1:
        return _glued(words[0])
    for first, second in pairwise(words):
        if (_given(first) and _surname(second)) or (_surname(first) and _given(second)):
            return True
        if len(first) == 1 and first.isalpha() and _surname(second) and len(second) >= 4:
            return True
    return False


def _match(kind: str, start: int, end: int, text: str, note: str) -> Match:
    return Match(
        PERSON_RECORD_CODE, kind, start, end, text[start:end], replacement=_REPLACEMENT, note=note
    )


# --- H1: a home directory ------------------------------------------------------------------

_SEGMENT = r"[^\W\d_][\w.\-]{1,40}"
_HOME = re.compile(
    # round 32: `file:///C:/Users/…` (three slashes before a drive) was not let in
    r"(?:(?<![\w.\-/\\:%])|(?<=file://)|(?<=file:///)|(?<=/mnt/[a-z]))"
    r"(?:/home/|/Users/|(?:(?<=file:///)|(?<![\w]))[A-Za-z]:(?:\\\\|\\|/)Users(?:\\\\|\\|/))"
    # the user segment: a name of a few words before the next separator (Windows allows
    # spaces), or one word that ends the value (`HOME=/home/<user>`, `C:\Users\<user>>`)
    r"(?P<user>" + _SEGMENT + r"(?: [^\W\d_][\w.\-]{1,30}){1,2}(?=\\|/)"
    r"|" + _SEGMENT + r"(?=\\|/|[\"'\s,;)\]><&]|$))"
    r"|(?<![\w~/])~(?P<tilde>[a-z][\w.\-]{2,31})/"
    # an environment's or git's record of who is logged in (`USER=…`, `LOGNAME=…`,
    # `git config user.name "…"`, `GIT_AUTHOR_NAME=…`)
    r"|(?<![\w\-])(?-i:USER|USERNAME|LOGNAME|SUDO_USER|GIT_AUTHOR_NAME|GIT_COMMITTER_NAME)"
    r"[\"']?[ \t]*[:=][ \t]*[\"']?(?P<env>[^\W\d_][\w.\- ]{1,60}?)(?=[\"'\s,;<&]|$)"
    r"|(?<![\w\-])user\.name[\"']?[ \t]*[= \t][ \t]*[\"']?(?P<git>[^\W\d_][\w.\- ]{1,60}?)"
    r"(?=[\"'\n,;<&]|$)",
    re.M,
)


#: Round 32: the accounts a service, a CI, a cloud or an image creates, the conventional
#: example users of documentation, and directories people keep under /home that are no
#: account: the home directories that are nobody's. Any other account is a person's.
_SERVICE_HOMES = _wordset(
    """
    site vcap gitpod coder appuser worker nonroot circleci distiller vssadministrator
    containeradministrator containeruser wdagutilityaccount buildguest appveyor travis
    semaphore buildkite-agent buildkite linuxbrew steam kali alarm chronos deck liveuser
    mambauser opc oracle hadoop spark ftp httpd django bitnami jupyter sandbox logfiles
    defaultuser0 default.migrated all gradle maven nginx apache tomcat elasticsearch redis
    mongodb postgresql git-user runner-user agent azdo vsts bitbucket-pipelines gitlab
    ray airflow seluser pptruser frappe odoo discourse container conda hduser
    studio-lab-user dependabot renovate headless chrome kasm-user
    john jane alice bob carol dave eve mallory foo bar baz qux myuser myname yourusername
    youruser yourname someuser user1 user2 demo sample test1 student estudiante alumno
    data projects project shared backup backups web html src code work workspace
    workspaces share storage files docs media apps sites tmp temp lib bin opt var
    downloads library applications volumes
    """
)
#: A login as systems write it: a letter, then letters, digits, `.`, `_`, `-`.
_LOGIN = re.compile(r"[A-Za-z][A-Za-z0-9._\-]{1,31}")


def is_account(segment: str) -> bool:
    """Round 32: whether a home directory's user segment is a person's account. The
    path's shape says it is an account's home; only services, CIs, images and
    placeholders have accounts that are nobody's (a login such as `hzubieta`, a given
    name alone, a surname the gazetteer lacks are a person's account all the same)."""
    folded = _fold(segment)
    if not _LOGIN.fullmatch(segment) or folded in _GENERIC or folded in _SERVICE_HOMES:
        return False
    if _SERVICE.search(segment) or any(w in _GENERIC for w in _words(segment)):
        return False
    letters = sum(c.isalpha() for c in segment)
    return letters >= 3 and not folded.startswith(("your", "my-", "my_", "tu-", "tu_"))


def _homes(text: str, lo: int, hi: int) -> list[Match]:
    out = []
    for m in _HOME.finditer(text, lo, hi):
        group = next(g for g in ("user", "tilde", "env", "git") if m.group(g))
        start, end = m.span(group)
        value = m.group(group)
        # round 32: a home directory that goes on into the account's files
        # (`/home/<user>/…`) is the account's whoever it names
        into_files = group == "user" and end < len(text) and text[end] in "/\\"
        if names_a_person(value) or (into_files and is_account(value)):
            out.append(_match("operator-home", start, end, text, "a home directory's user"))
    return out


# --- H2: a machine's name ------------------------------------------------------------------

_HOST_TOKEN = r"[^\W_][\w\-]{0,62}(?:\.[\w\-]{1,63}){0,4}"
_DEVICE_HOST = re.compile(
    r"(?:(?<![\w\-./@])|(?<=://))(?P<host>[\w\-]{0,62}(?i:" + _DEVICE + r")[\w\-]{0,62}"
    r"(?:\.(?i:local|lan|home|localdomain|internal))?)(?![\w\-])"
)
_HOST_FIELD = re.compile(
    r"(?i)(?:(?<![\w\-])(?:host(?:name)?|x-forwarded-host|x-original-host|x-forwarded-server"
    r"|x-host|computer_?name"
    r"|machine(?:_?name)?|node_?name|device_?name)\\?[\"']?[ \t]*[:=][ \t]*"
    r"(?:\r?\n[ \t]*-[ \t]+)?[\[\"' \t]*"
    r"|\"name\"[ \t]*:[ \t]*\"(?:host|x-forwarded-host)\"[ \t]*,[ \t]*\"value\"[ \t]*:[ \t]*\""
    r"|(?<![\w\-])via\\?[\"']?[ \t]*[:=][ \t]*(?:\r?\n[ \t]*-[ \t]+)?[\[\"' \t]*"
    r"(?:https?/)?\d\.\d[ \t]+"
    r"|\breceived:[ \t]*from[ \t]+)"
    r"(?P<host>" + _HOST_TOKEN + r")"
)
_PROMPT = re.compile(
    r"(?<![\w.\-@])(?P<user>[a-z_][\w.\-]{1,31})@(?P<host>[^\W_][\w\-]{0,62}(?:\.[\w\-]+){0,3})"
    r"(?::[ \t]?[~/]|[ \t]+[~/]|[ \t]*[$#%]|[ \t]+[\w.\-~/]*\][$#%])"
)
_LOCAL_SUFFIX = re.compile(r"(?i)\.(?:local|lan|home|localdomain|home\.arpa|fritz\.box)$")


def _owner_span(host: str) -> tuple[int, int] | None:
    """Where in a machine's name its owner's name is, or None."""
    parts = [(m.start(), m.end(), m.group()) for m in re.finditer(r"[^\W_]+", host)]
    kept: list[tuple[int, int, str]] = []
    for i, (s, e, word) in enumerate(parts):
        folded = _fold(word)
        if folded in _DEVICE_WORDS or word.isdigit():
            continue
        following = _fold(parts[i + 1][2]) if i + 1 < len(parts) else ""
        # macOS names a machine after its owner's name: "María's MacBook Air"
        if folded.endswith("s") and _given(folded[:-1]) and following in _DEVICE_WORDS:
            return s, e
        kept.append((s, e, word))
    # "MacBook-Pro-de-Ximena": the owner after "de"
    for i, (_s, _e, word) in enumerate(parts[:-1]):
        if _fold(word) == "de" and _given(_fold(parts[i + 1][2])):
            run = [p for p in kept if p[0] >= parts[i + 1][0]]
            return run[0][0], run[-1][1]
    if not kept:
        return None
    # the owner's words are the longest run of kept words side by side
    runs: list[list[tuple[int, int, str]]] = [[kept[0]]]
    for part in kept[1:]:
        if host[runs[-1][-1][1] : part[0]] and all(
            c in "-._" for c in host[runs[-1][-1][1] : part[0]]
        ):
            runs[-1].append(part)
        else:
            runs.append([part])
    for run in runs:
        words = host[run[0][0] : run[-1][1]]
        if names_a_person(words):
            return run[0][0], run[-1][1]
    # round 32: a person's machine (a device's word in its name: `DESKTOP-`, `laptop-`,
    # `pc-`) named after a given name and a surname the gazetteer lacks
    if re.search(r"(?i)" + _DEVICE, host):
        for run in runs:
            if len(run) == 2 and _given_and_word(_fold(run[0][2]), _fold(run[1][2])):
                return run[0][0], run[-1][1]
            # written together (`pc-<given><surname>.lan`)
            word = _fold(run[0][2])
            if len(run) == 1 and any(
                _given_and_word(word[:i], word[i:]) for i in range(4, len(word) - 3)
            ):
                return run[0][0], run[0][1]
    return None


def _given_and_word(first: str, second: str) -> bool:
    """A given name that is no common word, then a word that could be a surname."""
    return (
        _given(first)
        and first not in AMBIGUOUS_GIVEN
        and second.isalpha()
        and len(second) >= 4
        and second not in _GENERIC
        and second not in _DEVICE_WORDS
        and second not in NOT_SURNAMES
    )


def _owner_in(host: str, at: int, text: str) -> list[Match]:
    """The owner's name inside the machine's name `host`, which starts at `at` in `text`."""
    span = _owner_span(host)
    if span is None:
        return []
    start, end = at + span[0], at + span[1]
    return [_match("operator-host", start, end, text, "a machine named after its owner")]


def _hosts(text: str, lo: int, hi: int) -> list[Match]:
    out = []
    for m in _DEVICE_HOST.finditer(text, lo, hi):
        out += _owner_in(m.group("host"), m.start("host"), text)
    for m in _HOST_FIELD.finditer(text, lo, hi):
        host = m.group("host").rstrip(".")
        if "." in host and not _LOCAL_SUFFIX.search(host):
            continue  # a public domain's name is a site's, not a machine's
        out += _owner_in(host, m.start("host"), text)
    for m in _PROMPT.finditer(text, lo, hi):
        if names_a_person(m.group("user")):
            out.append(_match("operator-login", *m.span("user"), text, "a shell prompt's user"))
        host = m.group("host")
        if "." not in host or _LOCAL_SUFFIX.search(host):
            out += _owner_in(host, m.start("host"), text)
    return out


# --- H3: the signed-in user ----------------------------------------------------------------

#: Headers (and CGI variables) a protocol or a proxy dedicates to the authenticated user.
IDENTITY_HEADERS = (
    r"x-auth-request-(?:user|email|preferred-username)|x-forwarded-(?:user|email"
    r"|preferred-username)|x-remote-user|remote[-_]user|x-authenticated-user(?:-email)?"
    r"|x-webauth-user|x-goog-authenticated-user-email|x-ms-client-principal-name"
    r"|cf-access-authenticated-user-email|x-amzn-oidc-identity|x-user-email|x-user|x-username"
    r"|x-auth-user|x-authenticated-userid|x-consumer-username|x-goog-authenticated-user-id"
)
IDENTITY_KEY = re.compile(r"(?i)(?:" + IDENTITY_HEADERS + r")")
_VALUE = (
    r"(?P<value>[^\s\"'\],;{}()<>][^\"'\n\r\],;{}()]{0,120}?)(?=\\?[\"']|[ \t]*(?:$|\r?\n|[,;\]]))"
)
_QUOTED_VALUE = r"(?P<qvalue>[^\s\"'\],;][^\"'\n\r]{0,120}?)\\?[\"']"
_IDENTITY = re.compile(
    # a header's or a YAML key's line (`X-Forwarded-User: …`, its list item below)
    r"(?i)(?:(?<![\w\-\"'])(?:" + IDENTITY_HEADERS + r")[ \t]*[:=][ \t]*"
    r"(?:\r?\n[ \t]*-[ \t]+)?[\[\"' \t]*"
    + _VALUE
    # a quoted key (JSON, a dict): its value quoted too (`"X-Forwarded-User": user` is code)
    + r"|\\?[\"'](?:"
    + IDENTITY_HEADERS
    + r")\\?[\"'][ \t]*[:=,][ \t]*"
    r"(?:\[[ \t]*)?(?:\"value\"[ \t]*:[ \t]*)?\\?[\"']" + _QUOTED_VALUE + r")",
    re.M,
)
_SERVICE = re.compile(
    r"(?i)^(?:svc|sa|srv|service|bot|robot|system|ci|cd|build|deploy)[\-_:.]"
    r"|[\-_.](?:bot|svc|service|robot)$|\[bot\]|serviceaccount|^noreply|^no-reply|^&(?:lt|gt|quot|#)"
    r"|^[<${%\[*(-]|redacted|^x+$|@example\.|@ejemplo\."
)
#: Round 32: the name of a field that holds a person's name.
_PERSON_NAME_KEY = (
    r"(?:operator|user|full|display|real|author|owner|recorder|person|operador|usuario"
    r"|grabador)[_\-]?(?:name|nombre)|nombre(?:[_\-]completo)?|fullname|displayname|realname"
)
_COOKIE_USER = re.compile(
    r"(?i)(?:(?<=[;\[\"' \t])|(?<=^)|(?<=cookie:))[ \t]*(?:user|username|user_name|login"
    r"|usuario|uname|userid_name"
    # round 32: a cookie named for a person's name (`operator_name`, `display_name`,
    # `full_name`, `nombre_completo`), its value URL-encoded
    r"|" + _PERSON_NAME_KEY + r")=(?P<value>[^;\s\"',&\]]{3,80})(?=[ \t]*(?:;|$|[\"'\],]))",
    re.M,
)
#: A HAR's cookie (or query) object: `{"name": "username", "value": "…"}`.
_COOKIE_OBJECT = re.compile(
    r"(?i)\"name\"[ \t]*:[ \t]*\"(?:user|username|user_name|login|usuario|uname)\"[ \t]*,"
    r"[ \t]*\"value\"[ \t]*:[ \t]*\"(?P<value>[^\"\n]{3,80})\""
)
_GIT_PERSON = re.compile(
    r"(?<![\w\-])(?:Author|Committer|Signed-off-by|Co-authored-by|Reviewed-by|Acked-by"
    r"|Tested-by|Reported-by):[ \t]+(?P<value>[^\W\d_][^<>&\n\"\\]{1,60}?)[ \t]*(?:<|&lt;)"
)


def _full_name(value: str) -> bool:
    """A person's name as a name's field holds it: a name by the gazetteer, or (round 32)
    a given name then capitalised words (`Itzel Urquidi Ochoa`: a surname it lacks)."""
    if names_a_person(value):
        return True
    words = value.split()
    return (
        2 <= len(words) <= 5
        and all(w.isalpha() and w[:1].isupper() for w in words)
        and _given(_fold(words[0]))
        and _fold(words[0]) not in AMBIGUOUS_GIVEN
        and not any(_fold(w) in _GENERIC for w in words)
    )


def _is_service(value: str) -> bool:
    from fixture_guard.detect.personal import is_placeholder_email, is_role_mailbox

    value = value.strip()
    if not value or _SERVICE.search(value) or _fold(value) in _GENERIC:
        return True
    if "@" in value:
        address = value.rsplit(":", 1)[-1]
        return is_role_mailbox(address) or is_placeholder_email(address)
    return False


def _identities(text: str, lo: int, hi: int) -> list[Match]:
    out = []
    for m in _IDENTITY.finditer(text, lo, hi):
        group = "value" if m.group("value") else "qvalue"
        start = m.start(group)
        value = m.group(group).rstrip()
        if ":" in value and "@" in value:  # `accounts.google.com:user@…`
            start += value.rfind(":") + 1
            value = value[value.rfind(":") + 1 :]
        if _is_service(value):
            continue
        out.append(
            _match(
                "operator-identity",
                start,
                start + len(value),
                text,
                "the signed-in user's identity (an identity header)",
            )
        )
    for m in (*_COOKIE_USER.finditer(text, lo, hi), *_COOKIE_OBJECT.finditer(text, lo, hi)):
        if _full_name(unquote_plus(m.group("value"))):
            out.append(_match("operator-identity", *m.span("value"), text, "a user's cookie"))
    for m in _GIT_PERSON.finditer(text, lo, hi):
        value = m.group("value")
        if names_a_person(value) and not _is_service(value):
            out.append(_match("operator-identity", *m.span("value"), text, "a commit's person"))
    return out


# --- H4: the recorder's address --------------------------------------------------------

#: Round 31b: well-known public resolvers are services' addresses, nobody's.
PUBLIC_RESOLVERS = _wordset(
    """
    8.8.8.8 8.8.4.4 1.1.1.1 1.0.0.1 9.9.9.9 149.112.112.112 208.67.222.222 208.67.220.220
    4.2.2.1 4.2.2.2 94.140.14.14 94.140.15.15 2001:4860:4860::8888 2001:4860:4860::8844
    2606:4700:4700::1111 2606:4700:4700::1001 2620:fe::fe
    """
)


def public_client_ip(value: str) -> bool:
    """A globally routable address that is not a public resolver's."""
    try:
        address = ipaddress.ip_address(value)
    except ValueError:
        return False
    return address.is_global and not address.is_multicast and str(address) not in PUBLIC_RESOLVERS


_MORE_CLIENT_HEADERS = (
    r"x-original-forwarded-for|x-envoy-external-address|fastly-client-ip|x-cluster-client-ip"
    r"|x-appengine-user-ip|x-azure-clientip|x-azure-socketip|x-original-client-ip|x-true-ip"
    r"|x-originating-ip|x-remote-ip|x-remote-addr|x-client-public-ip|x-vercel-forwarded-for"
    r"|x-vercel-ip|do-connecting-ip|akamai-client-ip|x-akamai-client-ip|ali-cdn-real-ip"
)
_ADDRESS = r"\[?(?P<value>[0-9A-Fa-f:.]{7,45}?)\]?(?::\d{1,5})?(?=[\s,;\"'\]\\]|$)"
_CLIENT_IP = re.compile(
    r"(?i)(?:(?<![\w\-])(?:" + _MORE_CLIENT_HEADERS + r")\\?[\"']?[ \t]*[:=][ \t]*"
    r"(?:\r?\n[ \t]*-[ \t]+)?[\[\"' \t]*"
    r"|\"name\"[ \t]*:[ \t]*\"(?:" + _MORE_CLIENT_HEADERS + r")\"[ \t]*,[ \t]*\"value\"[ \t]*:"
    r"[ \t]*\""
    # an address-echo service's whole body (`{"ip": "<client>"}`)
    r"|(?<![\w\"])\{[ \t]*\\?\"ip\\?\"[ \t]*:[ \t]*\\?\"(?=[0-9A-Fa-f:.]{7,45}\\?\"[ \t]*\})"
    # an echo service's body (`{"origin": "<client>"}`): the address it saw
    r"|(?P<origin>\\?\"origin\\?\"[ \t]*:[ \t]*\\?\"|(?<![\w\-])origin:[ \t]+[\"']?))" + _ADDRESS,
    re.M,
)


#: An echo service (httpbin and its kind) sends back the caller's address as `"origin"`;
#: a CDN's or a proxy's configuration names its origin *server* so, among its settings.
_ORIGIN_SERVER = re.compile(
    r"(?i)\b(?:ttl|cache|cdn|backend|upstream|pull_?zone|distribution|origin_?(?:path|protocol"
    r"|shield|host|port)|edge|proxy_?pass|load_?balancer)\b"
)


def _client_ips(text: str, lo: int, hi: int) -> list[Match]:
    out = []
    for m in _CLIENT_IP.finditer(text, lo, hi):
        if m.group("origin") and _ORIGIN_SERVER.search(
            text, max(0, m.start() - 300), min(len(text), m.end() + 300)
        ):
            continue  # a CDN's or a proxy's origin server, not the caller an echo saw
        if public_client_ip(m.group("value")):
            out.append(
                _match(
                    "client-ip",
                    *m.span("value"),
                    text,
                    "the IP address of a request's client (a forwarding header)",
                )
            )
    return out


#: Round 32: a server's refusal names the address it refused: "Request from <ip>
#: blocked", "Too many requests from <ip>", "Acceso denegado para la IP <ip>". The
#: requester is the recorder; a refusal's word must be on the line.
_REFUSED_FROM = re.compile(
    r"(?i)(?:\b(?:requests?|connections?|access|traffic|calls?|solicitud(?:es)?"
    r"|petici[oó]n(?:es)?|conexi[oó]n(?:es)?|acceso|tr[aá]fico|llamadas?)[ \t]+"
    r"(?:from|desde|de|para|for)"
    r"|\b(?:blocked|denied|banned|throttled|rejected|bloquead[oa]s?|denegad[oa]s?"
    r"|rechazad[oa]s?)[ \t]+(?:for|para|a)"
    r")[ \t]+(?:(?:the|la|el)[ \t]+)?(?:(?:ip|address|ip[ \t]+address|direcci[oó]n"
    r"(?:[ \t]+ip)?|host)[ \t]+)?"
    r"(?P<value>\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f]{1,4}(?::[0-9a-f]{0,4}){2,7})(?![\w.:])"
)
_REFUSAL_WORD = re.compile(
    r"(?i)block|den(?:ied|y)|ban(?:ned)?\b|forbidden|throttl|rate[ \t_\-]?limit|too[ \t]+many"
    r"|exceed|quota|rechaz|bloque|denegad|demasiad|l[ií]mite|prohibid|excedi"
)


def _refusal_ips(text: str, lo: int, hi: int) -> list[Match]:
    out = []
    for m in _REFUSED_FROM.finditer(text, lo, hi):
        if not public_client_ip(m.group("value")):
            continue
        # the refusal's word on the address's line, within 200 characters of it
        line_lo = max(text.rfind("\n", 0, m.start()) + 1, m.start() - 200)
        line_hi = text.find("\n", m.end())
        if line_hi < 0 or line_hi > m.end() + 200:
            line_hi = m.end() + 200
        if _REFUSAL_WORD.search(text, line_lo, line_hi):
            out.append(
                _match(
                    "client-ip",
                    *m.span("value"),
                    text,
                    "the IP address a server refused (the recorder's)",
                )
            )
    return out


# --- the pass --------------------------------------------------------------------------

_ANCHORS = (
    r"\\?/home\\?/|\\?/Users\\?/|(?i:[a-z]:(?:\\\\|\\|/)users)|~[a-z]"
    r"|(?i:" + _DEVICE + r"|hostname|host[\"']?[ \t]*[:=]|x-forwarded-host|via[\"']?[ \t]*[:=]"
    r"|received:[ \t]*from|computer_?name|machine|node_?name|device_?name"
    r"|" + IDENTITY_HEADERS + r"|" + _MORE_CLIENT_HEADERS + r"|\"origin|origin:"
    r"|user=|username=|user_name=|login=|usuario=|uname=|name=|nombre=|nombre_completo="
    r"|author:|committer:|signed-off-by:|co-authored-by:|reviewed-by:|acked-by:"
    r"|tested-by:|reported-by:)"
    # a prompt's `@host:~`: anchored at the `@` alone (a counted run of the user before it
    # multiplies the automaton's states: 0.28 s on the captures against 0.02 s)
    r"|@[\w\-.]+(?::[ \t]?[~/]|[ \t]+[~/]|[ \t]*[$#%]|[ \t]+[\w.\-~/]*\])"
    r"|\b(?:USER|USERNAME|LOGNAME|SUDO_USER|GIT_AUTHOR_NAME|GIT_COMMITTER_NAME)\b|user\.name"
    r"|\{[ \t]*\\?\"ip\\?\""
    # round 32: an address right after "from"/"desde"/"IP" (a server's refusal)
    r"|(?i:(?:from|desde|de|para|for|ip|address|direcci[oó]n)[ \t]+\d{1,3}\.\d{1,3}\.)"
    r"|(?i:\"name\"[ \t]*:[ \t]*\"(?:user|username|user_name|login|usuario|uname)\")"
)


def _anchors() -> Any:
    return compile_linear(_ANCHORS)


_PASSES = (_homes, _hosts, _identities, _client_ips, _refusal_ips)


def find_operator_identity(text: str) -> list[Match]:
    """The recorder's home directory, machine name, identity and address in `text`, read
    on the text's normalised view (`detect.textview`: a JSON string's `\\/` and
    `\\u00ed`, a page's `&lt;`), with the original's offsets."""
    if not text or (_anchors().search(text) is None and not is_view_sensitive(text)):
        return []
    view = view_of(text)
    found = _find(view.text)
    if view.is_identity:
        return found
    restored = []
    for m in found:
        start, end = view.span(m.start, m.end)
        restored.append(replace(m, start=start, end=end, value=text[start:end]))
    return restored


def _find(text: str) -> list[Match]:
    if _anchors().search(text) is None:
        return []
    found: dict[tuple[int, int], Match] = {}
    read_to = -1  # where the last window read ends: a hit inside it was read with it
    for hit in _anchors().finditer(text):
        at = hit.start()
        if at < read_to:
            continue
        lo = text.rfind("\n", 0, at) + 1
        hi = text.find("\n", at)
        hi = len(text) if hi < 0 else hi
        if hi - lo > 4000:
            # a minified page's or body's line: a window around each hit, so a second
            # datum further along the same line gets a window of its own
            lo, hi = max(lo, at - 400), min(hi, at + 400)
        read_to = hi
        # a header's value may be a YAML list's item on the next line
        below = text.find("\n", hi + 1)
        reach = min(len(text) if below < 0 else below, hi + 200)  # a list item, not a page
        for read in _PASSES:
            for m in read(text, lo, reach):
                found.setdefault((m.start, m.end), m)
    ordered = sorted(found.values(), key=lambda m: (m.start, -m.end))
    out: list[Match] = []
    for m in ordered:
        if out and m.start < out[-1].end:
            continue  # overlapping readings of one datum: the first, longest
        out.append(m)
    return out
