"""The pytest plugin: a test reaching past loopback fails at once, naming the host."""

from __future__ import annotations

import importlib.metadata
import socket
import textwrap

import pytest
from _net import non_loopback_target

from fixture_guard.offline import NetworkBlocked, SocketGuard, is_local_host

pytest_plugins = ["pytester"]

TARGET = non_loopback_target()

INNER_TESTS = textwrap.dedent(
    f"""
    import asyncio, socket, urllib.request
    import pytest

    TARGET = {TARGET!r}

    def test_connect_to_a_non_loopback_address():
        sock = socket.socket()
        try:
            sock.connect((TARGET, 443))
        finally:
            sock.close()

    def test_connect_ex():
        with socket.socket() as sock:
            sock.connect_ex((TARGET, 8443))

    def test_create_connection():
        socket.create_connection((TARGET, 80), timeout=1)

    def test_resolve_a_provider():
        socket.getaddrinfo("api.tavily.example", 443)

    def test_urllib():
        urllib.request.urlopen("https://api.exa.example/search", timeout=1)

    def test_udp_sendto():
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
            sock.sendto(b"dns?", (TARGET, 53))

    def test_asyncio_open_connection():
        async def main():
            await asyncio.open_connection(TARGET, 443)
        asyncio.run(main())

    def test_loopback_still_works():
        with socket.create_server(("127.0.0.1", 0)) as server:
            port = server.getsockname()[1]
            with socket.create_connection(("localhost", port), timeout=3) as client:
                peer, _ = server.accept()
                client.sendall(b"ok")
                assert peer.recv(2) == b"ok"
                peer.close()
        left, right = socket.socketpair()
        left.sendall(b"x"); assert right.recv(1) == b"x"
        left.close(); right.close()

    def test_asyncio_over_loopback():
        async def main():
            async def echo(reader, writer):
                writer.write(await reader.read(2)); await writer.drain(); writer.close()
            server = await asyncio.start_server(echo, "127.0.0.1", 0)
            port = server.sockets[0].getsockname()[1]
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            writer.write(b"hi"); await writer.drain()
            data = await reader.read(2)
            writer.close(); server.close()
            return data
        assert asyncio.run(main()) == b"hi"
    """
)
BLOCKED = [
    ("test_connect_to_a_non_loopback_address", f"{TARGET}:443"),
    ("test_connect_ex", f"{TARGET}:8443"),
    ("test_create_connection", f"{TARGET}:80"),
    ("test_resolve_a_provider", "api.tavily.example:443"),
    ("test_urllib", "api.exa.example"),
    ("test_udp_sendto", f"{TARGET}:53"),
    ("test_asyncio_open_connection", TARGET),
]


@pytest.fixture
def inner(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> pytest.Pytester:
    monkeypatch.setenv("COLUMNS", "1000")  # the short summary keeps each message whole
    pytester.makepyfile(test_inner=INNER_TESTS)
    return pytester


def _assert_locked(result: pytest.RunResult) -> None:
    outcomes = result.parseoutcomes()
    assert outcomes.get("failed") == len(BLOCKED), result.stdout.str()
    assert outcomes.get("passed") == 2, result.stdout.str()
    text = result.stdout.str()
    for name, host in BLOCKED:
        assert f"FAILED test_inner.py::{name} - fixture_guard.offline.NetworkBlocked" in text
        line = next(
            ln for ln in text.splitlines() if ln.startswith(f"FAILED test_inner.py::{name} ")
        )
        assert "blocked an attempt to" in line and host in line, line


def test_option_blocks_every_way_out_and_names_the_host(inner: pytest.Pytester) -> None:
    result = inner.runpytest_subprocess(
        "-p", "fixture_guard.pytest_plugin", "--fixture-guard-offline"
    )
    _assert_locked(result)
    assert "fixture-guard: network lock on" in result.stdout.str()


def test_ini_setting_enables_the_lock(inner: pytest.Pytester) -> None:
    inner.makeini("[pytest]\nfixture_guard_offline = true\n")
    _assert_locked(inner.runpytest_subprocess("-p", "fixture_guard.pytest_plugin"))


def test_plugin_loads_from_its_entry_point(inner: pytest.Pytester) -> None:
    inner.makeini("[pytest]\nfixture_guard_offline = true\n")
    _assert_locked(inner.runpytest_subprocess())


def test_lock_is_off_unless_asked(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(
        test_off="""
        import socket, _socket
        def test_socket_untouched():
            assert "connect" not in vars(socket.socket)
            assert socket.getaddrinfo.__module__ == "socket"
        """
    )
    result = pytester.runpytest_subprocess("-p", "fixture_guard.pytest_plugin")
    result.assert_outcomes(passed=1)
    assert "network lock on" not in result.stdout.str()


def test_entry_point_is_registered() -> None:
    points = importlib.metadata.entry_points(group="pytest11")
    assert any(p.value == "fixture_guard.pytest_plugin" for p in points)


@pytest.mark.parametrize(
    ("host", "local"),
    [
        ("127.0.0.1", True),
        ("127.8.9.10", True),
        ("::1", True),
        ("::ffff:127.0.0.1", True),
        ("localhost", True),
        ("LOCALHOST.", True),
        ("app.localhost", True),
        (None, True),
        ("", True),
        ("0.0.0.0", True),
        ("10.0.0.1", False),
        ("192.168.1.1", False),
        ("::ffff:10.0.0.1", False),
        ("2001:db8::1", False),
        ("api.tavily.com", False),
        ("localhost.evil.example", False),
        (b"localhost", True),
        (42, False),
    ],
)
def test_is_local_host(host: object, local: bool) -> None:
    assert is_local_host(host) is local


def test_guard_removal_restores_the_socket_api() -> None:
    before = (vars(socket.socket).get("connect"), socket.getaddrinfo, socket.create_connection)
    guard = SocketGuard()
    guard.install()  # over the session's own guard: a second layer
    with pytest.raises(NetworkBlocked):
        socket.create_connection((TARGET, 443))
    guard.remove()
    assert (
        vars(socket.socket).get("connect"),
        socket.getaddrinfo,
        socket.create_connection,
    ) == before
