#!/usr/bin/env python3
"""Clicks an Accept button of the served review page in headless Chromium,
as a user's mouse does, through the DevTools protocol (a WebSocket by hand,
standard library only).

usage: review-browser.py CHROMIUM URL KEY|--delete OUT.json [SCREENSHOT.png]

Starts CHROMIUM (chromium-headless-shell) with a DevTools port of its own
and a fresh profile, opens URL (the address `bezel snapshots report --serve`
printed), waits for the page and its images, scrolls the Accept button of
the snapshot KEY (`Suite/name.ext`) into view and clicks its middle with
Input.dispatchMouseEvent, then waits for the page to show the answer.
Writes OUT.json: {"images": "<n> loaded" | "BROKEN …", "state": the card's
data-state, "outcome": its text, "counts": {tile: number}, "status": the
corner message, "console": [errors logged and exceptions thrown]}; and the
page as a PNG when asked. With --delete it clicks the orphans' Delete twice
(the first click asks) and writes {"asked": the button's question,
"orphans": {path: [state, text]}, …} instead of the card's state."""
import json, os, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from devtools import Browser

def main():
    chromium, url, key, out_path = sys.argv[1:5]
    screenshot = sys.argv[5] if len(sys.argv) > 5 else None
    with Browser(width=1200, height=900, path=chromium) as page:
        page.navigate(url)
        images = page.evaluate("""(async () => {
            const images = [...document.images];
            for (const image of images) image.loading = 'eager';
            await Promise.all(images.map(image => image.complete ? null : new Promise(resolve => {
                image.addEventListener('load', resolve, {once: true});
                image.addEventListener('error', resolve, {once: true});
                setTimeout(resolve, 3000);
            })));
            const broken = images.filter(i => !(i.complete && i.naturalWidth > 0)).map(i => i.getAttribute('src'));
            return broken.length ? 'BROKEN ' + broken.join(' ') : images.length + ' loaded';
        })()""")
        counts = """const counts = {};
            for (const number of document.querySelectorAll('.tile [data-count], [data-count=accepted]'))
                counts[number.dataset.count] = number.textContent;"""
        if key == "--delete":
            # Delete asks first: the first click says what a second one does.
            page.click_found("document.querySelector('button[data-prune]')")
            asked = page.evaluate("document.querySelector('button[data-prune]').textContent")
            page.click_found("document.querySelector('button[data-prune]')")
            watched = f"""(() => {{
                {counts}
                const orphans = {{}};
                for (const entry of document.querySelectorAll('[data-path]'))
                    orphans[entry.dataset.path] = [entry.dataset.state || null, entry.querySelector('.outcome').textContent];
                return {{asked: {json.dumps(asked)}, orphans, counts, status: document.getElementById('served-status').textContent,
                         done: Object.values(orphans).every(([state]) => state)}};
            }})()"""
        else:
            card = f"[...document.querySelectorAll('[data-key]')].find(card => card.dataset.key === {json.dumps(key)})"
            page.click_found(f"{card}.querySelector('button[data-accept=name]')")
            watched = f"""(() => {{
                const card = {card};
                {counts}
                return {{state: card.dataset.state || null, outcome: card.querySelector('.outcome').textContent,
                         counts, status: document.getElementById('served-status').textContent,
                         done: Boolean(card.dataset.state)}};
            }})()"""
        shown = None
        deadline = time.time() + 10
        while time.time() < deadline:
            shown = page.evaluate(watched)
            if shown["done"]: break
            time.sleep(0.1)
        shown["images"] = images
        shown["console"] = page.console_errors()
        if screenshot: page.screenshot(screenshot)
        with open(out_path, "w") as file: json.dump(shown, file)

main()
