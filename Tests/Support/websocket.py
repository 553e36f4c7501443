"""A client WebSocket (RFC 6455) for the tests' pages, standard library
only: the studio's test client and the DevTools client both speak it.

    connection, status = open_socket("127.0.0.1", port, "/socket?token=...", origin="http://127.0.0.1:8000")
    connection.send('{"type":"inspect"}')
    opcode, data = connection.receive()      # 1: text, 2: binary
"""
import base64, hashlib, os, select, socket, struct, time

def open_socket(host, port, path, host_header=None, origin=None, timeout=30):
    """Opens a WebSocket at `path`; returns (Connection, 101), or (None, the HTTP status) when refused."""
    s = socket.create_connection((host, port), timeout=timeout)
    s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    key = base64.b64encode(os.urandom(16)).decode()
    request = (f"GET {path} HTTP/1.1\r\nHost: {host_header or f'{host}:{port}'}\r\n"
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
    def __init__(self, s, rest): self.s, self.buffer, self.deadline = s, rest, None
    def read(self, n):
        while len(self.buffer) < n:
            if self.deadline is not None:   # a time.perf_counter() by which the bytes must have come
                left = self.deadline - time.perf_counter()
                if left <= 0: raise TimeoutError
                self.s.settimeout(left)
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
