#!/usr/bin/env python3
"""A minimal studio page for tests: speaks the studio's WebSocket protocol
(RFC 6455 by hand, standard library only) as `bezel studio`'s page does.

usage: studio-client.py PORT TOKEN MESSAGES.json OUT.json
       studio-client.py --latency PORT TOKEN OUT.json [EVENTS [TIMING-FILE]]
       studio-client.py --latency-summary OUT.json...

Checks that a wrong token, a foreign Host and a foreign Origin are refused
(HTTP 403 on the page and on the socket), then sends each message of
MESSAGES.json in turn, collecting the replies (a message {"client": "edit",
"path": P, "replace": [OLD, NEW]} or {..., "append": TEXT} is not sent: the
client edits the file and waits for what the studio sends), and writes OUT.json:
{"refusals": {...}, "replies": [[kinds...]...], "trace": [lines], "steps": [...],
 "frameLatencies": [ms...], "saved": "...", "reloaded": [messages...]}. A pointer message's latency
is from sending it to receiving the frame it caused.

--latency (Benchmarks/studio-latency.sh) finds the scene's controls in the
inspector's tree and sends at least EVENTS (200) pointer messages: taps
on each control, drags across sliders and scroll views, and a drag across
the window, round after round (the tree read afresh each round, the drags
going back the other way every other round). After each message it sends
a no-op (a `select` outside the window, answered `selected`): a message
that changes nothing gets no reply at all, and one whose pixels did not
change gets no frame, so the no-op's answer is what says a message's
replies are all in. Every
read has a deadline (10 s a message): a studio that stops answering or
closes the socket ends the run with what was measured, said on stdout. It
prints one line per scene and writes OUT.json: per event, the milliseconds
from sending it to its frame (or, without a frame, to its last reply, or
to the no-op's answer when it had none), and with TIMING-FILE (the server's
BEZEL_STUDIO_TIMING lines) the server's microseconds for it; then the
no-op's own round trips (the socket's cost). --latency-summary prints the
same figures over every scene's OUT.json."""
import http.client, json, math, os, socket, struct, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from websocket import open_socket

def http_status(port, path, host=None, origin=None):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    headers = {"Host": host or f"127.0.0.1:{port}"}
    if origin: headers["Origin"] = origin
    connection.request("GET", path, headers=headers)
    status = connection.getresponse().status
    connection.close()
    return status

def connect(port, token, host=None, origin=None):
    """The studio's socket, with the run's `token`; a `host` or `origin` other than its own to check refusals."""
    connection, status = open_socket("127.0.0.1", port, f"/socket?token={token}", host_header=host, origin=origin)
    if connection is not None: connection.frame = None   # the last frame message, for the latency run
    return connection, status

# --latency: the benchmark's session.

NOOP = {"type": "select", "x": -1000000, "y": -1000000}   # hit-tests nothing; always answered `selected`

def exchange(connection, message, seconds):
    """Sends `message` then the no-op; returns (sent, frame_at, last_at, noop_at, kinds, steps) where
    kinds are the message's replies, steps the length of its last `steps` reply (or None)."""
    sent = time.perf_counter()
    connection.deadline = sent + seconds
    if message is not None: connection.send(json.dumps(message))
    connection.send(json.dumps(NOOP))
    frame_at = last_at = steps = None
    kinds = []
    while True:
        opcode, data = connection.receive()
        now = time.perf_counter()
        if opcode == 8: raise EOFError("the studio closed the socket")
        if opcode == 2:
            kinds.append("frame")
            frame_at, last_at, connection.frame = frame_at or now, now, data
            continue
        reply = json.loads(data)
        if reply.get("type") == "selected": return sent, frame_at, last_at, now, kinds, steps
        kinds.append(reply.get("type"))
        last_at = now
        if reply.get("type") == "steps": steps = len(reply["steps"])

def frame_size(data):
    """The whole frame's size in pixels, from a frame message's header (six
    big-endian numbers: the frame's width and height, then the changed
    rectangle's x, y, width and height), followed by the rectangle's PNG."""
    return struct.unpack("!II", data[:8]) if len(data) > 24 and data[24:32] == b"\x89PNG\r\n\x1a\n" else None

def controls(tree, width, height):
    """(kind, frame) for each view a person would touch: taps on buttons, switches, rows, links, fields;
    drags on sliders and scroll views; only those at least partly inside the window."""
    found = []
    def walk(node):
        kind = node["type"]
        traits = (node.get("accessibility") or {}).get("traits", "")
        x, y, w, h = node["frame"]
        visible = w >= 4 and h >= 4 and x < width and y < height and x + w > 0 and y + h > 0
        if visible and kind in ("Slider", "ScrollView"): found.append((kind, node["frame"]))
        elif visible and (kind in ("LinkLabel", "TextField") or any(t in traits for t in ("button", "adjustable", "link"))):
            found.append(("tap", node["frame"]))
        for child in node["children"]: walk(child)
    walk(tree)
    return found

