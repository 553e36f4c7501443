extension ThemeComparisonPage {
    /// The page's own rules, after the shared style sheet (``PageAssets/style``):
    /// count tile colours, the contrast verdict, the values table, a tile's
    /// values and contrast, and the thumbnails of unchanged tiles.
    static let style = """
        .tile.changed { color: var(--red); background: #fff8f7; } .tile.unchanged { color: var(--green); }
        .tile.values { color: var(--purple); } .tile.zero { color: var(--muted); opacity: 0.7; }
        .sides { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 10px; font-size: 15px; }
        .side-name { color: var(--text); font-weight: 600; overflow-wrap: anywhere; }
        .arrow { color: var(--muted); }
        .change { display: inline-flex; align-items: center; gap: 6px; }
        .value { display: inline-flex; align-items: center; gap: 6px; }
        .swatch { vertical-align: middle; }
        .background { margin: 16px 0 0; color: var(--muted); max-width: 980px; }
        .background .swatch { margin-right: 4px; }
        .background.changed { color: var(--text); }
        .verdict { margin: 14px 0 0; font-size: 15px; font-weight: 600; }
        .verdict.ok { color: var(--green); } .verdict.fail { color: var(--red); }
        .failing-tiles { margin: 2px 0 0; max-width: 1100px; }
        .lint-changes { margin: 6px 0 0; color: var(--muted); }
        .bad { color: var(--red); } .good { color: var(--green); }
        .findings { margin: 6px 0 0; padding: 0; list-style: none; display: grid; gap: 3px; }
        .finding { font: 12.5px/1.45 ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; color: #82071e;
          overflow-wrap: anywhere; }
        .finding.fixed { color: var(--green); }
        .tag { display: inline-block; margin-right: 8px; padding: 0 6px; border-radius: 4px; font: 600 11px/1.6 system-ui,
          "DejaVu Sans", sans-serif; text-transform: uppercase; letter-spacing: 0.04em; background: #ffebe9; color: var(--red); }
        .finding.fixed .tag, .finding.better .tag { background: #dafbe1; color: var(--green); }
        .finding.worse .tag { background: #fff1e5; color: var(--orange); }

        .table-wrap { max-width: 100%; overflow: auto; }
        table.values { border-collapse: separate; border-spacing: 0; background: var(--card); border: 1px solid var(--line);
          border-radius: 10px; min-width: 640px; }
        table.values th, table.values td { padding: 7px 14px; text-align: left; vertical-align: middle;
          border-bottom: 1px solid var(--line); }
        table.values tbody tr:last-child > * { border-bottom: 0; }
        table.values thead th { font-size: 12px; font-weight: 600; color: var(--muted); text-transform: uppercase;
          letter-spacing: 0.05em; background: #f8f9fa; }
        table.values thead th:first-child { border-top-left-radius: 10px; }
        table.values thead th:last-child { border-top-right-radius: 10px; }
        table.values tbody th { font-weight: 400; }
        .values-list > summary { margin: 0 0 10px; color: var(--accent); font-weight: 600; cursor: pointer; }
        .inherited { color: var(--muted); font-style: italic; }
        code.place { color: var(--muted); }

        .compared .item-head { row-gap: 2px; }
        .dot, .scale { color: var(--muted); font-weight: 450; }
        .tile-name { color: var(--muted); font-size: 12px; }
        .tile-info { display: flex; flex-wrap: wrap; gap: 12px 40px; margin-top: 12px; }
        .info-block { min-width: 260px; }
        .info-block h4 { margin: 0 0 4px; font-size: 12px; font-weight: 600; color: var(--muted); text-transform: uppercase;
          letter-spacing: 0.05em; }
        .tile-values { margin: 0; padding: 0; list-style: none; display: grid; gap: 4px; }
        .tile-values li { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 12px; }
        .quiet { margin: 0; color: var(--muted); }
        .contrast-sides { display: flex; flex-wrap: wrap; gap: 8px 32px; }
        .contrast-side h5 { margin: 0; font-size: 12.5px; font-weight: 600; color: var(--muted); }
        .contrast-side .findings { margin-top: 2px; }
        .passes { margin: 2px 0 0; color: var(--green); }
        figcaption .side-name { font-weight: 600; letter-spacing: 0; text-transform: none; }

        .unchanged-list > summary { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 14px; cursor: pointer; }
        .unchanged-list > summary h2 { display: inline-flex; }
        .unchanged-list > summary .hint { color: var(--accent); font-weight: 600; }
        .unchanged-list[open] > summary .hint { display: none; }
        .thumbs { display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); gap: 12px; margin: 14px 0 0;
          padding: 0; list-style: none; }
        .thumbs li { display: grid; gap: 6px; align-content: start; padding: 10px; border: 1px solid var(--line);
          border-radius: 10px; background: var(--card); }
        .thumb { display: flex; align-items: center; justify-content: center; height: 96px; border-radius: 6px; overflow: hidden; }
        .thumb img { max-width: 100%; max-height: 100%; }
        .thumb-name code { font-size: 12px; overflow-wrap: anywhere; hyphens: none; }
        .thumb-state { color: var(--muted); font-size: 12px; overflow-wrap: anywhere; }
        """
}
