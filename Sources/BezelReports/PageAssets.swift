/// The style sheet and script of the pages that show images
/// (``SnapshotReviewPage``, ``ThemeComparisonPage``): the header's count
/// tiles, the toolbar, items, pictures and the comparison viewer of
/// `ImageComparisonMarkup.swift`. Each page appends its own rules.
enum PageAssets {
    /// The shared style sheet (inline: a page needs no other file).
    ///
    /// Image sizes are custom properties: `--w` and `--h` (an image's
    /// pixels) times `--zoom` (the toolbar's 1, 2 or 4), so a zoom changes
    /// one property on the root. The root's `data-background` picks what is
    /// behind transparent pixels: a checker, light, dark, or `theme`, each
    /// picture's own `--side` colour over the checker (pictures of the
    /// class `side`). A comparison's `data-view` (slider, blend, toggle)
    /// picks how its top layer (`.over`, the actual) covers the reference:
    /// clipped from the left at `--split`, at opacity `--blend`, or shown
    /// only when `data-showing` is `actual`. The top layer has its own
    /// background, so the reference never shows through the actual's
    /// transparent pixels (and a blend is a true cross-fade).
    static let style = """
        :root {
          --zoom: 1;
          --bg: #f3f4f6; --card: #fff; --line: #e1e4e8; --text: #1f2328; --muted: #656d76; --accent: #0969da;
          --red: #cf222e; --orange: #bc4c00; --blue: #0969da; --purple: #8250df; --teal: #1b7c83; --green: #1a7f37;
          --checker-a: #ffffff; --checker-b: #e4e7eb;
          font: 14px/1.45 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif;
          color: var(--text); background: var(--bg);
        }
        html[data-background=light] { --checker-b: #ffffff; }
        html[data-background=dark] { --checker-a: #202226; --checker-b: #202226; }
        * { box-sizing: border-box; }
        body { margin: 0; }
        code, pre { font: 12.5px/1.45 ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; }
        a { color: var(--accent); text-decoration: none; }
        a:hover { text-decoration: underline; }

        .page-head { padding: 28px 32px 22px; background: var(--card); border-bottom: 1px solid var(--line); }
        h1 { font-size: 22px; line-height: 1.2; margin: 0 0 4px; letter-spacing: -0.01em; }
        .sub, .stack { margin: 0; color: var(--muted); }
        .stack { margin-top: 14px; }
        .tiles { display: flex; flex-wrap: wrap; gap: 10px; margin-top: 18px; }
        .tile { display: flex; flex-direction: column; min-width: 118px; padding: 10px 16px 9px; border-radius: 10px;
          border: 1px solid var(--line); background: #f8f9fa; color: var(--text); }
        a.tile:hover { text-decoration: none; border-color: currentColor; }
        .tile .n { font-size: 26px; font-weight: 650; line-height: 1.15; font-variant-numeric: tabular-nums; }
        .tile .l { color: var(--muted); font-size: 12px; font-weight: 600; text-transform: uppercase; letter-spacing: 0.05em; }

        .toolbar { position: sticky; top: 0; z-index: 10; display: flex; flex-wrap: wrap; align-items: center; gap: 8px 28px;
          padding: 9px 32px; background: rgba(255, 255, 255, 0.94); border-bottom: 1px solid var(--line);
          backdrop-filter: blur(8px); }
        .tool { display: flex; align-items: center; gap: 8px; color: var(--muted); font-size: 13px; }
        .segmented { display: inline-flex; border: 1px solid #c8ccd1; border-radius: 8px; overflow: hidden; background: #fff; }
        .segmented button { font: inherit; font-size: 13px; padding: 4px 12px; border: 0; border-left: 1px solid #c8ccd1;
          background: transparent; color: var(--text); cursor: pointer; }
        .segmented button:first-child { border-left: 0; }
        .segmented button:hover { background: #f0f2f4; }
        .segmented button[aria-pressed=true] { background: var(--text); color: #fff; }
        button:focus-visible, input:focus-visible, summary:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }

        main { padding: 4px 32px 56px; max-width: 1680px; }
        section { margin-top: 30px; }
        h2 { display: flex; align-items: center; gap: 10px; font-size: 18px; margin: 0 0 4px; }
        .count { font-size: 12px; font-weight: 600; padding: 1px 9px; border-radius: 999px; background: #e8eaed; color: var(--muted); }
        .lede { color: var(--muted); margin: 0 0 14px; max-width: 980px; }

        .item { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 16px 20px;
          margin: 0 0 16px; box-shadow: 0 1px 2px rgba(31, 35, 40, 0.04); }
        .item-head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 20px; }
        .key { margin: 0; font-size: 15px; font-weight: 600; overflow-wrap: anywhere; }
        .key .suite, .key .ext { color: var(--muted); font-weight: 450; }
        .facts { display: flex; flex-wrap: wrap; gap: 2px 18px; margin: 0; padding: 0; list-style: none; color: var(--muted); }
        .facts strong { color: var(--red); font-variant-numeric: tabular-nums; }
        .warn { color: #9a6700; font-weight: 500; }
        .swatch { display: inline-block; width: 16px; height: 16px; border-radius: 4px; box-shadow: inset 0 0 0 1px rgba(0, 0, 0, 0.18);
          background: linear-gradient(var(--c), var(--c)), repeating-conic-gradient(#c9cdd2 0 25%, #fff 0 50%) 0 0 / 8px 8px; }

        .viewer { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 18px 28px; margin-top: 14px; }
        .panes { display: flex; flex-wrap: wrap; gap: 16px; max-width: 100%; }
        .pane { margin: 0; max-width: 100%; overflow: auto; padding: 3px; }
        figcaption { display: flex; align-items: baseline; gap: 8px; margin: 0 0 6px; font-size: 12px; font-weight: 600;
          color: var(--muted); text-transform: uppercase; letter-spacing: 0.05em; }
        figcaption .dims { font-weight: 400; letter-spacing: 0; text-transform: none; font-variant-numeric: tabular-nums; }
        figcaption a { font-weight: 400; letter-spacing: 0; text-transform: none; }
        .checker { background: repeating-conic-gradient(var(--checker-b) 0 25%, var(--checker-a) 0 50%) 0 0 / 16px 16px; }
        html[data-background=theme] .side { background: linear-gradient(var(--side), var(--side)),
          repeating-conic-gradient(var(--checker-b) 0 25%, var(--checker-a) 0 50%) 0 0 / 16px 16px; }
        .frame, .stage { position: relative; width: calc(var(--w) * var(--zoom) * 1px); height: calc(var(--h) * var(--zoom) * 1px);
          outline: 1px solid var(--line); }
        img.px { display: block; width: calc(var(--w) * var(--zoom) * 1px); height: calc(var(--h) * var(--zoom) * 1px);
          image-rendering: pixelated; }
        .box { position: absolute; pointer-events: none; left: calc(var(--bx) * var(--zoom) * 1px);
          top: calc(var(--by) * var(--zoom) * 1px); width: calc(var(--bw) * var(--zoom) * 1px);
          height: calc(var(--bh) * var(--zoom) * 1px); outline: 1.5px solid #e3197b; outline-offset: 1px; }
        html.no-outline .box { display: none; }

        .compare { padding: 3px; max-width: 100%; overflow: auto; }
        .compare-bar { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 14px; margin-bottom: 8px; min-height: 30px; }
        .control { display: none; align-items: center; gap: 8px; font-size: 12px; color: var(--muted); }
        .compare[data-view=slider] .for-slider, .compare[data-view=blend] .for-blend,
        .compare[data-view=toggle] .for-toggle { display: inline-flex; }
        .control input[type=range] { width: 150px; margin: 0; accent-color: var(--accent); }
        .flip { font: inherit; font-size: 13px; padding: 3px 12px; border: 1px solid #c8ccd1; border-radius: 8px;
          background: #fff; color: var(--text); cursor: pointer; }
        .showing b { color: var(--text); font-weight: 600; }
        .compare[data-showing=actual] .when-reference, .compare[data-showing=reference] .when-actual { display: none; }
        .stage .under { position: absolute; left: 0; top: 0; }
        .over { position: absolute; inset: 0; }
        .compare[data-view=slider] .over { clip-path: inset(0 0 0 var(--split, 50%)); }
        .compare[data-view=blend] .over { opacity: var(--blend, 0.5); }
        .compare[data-view=toggle][data-showing=reference] .over { visibility: hidden; }
        .compare[data-view=toggle] .stage { cursor: pointer; }
        .divider { display: none; position: absolute; top: -3px; bottom: -3px; left: var(--split, 50%); width: 2px; margin-left: -1px;
          background: var(--accent); pointer-events: none; }
        .compare[data-view=slider] .divider { display: block; }

        .note { margin: 0; padding: 10px 12px; max-width: 420px; border: 1px dashed #d0d7de; border-radius: 8px;
          color: var(--muted); font-size: 13px; overflow-wrap: anywhere; }
        .note.missing { border-color: #f0a8ae; background: #fff6f6; color: var(--red); }
        """

