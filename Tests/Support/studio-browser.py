#!/usr/bin/env python3
"""`bezel studio` in a real browser: headless Chromium driven through the
DevTools protocol with real input events (Tests/Support/devtools.py).

usage: studio-browser.py BEZEL THEMES SCENE FOLDER [TEXT_SCENE]

Starts `bezel studio SCENE -o FOLDER/recorded.yaml`, opens its page and, as
a person would: taps Start with the mouse (the trace and the frame change),
drags the slider from its thumb, clicks its track away from the thumb,
taps Stop with a finger (touch events), lets a second pass, saves; replays
the saved script with `bezel replay` and compares the traces; opens the
timeline and steps back; opens the page without the token. With
TEXT_SCENE (a scene with a text field `draft`), a second studio: taps the
field, commits Japanese text through an input method, types and pastes,
saves, and checks the page drew the text in Bezel's shipped fonts.
Screenshots go to FOLDER (live.png, timeline.png, refused.png, ime.png).
Prints one JSON object with what it saw."""
import json, os, re, signal, subprocess, sys, time, urllib.error, urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from devtools import Browser

bezel, themes, scene, folder = sys.argv[1:5]
text_scene = sys.argv[5] if len(sys.argv) > 5 else None
saved = os.path.join(folder, "recorded.yaml")

def start_studio(scene, saved):
    """`bezel studio SCENE -o SAVED`, and the address it printed."""
    process = subprocess.Popen([bezel, "studio", scene, "-o", saved, "--themes-dir", themes, "--no-open"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    while True:
        line = process.stdout.readline()
        if not line: raise RuntimeError("bezel studio printed no address: " + process.stderr.read())
        found = re.search(r"http://127\.0\.0\.1:\d+/\?token=[0-9a-f]{32}", line)
        if found: return process, found.group(0)

def stop_studio(process):
    process.send_signal(signal.SIGINT)
    try:
        return process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        return "killed"

studio = None
out = {}
try:
    studio, address = start_studio(scene, saved)

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

        # Drag the slider from its thumb (10 of 1...60, near the left end) to the middle.
        def slider_value(after_step):
            """The slider's value once the page shows the run made again with `after_step`
            in its trace, and the tree has stopped changing (the tree comes after the steps)."""
            browser.wait_for(f"traceLines.some((line) => line.includes({json.dumps(after_step)}))")
            read = "(() => { const n = Object.values(nodes).find((n) => n.id === 'seconds'); return n && n.properties.value; })()"
            last, same = None, 0
            deadline = time.time() + 15
            while same < 5 and time.time() < deadline:
                value = browser.evaluate(read)
                same = same + 1 if value == last else 0
                last = value
                time.sleep(0.1)
            return last
        _, y, left, width = centre("seconds")
        browser.drag((left + width * 0.2, y), (left + width * 0.6, y))
        browser.wait_for("document.getElementById('steps').textContent.includes('drag:')")
        out["afterDrag"] = {"value": slider_value("drag #seconds at"),
                            "steps": browser.evaluate("document.getElementById('steps').textContent")}
        # Click the track far right of the thumb: recorded where it was; a UISlider does not move.
        browser.click(left + width * 0.9, y)
        browser.wait_for("document.getElementById('steps').textContent.split('\\n').length === 3")
        out["afterTrackClick"] = {"value": slider_value("tap #seconds at"),
                                  "steps": browser.evaluate("document.getElementById('steps').textContent")}

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

        if text_scene:
            ime_saved = os.path.join(folder, "typed.yaml")
            ime_studio, ime_address = start_studio(text_scene, ime_saved)
            try:
                browser.navigate(ime_address)
                browser.wait_for("document.getElementById('status').textContent === 'live' && framesDrawn > 0"
                                 " && Object.keys(nodes).length > 0")
                x, y, _, _ = centre("draft")
                browser.click(x, y)
                browser.wait_for("document.getElementById('steps').textContent.includes('draft')")
                # An input method composes, then commits; then keys; then a paste.
                browser.command("Input.imeSetComposition", session=True, text="にほん", selectionStart=3, selectionEnd=3)
                browser.command("Input.insertText", session=True, text="日本語")
                for key in "ab":
                    browser.command("Input.dispatchKeyEvent", session=True, type="keyDown", key=key, text=key)
                    browser.command("Input.dispatchKeyEvent", session=True, type="keyUp", key=key)
                browser.evaluate("(() => { const t = document.getElementById('typing'); const data = new DataTransfer();"
                                 " data.setData('text/plain', ' 貼り付け'); t.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data}));"
                                 " document.execCommand('insertText', false, ' 貼り付け'); })()")
                steps_text = browser.wait_for("(() => { const t = document.getElementById('steps').textContent;"
                                              " return t.includes('貼り付け') ? t : null; })()")
                browser.click_button("Save script")
                browser.wait_for("document.getElementById('status').textContent.startsWith('saved')")
                browser.evaluate("document.fonts.load(\"13px 'Bezel CJK'\", '日本語')")
                browser.wait_for("document.fonts.status === 'loaded'")
                out["ime"] = {"steps": steps_text.split("\n"),
                              "field": browser.evaluate("Object.values(nodes).find((n) => n.id === 'draft').properties.text"),
                              "fontsLoaded": browser.evaluate("[...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family)"),
                              "cjkReady": browser.evaluate("document.fonts.check(\"13px 'Bezel CJK'\", '日本語')"),
                              "bodyFont": browser.evaluate("getComputedStyle(document.body).fontFamily"),
                              "saved": open(ime_saved, encoding="utf-8").read()}
                browser.screenshot(os.path.join(folder, "ime.png"))
            finally:
                out["imeStudioStatus"] = stop_studio(ime_studio)

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
    if studio is not None: out["studioStatus"] = stop_studio(studio)
    print(json.dumps(out, indent=1))
    sys.exit(1 if "error" in out else 0)
