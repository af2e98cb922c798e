#!/usr/bin/env python3
"""Floods a Physarum host on loopback with stalled TLS handshakes and idle sockets, each from its
own 127.x.y.z address (all of 127.0.0.0/8 is loopback on Linux), for a bounded time.

A stalled handshake connects, reads the clear-text preface, sends a real TLS 1.3 ClientHello
(made by Python's ssl module in memory) and then never answers the host's flight. An idle socket
connects and sends nothing. Every socket the host closes is opened again from the same address
`--reopen-after` seconds later (0: at once, a flood as fast as the host can close), so the
pressure holds until the time is up; the total number of connections is capped too. The
script refuses any target outside 127.0.0.0/8 and stops by itself. It prints one JSON line of
counts when it ends and "ready" on stderr once the first wave is out.
"""

import argparse
import ipaddress
import json
import selectors
import socket
import ssl
import sys
import time

PREFACE_LENGTH = 43  # 00 00 00 27 + {"protocolVersion":2,"type":"greeting"}


def client_hello():
    """One fresh TLS 1.3 ClientHello, exactly as a client would send it first."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    context.minimum_version = ssl.TLSVersion.TLSv1_3
    incoming, outgoing = ssl.MemoryBIO(), ssl.MemoryBIO()
    tls = context.wrap_bio(incoming, outgoing)
    try:
        tls.do_handshake()
    except ssl.SSLWantReadError:
        pass
    return outgoing.read()


class Flood:
    def __init__(self, target, port, handshakes, idle, max_opens, reopen_after):
        self.target, self.port = target, port
        self.selector = selectors.DefaultSelector()
        self.counts = {"opened": 0, "prefaces": 0, "hellos": 0, "closedByHost": 0, "refusedInClear": 0}
        self.max_opens = max_opens
        self.reopen_after = reopen_after
        self.reopening = []  # (when, kind, source)
        # 127.1.a.b stall in their handshake, 127.2.a.b sit idle: one address each.
        self.slots = [("handshake", f"127.1.{i // 250}.{i % 250 + 1}") for i in range(handshakes)]
        self.slots += [("idle", f"127.2.{i // 250}.{i % 250 + 1}") for i in range(idle)]

    def open(self, kind, source):
        if self.counts["opened"] >= self.max_opens:
            return
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setblocking(False)
        sock.bind((source, 0))
        sock.connect_ex((self.target, self.port))
        self.counts["opened"] += 1
        state = {"kind": kind, "source": source, "read": b"", "sent": False}
        self.selector.register(sock, selectors.EVENT_READ, state)

    def readable(self, sock, state):
        try:
            data = sock.recv(65536)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            data = b""
        if not data:
            self.selector.unregister(sock)
            sock.close()
            self.counts["closedByHost"] += 1
            if b"tooManyConnections" in state["read"]:
                self.counts["refusedInClear"] += 1
            self.reopening.append((time.monotonic() + self.reopen_after, state["kind"], state["source"]))
            return
        if len(state["read"]) < 4096:
            state["read"] += data
        if state["kind"] == "handshake" and not state["sent"] and len(state["read"]) >= PREFACE_LENGTH:
            state["sent"] = True
            self.counts["prefaces"] += 1
            try:
                sock.sendall(client_hello())
                self.counts["hellos"] += 1
            except OSError:
                pass

    def run(self, seconds):
        for kind, source in self.slots:
            self.open(kind, source)
        print("ready", file=sys.stderr, flush=True)
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            for key, _ in self.selector.select(timeout=0.02):
                self.readable(key.fileobj, key.data)
            now = time.monotonic()
            due = [entry for entry in self.reopening if entry[0] <= now]
            self.reopening = [entry for entry in self.reopening if entry[0] > now]
            for _, kind, source in due:
                self.open(kind, source)
        for key in list(self.selector.get_map().values()):
            key.fileobj.close()
        return self.counts


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--target", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--handshakes", type=int, default=200)
    parser.add_argument("--idle", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--max-opens", type=int, default=200000)
    parser.add_argument("--reopen-after", type=float, default=0)
    arguments = parser.parse_args()
    if not ipaddress.ip_address(arguments.target).is_loopback:
        sys.exit("handshake-flood.py floods loopback only")
    if not 0 < arguments.seconds <= 600 or arguments.handshakes + arguments.idle > 62500:
        sys.exit("handshake-flood.py: at most 600 s and 62500 sockets")
    flood = Flood(
        arguments.target, arguments.port, arguments.handshakes, arguments.idle, arguments.max_opens,
        arguments.reopen_after,
    )
    counts = flood.run(arguments.seconds)
    print(json.dumps(counts), flush=True)


if __name__ == "__main__":
    main()