    /// The shared script: the toolbar (zoom, background, outline) and each
    /// comparison's mode buttons, ranges and flip. It only sets attributes
    /// and custom properties; the style sheet does the rest.
    static let script = """
        (() => {
          'use strict';
          const root = document.documentElement;
          // Marks `button` pressed and its siblings not.
          function press(button) {
            for (const other of button.parentElement.querySelectorAll('button')) {
              other.setAttribute('aria-pressed', String(other === button));
            }
          }
          // A range of a comparison sets where the actual starts, or its opacity.
          function apply(input) {
            const compare = input.closest('.compare');
            if (!compare) return;
            if (input.name === 'split') compare.style.setProperty('--split', input.value + '%');
            if (input.name === 'blend') compare.style.setProperty('--blend', String(input.value / 100));
          }
          document.addEventListener('click', event => {
            const target = event.target.closest('button, .stage');
            if (!target) return;
            const compare = target.closest('.compare');
            if (target.dataset.zoom) {
              root.style.setProperty('--zoom', target.dataset.zoom);
              press(target);
            } else if (target.dataset.background) {
              root.dataset.background = target.dataset.background;
              press(target);
            } else if (compare && target.dataset.view) {
              compare.dataset.view = target.dataset.view;
              press(target);
            } else if (compare && (target.classList.contains('flip') || compare.dataset.view === 'toggle')) {
              compare.dataset.showing = compare.dataset.showing === 'actual' ? 'reference' : 'actual';
            }
          });
          document.addEventListener('input', event => apply(event.target));
          document.addEventListener('change', event => {
            if (event.target.id === 'outline-toggle') root.classList.toggle('no-outline', !event.target.checked);
          });
          // A reload may restore the ranges' values: start from them.
          for (const input of document.querySelectorAll('.compare input[type=range]')) apply(input);
        })();
        """
}
