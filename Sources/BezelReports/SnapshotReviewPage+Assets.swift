extension SnapshotReviewPage {
    /// The page's style sheet: the shared one (``PageAssets/style``), then
    /// the review page's own rules (count tile colours, sections, change
    /// groups, messages, footers, orphans).
    static let style = PageAssets.style + "\n" + ownStyle

    /// The review page's own rules.
    static let ownStyle = """
        .tile.mismatches { color: var(--red); } .tile.new { color: var(--blue); } .tile.orphaned { color: var(--purple); }
        .tile.rerecorded { color: var(--teal); } .tile.matched { color: var(--green); } .tile.errors { color: var(--orange); }
        .tile.mismatches, .tile.errors { background: #fff8f7; } .tile.new { background: #f5f9ff; }
        .tile.zero { color: var(--muted); background: #f8f9fa; opacity: 0.7; }
        .tile.findings { color: #7d4e00; background: #fffbe5; }
        .banner { margin-top: 16px; padding: 12px 16px; border-radius: 10px; background: #fff8c5; border: 1px solid #e3c55b;
          color: #4d3800; max-width: 980px; }
        .banner strong { display: block; font-size: 15px; margin-bottom: 2px; }
        .section-mismatches .count { background: #ffebe9; color: var(--red); }
        .section-errors .count { background: #fff1e5; color: var(--orange); }
        .section-new .count { background: #ddf4ff; color: var(--blue); }
        .section-rerecorded .count { background: #dff7f7; color: var(--teal); }
        .section-orphaned .count { background: #fbefff; color: var(--purple); }
        .section-text-findings .count { background: #fff8c5; color: #7d4e00; }
        ul.findings { margin: 10px 0 0; padding: 8px 12px 8px 30px; border-left: 4px solid #d4a72c; border-radius: 8px;
          background: #fff8c5; color: #3b2300; font-size: 13.5px; overflow-wrap: anywhere; }
        ul.findings.failing { border-left-color: var(--orange); background: #fff1e5; }
        ul.findings li { margin: 2px 0; }
        .finding-kind { font-weight: 600; }
        .finding-where { color: #6e5a2a; font-size: 12.5px; }
        .findings-row { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 12px 20px; }
        .findings-row ul.findings { flex: 1 1 320px; }
        code.cmd, code.id { padding: 1px 7px; border: 1px solid var(--line); border-radius: 6px; background: #f6f8fa;
          color: var(--text); user-select: all; white-space: nowrap; }
        pre.message { margin: 10px 0 0; padding: 8px 12px; border-radius: 8px; background: #f6f8fa; color: #3b4148;
          white-space: pre-wrap; overflow-wrap: anywhere; }
        .colors { display: flex; flex-wrap: wrap; gap: 4px 20px; margin: 10px 0 0; padding: 0; list-style: none; }
        .colors li { display: inline-flex; align-items: center; gap: 8px; }
        .change { display: inline-flex; align-items: center; gap: 6px; }
        .change code { font-size: 12px; }
        .arrow { color: var(--muted); }
        .px-count { color: var(--muted); font-size: 12.5px; }
        pre.text-snapshot { margin: 0; padding: 10px 12px; max-width: 560px; max-height: 420px; overflow: auto;
          border-radius: 8px; background: #f6f8fa; }
        .item-foot { display: flex; flex-wrap: wrap; gap: 6px 28px; margin-top: 14px; padding-top: 12px;
          border-top: 1px solid var(--line); color: var(--muted); font-size: 13px; }
        .item-foot code { overflow-wrap: anywhere; }
        .test-name { color: var(--text); }
        .group { margin: 0 0 20px; border: 1px solid #f2c4c4; border-radius: 14px; background: var(--card); overflow: hidden;
          box-shadow: 0 1px 3px rgba(31, 35, 40, 0.06); }
        .group-head { display: grid; gap: 6px; padding: 14px 20px; background: #fff6f5; border-bottom: 1px solid #f6dada; }
        .group-title { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; }
        .group-title h3 { margin: 0; font-size: 16px; overflow-wrap: anywhere; }
        .group-facts { display: flex; flex-wrap: wrap; gap: 6px 22px; margin: 0; color: var(--muted); }
        .group-facts strong { color: var(--text); }
        .group-members { margin: 0; color: var(--muted); font-size: 13px; overflow-wrap: anywhere; }
        .group .item { margin: 0; border: 0; border-radius: 0; box-shadow: none; }
        .members { border-top: 1px solid var(--line); }
        .members > summary { padding: 11px 20px; color: var(--accent); font-weight: 600; cursor: pointer; }
        .members > summary:hover { background: #f6f8fa; }
        .member-items > .item { border-top: 1px solid var(--line); }
        .orphans { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 12px; margin: 0; padding: 0;
          list-style: none; }
        .orphans li { display: grid; gap: 8px; padding: 10px; border: 1px solid var(--line); border-radius: 10px; background: var(--card); }
        .orphans code { font-size: 12px; overflow-wrap: anywhere; }
        .thumb { display: flex; align-items: center; justify-content: center; height: 120px; border-radius: 6px; overflow: hidden; }
        .thumb img { max-width: 100%; max-height: 100%; }
        .thumb .note { max-width: 100%; }
        """

    /// The page's script: the shared one (``PageAssets/script``).
    static let script = PageAssets.script
}
