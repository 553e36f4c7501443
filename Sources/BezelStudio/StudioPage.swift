import Foundation

/// The studio's one page: the live window, the recorded steps, the trace
/// and the inspector, talking to the server over one WebSocket
/// (``StudioMessage`` out, ``StudioReply`` in; frames as binary PNG
/// messages). Everything is inline: the page loads nothing else.
public enum StudioPage {
    /// The page for a session of `title`, whose socket is at `socketPath`
    /// (with the run's token in its query) and whose window is `width` × `height` points.
    public static func html(title: String, socketPath: String, width: Double, height: Double) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title)) · bezel studio</title>
        <style>
        body { font-family: sans-serif; margin: 0; color: #222; display: grid; grid-template-columns: auto 1fr; gap: 16px; padding: 16px; }
        #stage { position: relative; width: \(number(width))px; height: \(number(height))px; border: 1px solid #ccc; touch-action: none; user-select: none; }
        #stage img { width: 100%; height: 100%; display: block; pointer-events: none; }
        #highlight { position: absolute; border: 2px solid #e8590c; background: rgba(232, 89, 12, 0.15); pointer-events: none; display: none; }
        .bar { display: flex; flex-wrap: wrap; gap: 6px; margin: 8px 0; align-items: center; }
        button, select, input { font: inherit; font-size: 13px; }
        h2 { font-size: 14px; margin: 12px 0 4px; }
        pre { background: #f6f6f6; padding: 8px; max-height: 260px; overflow: auto; font-size: 12px; margin: 0; }
        #tree { font-size: 12px; max-height: 260px; overflow: auto; background: #f6f6f6; padding: 6px; }
        #tree div { cursor: pointer; white-space: nowrap; } #tree div.selected { background: #ffe8cc; }
        #status.error { color: #c92a2a; } #failure { color: #c92a2a; }
        </style></head>
        <body>
        <section>
          <div id="stage" tabindex="0" aria-label="The live window: click, drag and type here"><img id="frame" alt="The live window"><div id="highlight"></div></div>
          <div class="bar">
            <button data-send='{"type":"advance","seconds":0.5}'>+0.5 s</button>
            <button data-send='{"type":"advance","seconds":5}'>+5 s</button>
            <button data-send='{"type":"settle"}'>Settle</button>
            <button data-send='{"type":"memoryWarning"}'>Memory warning</button>
            <button data-send='{"type":"background"}'>Background</button>
            <button data-send='{"type":"foreground"}'>Foreground</button>
            <button data-send='{"type":"undo"}'>Undo</button>
            <button data-send='{"type":"save"}'>Save script</button>
          </div>
          <div class="bar">
            <select id="direction" aria-label="Direction"><option value="">direction</option><option>ltr</option><option>rtl</option></select>
            <select id="textSize" aria-label="Text size"><option value="">text size</option>\(["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"].map { "<option>\($0)</option>" }.joined())</select>
            <input id="language" size="6" placeholder="language" aria-label="Language">
            <button id="apply">Apply settings</button>
          </div>
          <div class="bar">
            <button data-send='{"type":"screenReader","gesture":"previous"}'>◀ VoiceOver</button>
            <button data-send='{"type":"screenReader","gesture":"next"}'>VoiceOver ▶</button>
            <button data-send='{"type":"screenReader","gesture":"activate"}'>Activate</button>
            <input id="snapshotName" size="10" placeholder="snapshot name" aria-label="Snapshot name"><button id="snapshot">Snapshot</button>
            <button id="expect" disabled>Expect selected</button>
          </div>
          <p id="status">connecting…</p><p id="failure"></p>
        </section>
        <section>
          <h2>Steps (the script being recorded)</h2><pre id="steps"></pre>
          <h2>Trace</h2><pre id="trace"></pre>
          <h2>Views</h2><div id="tree"></div><pre id="properties"></pre>
        </section>
        <script>
        const socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + \(jsString(socketPath)));
        socket.binaryType = "blob";
        const $ = (id) => document.getElementById(id);
        const send = (message) => { if (socket.readyState === 1) socket.send(JSON.stringify(message)); };
        let traceLines = [], selected = null, nodes = {};
        socket.onopen = () => { $("status").textContent = "live"; send({type: "inspect"}); };
        socket.onclose = () => { $("status").textContent = "disconnected: reload to start again"; };
        socket.onmessage = (event) => {
          if (typeof event.data !== "string") {
            const url = URL.createObjectURL(event.data), img = $("frame"), old = img.src;
            img.src = url; if (old) URL.revokeObjectURL(old);
            send({type: "inspect"}); return;
          }
          const reply = JSON.parse(event.data);
          if (reply.type === "error") { $("status").textContent = reply.message; $("status").className = "error"; return; }
          $("status").className = ""; $("status").textContent = "live";
          if (reply.type === "trace") { traceLines = reply.replacing ? reply.lines : traceLines.concat(reply.lines);
            $("trace").textContent = traceLines.join("\\n"); $("trace").scrollTop = $("trace").scrollHeight; }
          if (reply.type === "steps") $("steps").textContent = reply.steps.map((s) => "- " + s).join("\\n");
          if (reply.type === "failure") $("failure").textContent = reply.message;
          if (reply.type === "saved") $("status").textContent = reply.message;
          if (reply.type === "tree") showTree(reply.tree);
          if (reply.type === "selected") select(reply.path ? reply.path.join("/") : null);
        };
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
          const box = $("highlight");
          if (!node) { box.style.display = "none"; $("properties").textContent = ""; $("expect").disabled = true; return; }
          box.style.display = "block";
          [box.style.left, box.style.top, box.style.width, box.style.height] = node.frame.map((v) => v + "px");
          $("properties").textContent = JSON.stringify({source: node.source, properties: node.properties, accessibility: node.accessibility}, null, 1);
          $("expect").disabled = !node.id;
        }
        const stage = $("stage");
        const point = (event) => { const r = stage.getBoundingClientRect(); return {x: event.clientX - r.left, y: event.clientY - r.top}; };
        const fingers = new Map();
        stage.addEventListener("pointerdown", (event) => {
          if (event.altKey) { const p = point(event); send({type: "select", x: p.x, y: p.y}); return; }
          let finger = 0; while ([...fingers.values()].includes(finger)) finger++;
          if (finger > 9) return;
          fingers.set(event.pointerId, finger); stage.setPointerCapture(event.pointerId); stage.focus();
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
        stage.addEventListener("keydown", (event) => {
          if (event.key.length === 1 && !event.ctrlKey && !event.metaKey) { send({type: "key", text: event.key}); event.preventDefault(); }
        });
        document.querySelectorAll("[data-send]").forEach((button) => button.onclick = () => send(JSON.parse(button.dataset.send)));
        $("apply").onclick = () => {
          const message = {type: "settings"};
          for (const key of ["direction", "textSize", "language"]) if ($(key).value) message[key] = $(key).value;
          send(message);
        };
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
}
