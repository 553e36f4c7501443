#!/usr/bin/env python3
"""`bezel studio` in a real browser: headless Chromium driven through the
DevTools protocol with real input events (Tests/Support/devtools.py).

usage: studio-browser.py BEZEL THEMES SCENE FOLDER

Starts `bezel studio SCENE -o FOLDER/recorded.yaml`, opens its page and, as
a person would: taps Start with the mouse (the trace and the frame change),
drags the slider, taps Stop with a finger (touch events), lets a second
pass, saves; replays the saved script with `bezel replay` and compares the
traces; opens the timeline and steps back; opens the page without the token.
Screenshots go to FOLDER (live.png, timeline.png, refused.png). Prints one
JSON object with what it saw."""
import json, os, re, signal, subprocess, sys, time, urllib.error, urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from devtools import Browser

bezel, themes, scene, folder = sys.argv[1:5]
saved = os.path.join(folder, "recorded.yaml")
studio = subprocess.Popen([bezel, "studio", scene, "-o", saved, "--themes-dir", themes, "--no-open"],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
out = {}
try:
    address = None
    while address is None:
        line = studio.stdout.readline()
        if not line: raise RuntimeError("bezel studio printed no address: " + studio.stderr.read())
        found = re.search(r"http://127\.0\.0\.1:\d+/\?token=[0-9a-f]{32}", line)
        if found: address = found.group(0)

    with Browser() as browser:
        browser.command("Emulation.setTouchEmulationEnabled", session=True, enabled=True, maxTouchPoints=5)
        browser.navigate(address)
        browser.wait_for("document.getElementById('status').textContent === 'live' && framesDrawn > 0"
                         " && Object.keys(nodes).length > 0")

        def centre(view_id):
            """Where the view with `view_id` is on the page (its frame's middle)."""
            return browser.evaluate(f"""(() => {{ const stage = document.getElementById('stage').getBoundingClientRect();
                const node = Object.values(nodes).find((n) => n.id === {json.dumps(view_id)});
                const left = stage.left + document.getElementById('stage').clientLeft, top = stage.top + document.getElementById('stage').clientTop;
                return [left + node.frame[0] + node.frame[2] / 2, top + node.frame[1] + node.frame[3] / 2, left + node.frame[0], node.frame[2]]; }})()""")

        def frame_source():
            """The live canvas's pixels, as the page drew them from the frames it was sent."""
            return browser.evaluate("document.getElementById('frame').toDataURL()")
        def trace(): return browser.evaluate("traceLines")

        # Tap Start with the mouse: the trace and the frame change.
        before = frame_source()
        x, y, _, _ = centre("start")
        browser.click(x, y)
        browser.wait_for("traceLines.some((line) => line.includes('Button#start') && line.includes('touchUpInside'))")
        browser.wait_for(f"document.getElementById('frame').toDataURL() !== {json.dumps(before)}")
        browser.wait_for("document.getElementById('steps').textContent.includes('tap: \"#start\"')"
                         " && Object.values(nodes).find((n) => n.id === 'start').state.includes('disabled')")
        out["afterStart"] = {"steps": browser.evaluate("document.getElementById('steps').textContent"),
                             "frameChanged": frame_source() != before,
                             "startState": browser.evaluate("Object.values(nodes).find((n) => n.id === 'start').state")}

        # Drag the slider from near its left end to the middle.
        _, y, left, width = centre("seconds")
        browser.drag((left + width * 0.2, y), (left + width * 0.6, y))
        browser.wait_for("document.getElementById('steps').textContent.includes('drag:')")
        out["afterDrag"] = {"steps": browser.evaluate("document.getElementById('steps').textContent"),
                            "value": browser.wait_for("(() => { const n = Object.values(nodes).find((n) => n.id === 'seconds');"
                                                      " return n && n.properties.value; })()")}

        # Tap Stop with a finger, let a second pass, save.
        x, y, _, _ = centre("stop")
        browser.tap(x, y)
        browser.wait_for("document.getElementById('steps').textContent.includes('tap: \"#stop\"')")
        browser.click_button("+1 s")
        browser.wait_for("document.getElementById('clock').textContent.startsWith('t = 1.')")
        browser.click_button("Save script")
        out["saved"] = browser.wait_for("(() => { const s = document.getElementById('status').textContent;"
                                        " return s.startsWith('saved') ? s : null; })()")
        out["steps"] = browser.evaluate("document.getElementById('steps').textContent").split("\n")
        out["clock"] = browser.evaluate("document.getElementById('clock').textContent")
        out["trace"] = trace()
        browser.screenshot(os.path.join(folder, "live.png"))

        # Replay the saved script with `bezel replay`: the same trace.
        replay = os.path.join(folder, "replay")
        run = subprocess.run([bezel, "replay", saved, "-o", replay, "--themes-dir", themes], capture_output=True, text=True)
        out["replayStatus"] = run.returncode
        out["replayTrace"] = open(os.path.join(replay, "trace.txt"), encoding="utf-8").read().splitlines() if run.returncode == 0 else run.stderr

        # The timeline: the last step opens; step back once.
        browser.click_element("#showTimeline")
        last = browser.wait_for("(() => { const t = document.getElementById('momentTitle').textContent;"
                                " return t.startsWith('step ' + timeline.length + ' of') ? t : null; })()")
        browser.click_element("#back")
        back = browser.wait_for(f"(() => {{ const t = document.getElementById('momentTitle').textContent;"
                                f" return t !== {json.dumps(last)} && t.startsWith('step') ? t : null; }})()")
        browser.evaluate("openStep(1)")
        first = browser.wait_for("(() => { const t = document.getElementById('momentTitle').textContent;"
                                 " return t.startsWith('step 1 of') && document.querySelectorAll('#touches circle').length ? t : null; })()")
        out["timeline"] = {"last": last, "back": back, "first": first,
                           "rows": browser.evaluate("[...document.querySelectorAll('#timeline div')].map((row) => row.textContent)"),
                           "touchesDrawn": browser.evaluate("document.querySelectorAll('#touches circle').length"),
                           "beforeDiffersFromAfter": browser.evaluate("document.getElementById('before').src !== document.getElementById('after').src"),
                           "entries": browser.evaluate("document.getElementById('entries').textContent")}
        browser.evaluate("openStep(2)")   # the drag: its path drawn
        browser.wait_for("document.getElementById('momentTitle').textContent.startsWith('step 2 of')"
                         " && document.querySelectorAll('#touches polyline').length === 1")
        browser.screenshot(os.path.join(folder, "timeline.png"))

        # Back to the live window, in the dark theme: the steps run again in it.
        browser.click_element("#showLive")
        light = browser.wait_for("framesDrawn > 0 && document.getElementById('frame').toDataURL()")
        browser.evaluate("(() => { const theme = document.getElementById('theme'); theme.value = 'dark';"
                         " theme.dispatchEvent(new Event('change')); })()")
        browser.wait_for(f"document.getElementById('frame').toDataURL() !== {json.dumps(light)}")
        out["dark"] = {"themes": browser.evaluate("[...document.getElementById('theme').options].map((o) => o.value)"),
                       "chosen": browser.evaluate("document.getElementById('theme').value"),
                       "steps": browser.evaluate("document.getElementById('steps').textContent").split("\n")}
        browser.screenshot(os.path.join(folder, "dark.png"))

        # Without the token: refused, in the browser and to a plain request.
        browser.navigate(address.split("?")[0])
        out["refusedPage"] = browser.evaluate("document.body.innerText")
        browser.screenshot(os.path.join(folder, "refused.png"))
    try:
        urllib.request.urlopen(address.split("?")[0] + "socket?token=" + "0" * 32, timeout=5)
        out["refusedSocketStatus"] = 200
    except urllib.error.HTTPError as error:
        out["refusedSocketStatus"] = error.code
except Exception as error:
    import traceback
    out["error"] = "".join(traceback.format_exception(error))
finally:
    studio.send_signal(signal.SIGINT)
    try:
        out["studioStatus"] = studio.wait(timeout=10)
    except subprocess.TimeoutExpired:
        studio.kill()
        out["studioStatus"] = "killed"
    print(json.dumps(out, indent=1))
    sys.exit(1 if "error" in out else 0)
