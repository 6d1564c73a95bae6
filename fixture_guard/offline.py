"""The network lock: CI never calls a live provider, and a lock makes that mechanical.

Two locks, for two reaches:

- `lock_network()` moves this process into a new Linux network namespace whose only
  interface is loopback, brought up. Whatever runs afterwards (the command `offline`
  executes, and all its children: node, TypeScript specs, pytest) can reach 127.0.0.1
  and nothing else. It fails loudly where namespaces are unavailable; the caller must
  then not run the command.
- `SocketGuard` patches Python's socket API so that a test that tries a non-loopback
  connection fails at once with the host it tried (the pytest plugin installs it).
  It covers Python code only, on any platform; the namespace covers everything.
"""

from __future__ import annotations

import ctypes
import errno
import fcntl
import ipaddress
import os
import shutil
import socket
import struct
import sys
from dataclasses import dataclass, field
from typing import Any

from fixture_guard.errors import FixtureGuardError

CLONE_NEWNET = 0x40000000
CLONE_NEWUSER = 0x10000000
_SIOCGIFFLAGS = 0x8913
_SIOCSIFFLAGS = 0x8914
_IFF_UP = 0x1
_IFREQ = "16sh22x"  # struct ifreq: interface name, then the flags of the union (40 bytes)


class OfflineUnavailable(FixtureGuardError):
    """The network lock cannot be set up here; the command must not run without it."""


class CommandNotFound(FixtureGuardError):
    """The command given to `offline` does not exist (a shell's exit 127)."""


class CommandNotExecutable(FixtureGuardError):
    """The command exists but cannot be executed (a shell's exit 126)."""


# --- the namespace lock ---------------------------------------------------------------------


def _unshare(flags: int) -> None:
    if hasattr(os, "unshare"):  # Python 3.12+
        os.unshare(flags)
        return
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.unshare(ctypes.c_int(flags)) != 0:
        code = ctypes.get_errno()
        raise OSError(code, os.strerror(code))


def _write(path: str, text: str) -> None:
    with open(path, "w", encoding="ascii") as handle:
        handle.write(text)


def _bring_loopback_up() -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        request = struct.pack(_IFREQ, b"lo", 0)
        flags = struct.unpack(_IFREQ, fcntl.ioctl(sock, _SIOCGIFFLAGS, request))[1]
        fcntl.ioctl(sock, _SIOCSIFFLAGS, struct.pack(_IFREQ, b"lo", flags | _IFF_UP))


def lock_network(*, user_namespace: bool | None = None) -> None:
    """Move this process into a network namespace with loopback only, or raise.

    Root unshares the network alone, keeping its own identity over files. Anyone else
    needs a user namespace too, mapped to their own uid and gid so that the command
    sees the same owner of its files (not a fake root). Must run while the process has
    a single thread (the kernel refuses a user namespace otherwise).
    """
    if not sys.platform.startswith("linux"):
        raise OfflineUnavailable(
            f"the network lock needs Linux network namespaces; this is {sys.platform}"
        )
    if user_namespace is None:
        user_namespace = os.geteuid() != 0
    uid, gid = os.geteuid(), os.getegid()
    try:
        _unshare(CLONE_NEWNET | (CLONE_NEWUSER if user_namespace else 0))
        if user_namespace:
            _write("/proc/self/setgroups", "deny")
            _write("/proc/self/uid_map", f"{uid} {uid} 1\n")
            _write("/proc/self/gid_map", f"{gid} {gid} 1\n")
        _bring_loopback_up()
    except OSError as exc:
        hint = {
            errno.EPERM: " (user namespaces disabled, or a sandbox forbids unshare)",
            errno.EINVAL: " (the process has threads, or the kernel lacks namespaces)",
            errno.ENOSPC: " (the limit of user namespaces is reached)",
        }.get(exc.errno or 0, "")
        raise OfflineUnavailable(f"cannot lock the network: {exc.strerror or exc}{hint}") from None
    interfaces = sorted(name for _, name in socket.if_nameindex())
    if interfaces != ["lo"]:
        raise OfflineUnavailable(
            f"network namespace still shows interfaces {', '.join(interfaces)}: not locked"
        )


def resolve_command(argv: list[str]) -> str:
    """The executable `argv[0]` names, found as a shell would, or raise."""
    if not argv:
        raise CommandNotFound("no command given")
    name = argv[0]
    if "/" in name:
        if not os.path.exists(name):
            raise CommandNotFound(f"{name}: No such file or directory")
        if os.path.isdir(name) or not os.access(name, os.X_OK):
            raise CommandNotExecutable(f"{name}: Permission denied")
        return name
    found = shutil.which(name)
    if found is None:
        raise CommandNotFound(f"{name}: command not found")
    return found


