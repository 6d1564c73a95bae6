"""Addresses for network-lock tests that never send a packet off this machine."""

from __future__ import annotations

import fcntl
import socket
import struct

_SIOCGIFADDR = 0x8915
#: TEST-NET-2 (RFC 5737): used only where no route exists (inside a lock).
UNROUTED = "198.51.100.10"


def interface_addresses() -> dict[str, str]:
    """This machine's non-loopback IPv4 addresses, by interface (Linux)."""
    found = {}
    for _, name in socket.if_nameindex():
        if name == "lo":
            continue
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
            try:
                packed = fcntl.ioctl(sock, _SIOCGIFADDR, struct.pack("256s", name.encode()[:15]))
            except OSError:
                continue
        found[name] = socket.inet_ntoa(packed[20:24])
    return found


def non_loopback_target() -> str:
    """A non-loopback address whose only possible owner is this machine.

    This machine's own interface address when it has one; otherwise we already run
    inside a network lock with loopback only, where an unrouted address cannot leak.
    """
    addresses = interface_addresses()
    return next(iter(addresses.values())) if addresses else UNROUTED
