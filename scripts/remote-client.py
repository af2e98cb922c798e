#!/usr/bin/env python3
"""A Physarum remote written from docs/PROTOCOL.md alone (Python standard library only).

Usage: scripts/remote-client.py PORT CODE [PRESET_FILE]   (host 127.0.0.1)

Runs one scripted session against a running host (`physarum --host --windowed --pairing-code CODE
--port PORT`): pair with the code, wait until the host adopted the hello's state, jump to a preset,
send 200 parameter edits, check that bad values and an unknown preset are refused, disconnect,
reconnect with the derived token (no code), check that the host resumed cycling, and that a second
remote is told the host is busy. Prints what happens; exits non-zero on the first surprise.
"""
import hashlib, hmac, json, socket, struct, sys, threading, time

HOST = "127.0.0.1"
PORT, CODE = int(sys.argv[1]), sys.argv[2]
PRESET_FILE = sys.argv[3] if len(sys.argv) > 3 else "data/presets/fibers.json"
REMOTE_ID = "py-remote"
lock = threading.Lock()


def send(s, obj):
    data = json.dumps(obj).encode()
    with lock:
        s.sendall(struct.pack(">I", len(data)) + data)  # 4-byte big-endian length, then UTF-8 JSON


def recv(s, timeout=20):
    s.settimeout(timeout)
    def exactly(n):
        out = b""
        while len(out) < n:
            chunk = s.recv(n - len(out))
            if not chunk:
                raise ConnectionError("the host closed the connection")
            out += chunk
        return out
    (n,) = struct.unpack(">I", exactly(4))
    return json.loads(exactly(n))


def recv_until(s, accept):
    while True:
        m = recv(s)
        if accept(m):
            return m


def keepalive(s):  # each side sends a keepAlive after 2 s of silence; the host drops peers silent for 6 s
    while True:
        time.sleep(2)
        try:
            send(s, {"type": "keepAlive"})
        except OSError:
            return


def hexmac(key, message):
    return hmac.new(key.encode(), message.encode(), hashlib.sha256).hexdigest()


params = json.load(open(PRESET_FILE))["params"]


def session(method, secret, remote_id=REMOTE_ID):
    s = socket.create_connection((HOST, PORT))
    greeting = recv(s)
    assert greeting["type"] == "greeting" and greeting["protocolVersion"] == 1, greeting
    proof = hexmac(secret, greeting["nonce"] + ":" + remote_id)
    send(s, {"type": "hello", "protocolVersion": 1, "remoteId": remote_id, "remoteName": "Python",
             "auth": method, "proof": proof,
             "state": {"presetId": "fibers", "params": params, "cycling": False}})
    answer = recv(s)
    if answer["type"] == "welcome":
        threading.Thread(target=keepalive, args=(s,), daemon=True).start()
    return s, greeting, answer


s, greeting, welcome = session("code", CODE)
assert welcome["type"] == "welcome", welcome
print("paired with", welcome["hostName"])
token = hexmac(CODE, "token:" + welcome["pairingSalt"] + ":" + REMOTE_ID)
recv_until(s, lambda m: m["type"] == "state" and m["presetId"] == "fibers" and m["cycling"] is False)
print("the host adopted the hello's state (fibers, holding)")

t0 = time.time()
send(s, {"type": "intent", "intent": "jumpTo", "presetId": "net"})
recv_until(s, lambda m: m["type"] == "state" and m["presetId"] == "net")
print("jumpTo net applied in %d ms (with the fade through black)" % ((time.time() - t0) * 1000))

for i in range(200):
    send(s, {"type": "params", "params": dict(params, bloom=round(i / 100, 2))})
send(s, {"type": "params", "params": dict(params, decay=5)})
error = recv_until(s, lambda m: m["type"] == "error")
assert error["code"] == "outOfRange", error
send(s, {"type": "intent", "intent": "jumpTo", "presetId": "no-such-preset"})
error = recv_until(s, lambda m: m["type"] == "error")
assert error["code"] == "unknownPreset", error
print("out-of-range params and an unknown preset are refused; the session goes on")
s.close()
time.sleep(1)

s, greeting, welcome = session("token", token)
assert welcome["type"] == "welcome" and "pairingSalt" not in welcome, welcome
assert greeting["state"]["cycling"] is True, greeting
print("reconnected with the token; the host had resumed cycling from", greeting["state"]["presetId"])

s2, _, busy = session("code", CODE, remote_id="someone-else")
assert busy["type"] == "error" and busy["code"] == "busy", busy
print("a second remote is told:", busy["reason"])
s.close()
s2.close()
print("ALL OK")