# --- the socket guard ---------------------------------------------------------------------

_INHERITED = object()
_LOCAL_NAMES = frozenset({"localhost", "localhost.localdomain", "ip6-localhost", "ip6-loopback"})


class NetworkBlocked(RuntimeError):
    """A test tried to reach a non-loopback host while the network lock is on.

    A RuntimeError, not an OSError, so that retry loops and `except OSError` in the
    code under test cannot swallow it.
    """

    def __init__(self, host: str, port: Any = None, how: str = "connect to") -> None:
        self.host = host
        self.port = port
        where = host if port in (None, "", 0) else f"{host}:{port}"
        super().__init__(
            f"fixture-guard network lock: blocked an attempt to {how} {where}; tests never "
            "reach a live provider (replay a recorded fixture instead)"
        )


def is_local_host(host: Any) -> bool:
    """Whether `host` (a name or an address) is this machine's loopback."""
    if host is None:
        return True  # getaddrinfo(None, port): a passive or local address
    if isinstance(host, bytes):
        host = host.decode("ascii", "replace")
    if not isinstance(host, str):
        return False
    name = host.strip("[]").split("%", 1)[0].rstrip(".").lower()
    if name in ("", "0.0.0.0", "::"):
        return True  # unspecified: Linux connects these to the local host
    if name in _LOCAL_NAMES or name.endswith(".localhost"):
        return True
    try:
        address = ipaddress.ip_address(name)
    except ValueError:
        return False
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    return address.is_loopback


def _destination(sock: socket.socket, address: Any) -> tuple[str, Any] | None:
    """(host, port) of an internet destination, None for AF_UNIX and the like."""
    family = getattr(sock, "family", None)
    if family not in (socket.AF_INET, socket.AF_INET6):
        return None
    if isinstance(address, tuple) and address:
        return address[0], address[1] if len(address) > 1 else None
    return str(address), None


@dataclass
class SocketGuard:
    """Patches the socket API to refuse non-loopback destinations; `remove` undoes it."""

    _saved: list[tuple[Any, str, Any]] = field(default_factory=list)

    @property
    def installed(self) -> bool:
        return bool(self._saved)

    def _patch(self, owner: Any, name: str, replacement: Any) -> None:
        # An inherited attribute (socket.socket.connect lives on _socket.socket) is
        # deleted again on removal rather than copied onto the subclass.
        self._saved.append((owner, name, owner.__dict__.get(name, _INHERITED)))
        setattr(owner, name, replacement)

    def install(self) -> None:
        if self.installed:
            return
        real_connect = socket.socket.connect
        real_connect_ex = socket.socket.connect_ex
        real_sendto = socket.socket.sendto
        real_getaddrinfo = socket.getaddrinfo
        real_create_connection = socket.create_connection

        def check(sock: socket.socket, address: Any, how: str = "connect to") -> None:
            destination = _destination(sock, address)
            if destination is not None and not is_local_host(destination[0]):
                raise NetworkBlocked(destination[0], destination[1], how)

        def connect(self: socket.socket, address: Any) -> None:
            check(self, address)
            return real_connect(self, address)

        def connect_ex(self: socket.socket, address: Any) -> int:
            check(self, address)
            return real_connect_ex(self, address)

        def sendto(self: socket.socket, data: Any, *args: Any) -> int:
            check(self, args[-1], "send to")
            return real_sendto(self, data, *args)

        def getaddrinfo(host: Any, port: Any, *args: Any, **kwargs: Any) -> Any:
            if not is_local_host(host):
                raise NetworkBlocked(str(host), port, "resolve")
            return real_getaddrinfo(host, port, *args, **kwargs)

        def create_connection(address: Any, *args: Any, **kwargs: Any) -> socket.socket:
            host = address[0] if isinstance(address, tuple) and address else address
            if not is_local_host(host):
                raise NetworkBlocked(str(host), address[1] if isinstance(address, tuple) else None)
            return real_create_connection(address, *args, **kwargs)

        self._patch(socket.socket, "connect", connect)
        self._patch(socket.socket, "connect_ex", connect_ex)
        self._patch(socket.socket, "sendto", sendto)
        self._patch(socket, "getaddrinfo", getaddrinfo)
        self._patch(socket, "create_connection", create_connection)
        # asyncio needs nothing more: it resolves names through socket.getaddrinfo and
        # connects through socket.socket.connect, both patched above.

    def remove(self) -> None:
        while self._saved:
            owner, name, original = self._saved.pop()
            if original is _INHERITED:
                delattr(owner, name)
            else:
                setattr(owner, name, original)
