"""Round 31b: the recorder's own data, as it ends up inside a fixture (hypotheses H1–H4).

A blind corpus showed a family of leaks no detector read: the data of the person who
made the recording — their home directory in a traceback, their machine's name in a
prompt or a header, their identity in the headers an authenticating proxy adds, their
public address in the headers a proxy or an echo service sends back. These items were
written from the hypotheses alone (the corpus was not read), in values of our own: the
names are invented, built from the gazetteer's given names and surnames.

Each item is planted with `generalisation_corpus.plantings` (the same carriers as the
generalisation suite: an HTML page, a JSON search response, a YAML and a VCR JSON
cassette, a HAR file, a markdown note) and scored by `generalisation_eval.evaluate`.
"""

from __future__ import annotations

from generalisation_corpus import Item, adders

_ITEMS: list[Item] = []
P, S, K = adders(_ITEMS)


# --- H1: a home directory whose user segment is a person's name ---------------------------

P(
    "home-dir",
    "block",
    'Traceback (most recent call last):\n  File "/home/renata.quintero/proyectos/bench/run.py",'
    " line 42, in <module>",
    "ERROR while importing /Users/ximenaledesma/src/grabador/conftest.py",
    "FileNotFoundError: [Errno 2] No such file or directory: "
    "'C:\\Users\\AraceliOrozco\\Documents\\fixtures\\avisos.json'",
    "2025-03-02 10:11:12 WARNING loaded credentials from /home/rbeltran/.netrc",
    "cp ~jarellano/.config/fixture-guard.toml .",
    "PermissionError: [WinError 5] Acceso denegado: "
    "'C:\\Users\\Osvaldo Arellano\\AppData\\Roaming\\bench\\cache.db'",
)
P(
    "home-dir",
    "field",
    ("cache_dir", "C:/Users/n.esquivel/AppData/Local/bench/cache"),
    ("cwd", "C:\\Users\\fabiola.bustamante\\repos\\bench"),
    ("log_file", "/home/elena_carmona/logs/bench.log"),
    ("detail", "Permission denied: '/Users/ivette-quintero/.cache/bench'"),
)
P(
    "home-dir",
    "prose",
    "Reporte generado en file:///Users/tadeo.zamora/Desktop/reporte.html por la grabadora.",
)
K(
    "home-dir-keeper",
    "block",
    'Traceback (most recent call last):\n  File "/home/runner/work/bench/bench/tests/test_'
    'avisos.py", line 12, in test_avisos',
    "ERROR while importing /Users/Shared/fixtures/conftest.py",
    "FileNotFoundError: 'C:\\Users\\Public\\Documents\\fixtures\\avisos.json'",
    "loaded config from /home/ubuntu/app/settings.toml",
    "cp /home/<user>/.config/fixture-guard.toml .",
    "export BENCH_HOME=/home/$USER/proyectos/bench",
    "git clone https://example.com/bench.git /Users/your-name/src/bench",
    "Guarda el archivo en C:\\Users\\usuario\\Documents\\bench",
    '  File "/home/jenkins/workspace/bench/run.py", line 3',
    "WORKDIR /home/node/app",
)
K(
    "home-dir-keeper",
    "field",
    ("cache_dir", "C:/Users/Default/AppData/Local/bench/cache"),
    ("cwd", "/home/vagrant/bench"),
    ("log_file", "/home/ec2-user/logs/bench.log"),
    ("detail", "Permission denied: '/home/app/.cache/bench'"),
    ("workspace", "/home/ci/builds/garcia-lopez-consultores/src"),
    ("source", "https://directorio.example.mx/home/noticias"),
)

# --- H2: a machine's host name that carries a person's name -------------------------------

