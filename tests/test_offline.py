"""`fixture-guard offline`: real Linux network namespaces, real sockets, real processes."""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest
from _net import UNROUTED, interface_addresses

from fixture_guard.offline import NetworkBlocked

FG = str(Path(sys.executable).parent / "fixture-guard")
SETPRIV = shutil.which("setpriv")


def offline(*argv: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [FG, "offline", "--", *argv], capture_output=True, text=True, timeout=timeout, check=False
    )


def _namespaces_work() -> bool:
    return offline("true").returncode == 0


needs_namespaces = pytest.mark.skipif(
    not sys.platform.startswith("linux") or not _namespaces_work(),
    reason="Linux network namespaces are unavailable here (offline exits 125)",
)

# Run inside the lock: reports the interfaces it sees and what each connection did.
PROBE = textwrap.dedent(
    """
    import json, socket, sys
    result = {"interfaces": sorted(name for _, name in socket.if_nameindex())}
    targets = json.loads(sys.argv[1])
    if result["interfaces"] == ["lo"]:  # never try an address while any route exists
        for host, port in targets:
            sock = socket.socket()
            sock.settimeout(3)
            try:
                sock.connect((host, port))
                result[f"{host}:{port}"] = "connected"
            except OSError as exc:
                result[f"{host}:{port}"] = f"refused: {exc.strerror}"
            finally:
                sock.close()
    server = socket.create_server(("127.0.0.1", 0))
    client = socket.create_connection(server.getsockname(), timeout=3)
    peer, _ = server.accept()
    client.sendall(b"ping")
    result["loopback"] = peer.recv(4).decode()
    print(json.dumps(result))
    """
)


@needs_namespaces
def test_exit_status_of_the_command_is_kept() -> None:
    assert offline("sh", "-c", "exit 42").returncode == 42
    assert offline("true").returncode == 0
    assert offline("false").returncode == 1


@needs_namespaces
def test_arguments_pass_through_untouched() -> None:
    result = offline("printf", "%s|", "--help", "-x", "a b")
    assert result.stdout == "--help|-x|a b|"


def test_missing_command_exits_127_with_one_line() -> None:
    result = offline("no-such-command-fg", "arg")
    assert result.returncode == 127
    assert result.stderr.strip().splitlines() == [
        "fixture-guard offline: no-such-command-fg: command not found"
    ]


def test_non_executable_file_exits_126(tmp_path: Path) -> None:
    script = tmp_path / "script.sh"
    script.write_text("#!/bin/sh\necho ran\n")
    script.chmod(0o644)
    result = offline(str(script))
    assert result.returncode == 126
    assert "Permission denied" in result.stderr and "ran" not in result.stdout


@needs_namespaces
def test_no_connection_gets_out_and_loopback_works() -> None:
    addresses = interface_addresses()
    if not addresses:
        pytest.skip("no non-loopback interface here (already inside a network lock?)")
    host = next(iter(addresses.values()))
    # A listener on this machine's own interface address: a connection that got out
    # of the namespace would land here.
    with socket.create_server((host, 0)) as listener:
        listener.settimeout(5)
        port = listener.getsockname()[1]
        # Control: without the lock the listener is reachable, so the test can fail.
        control = subprocess.run(
            [
                sys.executable,
                "-c",
                PROBE.replace('if result["interfaces"] == ["lo"]:', "if True:"),
                json.dumps([[host, port]]),
            ],
            capture_output=True,
            text=True,
            timeout=30,
            check=True,
        )
        assert json.loads(control.stdout)[f"{host}:{port}"] == "connected"
        listener.accept()[0].close()

        result = offline(
            sys.executable, "-c", PROBE, json.dumps([[host, port], [host, 9], [UNROUTED, 443]])
        )
        assert result.returncode == 0, result.stderr
        seen = json.loads(result.stdout)
        assert seen["interfaces"] == ["lo"]
        assert seen[f"{host}:{port}"].startswith("refused"), seen
        assert seen[f"{host}:9"].startswith("refused"), seen
        assert seen[f"{UNROUTED}:443"].startswith("refused"), seen
        assert seen["loopback"] == "ping"
        listener.settimeout(0.5)
        with pytest.raises(TimeoutError):
            listener.accept()  # nothing arrived from inside


@needs_namespaces
def test_children_of_the_command_are_locked_too() -> None:
    code = "import socket; print(sorted(n for _, n in socket.if_nameindex()))"
    result = offline("sh", "-c", f"{sys.executable} -c '{code}'")
    assert result.stdout.strip() == "['lo']"