def gestures(targets, width, height, backwards):
    """One round of pointer messages: a gesture on each target, then a drag across the window;
    `backwards`, every drag the other way (so a scroll view or a slider that reached an end comes back)."""
    def inside(x, y): return {"x": round(min(max(x, 1), width - 1), 1), "y": round(min(max(y, 1), height - 1), 1)}
    def drag(x0, y0, x1, y1, moves):
        if backwards: x0, y0, x1, y1 = x1, y1, x0, y0
        return ([dict(type="pointer", phase="began", **inside(x0, y0))]
                + [dict(type="pointer", phase="moved", **inside(x0 + (x1 - x0) * i / moves, y0 + (y1 - y0) * i / moves)) for i in range(1, moves)]
                + [dict(type="pointer", phase="ended", **inside(x1, y1))])
    messages = []
    for kind, (x, y, w, h) in targets:
        if kind == "Slider": messages += drag(x + 4, y + h / 2, x + w - 4, y + h / 2, 12)
        elif kind == "ScrollView": messages += drag(x + w / 2, min(y + h, height) - 8, x + w / 2, max(y, 0) + 8, 12)
        else: messages += drag(x + w / 2, y + h / 2, x + w / 2, y + h / 2, 1)   # a tap: began, ended
    return messages + drag(8, height / 2, width - 8, height / 2, 20)

def percentile(values, p):
    ordered = sorted(values)
    return ordered[max(0, math.ceil(p * len(ordered)) - 1)] if ordered else float("nan")

def figures(values, unit="ms"):
    if not values: return "none"
    return f"p50 {percentile(values, 0.5):.1f}, p95 {percentile(values, 0.95):.1f}, max {max(values):.1f} {unit}"

def report(name, result):
    """The lines printed for one scene's (or all scenes') result."""
    events = result["events"]
    framed = [e for e in events if e["frame"]]
    unframed = [e for e in events if not e["frame"]]
    size = ""
    if result.get("frame") and result.get("window"):
        (pixels, _), (points, _) = result["frame"], result["window"]
        size = f" ({result['frame'][0]}x{result['frame'][1]} px, {pixels / points:g}x)"
    lines = [f"{name}{size}: {len(events)} events, {len(framed)} with a frame: {figures([e['ms'] for e in framed])}"]
    lines.append(f"  {len(unframed)} without a frame ({sum(1 for e in unframed if not e['replied'])} with no reply at all), "
                 f"to the last reply: {figures([e['ms'] for e in unframed])}")
    served = [e["serverMicroseconds"] / 1000 for e in framed if e.get("serverMicroseconds") is not None]
    if served: lines.append(f"  server, message in to frame out: {figures(served)}")
    phases = []
    for phase in ("began", "moved", "ended"):
        values = [e["ms"] for e in framed if e["phase"] == phase]
        if values: phases.append(f"{phase} {percentile(values, 0.5):.1f}/{percentile(values, 0.95):.1f}")
    lines.append("  frames by phase, p50/p95 ms: " + ", ".join(phases)
                 + (f"; {result['steps']} steps recorded at the end" if result.get("steps") is not None else ""))
    lifts = [e["ms"] for e in events if e["phase"] == "ended"]
    if result.get("steps") is not None and len(lifts) >= 20:
        # A lifted finger runs every recorded step again: its cost grows with the script.
        lines.append(f"  a lifted finger, the first 10 against the last 10: p50 {percentile(lifts[:10], 0.5):.1f} "
                     f"against {percentile(lifts[-10:], 0.5):.1f} ms")
    lines.append(f"  baseline, a no-op's round trip: {figures(result['noop'])}"
                 + (f" (server {percentile(result['noopServer'], 0.5) / 1000:.2f} ms p50)" if result.get("noopServer") else ""))
    if result.get("error"): lines.append(f"  stopped early: {result['error']}")
    return lines