P(
    "host-name",
    "block",
    "ximena@MacBook-Pro-de-Ximena-Ledesma ~ % python -m pytest tests/",
    "rbeltran@rbeltran-thinkpad:~/bench$ fixture-guard scan fixtures/",
    "Received: from Fabiolas-MacBook-Pro.local (unknown) by smtp.example.net",
    " * Debugger is active! Running on http://joaquin-esquivel-desktop.lan:5000",
)
P(
    "host-name",
    "header",
    ("Host", "nadia-carmona-laptop.local:8000"),
    ("X-Forwarded-Host", "Renatas-MacBook-Air.local"),
    ("Via", "1.1 tadeo-arellano-xps.lan (squid/5.7)"),
)
P(
    "host-name",
    "field",
    ("hostname", "LAPTOP-OSVALDOZAMORA"),
    ("computer_name", "DESKTOP-ELENABELTRAN"),
    ("machine", "iMac-de-Araceli-Orozco.local"),
)
K(
    "host-name-keeper",
    "block",
    "runner@fv-az123-456:~/work/bench$ pytest",
    "Received: from mail-yw1-f170.google.com (mail-yw1-f170.google.com) by mx.example.net",
    "ubuntu@ip-10-0-0-12:~$ fixture-guard scan fixtures/",
    " * Running on http://web-01.internal:5000",
)
K(
    "host-name-keeper",
    "header",
    ("Host", "ip-10-0-0-12.ec2.internal"),
    ("Host", "api.search.example"),
    ("Via", "1.1 vegur"),
    ("X-Forwarded-Host", "garcia-abogados.mx"),
    ("Host", "localhost:8000"),
)
K(
    "host-name-keeper",
    "field",
    ("hostname", "fv-az123-456"),
    ("hostname", "runnervmg1sw1"),
    ("hostname", "pod-7f9c8d6b5-x2kq4"),
    ("computer_name", "DESKTOP-7QK2M9R"),
    ("hostname", "LAPTOP-K3J9Q2LM"),
    ("hostname", "build-macbook-pro-03"),
)

# --- H3: the operator's identity in identity headers, cookies and git lines --------------

P(
    "identity-header",
    "header",
    ("X-Auth-Request-User", "rbeltran"),
    ("X-Forwarded-User", "ximena.ledesma"),
    ("Remote-User", "ncarmona"),
    ("X-Remote-User", "oarellano"),
    ("X-Auth-Request-Email", "fabiola.bustamante@ejemplo-corp.mx"),
    ("X-Goog-Authenticated-User-Email", "accounts.google.com:tzamora@ejemplo-corp.mx"),
    ("X-MS-CLIENT-PRINCIPAL-NAME", "araceli.orozco@contoso-ejemplo.onmicrosoft.com"),
    ("Cf-Access-Authenticated-User-Email", "jesquivel@ejemplo-corp.mx"),
    ("X-Forwarded-Preferred-Username", "rquintero"),
    ("Cookie", "lang=es-MX; username=nquintero; theme=claro"),
    ("From", "Osvaldo Arellano <oarellano@ejemplo-corp.mx>"),
)
P(
    "identity-header",
    "field",
    ("headers", {"Accept": "*/*", "X-Forwarded-User": "elena.carmona"}),
)
P(
    "identity-header",
    "block",
    "commit 3f2a91c\nAuthor: Renata Quintero <renata.q@ejemplo-corp.mx>",
    "Signed-off-by: Tadeo Zamora <tzamora@ejemplo-corp.mx>",
)
K(
    "identity-header-keeper",
    "header",
    ("X-Auth-Request-User", "svc-bench-recorder"),
    ("X-Forwarded-User", "ci-bot"),
    ("Remote-User", "-"),
    ("X-Auth-Request-Email", "noreply@ejemplo-corp.mx"),
    ("X-Forwarded-Email", "soporte@ejemplo-corp.mx"),
    ("X-Remote-User", "<user>"),
    ("X-Forwarded-User", "anonymous"),
    ("From", "noreply@ejemplo-corp.mx"),
    ("Cookie", "user_pref=compact; lang=es-MX"),
    ("X-Auth-Request-User", "system:serviceaccount:bench:recorder"),
    ("X-MS-CLIENT-PRINCIPAL-NAME", "[REDACTED]"),
    ("X-Forwarded-User", "${USER}"),
)
K(
    "identity-header-keeper",
    "block",
    "Signed-off-by: dependabot[bot] <support@github.com>",
    "Author: github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>",
    "Author: Your Name <you@example.com>",
)

