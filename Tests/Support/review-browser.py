#!/usr/bin/env python3
"""Clicks an Accept button of the served review page in headless Chromium,
as a user's mouse does, through the DevTools protocol (a WebSocket by hand,
standard library only).

usage: review-browser.py CHROMIUM URL KEY|--delete OUT.json [SCREENSHOT.png]

Starts CHROMIUM (chromium-headless-shell) with a DevTools port of its own
and a fresh profile, opens URL (the address `bezel snapshots report --serve`
printed), waits for the page and its images, scrolls the Accept button of
the snapshot KEY (`Suite/name.ext`) into view and clicks its middle with
Input.dispatchMouseEvent, then waits for the page to show the answer.
Writes OUT.json: {"images": "<n> loaded" | "BROKEN …", "state": the card's
data-state, "outcome": its text, "counts": {tile: number}, "status": the
corner message, "console": [errors logged and exceptions thrown]}; and the
page as a PNG when asked. With --delete it clicks the orphans' Delete twice
(the first click asks) and writes {"asked": the button's question,
"orphans": {path: [state, text]}, …} instead of the card's state."""
import base64, http.client, json, os, re, shutil, socket, struct, subprocess, sys, tempfile, time

class Socket:
    """A WebSocket client (RFC 6455): text frames, masked, one connection."""
    def __init__(self, url):
        match = re.match(r"ws://([^:/]+):(\d+)(/.*)", url)
        host, port, path = match.group(1), int(match.group(2)), match.group(3)
        self.s = socket.create_connection((host, port), timeout=30)
        key = base64.b64encode(os.urandom(16)).decode()
        self.s.sendall((f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                        f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        buffer = b""
        while b"\r\n\r\n" not in buffer:
            data = self.s.recv(4096)
            if not data: raise EOFError("DevTools closed the connection")
            buffer += data
        head, _, self.buffer = buffer.partition(b"\r\n\r\n")
        if b" 101 " not in head.split(b"\r\n")[0]: raise RuntimeError(head.decode(errors="replace"))
        self.next_id, self.events = 0, []

    def read(self, n):
        while len(self.buffer) < n:
            data = self.s.recv(1 << 16)
            if not data: raise EOFError
            self.buffer += data
        out, self.buffer = self.buffer[:n], self.buffer[n:]
        return out

    def send_text(self, text):
        payload, mask = text.encode(), os.urandom(4)
        n = len(payload)
        header = bytes([0x81])
        if n < 126: header += bytes([0x80 | n])
        elif n < 65536: header += bytes([0x80 | 126]) + struct.pack("!H", n)
        else: header += bytes([0x80 | 127]) + struct.pack("!Q", n)
        self.s.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def receive(self):
        message = b""
        while True:
            first, second = self.read(2)
            n = second & 0x7F
            if n == 126: n = struct.unpack("!H", self.read(2))[0]
            elif n == 127: n = struct.unpack("!Q", self.read(8))[0]
            payload = self.read(n)
            opcode = first & 0x0F
            if opcode == 8: raise EOFError("DevTools closed the socket")
            if opcode in (0, 1, 2): message += payload
            if first & 0x80 and opcode in (0, 1, 2): return json.loads(message)

    def call(self, method, **params):
        self.next_id += 1
        self.send_text(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = self.receive()
            if message.get("id") == self.next_id:
                if "error" in message: raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result: raise RuntimeError(json.dumps(result["exceptionDetails"])[:500])
        return result["result"].get("value")

def start(chromium, profile):
    browser = subprocess.Popen([chromium, "--no-sandbox", "--disable-gpu", "--remote-debugging-port=0",
                                f"--user-data-dir={profile}", "--window-size=1200,900", "about:blank"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    deadline = time.time() + 30
    while time.time() < deadline:
        line = browser.stderr.readline()
        if not line: break
        match = re.search(r"DevTools listening on (ws://\S+)", line)
        if match: return browser, match.group(1)
    browser.kill()
    raise RuntimeError("Chromium printed no DevTools address")

def page_socket(browser_url):
    host, port = re.match(r"ws://([^:/]+):(\d+)/", browser_url).groups()
    for _ in range(50):
        connection = http.client.HTTPConnection(host, int(port), timeout=5)
        connection.request("GET", "/json/list")
        pages = [t for t in json.loads(connection.getresponse().read()) if t.get("type") == "page"]
        connection.close()
        if pages: return Socket(pages[0]["webSocketDebuggerUrl"])
        time.sleep(0.1)
    raise RuntimeError("Chromium has no page")

def main():
    chromium, url, key, out_path = sys.argv[1:5]
    screenshot = sys.argv[5] if len(sys.argv) > 5 else None
    profile = tempfile.mkdtemp(prefix="bezel-review-browser-")
    browser, browser_url = start(chromium, profile)
    try:
        page = page_socket(browser_url)
        page.call("Page.enable")
        page.call("Runtime.enable")
        page.call("Log.enable")
        page.call("Page.navigate", url=url)
        deadline = time.time() + 20
        while not any(e.get("method") == "Page.loadEventFired" for e in page.events):
            if time.time() > deadline: raise RuntimeError("the page did not load")
            page.events.append(page.receive())
        images = page.evaluate("""(async () => {
            const images = [...document.images];
            for (const image of images) image.loading = 'eager';
            await Promise.all(images.map(image => image.complete ? null : new Promise(resolve => {
                image.addEventListener('load', resolve, {once: true});
                image.addEventListener('error', resolve, {once: true});
                setTimeout(resolve, 3000);
            })));
            const broken = images.filter(i => !(i.complete && i.naturalWidth > 0)).map(i => i.getAttribute('src'));
            return broken.length ? 'BROKEN ' + broken.join(' ') : images.length + ' loaded';
        })()""")
        def click(button):
            """Scrolls the element `button` (an expression) into view and clicks its middle."""
            point = page.evaluate(f"""(() => {{
                const button = {button};
                button.scrollIntoView({{block: 'center'}});
                const box = button.getBoundingClientRect();
                return {{x: box.left + box.width / 2, y: box.top + box.height / 2}};
            }})()""")
            for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
                page.call("Input.dispatchMouseEvent", type=kind, x=point["x"], y=point["y"], button="left",
                          buttons=1 if kind == "mousePressed" else 0, clickCount=0 if kind == "mouseMoved" else 1)
        counts = """const counts = {};
            for (const number of document.querySelectorAll('.tile [data-count], [data-count=accepted]'))
                counts[number.dataset.count] = number.textContent;"""
        if key == "--delete":
            # Delete asks first: the first click says what a second one does.
            click("document.querySelector('button[data-prune]')")
            asked = page.evaluate("document.querySelector('button[data-prune]').textContent")
            click("document.querySelector('button[data-prune]')")
            watched = f"""(() => {{
                {counts}
                const orphans = {{}};
                for (const entry of document.querySelectorAll('[data-path]'))
                    orphans[entry.dataset.path] = [entry.dataset.state || null, entry.querySelector('.outcome').textContent];
                return {{asked: {json.dumps(asked)}, orphans, counts, status: document.getElementById('served-status').textContent,
                         done: Object.values(orphans).every(([state]) => state)}};
            }})()"""
        else:
            card = f"[...document.querySelectorAll('[data-key]')].find(card => card.dataset.key === {json.dumps(key)})"
            click(f"{card}.querySelector('button[data-accept=name]')")
            watched = f"""(() => {{
                const card = {card};
                {counts}
                return {{state: card.dataset.state || null, outcome: card.querySelector('.outcome').textContent,
                         counts, status: document.getElementById('served-status').textContent,
                         done: Boolean(card.dataset.state)}};
            }})()"""
        shown = None
        deadline = time.time() + 10
        while time.time() < deadline:
            shown = page.evaluate(watched)
            if shown["done"]: break
            time.sleep(0.1)
        shown["images"] = images
        shown["console"] = ([e["params"]["entry"]["text"] for e in page.events
                             if e.get("method") == "Log.entryAdded" and e["params"]["entry"].get("level") == "error"]
                            + [e["params"]["exceptionDetails"].get("text", "") for e in page.events
                               if e.get("method") == "Runtime.exceptionThrown"])
        if screenshot:
            data = page.call("Page.captureScreenshot", format="png")["data"]
            with open(screenshot, "wb") as file: file.write(base64.b64decode(data))
        with open(out_path, "w") as file: json.dump(shown, file)
    finally:
        browser.terminate()
        try: browser.wait(timeout=10)
        except subprocess.TimeoutExpired: browser.kill()
        shutil.rmtree(profile, ignore_errors=True)

main()
