/// The start every checker page of these browser tests shares: `index.html`
/// in a 1300 × 1000 frame, and once it has loaded, every image asked for
/// and settled. The page's own checks follow inside `try {`, with `page`,
/// `view`, `parts`, `check`, `click` and `style` at hand; the first part
/// is `<n> images loaded` or `BROKEN <paths>`.
enum BrowserCheckPage {
    static let prelude = """
        <!doctype html><html><body style="margin:0">
        <iframe id="f" src="index.html" style="width:1300px;height:1000px;border:0"></iframe>
        <script>
        const frame = document.getElementById('f');
        // Resolves when `image` has loaded or failed (or after 3 s of virtual time).
        function settled(image) {
          return new Promise(resolve => {
            if (image.complete) return resolve();
            image.addEventListener('load', resolve, {once: true});
            image.addEventListener('error', resolve, {once: true});
            setTimeout(resolve, 3000);
          });
        }
        frame.addEventListener('load', async () => {
          const page = frame.contentDocument, view = frame.contentWindow;
          const parts = [];
          const check = (control, works, seen) => parts.push(control + (works ? ' ok' : ' FAILED (' + seen + ')'));
          const click = element => element.dispatchEvent(new view.MouseEvent('click', {bubbles: true}));
          const style = element => view.getComputedStyle(element);
          try {
            // Images further down the page load lazily: ask for all of them now.
            const images = [...page.images];
            for (const image of images) image.loading = 'eager';
            await Promise.all(images.map(settled));
            const broken = [...new Set(images.filter(i => !(i.complete && i.naturalWidth > 0)).map(i => i.getAttribute('src')))];
            parts.push(broken.length ? 'BROKEN ' + broken.join(' ') : images.length + ' images loaded');
        """
}