# --- H4: the recorder's public IP in echoed request and proxy headers --------------------

P(
    "recorder-ip",
    "header",
    ("X-Forwarded-For", "187.190.44.21, 10.0.0.5"),
    ("X-Client-IP", "201.141.30.77"),
    ("CF-Connecting-IP", "2806:2f0:9020:1a3::5"),
    ("True-Client-IP", "177.230.12.9"),
    ("Forwarded", "for=187.211.5.40"),
    ("X-Original-Forwarded-For", "189.203.7.66"),
    ("Fastly-Client-IP", "201.175.9.12"),
    ("X-Envoy-External-Address", "187.144.2.9"),
    ("X-Real-IP", "200.56.120.14"),
)
P(
    "recorder-ip",
    "field",
    ("echo", {"args": {}, "origin": "189.145.201.88", "url": "https://echo.example/get"}),
    ("echo", {"headers": {"Host": "echo.example"}, "origin": "187.160.3.21, 10.1.0.4"}),
)
K(
    "recorder-ip-keeper",
    "header",
    ("X-Forwarded-For", "10.1.2.3, 172.16.0.4"),
    ("X-Real-IP", "127.0.0.1"),
    ("X-Client-IP", "169.254.10.3"),
    ("CF-Connecting-IP", "203.0.113.50"),
    ("True-Client-IP", "2001:db8::9"),
    ("X-Real-IP", "100.64.3.2"),
    ("X-Forwarded-For", "8.8.8.8"),
    ("X-Client-IP", "1.1.1.1"),
    ("Fastly-Client-IP", "192.0.2.15"),
)
K(
    "recorder-ip-keeper",
    "field",
    ("echo", {"args": {}, "origin": "192.168.1.20", "url": "https://echo.example/get"}),
    ("origin", "https://app.example.mx"),
    ("echo", {"args": {}, "origin": "fe80::1", "url": "https://echo.example/get"}),
    ("echo", {"args": {}, "origin": "8.8.8.8", "url": "https://echo.example/get"}),
    # a CDN's origin server in a configuration: a server's address, no caller's
    ("cdn", {"origin": "151.101.1.69", "ttl": 300}),
)

# --- close keepers of every hypothesis: code, configuration and documentation ----------

K(
    "operator-close-keeper",
    "block",
    'headers = {"X-Forwarded-User": user, "Accept": "application/json"}',
    "proxy_set_header X-Forwarded-User $upstream_http_x_auth_request_user;",
    "X-Auth-Request-User: <username>",
    "git clone git@github.com:ejemplo/bench.git /home/dev/bench",
    "The default home is /home/pi or /Users/john; see ~username/public_html.",
    "Compra la MacBook-Pro-de-14-pulgadas en https://tienda.example.mx/macbook-pro-ximena",
    "Descarga la versión desktop-app-release-2025 para Windows",
    "hostname = socket.gethostname()  # p. ej. 'web-01'",
    "Set-Cookie: user=anonymous; Path=/; HttpOnly",
    "login?user=guest&lang=es",
    "nameserver 8.8.8.8",
    "Received: from smtp-relay.ejemplo.mx (smtp-relay.ejemplo.mx [200.57.1.10])",
    '  File "/home/linuxbrew/.linuxbrew/lib/python3.12/site-packages/x.py", line 1',
    "Author: Equipo de Plataforma <soporte@ejemplo-corp.mx>",
)


# --- written after the first build: the same hypotheses in an environment's dump --------
# (a home directory or a login as an environment variable's whole value, git's user, a
# bracketed prompt, WSL's mount of the Windows home, a HAR's cookie object, an address
# echo's whole body)

