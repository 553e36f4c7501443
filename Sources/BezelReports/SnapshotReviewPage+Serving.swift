import BezelSnapshotResults
import Foundation

/// The review page served with actions (`bezel snapshots report --serve`):
/// the page written to its folder as always, and the same page with Accept
/// buttons (per snapshot, per change group, per suite) and a Delete button
/// for the orphaned references, whose script asks the server that serves it.
///
/// What the script sends, and what it reads back (the server is the
/// command's; the page only shows what it answers):
///
/// - `POST /accept?token=T` with `{"name": "Suite/name.ext"}`,
///   `{"group": "ID"}` or `{"suite": "Suite"}`; `POST /prune?token=T` with
///   `{}`. Each carries the token in the `X-Bezel-Token` header as well.
/// - `GET /state?token=T` when the page loads: what was done so far.
/// - Every answer is JSON: `{"message": "…", "items": [{"key": "S/a.png",
///   "state": "accepted"|"skipped", "detail": "…"}], "orphans": [{"path":
///   "Snapshots/S/old.png", "state": "deleted"|"kept", "detail": "…"}],
///   "counts": {"mismatches": 0, "new": 1, "orphaned": 0, "accepted": 2}}`,
///   or `{"error": "…"}` with a status of 400 or more.
extension SnapshotReviewPage {
    /// A review page written to its folder, ready to be served with its actions.
    public struct Written: Sendable {
        /// The page's path (`<folder>/index.html`).
        public let page: String
        /// The page's folder, absolute.
        public let folder: String
        /// Every file the page shows, relative to ``folder`` (`images/Suite/name.actual.png`): all that this
        /// report wrote besides the page.
        public let images: [String]
        let review: SnapshotReviewPage
        let files: ShownFiles

        /// The page as served with its actions, every path it asks for carrying `token` (its server's, required
        /// of every request).
        ///
        /// - Parameter token: the server's token, in the page's image addresses.
        public func servedHTML(token: String) -> String {
            ReviewMarkup(page: review, files: files, servedToken: token).document()
        }
    }

    /// Writes the page and its images as ``write(to:)`` does, and returns
    /// what a server needs to serve it.
    ///
    /// - Parameter folder: the output folder, claimed as ``write(to:)`` claims it.
    /// - Throws: as ``write(to:)``.
    public func writeServable(to folder: String) throws(ResultsError) -> Written {
        let written = try writeFiles(to: folder)
        return Written(page: "\(written.folder)/\(written.page)", folder: written.folder, images: written.images,
                       review: self, files: written.files)
    }

    /// The snapshots an Accept of the served page may write: mismatches, and new snapshots without a reference.
    var acceptable: [SnapshotResults.Entry] {
        results.entries(.outcome(.mismatch)) + results.entries(.new).filter { $0.record.status == .missing }
    }

    /// The header tiles whose numbers a served page updates, by their kind (also the keys of the answers' `counts`).
    static let servedCounts: Set<String> = ["mismatches", "new", "orphaned"]

    /// The served page's own style: its buttons, the per-suite bar, the state of a card after an action.
    static let servedStyle = """
        .served { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 14px; margin: 0 auto; padding: 12px 32px 0;
          max-width: 1600px; color: var(--muted); }
        button.act { font: inherit; font-size: 13px; font-weight: 600; padding: 3px 12px; border: 1px solid #1f883d;
          border-radius: 8px; background: #1f883d; color: #fff; cursor: pointer; margin-left: 8px; }
        button.act:hover { background: #1a7f37; }
        button.act.danger { border-color: #cf222e; background: #cf222e; }
        button.act:disabled { opacity: 0.55; cursor: default; }
        .served button.act { margin-left: 0; }
        .served .n { font-weight: 400; opacity: 0.85; }
        .outcome { font-weight: 600; overflow-wrap: anywhere; }
        .outcome:empty { display: none; }
        [data-state=accepted] > .item-head, [data-state=accepted] .outcome, [data-state=deleted] .outcome { color: #1a7f37; }
        [data-state=accepted] { box-shadow: inset 4px 0 0 #2da44e; }
        [data-state=skipped] .outcome, [data-state=kept] .outcome { color: var(--orange); }
        [data-state=deleted] { opacity: 0.5; }
        .served-status { position: fixed; right: 20px; bottom: 20px; z-index: 10; max-width: 560px; margin: 0; padding: 10px 16px;
          border-radius: 10px; background: #1f2328; color: #fff; box-shadow: 0 4px 16px rgba(0, 0, 0, 0.25);
          overflow-wrap: anywhere; }
        .served-status.bad { background: #a40e26; }
        .served-status:empty { display: none; }
        """

