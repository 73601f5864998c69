import Foundation

/// The report's `index.html`: one file with its data, style and script inline, so it works offline from disk.
/// A summary table (failures first); for each failure the expected, actual and diff images side by side, a
/// slider that wipes between expected and actual, a scrubber over the kept frames (the most-changed first)
/// and the geometry differences in words. `#frame=K&wipe=P` in the address sets scrubber and slider.
enum ReportPage {
    static func html(_ suite: SuiteReport) -> String {
        // The data goes in a script element: every "<" is written as \u003c (valid in a JSON string, where
        // alone it can stand), so no text can end the element or put the HTML parser into a
        // comment-like state ("<!--<script>" would swallow the page's own script).
        let data = String(decoding: suite.json(), as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
        return head + "<script id=\"data\" type=\"application/json\">" + data + "</script>\n" + script
            + "</body>\n</html>\n"
    }

    static let head = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Unfold test report</title>
        <style>
        body { font: 14px -apple-system, "Inter", "DejaVu Sans", sans-serif; margin: 24px; color: #1c1c1e; background: #f2f2f7; }
        h1 { font-size: 22px; margin: 0 0 8px; }
        table { border-collapse: collapse; background: #fff; margin: 12px 0 24px; }
        th, td { text-align: left; padding: 6px 12px; border-bottom: 1px solid #e5e5ea; vertical-align: top; }
        .status { font-weight: 600; }
        .failed, .missing, .error { color: #d70015; }
        .passed { color: #248a3d; }
        .recorded { color: #0040dd; }
        section.failure, section.findings { background: #fff; padding: 16px; margin: 0 0 24px; border-radius: 10px; }
        section.failure h2, section.findings h2 { font-size: 17px; margin: 0 0 8px; }
        .triplet { display: flex; gap: 12px; flex-wrap: wrap; }
        figure { margin: 0; }
        figure.finding { margin: 8px 0 16px; }
        figure.finding figcaption { max-width: 640px; }
        p.fixed { color: #248a3d; }
        .status.accepted { color: #248a3d; }
        button.accept-all { margin: 0 0 12px; }
        figure img, .wipe img { width: 240px; display: block; border: 1px solid #d1d1d6; }
        figcaption { text-align: center; color: #636366; font-size: 12px; }
        .wipe { position: relative; width: 242px; margin-top: 12px; }
        .wipe .wipe-actual { position: absolute; left: 0; top: 0; }
        .controls { margin: 8px 0; }
        .controls label { margin-right: 16px; }
        pre.geometry { background: #f2f2f7; padding: 8px; white-space: pre-wrap; margin: 8px 0; }
        .matches { color: #248a3d; margin: 8px 0; }
        .matches.differ { color: #d70015; }
        .accept { display: flex; gap: 8px; align-items: center; margin: 4px 0 8px; }
        .accept code { background: #f2f2f7; padding: 4px 8px; border-radius: 6px; font-size: 12px; overflow-wrap: anywhere; }
        .accept button { font: inherit; font-size: 12px; padding: 3px 10px; border-radius: 6px; border: 1px solid #c7c7cc; background: #fff; cursor: pointer; }
        details.geometry-words { margin: 8px 0; }
        details.geometry-words summary { cursor: pointer; color: #3a3a3c; }
        </style>
        </head>
        <body>
        <h1>Unfold test report</h1>
        <p id="counts"></p>
        <table id="summary"><thead><tr><th>Scene</th><th>Variant</th><th>Status</th><th>Details</th></tr></thead><tbody></tbody></table>
        <div id="failures"></div>

        """

    static let script = """
        <script>
        (function () {
          const suite = JSON.parse(document.getElementById('data').textContent);
          const params = new URLSearchParams(location.hash.slice(1));
          const el = (tag, attrs, text) => {
            const e = document.createElement(tag);
            for (const k in attrs || {}) e.setAttribute(k, attrs[k]);
            if (text !== undefined) e.textContent = text;
            return e;
          };
          // The command that accepts a change, shown with a button that copies it (the clipboard API where the
          // page may use it, else a selection and the copy command, which file:// pages allow).
          const acceptLine = (command) => {
            const box = el('div', { class: 'accept' });
            box.appendChild(el('span', {}, 'to accept:'));
            const code = el('code', {}, command);
            const button = el('button', { type: 'button', class: 'copy' }, 'Copy');
            button.addEventListener('click', () => {
              const done = () => { button.textContent = 'Copied'; };
              const fallback = () => {
                const range = document.createRange();
                range.selectNodeContents(code);
                const selection = window.getSelection();
                selection.removeAllRanges();
                selection.addRange(range);
                if (document.execCommand('copy')) done();
              };
              if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(command).then(done, fallback);
              else fallback();
            });
            box.appendChild(code);
            box.appendChild(button);
            return box;
          };
          const counts = {};
          for (const r of suite.results) counts[r.status] = (counts[r.status] || 0) + 1;
          document.getElementById('counts').textContent =
            ['passed', 'failed', 'recorded', 'missing', 'error'].filter(s => counts[s]).map(s => counts[s] + ' ' + s).join(', ');
          const body = document.querySelector('#summary tbody');
          // Served by `unfold show-report` (http, with the token it printed): Accept buttons record goldens.
          const token = new URLSearchParams(location.search).get('token');
          const served = location.protocol.startsWith('http') && !!token;
          const post = (path, entry) => fetch(path + '?token=' + encodeURIComponent(token), {
            method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(entry || {})
          });
          const acceptable = (r) => r.status === 'failed' || r.status === 'missing';
          const markAccepted = (row) => {
            row.setAttribute('data-status', 'accepted');
            const status = row.querySelector('.status');
            status.textContent = 'accepted';
            status.className = 'status accepted';
            const button = row.querySelector('button.accept-one');
            if (button) button.remove();
          };
          if (served && suite.results.some(acceptable)) {
            const all = el('button', { type: 'button', class: 'accept-all' }, 'Accept all');
            all.addEventListener('click', async () => {
              all.disabled = true;
              const answer = await post('/accept-all');
              const json = await answer.json().catch(() => ({}));
              for (const a of (json.accepted || [])) {
                const row = [...body.rows].find(t => t.dataset.path === a.scene && t.dataset.variant === a.variant);
                if (row) markAccepted(row);
              }
              all.textContent = answer.ok ? 'Accepted' : 'Refused: ' + (json.refused || []).join(', ');
            });
            document.getElementById('counts').after(all);
          }
          for (const r of suite.results) {
            const row = el('tr', { 'data-scene': r.name, 'data-status': r.status });
            row.appendChild(el('td', {}, r.scene));
            row.appendChild(el('td', {}, r.variant));
            row.appendChild(el('td', { class: 'status ' + r.status }, r.status));
            const found = r.newFindings && r.newFindings.length ? r.newFindings.length + ' new audit findings' : '';
            const details = r.reason || r.note || (r.failures.length ? r.failures.length + ' of ' + r.keptFrames.length + ' frames differ' : found);
            const cell = el('td', {}, details);
            if (r.status === 'missing' && r.accept) cell.appendChild(acceptLine(r.accept));
            row.appendChild(cell);
            row.dataset.path = r.scene;
            row.dataset.variant = r.variant;
            if (served && acceptable(r)) {
              const button = el('button', { type: 'button', class: 'accept-one' }, 'Accept');
              button.addEventListener('click', async () => {
                button.disabled = true;
                const answer = await post('/accept', { scene: r.scene, variant: r.variant });
                if (answer.ok) markAccepted(row); else button.replaceWith(el('span', { class: 'refused' }, await answer.text()));
              });
              const actions = el('td', {});
              actions.appendChild(button);
              row.appendChild(actions);
            }
            body.appendChild(row);
          }
          const failures = document.getElementById('failures');
          for (const r of suite.results.filter(r => r.status === 'failed' && r.failures.length)) {
            const byFrame = {};
            for (const f of r.failures) byFrame[f.frame] = f;
            const worst = r.failures.slice().sort((a, b) => (b.differing - a.differing) || (b.geometry.length - a.geometry.length))[0];
            const section = el('section', { class: 'failure', 'data-scene': r.name });
            section.appendChild(el('h2', {}, r.name + ' (' + r.variant + ')'));
            if (r.geometrySummary) section.appendChild(el('p', { class: 'geometry-summary' }, 'geometry: ' + r.geometrySummary));
            if (r.accept) section.appendChild(acceptLine(r.accept));
            const controls = el('div', { class: 'controls' });
            const frameLabel = el('label', {});
            const scrubber = el('input', { type: 'range', class: 'scrubber', min: 0, max: r.keptFrames.length - 1, step: 1 });
            const wipeLabel = el('label', {}, 'wipe ');
            const slider = el('input', { type: 'range', class: 'slider', min: 0, max: 100, step: 1, value: 50 });
            wipeLabel.appendChild(slider);
            controls.appendChild(frameLabel);
            controls.appendChild(scrubber);
            controls.appendChild(wipeLabel);
            section.appendChild(controls);
            const matches = el('p', { class: 'matches' });
            // The pictures come first; the frame's geometry differences are words folded under them.
            const words = el('details', { class: 'geometry-words' });
            const wordsSummary = el('summary', {});
            words.appendChild(wordsSummary);
            const geometry = el('pre', { class: 'geometry' });
            words.appendChild(geometry);
            const triplet = el('div', { class: 'triplet' });
            const images = {};
            for (const kind of ['expected', 'actual', 'diff']) {
              const figure = el('figure', {});
              images[kind] = el('img', { class: kind, alt: kind });
              figure.appendChild(images[kind]);
              figure.appendChild(el('figcaption', {}, kind));
              triplet.appendChild(figure);
            }
            const wipe = el('div', { class: 'wipe' });
            const under = el('img', { class: 'wipe-expected', alt: 'expected' });
            const over = el('img', { class: 'wipe-actual', alt: 'actual' });
            wipe.appendChild(under);
            wipe.appendChild(over);
            section.appendChild(matches);
            section.appendChild(triplet);
            section.appendChild(wipe);
            section.appendChild(words);
            failures.appendChild(section);
            const showFrame = (k) => {
              const frame = r.keptFrames[k];
              const f = byFrame[frame];
              section.setAttribute('data-frame', frame);
              frameLabel.textContent = 'frame ' + frame + ' ';
              matches.textContent = f ? (f.differing ? f.differing + ' pixels differ' : 'pixels match') : 'frame ' + frame + ' matches';
              matches.className = 'matches' + (f && f.differing ? ' differ' : '');
              geometry.textContent = f && f.geometry.length ? f.geometry.join('\\n') : '';
              wordsSummary.textContent = f && f.geometry.length ? f.geometry.length + ' geometry differences in frame ' + frame : '';
              words.style.display = f && f.geometry.length ? '' : 'none';
              const shown = !!(f && f.expected);
              triplet.style.display = shown ? '' : 'none';
              wipe.style.display = shown ? '' : 'none';
              if (shown) {
                images.expected.src = under.src = f.expected;
                images.actual.src = over.src = f.actual;
                if (f.diff) images.diff.src = f.diff; else images.diff.removeAttribute('src');
              }
            };
            const setWipe = (p) => { over.style.clipPath = 'inset(0 0 0 ' + p + '%)'; section.setAttribute('data-wipe', p); };
            scrubber.addEventListener('input', () => showFrame(+scrubber.value));
            slider.addEventListener('input', () => setWipe(slider.value));
            let start = r.keptFrames.indexOf(worst.frame);
            if (params.has('frame')) start = Math.max(0, Math.min(r.keptFrames.length - 1, +params.get('frame')));
            scrubber.value = start;
            showFrame(start);
            slider.value = params.has('wipe') ? +params.get('wipe') : 50;
            setWipe(slider.value);
          }
          // `test --audit`: each new finding on its frame, the element outlined in red; fixed ones in words.
          for (const r of suite.results.filter(r => (r.newFindings && r.newFindings.length) || (r.fixedFindings && r.fixedFindings.length))) {
            const section = el('section', { class: 'findings', 'data-scene': r.name });
            section.appendChild(el('h2', {}, 'audit: ' + r.name + ' (' + r.variant + ')'));
            if (r.newFindings && r.newFindings.length && r.accept) section.appendChild(acceptLine(r.accept));
            for (const f of (r.newFindings || [])) {
              const figure = el('figure', { class: 'finding' });
              if (f.image) figure.appendChild(el('img', { src: f.image, alt: f.words }));
              figure.appendChild(el('figcaption', {}, 'new finding: ' + f.words + ' (frame ' + f.frame + '): ' + f.message));
              section.appendChild(figure);
            }
            for (const words of (r.fixedFindings || [])) section.appendChild(el('p', { class: 'fixed' }, 'fixed: ' + words));
            failures.appendChild(section);
          }
          document.body.setAttribute('data-ready', 'yes');
        })();
        </script>

        """
}