P(
    "home-dir",
    "block",
    "HOME=/home/rbeltran",
    "USERPROFILE=C:\\Users\\AraceliOrozco",
    "LOGNAME=xledesma",
    'git config --global user.name "Renata Quintero"',
    "[oarellano@oarellano-pc bench]$ pytest -x",
    "cp /mnt/c/Users/FabiolaBustamante/Downloads/sesion.har fixtures/",
)
P("identity-header", "header", ("X-User", "iquintero"))
P("identity-header", "field", ("cookies", [{"name": "username", "value": "nadia.carmona"}]))
P("host-name", "field", ("device", "Renatas-iPhone.local"))
P("host-name", "header", ("Via", "1.1 varnish (Varnish/6.0), 1.1 TADEOARELLANO-PC"))
K("host-name-keeper", "header", ("Via", "1.1 varnish (Varnish/6.0), 1.1 edge-pc-03"))
P("recorder-ip", "field", ("echo_ip", {"ip": "187.141.22.9"}))
K(
    "operator-close-keeper",
    "block",
    "HOME=/home/runner",
    "USER=root",
    "LOGNAME=ubuntu",
    'git config --global user.name "GitHub Actions"',
    "USERPROFILE=C:\\Users\\runneradmin",
    "[runner@fv-az123-456 work]$ make",
    "USER=$(whoami)",
    'git config user.name "Your Name"',
)
K("operator-close-keeper", "header", ("X-User", "svc-indexer"))
K("operator-close-keeper", "field", ("cookies", [{"name": "username", "value": "invitado"}]))
K("operator-close-keeper", "field", ("echo_ip", {"ip": "10.0.0.8"}))
K("operator-close-keeper", "field", ("server", {"ip": "151.101.1.69", "region": "mx"}))

# --- round 32: the same family, read by structure on the thirty-fourth corpus's half a ------
# Written before building, in values of our own (logins and surnames the gazetteer lacks:
# Tellechea, Zubieta, Anzures, Urquidi). The structures: a home directory's user is an
# account (a login, a given name alone, a surname the gazetteer lacks) unless it is a
# service's, a CI's, an image's or a placeholder's; a machine named with a device's word
# and a given name; a person's name cookie; a server's refusal naming the requester's
# address; a credential's header name in an error; a searched name and mobile.


P(
    "home-login",
    "block",
    'Traceback (most recent call last):\n  File "/home/hzubieta/repos/grabadora/cli.py",'
    " line 88, in main",
    "ModuleNotFoundError while loading /Users/tellecheal/Library/Caches/pypoetry/x.py",
    "OSError: [Errno 13] Permission denied: '/home/lupita/.cache/grabadora/db.sqlite'",
    "Cargando credenciales de C:\\Users\\ANZURESM\\AppData\\Roaming\\grabadora\\cfg.ini",
    "cache miss: file:///C:/Users/Itzel.Urquidi/AppData/Local/Temp/grabadora/7f.json",
    "cache miss: file:///C:/Users/Mireya.Ochoa/AppData/Local/Temp/grabadora/7f.json",
    # a given name alone: round 12's keeper (its "pwd" is no password) moved here
    "pwd temporal del directorio: /home/ana/proyectos",
)
P(
    "home-login",
    "field",
    ("traceback", 'File "/home/urquidim/proyectos/bench/.venv/lib/python3.12/x.py", line 3'),
    ("config_path", "/Users/itzelt/.config/grabadora/config.toml"),
)
K(
    "home-login-keeper",
    "block",
    '  File "/home/site/wwwroot/app/main.py", line 10, in <module>',
    "loaded /home/vcap/app/config.yml",
    '  File "/home/gitpod/.pyenv/versions/3.12.1/lib/python3.12/x.py", line 7',
    "cd /Users/distiller/project && make test",
    "C:\\Users\\VssAdministrator\\AppData\\Local\\Temp\\pip-build",
    "C:\\Users\\ContainerAdministrator\\AppData\\Local\\pip\\cache",
    "git clone https://example.com/repo.git /home/user/project",
    "Save it as /home/username/.config/tool.toml (replace username)",
    "For example /Users/alice/src/demo or /home/bob/src/demo",
    '  File "/home/appuser/app/server.py", line 4',
    "WORKDIR /home/coder/project",
    "cd /home/circleci/project",
    "cp notas.txt /home/codespace/.local/share/",
    "See /home/yourname/.bashrc",
    "mount -t nfs srv:/home /home/shared/data",
    '  File "/home/ray/anaconda3/lib/python3.10/site-packages/ray/worker.py", line 2',
)
K(
    "home-login-keeper",
    "field",
    ("cache_dir", "file:///C:/Users/Public/AppData/Local/Temp/grabadora/7f.json"),
    ("workspace", "/home/worker/build/out"),
    ("path", "/home/nonroot/.cache/pip"),
    ("route", "https://tienda.example.mx/home/ofertas/ropa"),
)