def latency(arguments):
    port, token, out_path = int(arguments[0]), arguments[1], arguments[2]
    count = int(arguments[3]) if len(arguments) > 3 else 200
    timing_path = arguments[4] if len(arguments) > 4 else None
    result = {"events": [], "noop": [], "noopServer": [], "steps": None, "frame": None, "window": None, "error": None}
    handled = []   # what each message the studio handled was, in order: an event's index, a timed "noop" or "other"
    try:
        connection, status = connect(port, token, origin=f"http://127.0.0.1:{port}")
        if connection is None: raise EOFError(f"the socket was refused: HTTP {status}")
        # On connect the studio sends everything: the first frame among it.
        exchange(connection, None, 10)
        handled.append("other")
        result["frame"] = frame_size(connection.frame or b"")
        rounds = 0
        while len(result["events"]) < count:
            # The tree afresh each round (not timed): a scroll moves the controls, a tap may show others.
            connection.deadline = time.perf_counter() + 10
            connection.send(json.dumps({"type": "inspect"}))
            while True:
                opcode, data = connection.receive()
                if opcode == 8: raise EOFError("the studio closed the socket")
                if opcode == 1 and json.loads(data).get("type") == "tree": break
            handled.append("other")
            tree = json.loads(data)["tree"]
            width, height = tree["frame"][2], tree["frame"][3]
            result["window"] = [width, height]
            messages = gestures(controls(tree, width, height), width, height, backwards=rounds % 2 == 1)
            rounds += 1
            for message in messages:
                index = len(result["events"])
                try:
                    sent, frame_at, last_at, noop_at, kinds, steps = exchange(connection, message, 10)
                except (TimeoutError, socket.timeout):
                    raise TimeoutError(f"no answer within 10 s to event {index + 1}: {json.dumps(message)}")
                handled += [index, "other"]
                end = frame_at or last_at or noop_at
                result["events"].append({"phase": message["phase"], "x": message["x"], "y": message["y"],
                                         "ms": (end - sent) * 1000, "frame": frame_at is not None,
                                         "replied": last_at is not None, "kinds": kinds})
                if steps is not None: result["steps"] = steps
        for _ in range(100):
            sent, _, _, noop_at, _, _ = exchange(connection, None, 10)
            handled.append("noop")
            result["noop"].append((noop_at - sent) * 1000)
        connection.deadline = None
        connection.close()
    except (TimeoutError, socket.timeout, EOFError, OSError, ValueError) as error:
        result["error"] = f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
    result["messages"] = len(handled)
    if timing_path:
        # The server writes a message's line once its replies are handed to the socket: wait for the last ones.
        lines, until = [], time.perf_counter() + 5
        while time.perf_counter() < until:
            lines = open(timing_path).read().splitlines()
            if len(lines) >= len(handled): break
            time.sleep(0.05)
        for what, line in zip(handled, lines):
            microseconds, kinds = line.split(" ", 1)
            if what == "noop": result["noopServer"].append(int(microseconds))
            elif what != "other":
                result["events"][what]["serverMicroseconds"] = int(microseconds)
                result["events"][what]["serverKinds"] = kinds
    json.dump(result, open(out_path, "w"), indent=1)
    return result

def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--latency":
        result = latency(sys.argv[2:])
        print("\n".join(report(os.path.basename(sys.argv[4]).removesuffix(".json"), result)))
        sys.exit(1 if result["error"] else 0)
    if len(sys.argv) > 1 and sys.argv[1] == "--latency-summary":
        results = [json.load(open(path)) for path in sys.argv[2:]]
        merged = {"events": [e for r in results for e in r["events"]], "noop": [v for r in results for v in r["noop"]],
                  "noopServer": [v for r in results for v in r["noopServer"]], "steps": None}
        print("\n".join(report(f"all {len(results)} scenes", merged)))
        return
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
        "font without token": http_status(port, "/fonts/DejaVuSans.ttf"),
        "font": http_status(port, f"/fonts/DejaVuSans.ttf?token={token}"),
        "font out of the folder": http_status(port, f"/fonts/../Package.swift?token={token}"),
        "no such font": http_status(port, f"/fonts/Arial.ttf?token={token}"),
    }
    connection, status = connect(port, token, origin=f"http://127.0.0.1:{port}")
    refusals["socket"] = status
    connection.replies()
    result = {"refusals": refusals, "replies": [], "trace": [], "steps": [], "frameLatencies": [], "saved": None, "reloaded": []}
    for message in messages:
        sent = time.perf_counter()
        if message.get("client") == "edit":
            # Not sent: the client edits a file as a person would, and waits for the studio to see it.
            text = open(message["path"], encoding="utf-8").read()
            open(message["path"], "w", encoding="utf-8").write(text.replace(*message["replace"]) if "replace" in message else text + message["append"])
            collected = connection.replies(quiet=3)
        else:
            connection.send(json.dumps(message))
            collected = connection.replies()
        kinds, frame_at = [], None
        for opcode, data in collected:
            if opcode == 2:
                kinds.append("frame")
                frame_at = frame_at or time.perf_counter()
                continue
            reply = json.loads(data)
            kinds.append(reply["type"])
            if reply["type"] == "trace":
                result["trace"] = result["trace"][:reply["from"]] + reply["lines"]
            elif reply["type"] == "steps": result["steps"] = reply["steps"]
            elif reply["type"] == "saved": result["saved"] = reply["message"]
            elif reply["type"] == "reloaded": result["reloaded"].append(reply["message"])
            elif reply["type"] == "error": kinds[-1] = "error: " + reply["message"]
        if message.get("type") == "pointer" and frame_at: result["frameLatencies"].append((frame_at - sent) * 1000)
        result["replies"].append(kinds)
    connection.close()
    json.dump(result, open(out_path, "w"), indent=1)

main()