@pytest.mark.skipif(SETPRIV is None or os.geteuid() != 0, reason="needs root and setpriv")
def test_where_the_lock_is_unavailable_the_command_never_runs(tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    # Root without CAP_SYS_ADMIN cannot create a network namespace (as in a container).
    result = subprocess.run(
        [
            SETPRIV,
            "--bounding-set=-sys_admin",
            "--inh-caps=-sys_admin",
            FG,
            "offline",
            "--",
            "touch",
            str(marker),
        ],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 125
    assert not marker.exists()
    (line,) = result.stderr.strip().splitlines()
    assert line.startswith("fixture-guard offline: cannot lock the network:")
    assert line.endswith("not running touch")


#: Lists the third-party modules `fixture-guard offline` imports, with their origins.
IMPORTS = textwrap.dedent(
    """
    import json, os, sys, sysconfig
    import fixture_guard.cli
    installed = {os.path.realpath(sysconfig.get_paths()[k]) for k in ("purelib", "platlib")}
    installed.add(os.path.dirname(os.path.dirname(os.path.realpath(fixture_guard.__file__))))
    found = {}
    for name, module in list(sys.modules.items()):
        origin = getattr(module, "__file__", None)
        top = name.split(".")[0]
        if not origin or top.startswith("_"):
            continue
        if not any(os.path.realpath(origin).startswith(p + os.sep) for p in installed):
            continue
        spec = sys.modules[top].__spec__
        locations = list(spec.submodule_search_locations or [spec.origin])
        found[top] = locations[0]
    print(json.dumps(found))
    """
)


def _as_nobody(*argv: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    assert SETPRIV is not None
    return subprocess.run(
        [SETPRIV, "--reuid=65534", "--regid=65534", "--clear-groups", *argv],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        env=env,
    )


def _world_traversable(path: Path) -> bool:
    return all(os.stat(p).st_mode & 0o001 for p in (path, *path.parents))


@pytest.fixture
def readable_install() -> Iterator[tuple[str, dict[str, str]]]:
    """fixture-guard as an unprivileged user can run it: an interpreter that user may
    execute, and a copy of the package and of what it imports in a folder anyone can
    read. The checkout and its venv may sit where others cannot read (a `mktemp -d`
    folder, a 0700 home): the README's test command must pass there too."""
    interpreter = next(
        (
            candidate
            for candidate in (os.path.realpath(sys.executable), shutil.which("python3"))
            if candidate
            and _as_nobody(
                candidate, "-c", "import sys; assert sys.version_info >= (3, 11)"
            ).returncode
            == 0
        ),
        None,
    )
    if interpreter is None:
        pytest.skip("no Python 3.11+ interpreter that uid 65534 may run")
    base = next(
        (
            Path(d)
            for d in (tempfile.gettempdir(), "/tmp", "/var/tmp", "/dev/shm")
            if Path(d).is_dir() and _world_traversable(Path(d))
        ),
        None,
    )
    if base is None:
        pytest.skip("no temporary folder that uid 65534 can reach")
    copy = Path(tempfile.mkdtemp(prefix="fixture-guard-readable-", dir=base))
    try:
        modules = json.loads(
            subprocess.run(
                [sys.executable, "-c", IMPORTS], capture_output=True, text=True, check=True
            ).stdout
        )
        for name, origin in modules.items():
            source = Path(origin)
            if source.is_dir():
                shutil.copytree(source, copy / name, ignore=shutil.ignore_patterns("__pycache__"))
            else:
                shutil.copy2(source, copy / source.name)
        for path in (copy, *copy.rglob("*")):
            path.chmod(0o755 if path.is_dir() else 0o644)
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "PYTHONPATH": str(copy),
            "PYTHONDONTWRITEBYTECODE": "1",
        }
        yield interpreter, env
    finally:
        shutil.rmtree(copy, ignore_errors=True)


@pytest.mark.skipif(SETPRIV is None or os.geteuid() != 0, reason="needs root and setpriv")
def test_unprivileged_user_is_locked_through_a_user_namespace_keeping_its_uid(
    readable_install: tuple[str, dict[str, str]],
) -> None:
    interpreter, env = readable_install
    # /proc/net/dev lists the interfaces of the reader's own network namespace.
    script = "id -u; tail -n +3 /proc/net/dev | cut -d: -f1 | tr -d ' '"
    result = _as_nobody(
        interpreter, "-s", "-m", "fixture_guard", "offline", "--", "sh", "-c", script, env=env
    )
    if result.returncode == 125:
        pytest.skip(f"unprivileged user namespaces are disabled here: {result.stderr.strip()}")
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["65534", "lo"]


def test_library_refuses_a_threaded_process_with_a_clear_error() -> None:
    code = textwrap.dedent(
        """
        import threading, time
        from fixture_guard.offline import OfflineUnavailable, lock_network
        threading.Thread(target=time.sleep, args=(2,), daemon=True).start()
        try:
            lock_network(user_namespace=True)
        except OfflineUnavailable as exc:
            print("refused:", exc)
        else:
            print("locked")
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60
    )
    assert result.stdout.startswith("refused: cannot lock the network:"), (
        result.stdout + result.stderr
    )


def test_this_suite_runs_under_the_socket_lock() -> None:
    """pyproject's `fixture_guard_offline = true` is in force for these very tests."""
    with pytest.raises(NetworkBlocked, match=r"api\.alpha-search\.example"):
        socket.getaddrinfo("api.alpha-search.example", 443)
