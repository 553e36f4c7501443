#!/usr/bin/env python3
"""Hostile local clients against a running `bezel studio` or
`bezel snapshots report --serve`, while the real page is asked for:

  server-load.py PORT TOKEN PID [--socket /socket] [--idle 2000] [--slow 100] [--seconds 6]

- IDLE connections opened and held, never sending a byte;
- SLOW connections sending a request's header a byte every half second, never ending it;
- with --socket: a WebSocket with the token that sends `inspect` messages
  as fast as the server takes them and never reads a reply (its receive
  buffer made small); without (the review page has no socket): a client
  that pipelines requests for the page and never reads an answer;
- meanwhile the page (GET /?token=…) on a new connection every half second,
  timed to its last byte.

Prints one JSON object: what was opened, the page's answer times, the
server's resident memory (VmRSS before, VmHWM and VmRSS after, in MB), its
open descriptors at the end, and whether it still runs. Bounded: every
loop stops after --seconds; only 127.0.0.1 is contacted."""
import argparse, base64, json, os, resource, socket, struct, sys, threading, time

def status(pid, field):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024.0
    return None

def page_time(port, token, timeout=5.0):
    start = time.perf_counter()
    s = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    s.sendall(f"GET /?token={token} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode())
    data = b""
    while True:
        chunk = s.recv(65536)
        if not chunk: break
        data += chunk
    s.close()
    elapsed = time.perf_counter() - start
    return elapsed, int(data.split(b" ")[1]) if data.startswith(b"HTTP/1.1 ") else 0

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("port", type=int); parser.add_argument("token"); parser.add_argument("pid", type=int)
    parser.add_argument("--socket"); parser.add_argument("--idle", type=int, default=2000)
    parser.add_argument("--slow", type=int, default=100); parser.add_argument("--seconds", type=float, default=6)
    args = parser.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    result = {"rssBeforeMB": status(args.pid, "VmRSS")}
    held = []
    opened = 0
    for _ in range(args.idle):
        try:
            s = socket.socket(); s.settimeout(2); s.connect(("127.0.0.1", args.port)); held.append(s); opened += 1
        except OSError:
            pass
    result["idleOpened"] = opened
    slow = []
    for _ in range(args.slow):
        try:
            s = socket.create_connection(("127.0.0.1", args.port), timeout=2)
            s.sendall(f"GET /?token={args.token} HTTP/1.1\r\nHost: 127.0.0.1:{args.port}\r\nX-Slow: ".encode()); slow.append(s)
        except OSError:
            pass
    result["slowOpened"] = len(slow)
    stop = time.perf_counter() + args.seconds
    sent = {"slowBytes": 0, "messages": 0, "pipelined": 0}

    def trickle():
        while time.perf_counter() < stop:
            for s in slow:
                try: s.send(b"a"); sent["slowBytes"] += 1
                except OSError: pass
            time.sleep(0.5)

    def flood():
        s = socket.socket()
        s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        s.connect(("127.0.0.1", args.port))
        if args.socket:
            key = base64.b64encode(os.urandom(16)).decode()
            s.sendall((f"GET {args.socket}?token={args.token} HTTP/1.1\r\nHost: 127.0.0.1:{args.port}\r\nUpgrade: websocket\r\n"
                       f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
                       f"Origin: http://127.0.0.1:{args.port}\r\n\r\n").encode())
            payload = b'{"type":"inspect"}'
            mask = b"\x01\x02\x03\x04"
            frame = bytes([0x81, 0x80 | len(payload)]) + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
            unit, key_name = frame, "messages"
        else:
            unit = f"GET /?token={args.token} HTTP/1.1\r\nHost: 127.0.0.1:{args.port}\r\n\r\n".encode()
            key_name = "pipelined"
        s.setblocking(False)
        while time.perf_counter() < stop:
            try:
                s.send(unit); sent[key_name] += 1
            except BlockingIOError:
                time.sleep(0.01)
            except OSError:
                result["flooderClosedByServer"] = True
                break
        held.append(s)

    threads = [threading.Thread(target=trickle), threading.Thread(target=flood)]
    for t in threads: t.start()
    times, statuses = [], []
    time.sleep(0.2)
    while time.perf_counter() < stop:
        try:
            elapsed, code = page_time(args.port, args.token)
        except OSError as error:
            elapsed, code = 5.0, str(error)
        times.append(round(elapsed, 4)); statuses.append(code)
        time.sleep(0.5)
    for t in threads: t.join()
    result.update(sent)
    result["pageTimes"] = times
    result["pageStatuses"] = statuses
    result["pageMaxSeconds"] = max(times) if times else None
    result["rssPeakMB"] = status(args.pid, "VmHWM")
    result["rssAfterMB"] = status(args.pid, "VmRSS")
    try: result["serverDescriptors"] = len(os.listdir(f"/proc/{args.pid}/fd"))
    except OSError: result["serverDescriptors"] = None
    result["serverRunning"] = os.path.exists(f"/proc/{args.pid}")
    for s in held + slow:
        try: s.close()
        except OSError: pass
    print(json.dumps(result))

if __name__ == "__main__":
    main()
