import Bezel
import Foundation

/// The studio's one page: the live window with its clock, the recorded
/// steps, the trace and the inspector; the timeline of the recorded steps,
/// each step's window before and after with its touches drawn, stepping
/// back and forward; the theme and scale; all talking to the server over one WebSocket
/// (``StudioMessage`` out, ``StudioReply`` in; frames as binary PNG
/// messages). Everything is inline: the page loads nothing else.
public enum StudioPage {
    /// The page for a session of `title`, whose socket is at `socketPath`
    /// (with the run's token in its query) and whose window is `width` ×
    /// `height` points. Its text is drawn in Bezel's shipped fonts, each
    /// loaded from `fontURL(face)` (see ``StudioFonts``).
    public static func html(title: String, socketPath: String, width: Double, height: Double,
                            fontURL: (StudioFonts.Face) -> String) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title)) · bezel studio</title>
        <style>
        \(StudioFonts.css(url: { escape(fontURL($0)) }))
        body { font-family: \(StudioFonts.stack); margin: 0; color: #222; display: grid; grid-template-columns: auto 1fr; gap: 16px; padding: 16px; }
        #typing { position: absolute; inset: 0; width: 100%; height: 100%; opacity: 0; resize: none; border: 0; padding: 0; pointer-events: none; caret-color: transparent; }
        .frame { position: relative; width: \(number(width))px; height: \(number(height))px; border: 1px solid #ccc; touch-action: none; user-select: none; }
        .frame img, .frame canvas { width: 100%; height: 100%; display: block; pointer-events: none; }
        .frame svg { position: absolute; left: 0; top: 0; width: 100%; height: 100%; pointer-events: none; overflow: visible; }
        .highlight { position: absolute; border: 2px solid #e8590c; background: rgba(232, 89, 12, 0.15); pointer-events: none; display: none; }
        .bar { display: flex; flex-wrap: wrap; gap: 6px; margin: 8px 0; align-items: center; }
        .tabs button[aria-pressed="true"] { background: #1c7ed6; color: white; }
        button, select, input { font: inherit; font-size: 13px; }
        h2 { font-size: 14px; margin: 12px 0 4px; }
        pre { font-family: \(StudioFonts.monospaceStack); background: #f6f6f6; padding: 8px; max-height: 260px; overflow: auto; font-size: 12px; margin: 0; }
        #tree, #timeline { font-size: 12px; max-height: 260px; overflow: auto; background: #f6f6f6; padding: 6px; }
        #tree div, #timeline div { cursor: pointer; white-space: nowrap; } #tree div.selected, #timeline div.selected { background: #ffe8cc; }
        #timeline div.failed { color: #c92a2a; } #timeline div.failed::after { content: " ✗"; }
        #status.error { color: #c92a2a; } #failure { color: #c92a2a; } #clock { color: #555; font-size: 13px; }
        #moment figure { margin: 0 12px 0 0; display: inline-block; vertical-align: top; } #moment figcaption { font-size: 12px; color: #555; }
        [hidden] { display: none !important; }
        </style></head>
        <body>
        <section>
          <div class="bar tabs"><button id="showLive" aria-pressed="true">Live</button><button id="showTimeline" aria-pressed="false">Timeline</button>
            <span id="clock"></span></div>
          <div id="live">
            <div id="stage" class="frame" tabindex="0" aria-label="The live window: click, drag and type here">
              <canvas id="frame" width="0" height="0" aria-label="The live window"></canvas><div id="highlight" class="highlight"></div>
              <textarea id="typing" aria-label="Text typed into the live window" autocomplete="off" autocapitalize="off" spellcheck="false"></textarea></div>
            <div class="bar">
              <button data-send='{"type":"advance","seconds":0.1}'>+0.1 s</button>
              <button data-send='{"type":"advance","seconds":1}'>+1 s</button>
              <input id="seconds" size="4" value="5" aria-label="Seconds to advance"><button id="advance">+ N s</button>
              <button data-send='{"type":"settle"}'>Settle</button>
              <button data-send='{"type":"memoryWarning"}'>Memory warning</button>
              <button data-send='{"type":"background"}'>Background</button>
              <button data-send='{"type":"foreground"}'>Foreground</button>
              <button data-send='{"type":"undo"}'>Undo</button>
              <button data-send='{"type":"save"}'>Save script</button>
            </div>
            <div class="bar">
              \(settingControls)
              <button id="apply">Apply settings</button>
              <select id="theme" aria-label="Theme"><option value="">the scene's theme</option></select>
              <select id="scale" aria-label="Scale"><option>1</option><option>2</option><option>3</option></select>
            </div>
            <div class="bar">
              <button data-send='{"type":"screenReader","gesture":"previous"}'>◀ VoiceOver</button>
              <button data-send='{"type":"screenReader","gesture":"next"}'>VoiceOver ▶</button>
              <button data-send='{"type":"screenReader","gesture":"activate"}'>Activate</button>
              <input id="snapshotName" size="10" placeholder="snapshot name" aria-label="Snapshot name"><button id="snapshot">Snapshot</button>
              <button id="expect" disabled>Expect selected</button>
            </div>
          </div>
          <div id="moment" hidden>
            <div class="bar"><button id="back">◀ Step back</button><span id="momentTitle"></span><button id="forward">Step forward ▶</button>
              <button id="carryOn">Carry on from here</button></div>
            <figure><figcaption>before</figcaption><div class="frame"><img id="before" alt="The window before the step"></div></figure>
            <figure><figcaption>after (touches drawn)</figcaption><div class="frame"><img id="after" alt="The window after the step">
              <svg id="touches" aria-hidden="true"></svg><div id="momentHighlight" class="highlight"></div></div></figure>
            <p id="momentFailure" style="color:#c92a2a"></p>
          </div>
          <p id="status">connecting…</p><p id="failure"></p>
        </section>
        <section>
          <div id="liveLists">
            <h2>Steps (the script being recorded)</h2><pre id="steps"></pre>
            <h2>Trace</h2><pre id="trace"></pre>
          </div>
          <div id="timelineLists" hidden>
            <h2>Timeline: the recorded steps, run again (click one)</h2><div id="timeline"></div>
            <h2>What the step did</h2><pre id="entries"></pre>
          </div>
          <h2>Views</h2><div id="tree"></div><pre id="properties"></pre>
        </section>
        <script>
        const socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + \(jsString(socketPath)));
        socket.binaryType = "arraybuffer";
        const $ = (id) => document.getElementById(id);
        const send = (message) => { if (socket.readyState === 1) socket.send(JSON.stringify(message)); };
        let traceLines = [], selected = null, nodes = {}, mode = "live", timeline = [], step = 0;
        socket.onopen = () => { $("status").textContent = "live"; send({type: "inspect"}); };
        socket.onclose = () => { $("status").textContent = "disconnected: reload to start again"; $("status").className = "error"; };
        socket.onmessage = (event) => {
          if (typeof event.data !== "string") { drawFrame(event.data); return; }
          const reply = JSON.parse(event.data);
          if (reply.type === "error") { $("status").textContent = reply.message; $("status").className = "error"; return; }
          $("status").className = "";
          if (reply.type === "trace") { traceLines = traceLines.slice(0, reply.from).concat(reply.lines);
            $("trace").textContent = traceLines.join("\\n"); $("trace").scrollTop = $("trace").scrollHeight; $("status").textContent = "live"; }
          if (reply.type === "steps") { $("steps").textContent = reply.steps.map((s) => "- " + s).join("\\n"); $("failure").textContent = ""; refreshTree();
            if (mode === "timeline") send({type: "timeline"}); }
          if (reply.type === "failure") $("failure").textContent = reply.message;
          if (reply.type === "clock") $("clock").textContent = "t = " + reply.now.toFixed(3) + " s · " +
            (reply.pending.length ? "busy: " + reply.pending.join(", ") : "idle");
          if (reply.type === "saved" || reply.type === "reloaded") $("status").textContent = reply.message;
          if (reply.type === "reloaded" && mode === "timeline") send({type: "timeline"});
          if (reply.type === "display") showDisplay(reply);
          if (reply.type === "tree" && mode === "live") showTree(reply.tree);
          if (reply.type === "selected") select(reply.path ? reply.path.join("/") : null);
          if (reply.type === "timeline") showTimeline(reply.steps);
          if (reply.type === "moment") showMoment(reply);
        };
        // A frame message: the frame's size and the changed rectangle (six big-endian numbers, pixels), then its PNG,
        // drawn in order (each waits for the one before it to decode).
        let framesDrawn = 0, drawing = Promise.resolve();
        function drawFrame(buffer) {
          const view = new DataView(buffer), n = (i) => view.getUint32(i * 4);
          const [width, height, x, y] = [n(0), n(1), n(2), n(3)];
          const png = new Blob([buffer.slice(24)], {type: "image/png"});
          drawing = drawing.then(() => createImageBitmap(png)).then((bitmap) => {
            const canvas = $("frame");
            if (canvas.width !== width || canvas.height !== height) { canvas.width = width; canvas.height = height; }
            canvas.getContext("2d").drawImage(bitmap, x, y); bitmap.close(); framesDrawn += 1;
          }).catch((error) => { $("status").textContent = "a frame could not be drawn: " + error; });
          refreshTree();
        }
        // The live tree is asked for again once after a burst of replies that changed the window or the steps.
        let treeAsked = false;
        function refreshTree() {
          if (mode !== "live" || treeAsked) return;
          treeAsked = true; setTimeout(() => { treeAsked = false; send({type: "inspect"}); }, 0);
        }
        function showDisplay(display) {
          document.querySelectorAll(".frame").forEach((frame) => { frame.style.width = display.width + "px"; frame.style.height = display.height + "px"; });
          const theme = $("theme");
          theme.length = 1;
          for (const name of display.themes) theme.add(new Option(name, name));
          theme.value = display.theme || ""; theme.disabled = display.themes.length === 0;
          $("scale").value = String(display.scale);
        }
        function showTree(root) {
          nodes = {}; const tree = $("tree"); tree.textContent = "";
          (function walk(node, depth) {
            const key = node.path.join("/"); nodes[key] = node;
            const row = document.createElement("div");
            row.textContent = "\\u00a0".repeat(depth * 2) + node.type + (node.id ? "#" + node.id : "") + (node.state.length ? "  " + node.state.join(" ") : "");
            row.dataset.key = key; row.onclick = () => select(key); tree.appendChild(row);
            node.children.forEach((child) => walk(child, depth + 1));
          })(root, 0);
          select(selected);
        }
        function select(key) {
          selected = key; const node = key === null ? null : nodes[key];
          document.querySelectorAll("#tree div").forEach((row) => row.classList.toggle("selected", row.dataset.key === key));
          const box = mode === "live" ? $("highlight") : $("momentHighlight");
          $("highlight").style.display = $("momentHighlight").style.display = "none";
          if (!node) { $("properties").textContent = ""; $("expect").disabled = true; return; }
          box.style.display = "block";
          [box.style.left, box.style.top, box.style.width, box.style.height] = node.frame.map((v) => v + "px");
          $("properties").textContent = JSON.stringify({source: node.source, properties: node.properties, accessibility: node.accessibility}, null, 1);
          $("expect").disabled = !node.id || mode !== "live";
        }
        function showMode(next) {
          mode = next;
          $("live").hidden = $("liveLists").hidden = mode !== "live";
          $("moment").hidden = $("timelineLists").hidden = mode !== "timeline";
          $("showLive").setAttribute("aria-pressed", String(mode === "live"));
          $("showTimeline").setAttribute("aria-pressed", String(mode === "timeline"));
          if (mode === "timeline") send({type: "timeline"}); else send({type: "inspect"});
        }
        function showTimeline(steps) {
          timeline = steps; const list = $("timeline"); list.textContent = "";
          if (!steps.length) { list.textContent = "no steps yet"; $("moment").querySelectorAll("img").forEach((img) => img.removeAttribute("src")); return; }
          for (const entry of steps) {
            const row = document.createElement("div");
            row.textContent = entry.number + ".  " + entry.text + "   (t = " + entry.time.toFixed(3) + " s, line " + entry.line + ")";
            row.dataset.step = entry.number; row.classList.toggle("failed", Boolean(entry.failure));
            if (entry.failure) row.title = entry.failure;
            row.onclick = () => openStep(entry.number); list.appendChild(row);
          }
          openStep(step >= 1 && step <= steps.length ? step : steps.length);   // the step shown, else the last
        }
        function openStep(number) { step = number; send({type: "moment", step: number}); }
        function showMoment(moment) {
          step = moment.step.number;
          document.querySelectorAll("#timeline div").forEach((row) => row.classList.toggle("selected", row.dataset.step === String(step)));
          $("momentTitle").textContent = "step " + step + " of " + timeline.length + ": " + moment.step.text;
          $("before").src = "data:image/png;base64," + moment.before;
          $("after").src = "data:image/png;base64," + moment.after;
          $("momentFailure").textContent = moment.step.failure || "";
          $("entries").textContent = moment.entries.join("\\n") || "(nothing recorded)";
          const svg = $("touches"); svg.textContent = "";
          const ns = "http://www.w3.org/2000/svg", byFinger = {};
          for (const touch of moment.touches) (byFinger[touch.finger] = byFinger[touch.finger] || []).push(touch);
          for (const touches of Object.values(byFinger)) {
            if (touches.length > 1) { const line = document.createElementNS(ns, "polyline");
              line.setAttribute("points", touches.map((t) => t.x + "," + t.y).join(" "));
              line.setAttribute("fill", "none"); line.setAttribute("stroke", "#e8590c"); line.setAttribute("stroke-width", "2"); svg.appendChild(line); }
            for (const touch of touches) { const dot = document.createElementNS(ns, "circle");
              dot.setAttribute("cx", touch.x); dot.setAttribute("cy", touch.y); dot.setAttribute("r", touch.phase === "began" ? 9 : 5);
              dot.setAttribute("fill", touch.phase === "ended" ? "none" : "rgba(232, 89, 12, 0.5)"); dot.setAttribute("stroke", "#e8590c");
              dot.setAttribute("stroke-width", "2"); svg.appendChild(dot); }
          }
          showTree(moment.tree);
          $("back").disabled = step <= 1; $("forward").disabled = step >= timeline.length;
        }
        $("showLive").onclick = () => showMode("live");
        $("showTimeline").onclick = () => showMode("timeline");
        $("back").onclick = () => { if (step > 1) openStep(step - 1); };
        $("forward").onclick = () => { if (step < timeline.length) openStep(step + 1); };
        $("carryOn").onclick = () => { send({type: "truncate", steps: step}); showMode("live"); };
        const stage = $("stage");
        // Window points inside the border, to a tenth of a point (what a recorded script writes).
        const point = (event) => { const r = stage.getBoundingClientRect(), tenth = (v) => Math.round(v * 10) / 10;
          return {x: tenth(event.clientX - r.left - stage.clientLeft), y: tenth(event.clientY - r.top - stage.clientTop)}; };
        const fingers = new Map();
        stage.addEventListener("pointerdown", (event) => {
          if (event.altKey) { const p = point(event); send({type: "select", x: p.x, y: p.y}); return; }
          let finger = 0; while ([...fingers.values()].includes(finger)) finger++;
          if (finger > 9) return;
          fingers.set(event.pointerId, finger); stage.setPointerCapture(event.pointerId); typing.focus();
          send(Object.assign({type: "pointer", phase: "began", finger}, point(event)));
        });
        stage.addEventListener("pointermove", (event) => {
          if (!fingers.has(event.pointerId)) return;
          send(Object.assign({type: "pointer", phase: "moved", finger: fingers.get(event.pointerId)}, point(event)));
        });
        for (const [name, phase] of [["pointerup", "ended"], ["pointercancel", "cancelled"]]) {
          stage.addEventListener(name, (event) => {
            if (!fingers.has(event.pointerId)) return;
            send(Object.assign({type: "pointer", phase, finger: fingers.get(event.pointerId)}, point(event)));
            fingers.delete(event.pointerId);
          });
        }
        // Text reaches the window through a text area over it, as a browser
        // gives it: keys, an input method's composed text (sent when it is
        // committed), pasted and dictated text; each becomes the same "key"
        // message, so a script records one `type` for all of it.
        const typing = $("typing");
        stage.addEventListener("focus", () => typing.focus());
        const sendTyped = () => { const text = typing.value; typing.value = ""; if (text) send({type: "key", text}); };
        typing.addEventListener("input", (event) => { if (!event.isComposing) sendTyped(); });
        typing.addEventListener("compositionend", sendTyped);
        typing.addEventListener("keydown", (event) => {
          if (event.isComposing || event.keyCode === 229) return;
          if (event.key === "Backspace" && typing.value === "") { send({type: "erase"}); event.preventDefault(); }
          else if (event.key === "Enter") event.preventDefault();
        });
        document.querySelectorAll("[data-send]").forEach((button) => button.onclick = () => send(JSON.parse(button.dataset.send)));
        $("advance").onclick = () => { const seconds = Number($("seconds").value); if (seconds > 0) send({type: "advance", seconds}); };
        $("apply").onclick = () => {
          const message = {type: "settings"};
          for (const key of \(settingNames)) if ($(key).value) message[key] = $(key).value;
          send(message);
        };
        $("theme").onchange = () => send({type: "display", theme: $("theme").value});
        $("scale").onchange = () => send({type: "display", scale: Number($("scale").value)});
        $("snapshot").onclick = () => send({type: "snapshot", name: $("snapshotName").value || "snapshot"});
        $("expect").onclick = () => { const node = nodes[selected]; if (node && node.id) send({type: "expect", id: node.id}); };
        </script>
        </body></html>
        """
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// `text` as a JavaScript string literal, safe inside a script element.
    private static func jsString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\": out += "\\" + String(scalar)
            case "<", ">", "&", "'": out += String(format: "\\u%04x", scalar.value)
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }

    /// A control per reader's setting (``TraitSetting``): a list of its words, or a field for a language tag.
    private static var settingControls: String {
        TraitSetting.all.map { setting in
            let label = String(setting.noun.drop { $0 != " " }.dropFirst())   // "a text size" → "text size"
            let name = label.prefix(1).uppercased() + label.dropFirst()
            guard let words = setting.words else {
                return "<input id=\"\(setting.name)\" size=\"6\" placeholder=\"\(setting.name)\" aria-label=\"\(name)\">"
            }
            return "<select id=\"\(setting.name)\" aria-label=\"\(name)\"><option value=\"\">\(label)</option>"
                + words.map { "<option>\($0)</option>" }.joined() + "</select>"
        }.joined(separator: "\n              ")
    }

    /// The settings' names as a JavaScript array.
    private static var settingNames: String { "[" + TraitSetting.names.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
}
