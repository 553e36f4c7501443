extension GalleryPage {
    /// The page's style sheet. A tile's image is sized from custom
    /// properties: `--w`, `--h` (its pixels) and `--s` (its scale); "Fit"
    /// shows it at its size in points, the other zooms at `--z` image pixels
    /// per device pixel (`--dpr`, set by the script). The frame behind it
    /// takes the background the toolbar picks; "Theme" is the tile's own
    /// theme background, `--tb`.
    static let style = """
        :root {
          --z: 1; --dpr: 1;
          --bg: #f3f4f6; --card: #fff; --line: #e1e4e8; --text: #1f2328; --muted: #656d76; --accent: #0969da;
          --red: #cf222e; --green: #1a7f37;
          font: 14px/1.45 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif;
          color: var(--text); background: var(--bg);
        }
        * { box-sizing: border-box; }
        body { margin: 0; }
        a { color: var(--accent); text-decoration: none; }
        a:hover { text-decoration: underline; }
        .page-head { padding: 24px 32px 18px; background: var(--card); border-bottom: 1px solid var(--line); }
        h1 { font-size: 22px; line-height: 1.2; margin: 0 0 4px; }
        .sub { margin: 0; color: var(--muted); }
        .themes { display: flex; flex-wrap: wrap; gap: 8px 24px; margin-top: 14px; }
        .theme { display: flex; align-items: center; gap: 8px; }
        .theme .ok { color: var(--green); } .theme .bad { color: var(--red); font-weight: 600; }
        .theme .files { color: var(--muted); font-size: 13px; }
        .swatch { display: inline-block; width: 16px; height: 16px; border-radius: 4px; border: 1px solid #0003; background: var(--c); }
        .banner { margin-top: 14px; padding: 10px 14px; border-radius: 8px; background: #fff1f0; border: 1px solid #f3b7b2;
          color: #82071e; white-space: pre-wrap; font: 12.5px/1.5 ui-monospace, "DejaVu Sans Mono", monospace; }

        .toolbar { position: sticky; top: 0; z-index: 10; display: flex; flex-wrap: wrap; align-items: center; gap: 8px 22px;
          padding: 9px 32px; background: rgba(255, 255, 255, 0.95); border-bottom: 1px solid var(--line); }
        .tool { display: flex; align-items: center; gap: 6px; color: var(--muted); font-size: 13px; }
        .segmented { display: inline-flex; border: 1px solid #c8ccd1; border-radius: 8px; overflow: hidden; background: #fff; }
        .segmented button { font: inherit; font-size: 13px; padding: 4px 11px; border: 0; border-left: 1px solid #c8ccd1;
          background: transparent; color: var(--text); cursor: pointer; }
        .segmented button:first-child { border-left: 0; }
        .segmented button[aria-pressed=true] { background: var(--text); color: #fff; }
        select, input[type=search] { font: inherit; font-size: 13px; padding: 3px 6px; border: 1px solid #c8ccd1; border-radius: 6px; }
        .shown { color: var(--muted); font-size: 13px; margin-left: auto; }

        main { padding: 8px 32px 56px; }
        .group { margin-top: 26px; }
        h2 { font-size: 17px; margin: 0 0 10px; }
        h2 .count { color: var(--muted); font-weight: 400; font-size: 13px; margin-left: 6px; }
        .cards { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
        .card { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 8px 10px 10px; max-width: 100%; }
        .card[data-lint] { border-color: #f3b7b2; }
        .card h3 { font-size: 12.5px; font-weight: 600; margin: 0 0 6px; color: var(--text); }
        .shots { display: flex; flex-wrap: wrap; gap: 10px; align-items: flex-start; }
        .shot { margin: 0; display: flex; flex-direction: column; gap: 4px; max-width: 100%; }
        .frame { display: flex; align-items: center; justify-content: center; min-width: 48px; min-height: 32px; padding: 8px;
          border-radius: 6px; border: 1px solid #0002; overflow: auto; max-width: 100%; }
        html[data-background=theme] .frame { background: var(--tb); }
        html[data-background=light] .frame { background: #fff; }
        html[data-background=dark] .frame { background: #1c1c1e; }
        html[data-background=checker] .frame { background: repeating-conic-gradient(#e4e7eb 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .tile-img { display: block; max-width: none; }
        html[data-zoom=fit] .tile-img { width: calc(var(--w) / var(--s) * 1px); height: calc(var(--h) / var(--s) * 1px); }
        html:not([data-zoom=fit]) .tile-img { width: calc(var(--w) * var(--z) / var(--dpr) * 1px);
          height: calc(var(--h) * var(--z) / var(--dpr) * 1px); image-rendering: pixelated; }
        .frame.missing p { margin: 0; max-width: 320px; color: var(--red); font-size: 12px; white-space: pre-wrap; }
        figcaption { font-size: 12px; color: var(--muted); }
        .theme-name { color: var(--text); }
        .badge { display: inline-block; padding: 0 6px; border-radius: 8px; background: var(--red); color: #fff; font-weight: 600; }
        .findings { margin: 0; padding-left: 16px; max-width: 300px; font-size: 11.5px; color: var(--red); }
        .badge.text-badge { background: #9a6700; }
        .sub .bad { color: var(--red); font-weight: 600; }
        .findings .text-finding { color: #7d4e00; overflow-wrap: anywhere; }
        .findings .text-finding code { font-size: 10.5px; }
        [hidden] { display: none !important; }
        .none { color: var(--muted); }
        """

    /// The style a page with variants adds: the variant's words on each tile.
    static let variantStyle = """

        .variant { color: var(--text); font-weight: 600; }
        """

    /// The page's script: the toolbar (zoom, background, filters) and, on a
    /// watched page, reading `watch.js` to swap in re-rendered tiles.
    ///
    /// `variantFilters` are the keys of the variant filters the toolbar has
    /// (`direction`, `text-size`, `language`): each hides the tiles whose
    /// `data-<key>` is another value, and a page with any reads its filters
    /// from the address's hash too (`#direction=rtl&text-size=AX3`, any
    /// filter's `filter-<key>` select). Without them the script is what it always was.
    static func script(variantFilters: [String]) -> String {
        let variants = !variantFilters.isEmpty
        let keys = variantFilters.map { "'\($0)'" }.joined(separator: ", ")
        let readVariants = variants ? """

                const variants = [\(keys)].map(key => [key, field('filter-' + key).value]).filter(([, value]) => value);
            """ : ""
        let checkVariants = variants ? "\n          && variants.every(([key, value]) => shot.getAttribute('data-' + key) === value)" : ""
        let variantIDs = variantFilters.map { ", 'filter-\($0)'" }.joined()
        let fromHash = variants ? """

              // The filters the address names: index.html#direction=rtl&text-size=AX3.
              function fromHash() {
                for (const [key, value] of new URLSearchParams(location.hash.slice(1))) {
                  const select = field('filter-' + key);
                  if (select && select.tagName === 'SELECT' && [...select.options].some(option => option.value === value)) {
                    select.value = value;
                  }
                }
                filter();
              }
              window.addEventListener('hashchange', fromHash);
              fromHash();
            """ : ""
        return """
        (() => {
          'use strict';
          const root = document.documentElement;
          root.style.setProperty('--dpr', String(window.devicePixelRatio || 1));
          function press(button) {
            for (const other of button.parentElement.querySelectorAll('button')) {
              other.setAttribute('aria-pressed', String(other === button));
            }
          }
          const field = id => document.getElementById(id);
          // Hides the shots, cards and sections the filters leave out, and counts what is left.
          function filter() {
            const group = field('filter-group').value, word = field('filter-state').value;
            const theme = field('filter-theme').value, text = field('filter-text').value.trim().toLowerCase();
            const lintOnly = field('filter-lint').checked;\(readVariants)
            let shown = 0, total = 0;
            for (const section of document.querySelectorAll('section.group')) {
              let any = false;
              for (const card of section.querySelectorAll('.card')) {
                let visibleShots = 0;
                for (const shot of card.querySelectorAll('.shot')) {
                  total += 1;
                  const ok = (!theme || shot.dataset.theme === theme) && (!lintOnly || shot.hasAttribute('data-lint'))\(checkVariants);
                  shot.hidden = !ok;
                  if (ok) visibleShots += 1;
                }
                const ok = visibleShots > 0 && (!group || card.dataset.group === group)
                  && (!word || card.dataset.words.split(' ').includes(word)) && (!text || card.dataset.text.includes(text));
                card.hidden = !ok;
                if (ok) { any = true; shown += visibleShots; }
              }
              section.hidden = !any;
            }
            field('shown').textContent = shown === total ? total + ' tiles' : shown + ' of ' + total + ' tiles';
            field('nothing').hidden = shown > 0;
          }
          document.addEventListener('click', event => {
            const target = event.target.closest('button, [data-lint-theme]');
            if (!target) return;
            if (target.dataset.zoom) {
              root.dataset.zoom = target.dataset.zoom;
              if (target.dataset.zoom !== 'fit') root.style.setProperty('--z', target.dataset.zoom);
              press(target);
            } else if (target.dataset.background) {
              root.dataset.background = target.dataset.background;
              press(target);
            } else if (target.hasAttribute('data-lint-theme')) {
              event.preventDefault();
              field('filter-theme').value = target.dataset.lintTheme;
              field('filter-lint').checked = true;
              filter();
            }
          });
          for (const id of ['filter-group', 'filter-state', 'filter-theme', 'filter-lint'\(variantIDs)]) field(id).addEventListener('change', filter);
          field('filter-text').addEventListener('input', filter);
          filter();\(fromHash)

          // A watched page: `bezel preview --watch` rewrites watch.js after each render.
          const meta = document.querySelector('meta[name=bezel-watch]');
          if (!meta) return;
          let version = Number(meta.content);
          const interval = Number(meta.dataset.interval) || 400;
          window.bezelWatch = state => {
            const banner = field('watch-errors');
            banner.hidden = state.errors.length === 0;
            banner.textContent = state.errors.join('\\n');
            if (state.version <= version) return;
            if (state.reload) { location.reload(); return; }
            version = state.version;
            for (const img of document.querySelectorAll('img.tile-img')) {
              const changed = state.images[img.dataset.src];
              if (changed !== undefined) img.src = img.dataset.src + '?v=' + changed;
            }
          };
          function poll() {
            const tag = document.createElement('script');
            tag.src = 'watch.js?t=' + Date.now();
            tag.onload = tag.onerror = () => { tag.remove(); setTimeout(poll, interval); };
            document.head.appendChild(tag);
          }
          poll();
        })();
        """
    }
}