P(
    "host-given",
    "block",
    "recorder host=DESKTOP-LUPITA-TELLECHEA pid=991 python=3.12.1",
    "hostname: laptop-itzel-zubieta",
)
P("host-given", "field", ("machine", "pc-mireya-anzures.lan"), ("device", "pc-lupitazubieta.lan"))
K(
    "host-given-keeper",
    "block",
    "recorder host=DESKTOP-7QK2M9R pid=991 python=3.12.1",
    "recorder host=bench-worker-3 pid=991 python=3.12.1",
    "hostname: laptop-ventas-norte",
    "Compra una laptop Lenovo Ideapad en oferta",
    "descarga desktop-app-release-2026 para Windows",
)
K(
    "host-given-keeper",
    "field",
    ("machine", "pc-recepcion-02.lan"),
    ("device", "pc-contabilidad.lan"),
    ("device", "laptop-sala-juntas.local"),
)

P(
    "identity-cookie",
    "header",
    ("Cookie", "theme=dark; operator_name=Itzel%20Urquidi%20Ochoa; lang=es-MX"),
    ("Cookie", "lang=es; display_name=Mireya+Tellechea; sid=x"),
)
K(
    "identity-cookie-keeper",
    "header",
    ("Cookie", "theme=dark; operator_name=bench-recorder; lang=es-MX"),
    ("Cookie", "theme=dark; display_name=Plataforma; lang=es-MX"),
    ("Cookie", "theme=dark; theme_name=solarized; lang=es-MX"),
    ("Cookie", "theme=dark; full_name=anonimo; lang=es-MX"),
)

P(
    "refusal-ip",
    "field",
    ("detail", "Request from 189.203.44.17 blocked: rate limit exceeded"),
    ("error", "Too many requests from 201.141.88.3, try again in 60 s"),
    ("mensaje", "Acceso denegado para la IP 187.160.9.42 (demasiadas solicitudes)"),
)
K(
    "refusal-ip-keeper",
    "field",
    ("detail", "Request from 10.4.0.17 blocked: rate limit exceeded"),
    ("detail", "Request from 203.0.113.8 blocked: rate limit exceeded"),
    ("error", "Too many requests from 8.8.8.8, try again in 60 s"),
    ("detail", "Request from 198.51.100.23 blocked: too many requests"),
    ("log", "Forwarded request from 151.101.1.69 to origin"),
    ("log", "Request from 189.203.44.17 served in 120 ms"),
)

S(
    "header-key-error",
    "field",
    ("error", "invalid x-api-key 'zq_8Hd2kP0sLm4Vx7Qn1Tb9Rc3Wf6Yj5Ug' for project default"),
    ("detail", 'rejected X-Api-Key "p7Lk2Mx9Qw4Er8Ty1Ui6Op3As5Df0Gh" (revoked)'),
)
K(
    "header-key-error-keeper",
    "field",
    ("error", "missing x-api-key header"),
    ("error", "invalid x-api-key 'YOUR_API_KEY' for project default"),
    ("error", "invalid x-api-key '********' for project default"),
    ("error", "x-api-key-id 'key_2026_01' is deprecated"),
)

P(
    "searched-phone",
    "field",
    ("next", "/v1/search?q=Itzel+Urquidi+Ochoa+4421983377&offset=10"),
    ("next", "/v1/search?q=Ram%C3%B3n+Tellechea+Arriaga+3312457788&offset=20"),
)
K(
    "searched-phone-keeper",
    "field",
    ("next", "/v1/search?q=pedido+4421983377+estado&offset=10"),
    ("next", "/v1/search?q=Farmacias+del+Ahorro+8009112000&offset=10"),
    ("next", "/v1/search?q=Av.+Ju%C3%A1rez+123+Centro&offset=10"),
)


ITEMS: tuple[Item, ...] = tuple(_ITEMS)
