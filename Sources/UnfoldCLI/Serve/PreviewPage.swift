/// The preview's one page: no outside file, every control reachable from the keyboard.
enum PreviewPage {
    static func html(info: String) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Unfold preview</title>
        <style>
        body { font: 14px system-ui, sans-serif; margin: 0; background: #f2f2f7; color: #1c1c1e; }
        header { display: flex; gap: 12px; align-items: center; padding: 10px 16px; background: #fff; flex-wrap: wrap; }
        header h1 { font-size: 16px; margin: 0 12px 0 0; }
        main { display: flex; justify-content: center; padding: 16px; }
        #stage { position: relative; display: inline-block; box-shadow: 0 1px 6px rgba(0,0,0,.15); }
        #stage img { display: block; width: var(--w); height: auto; }
        #over { position: absolute; inset: 0; overflow: hidden; }
        #over img { position: absolute; inset: 0; }
        #over.diff img { mix-blend-mode: difference; }
        #outline { position: absolute; inset: 0; pointer-events: none; }
        .o-row { position: absolute; border: 1px solid rgba(0,122,255,.9); }
        .o-el { position: absolute; border: 1px dashed rgba(255,59,48,.8); }
        .o-row > span { position: absolute; left: 2px; top: 1px; font: 10px monospace; color: #007aff; background: rgba(255,255,255,.8); }
        #bar { position: relative; margin: 0 16px; height: 44px; }
        #scrubber { width: 100%; margin: 0; }
        #ticks { position: relative; height: 14px; }
        .tick { position: absolute; top: 0; width: 2px; height: 12px; background: #ff9500; }
        #overlay { display: none; position: fixed; inset: 0; background: rgba(28,28,30,.88); color: #fff; padding: 32px; overflow: auto; }
        #overlay pre { font: 13px/1.5 monospace; white-space: pre-wrap; }
        body[data-errors="yes"] #overlay { display: block; }
        </style></head>
        <body data-ready="no">
        <header>
          <h1 id="title">Unfold preview</h1>
          <button id="play" type="button" title="space">Play</button>
          <button id="back" type="button" title="←">◀︎</button>
          <button id="forward" type="button" title="→">▶︎</button>
          <label>speed <select id="speed"><option>0.25</option><option>0.5</option><option selected>1</option><option>2</option></select></label>
          <label>variant <select id="variant"></select></label>
          <label><input type="checkbox" id="outlineMode"> outline</label>
          <span id="modes"></span>
          <span id="where"></span>
        </header>
        <div id="bar"><input id="scrubber" type="range" min="0" max="0" step="1" value="0"><div id="ticks"></div></div>
        <main><div id="stage"><img id="live" alt="frame"><div id="over"></div><div id="outline"></div></div></main>
        <div id="overlay" role="alert"><h2>The scene has errors; the last good frames stay shown</h2><pre id="errors"></pre></div>
        <script id="info" type="application/json">\(info)</script>
        <script>
        (function () {
          let info = JSON.parse(document.getElementById('info').textContent);
          const $ = (id) => document.getElementById(id);
          const params = new URLSearchParams(location.hash.slice(1));
          const state = { variant: params.get('variant') || info.start || 'default', frame: 0, playing: false,
                          speed: 1, outline: params.get('outline') === '1', mode: params.get('mode') || 'live' };
          let timeline = null;
          const el = (tag, attrs, text) => {
            const e = document.createElement(tag);
            for (const k in attrs || {}) e.setAttribute(k, attrs[k]);
            if (text !== undefined) e.textContent = text;
            return e;
          };
          const fillVariants = () => {
            const menu = $('variant');
            menu.textContent = '';
            for (const v of info.variants) menu.appendChild(el('option', { value: v }, v));
            if (!info.variants.includes(state.variant)) state.variant = 'default';
            menu.value = state.variant;
          };
          const fillTicks = () => {
            const ticks = $('ticks');
            ticks.textContent = '';
            const end = Math.max(1, info.frames - 1) / info.fps;
            for (const a of info.actions) {
              const t = el('div', { class: 'tick', title: 'line ' + a.line + ': ' + a.text });
              t.style.left = (100 * Math.min(1, a.time / end)) + '%';
              ticks.appendChild(t);
            }
          };
          const modes = () => {
            const box = $('modes');
            box.textContent = '';
            if (!info.goldens) return;
            for (const m of ['live', 'golden', 'wipe', 'diff']) {
              const label = el('label', {});
              const radio = el('input', { type: 'radio', name: 'mode', value: m });
              radio.checked = state.mode === m;
              radio.addEventListener('change', () => { state.mode = m; show(); });
              label.appendChild(radio);
              label.appendChild(document.createTextNode(' ' + m + ' '));
              box.appendChild(label);
            }
          };
          const drawOutline = () => {
            const layer = $('outline');
            layer.textContent = '';
            if (!state.outline || !timeline) return;
            const f = timeline.frames[state.frame];
            if (!f) return;
            const k = $('live').clientWidth / info.width;
            for (const r of f.rows) {
              const box = el('div', { class: 'o-row', 'data-id': r.id });
              Object.assign(box.style, { left: r.x * k + 'px', top: (r.y - f.contentOffset) * k + 'px',
                                         width: r.width * k + 'px', height: r.height * k + 'px' });
              box.appendChild(el('span', {}, r.id));
              for (const e of r.elements) {
                const inner = el('div', { class: 'o-el', title: r.id + '.' + e.id });
                Object.assign(inner.style, { left: e.x * k + 'px', top: e.y * k + 'px', width: e.width * k + 'px', height: e.height * k + 'px' });
                box.appendChild(inner);
              }
              layer.appendChild(box);
            }
          };
          const show = () => {
            const n = Math.max(0, Math.min(info.frames - 1, state.frame));
            state.frame = n;
            $('scrubber').value = n;
            const src = (kind) => '/' + kind + '/' + encodeURIComponent(state.variant) + '/' + n + '.png?b=' + info.build;
            const over = $('over');
            over.textContent = '';
            over.className = state.mode;
            $('live').src = state.mode === 'golden' ? src('golden') : src('frame');
            if (state.mode === 'wipe' || state.mode === 'diff') {
              const g = el('img', { src: src('golden'), alt: 'golden' });
              if (state.mode === 'wipe') g.style.clipPath = 'inset(0 50% 0 0)';
              over.appendChild(g);
            }
            $('where').textContent = 'frame ' + n + ' · ' + (n / info.fps).toFixed(2) + ' s';
            document.body.dataset.frame = n;
            document.body.dataset.variant = state.variant;
            drawOutline();
          };
          const loadTimeline = async () => {
            const answer = await fetch('/timeline/' + encodeURIComponent(state.variant) + '.json');
            timeline = answer.ok ? await answer.json() : null;
            if (timeline) { info.frames = timeline.frames.length; info.fps = timeline.fps; }
            $('scrubber').max = Math.max(0, info.frames - 1);
          };
          const checkErrors = async () => {
            const d = await (await fetch('/diagnostics.json')).json();
            const lines = d.diagnostics.map(x => x.path + ':' + x.line + ':' + x.column + ': ' + x.severity + ': ' + x.message
              + (x.source ? '\\n' + x.source + '\\n' + ' '.repeat(Math.max(0, x.column - 1)) + '^' : ''));
            $('errors').textContent = lines.join('\\n');
            document.body.dataset.errors = lines.length ? 'yes' : 'no';
          };
          const reload = async () => {
            // The page's own data again, keeping the time it was showing.
            const html = await (await fetch('/')).text();
            const doc = new DOMParser().parseFromString(html, 'text/html');
            const time = state.frame / info.fps;
            info = JSON.parse(doc.getElementById('info').textContent);
            fillVariants(); fillTicks(); modes();
            await loadTimeline();
            state.frame = Math.round(time * info.fps);
            await checkErrors();
            show();
            document.body.dataset.build = info.build;
          };
          let last = null;
          const tick = (now) => {
            if (!state.playing) { last = null; return; }
            if (last !== null) {
              const advance = (now - last) / 1000 * info.fps * state.speed;
              state.frame = (state.frame + advance) % Math.max(1, info.frames);
            }
            last = now;
            const whole = Math.floor(state.frame);
            if (whole !== +document.body.dataset.frame) { const keep = state.frame; state.frame = whole; show(); state.frame = keep; }
            requestAnimationFrame(tick);
          };
          const toggle = () => {
            state.playing = !state.playing;
            $('play').textContent = state.playing ? 'Pause' : 'Play';
            if (state.playing) requestAnimationFrame(tick); else { state.frame = Math.floor(state.frame); show(); }
          };
          const step = (d) => { state.playing = false; $('play').textContent = 'Play'; state.frame = Math.floor(state.frame) + d; show(); };
          $('play').addEventListener('click', toggle);
          $('back').addEventListener('click', () => step(-1));
          $('forward').addEventListener('click', () => step(1));
          $('speed').addEventListener('change', () => { state.speed = +$('speed').value; });
          $('variant').addEventListener('change', async () => { state.variant = $('variant').value; await loadTimeline(); show(); });
          $('outlineMode').addEventListener('change', () => { state.outline = $('outlineMode').checked; drawOutline(); });
          $('scrubber').addEventListener('input', () => { state.frame = +$('scrubber').value; show(); });
          document.addEventListener('keydown', (e) => {
            if (e.target.tagName === 'SELECT' || e.target.tagName === 'INPUT' && e.target.type !== 'range') return;
            if (e.key === ' ') { e.preventDefault(); toggle(); }
            if (e.key === 'ArrowLeft') { e.preventDefault(); step(-1); }
            if (e.key === 'ArrowRight') { e.preventDefault(); step(1); }
          });
          (async () => {
            document.documentElement.style.setProperty('--w', Math.min(info.width || 390, 430) + 'px');
            $('title').textContent = info.scene || 'Unfold preview';
            $('outlineMode').checked = state.outline;
            fillVariants(); fillTicks(); modes();
            await loadTimeline();
            if (params.has('t')) state.frame = Math.round(+params.get('t') * info.fps);
            if (params.has('frame')) state.frame = +params.get('frame');
            await checkErrors();
            show();
            $('live').addEventListener('load', () => { document.body.dataset.ready = 'yes'; drawOutline(); });
            document.body.dataset.build = info.build;
            const events = new EventSource('/events');
            events.addEventListener('build', () => reload());
          })();
        })();
        </script>
        </body></html>

        """
    }
}