    /// The served page's script: the buttons send their action, and each
    /// answer updates the cards, the orphans and the counts in place.
    static let servedScript = """
        (() => {
          'use strict';
          const token = new URLSearchParams(location.search).get('token') || '';
          const status = document.getElementById('served-status');
          // Says `text` at the corner of the page, red when `bad`.
          function say(text, bad) {
            status.textContent = text;
            status.classList.toggle('bad', Boolean(bad));
          }
          // Shows an answer: each snapshot's state, each orphan's, the counts.
          function show(answer) {
            for (const item of answer.items || []) {
              for (const card of document.querySelectorAll('[data-key]')) {
                if (card.dataset.key !== item.key) continue;
                card.dataset.state = item.state;
                const outcome = card.querySelector('.outcome');
                if (outcome) outcome.textContent = item.state === 'accepted' ? 'accepted' : 'skipped: ' + item.detail;
                const button = card.querySelector('button[data-accept]');
                if (button && item.state === 'accepted') button.disabled = true;
              }
            }
            for (const orphan of answer.orphans || []) {
              for (const entry of document.querySelectorAll('[data-path]')) {
                if (entry.dataset.path !== orphan.path) continue;
                entry.dataset.state = orphan.state;
                const outcome = entry.querySelector('.outcome');
                if (outcome) outcome.textContent = orphan.state === 'deleted' ? 'deleted' : 'kept: ' + orphan.detail;
              }
            }
            for (const [name, value] of Object.entries(answer.counts || {})) {
              for (const number of document.querySelectorAll('[data-count]')) {
                if (number.dataset.count === name) number.textContent = String(value);
              }
            }
          }
          // Sends an action; the button stays disabled once it was done.
          async function send(path, body, button) {
            button.disabled = true;
            try {
              const response = await fetch(path + '?token=' + encodeURIComponent(token), {
                method: 'POST', body: JSON.stringify(body),
                headers: {'Content-Type': 'application/json', 'X-Bezel-Token': token}});
              const answer = await response.json().catch(() => ({error: 'the server answered ' + response.status}));
              if (!response.ok) {
                button.disabled = false;
                say(answer.error || 'the server answered ' + response.status, true);
                return;
              }
              show(answer);
              if (button.dataset.prune) button.textContent = 'Deleted';
              say(answer.message || 'done');
            } catch (error) {
              button.disabled = false;
              say('the server cannot be reached (is bezel snapshots report --serve still running?)', true);
            }
          }
          document.addEventListener('click', event => {
            const button = event.target.closest('button[data-accept], button[data-prune]');
            if (!button || button.disabled) return;
            if (button.dataset.accept) {
              send('/accept', {[button.dataset.accept]: button.dataset.value}, button);
            } else if (button.dataset.confirming === 'true') {
              send('/prune', {}, button);
            } else {
              button.dataset.confirming = 'true';
              button.textContent = button.dataset.confirm;
            }
          });
          fetch('/state?token=' + encodeURIComponent(token))
            .then(response => response.ok ? response.json() : null)
            .then(answer => { if (answer) show(answer); })
            .catch(() => {});
        })();
        """
}

/// The served page's buttons and its bar of per-suite actions; on the file, none.
extension ReviewMarkup {
    /// ` data-key="Suite/name.ext"` on a card a served page updates, else nothing.
    func keyAttribute(_ record: SnapshotRecord) -> String {
        servedToken == nil ? "" : " data-key=\"\(text(record.key))\""
    }

    /// The Accept button of one snapshot and where its outcome shows, on a served page.
    func acceptButton(_ record: SnapshotRecord) -> String {
        guard servedToken != nil else { return "" }
        return "<button type=\"button\" class=\"act\" data-accept=\"name\" data-value=\"\(text(record.key))\">Accept</button>"
            + " <span class=\"outcome\" role=\"status\"></span>"
    }

    /// The Accept button of a change group, on a served page.
    func groupButton(_ group: ChangeGroup) -> String {
        guard servedToken != nil else { return "" }
        return "<button type=\"button\" class=\"act\" data-accept=\"group\" data-value=\"\(text(group.id))\">"
            + "Accept these \(group.entries.count)</button>"
    }

    /// The Delete button of the orphaned references, on a served page: a first click asks, a second deletes.
    func deleteButton() -> String {
        guard servedToken != nil, !page.orphans.isEmpty else { return "" }
        let count = plural(page.orphans.count, "file")
        return " <button type=\"button\" class=\"act danger\" data-prune=\"orphans\" "
            + "data-confirm=\"Click again to delete \(count)\">Delete \(count)</button>"
    }

    /// The bar under the toolbar of a served page: Accept per suite, and where answers are said.
    func servedPanel() -> String {
        guard servedToken != nil else { return "" }
        var bySuite: [String: Int] = [:]
        for entry in page.acceptable { bySuite[entry.record.suite, default: 0] += 1 }
        let buttons = bySuite.keys.sorted().map { suite in
            "<button type=\"button\" class=\"act\" data-accept=\"suite\" data-value=\"\(text(suite))\">"
                + "\(text(suite)) <span class=\"n\">\(bySuite[suite] ?? 0)</span></button>"
        }.joined(separator: " ")
        let accept = buttons.isEmpty ? "Nothing to accept." : "Accept a whole suite: \(buttons)"
        return """
            <div class="served" aria-label="Review actions"><span>\(accept)</span>\
            <span>Accepted: <strong data-count="accepted">0</strong></span></div>
            <p id="served-status" class="served-status" role="status" aria-live="polite"></p>

            """
    }
}
