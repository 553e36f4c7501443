#!/usr/bin/env python3
"""A minimal studio page for tests: speaks the studio's WebSocket protocol
(RFC 6455 by hand, standard library only) as `bezel studio`'s page does.

usage: studio-client.py PORT TOKEN MESSAGES.json OUT.json

Checks that a wrong token, a foreign Host and a foreign Origin are refused
(HTTP 403 on the page and on the socket), then sends each message of
MESSAGES.json in turn, collecting the replies, and writes OUT.json:
{"refusals": {...}, "replies": [[kinds...]...], "trace": [lines], "steps": [...],
 "frameLatencies": [ms...], "saved": "..."}. A pointer message's latency
is from sending it to receiving the frame it caused."""
import base64, hashlib, http.client, json, os, select, socket, struct, sys, time

def http_status(port, path, host=None, origin=None):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    headers = {"Host": host or f"127.0.0.1:{port}"}
    if origin: headers["Origin"] = origin
    connection.request("GET", path, headers=headers)
    status = connection.getresponse().status
    connection.close()
    return status

def connect(port, token, host=None, origin=None):
    s = socket.create_connection(("127.0.0.1", port), timeout=30)
    s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    key = base64.b64encode(os.urandom(16)).decode()
    request = (f"GET /socket?token={token} HTTP/1.1\r\nHost: {host or f'127.0.0.1:{port}'}\r\n"
               "Upgrade: websocket\r\nConnection: Upgrade\r\n"
               f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n" + (f"Origin: {origin}\r\n" if origin else "") + "\r\n")
    s.sendall(request.encode())
    buffer = b""
    while b"\r\n\r\n" not in buffer:
        data = s.recv(4096)
        if not data: break
        buffer += data
    head, _, rest = buffer.partition(b"\r\n\r\n")
    status = int(head.split(b" ")[1]) if head else 0
    if status != 101:
        s.close()
        return None, status
    accept = base64.b64encode(hashlib.sha1((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").encode()).digest())
    assert accept in head, "bad Sec-WebSocket-Accept"
    return Connection(s, rest), status

class Connection:
    def __init__(self, s, rest): self.s, self.buffer = s, rest
    def read(self, n):
        while len(self.buffer) < n:
            data = self.s.recv(1 << 16)
            if not data: raise EOFError
            self.buffer += data
        out, self.buffer = self.buffer[:n], self.buffer[n:]
        return out
    def send(self, text, opcode=1):
        payload = text.encode() if isinstance(text, str) else text
        n, mask = len(payload), os.urandom(4)
        header = bytes([0x80 | opcode])
        if n < 126: header += bytes([0x80 | n])
        elif n < 65536: header += bytes([0x80 | 126]) + struct.pack("!H", n)
        else: header += bytes([0x80 | 127]) + struct.pack("!Q", n)
        self.s.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))
    def receive(self):
        data, first = b"", None
        while True:
            b0, b1 = self.read(2)
            opcode, n = b0 & 0x0F, b1 & 0x7F
            if n == 126: n = struct.unpack("!H", self.read(2))[0]
            elif n == 127: n = struct.unpack("!Q", self.read(8))[0]
            payload = self.read(n)
            if opcode in (9, 10): continue
            if first is None: first = opcode
            data += payload
            if b0 & 0x80: return first, data
    def replies(self, quiet=0.5):
        """Every message until the server has been quiet for `quiet` seconds."""
        out = []
        while True:
            ready, _, _ = select.select([self.s], [], [], 0 if self.buffer else quiet)
            if not ready and not self.buffer: return out
            out.append(self.receive())
    def close(self):
        self.send(struct.pack("!H", 1000), opcode=8)
        self.s.close()

def main():
    port, token, messages_path, out_path = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
    messages = json.load(open(messages_path))
    refusals = {
        "page without token": http_status(port, "/"),
        "page with a wrong token": http_status(port, "/?token=" + ("1" if token[0] == "0" else "0") + token[1:]),
        "page from a foreign Host": http_status(port, f"/?token={token}", host=f"evil.example:{port}"),
        "page from a foreign Origin": http_status(port, f"/?token={token}", origin="http://evil.example"),
        "page": http_status(port, f"/?token={token}", origin=f"http://127.0.0.1:{port}"),
        "socket without token": connect(port, "")[1],
        "socket from a foreign Origin": connect(port, token, origin="https://evil.example")[1],
        "socket from a foreign Host": connect(port, token, host=f"attacker.test:{port}")[1],
    }
    connection, status = connect(port, token, origin=f"http://127.0.0.1:{port}")
    refusals["socket"] = status
    connection.replies()
    result = {"refusals": refusals, "replies": [], "trace": [], "steps": [], "frameLatencies": [], "saved": None}
    for message in messages:
        sent = time.perf_counter()
        connection.send(json.dumps(message))
        kinds, frame_at = [], None
        for opcode, data in connection.replies():
            if opcode == 2:
                kinds.append("frame")
                frame_at = frame_at or time.perf_counter()
                continue
            reply = json.loads(data)
            kinds.append(reply["type"])
            if reply["type"] == "trace":
                result["trace"] = reply["lines"] if reply["replacing"] else result["trace"] + reply["lines"]
            elif reply["type"] == "steps": result["steps"] = reply["steps"]
            elif reply["type"] == "saved": result["saved"] = reply["message"]
            elif reply["type"] == "error": kinds[-1] = "error: " + reply["message"]
        if message.get("type") == "pointer" and frame_at: result["frameLatencies"].append((frame_at - sent) * 1000)
        result["replies"].append(kinds)
    connection.close()
    json.dump(result, open(out_path, "w"), indent=1)

main()
