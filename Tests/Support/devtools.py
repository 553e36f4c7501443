"""A small Chrome DevTools protocol client for the browser tests (standard
library only): starts headless Chromium with a debugging port, attaches to
its page and sends commands; input goes in as real input events
(Input.dispatchMouseEvent, Input.dispatchTouchEvent), as a person's would.

    with Browser() as browser:
        browser.navigate("http://127.0.0.1:8000/?token=...")
        browser.wait_for("document.readyState === 'complete'")
        browser.click(120, 80)
        browser.screenshot("page.png")
"""
import base64, json, os, re, select, shutil, subprocess, sys, tempfile, time, urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from websocket import open_socket

BROWSERS = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"]


def browser_path():
    return next((path for path in BROWSERS if os.access(path, os.X_OK)), None)


class WebSocket:
    """The DevTools socket: text messages over `websocket.Connection`."""

    def __init__(self, url, timeout=30):
        parts = urllib.parse.urlparse(url)
        self.connection, status = open_socket(parts.hostname, parts.port, parts.path, timeout=timeout)
        if self.connection is None: raise ConnectionError(f"the DevTools socket answered {status}")

    def send(self, text):
        self.connection.send(text)

    def receive(self, timeout):
        """The next text message, or None when none comes within `timeout` seconds."""
        if not self.connection.buffer:
            ready, _, _ = select.select([self.connection.s], [], [], max(0, timeout))
            if not ready: return None
        return self.connection.receive()[1].decode()


class Browser:
    """Headless Chromium with one page attached."""

    def __init__(self, width=1400, height=1000, path=None):
        path = path or browser_path()
        if path is None: raise RuntimeError("headless Chromium is not installed: run scripts/install-system-packages")
        self.profile = tempfile.mkdtemp(prefix="bezel-devtools-")
        self.process = subprocess.Popen([path, "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--remote-debugging-port=0",
                                         f"--user-data-dir={self.profile}", f"--window-size={width},{height}", "about:blank"],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        deadline, address = time.time() + 30, None
        while address is None and time.time() < deadline:
            line = self.process.stderr.readline()
            if not line and self.process.poll() is not None: break
            found = re.search(r"DevTools listening on (ws://\S+)", line)
            if found: address = found.group(1)
        if address is None: raise RuntimeError("headless Chromium did not start its DevTools server")
        self.socket, self.next_id, self.events = WebSocket(address), 0, []
        target = next(t for t in self.command("Target.getTargets")["targetInfos"] if t["type"] == "page")
        self.session = self.command("Target.attachToTarget", targetId=target["targetId"], flatten=True)["sessionId"]
        self.command("Page.enable", session=True)
        self.command("Runtime.enable", session=True)
        self.command("Log.enable", session=True)

    def __enter__(self): return self

    def __exit__(self, *_):
        self.process.kill()
        self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)

    def command(self, method, session=False, **params):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params}
        if session: message["sessionId"] = self.session
        self.socket.send(json.dumps(message))
        deadline = time.time() + 30
        while time.time() < deadline:
            text = self.socket.receive(deadline - time.time())
            if text is None: break
            reply = json.loads(text)
            if reply.get("id") == self.next_id:
                if "error" in reply: raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)
        raise TimeoutError(f"{method}: no answer in 30 s")

    def console_errors(self):
        """What the page logged as errors and the exceptions it threw, so far."""
        while (text := self.socket.receive(0.05)) is not None:
            self.events.append(json.loads(text))
        return ([e["params"]["entry"]["text"] for e in self.events
                 if e.get("method") == "Log.entryAdded" and e["params"]["entry"].get("level") == "error"]
                + [e["params"]["exceptionDetails"].get("text", "") for e in self.events if e.get("method") == "Runtime.exceptionThrown"])

    def evaluate(self, expression):
        result = self.command("Runtime.evaluate", session=True, expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result: raise RuntimeError(f"{expression[:80]}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression, timeout=15):
        """Waits until `expression` is truthy in the page; returns its value."""
        deadline = time.time() + timeout
        while time.time() < deadline:
            value = self.evaluate(expression)
            if value: return value
            time.sleep(0.05)
        raise TimeoutError(f"still false after {timeout} s: {expression}")

    def navigate(self, url):
        self.command("Page.navigate", session=True, url=url)
        self.wait_for("document.readyState === 'complete'")

    def mouse(self, kind, x, y, buttons=1):
        self.command("Input.dispatchMouseEvent", session=True, type=kind, x=x, y=y, button="left",
                     buttons=buttons if kind != "mouseReleased" else 0, clickCount=1)

    def click(self, x, y):
        self.mouse("mouseMoved", x, y, buttons=0)
        self.mouse("mousePressed", x, y)
        self.mouse("mouseReleased", x, y)

    def drag(self, start, end, steps=6):
        self.mouse("mouseMoved", *start, buttons=0)
        self.mouse("mousePressed", *start)
        for i in range(1, steps + 1):
            self.mouse("mouseMoved", start[0] + (end[0] - start[0]) * i / steps, start[1] + (end[1] - start[1]) * i / steps)
        self.mouse("mouseReleased", *end)

    def tap(self, x, y):
        """A finger's tap, as touch events."""
        self.command("Input.dispatchTouchEvent", session=True, type="touchStart", touchPoints=[{"x": x, "y": y}])
        self.command("Input.dispatchTouchEvent", session=True, type="touchEnd", touchPoints=[])

    def click_element(self, selector):
        """A mouse click in the middle of the element `selector` finds."""
        self.click_found(f"document.querySelector({json.dumps(selector)})")

    def click_found(self, expression):
        """Scrolls the element `expression` evaluates to into view and clicks its middle."""
        box = self.evaluate(f"(() => {{ const e = {expression}; e.scrollIntoView({{block: 'center'}});"
                            " const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()")
        self.click(*box)

    def click_button(self, text):
        """A mouse click on the button whose text is `text`."""
        box = self.evaluate(f"(() => {{ const b = [...document.querySelectorAll('button')].find((b) => b.textContent === {json.dumps(text)});"
                            " const r = b.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()")
        self.click(*box)

    def screenshot(self, path):
        data = self.command("Page.captureScreenshot", session=True, format="png")["data"]
        with open(path, "wb") as out: out.write(base64.b64decode(data))
