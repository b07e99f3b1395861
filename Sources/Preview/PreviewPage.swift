/// The preview page: one HTML file, its script and its style, served from the binary (no
/// files to install beside it, nothing fetched from elsewhere).
///
/// The page keeps itself up to date over `/ws`: each message is the whole ``PreviewState``.
/// A new recording's frames are loaded before they are shown, so playback never shows a
/// half-loaded clip. For tests and tools, `<body>` carries `data-generation` (the recording
/// shown), `data-frame` (its frame), `data-debug` ("1" when the overlay's frames are shown)
/// and `data-status` (the server's status).
enum PreviewPage {
    static let html = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>dynamics preview</title>
    <link rel="stylesheet" href="/preview.css">
    </head>
    <body data-generation="0" data-frame="0" data-debug="0" data-status="connecting">
    <header>
      <h1 id="title">dynamics preview</h1>
      <span id="status" class="badge">connecting…</span>
    </header>
    <main>
      <section id="stage">
        <div id="screen"><img id="frame" alt="the scene's frame"><p id="empty">Waiting for the first recording…</p></div>
        <div id="controls">
          <button id="first" title="First frame (Home)" aria-label="First frame">|◀</button>
          <button id="previous" title="Previous frame (←)" aria-label="Previous frame">◀</button>
          <button id="play" title="Play or pause (Space)" aria-label="Pause"></button>
          <button id="next" title="Next frame (→)" aria-label="Next frame">▶</button>
          <button id="last" title="Last frame (End)" aria-label="Last frame">▶|</button>
          <input id="scrubber" type="range" min="0" max="0" value="0" step="1" aria-label="Timeline">
          <span id="time">0.00 s · 1/1</span>
        </div>
        <div id="options">
          <label>Speed
            <select id="speed">
              <option value="0.25">0.25×</option>
              <option value="0.5">0.5×</option>
              <option value="1" selected>1×</option>
              <option value="1.5">1.5×</option>
              <option value="2">2×</option>
            </select>
          </label>
          <label><input id="debug" type="checkbox"> Debug overlay <span id="debug-note"></span></label>
        </div>
      </section>
      <aside>
        <section>
          <h2>Touch script</h2>
          <p class="hint">--tap X,Y@T · --tap "Title"@T · --drag X1,Y1:X2,Y2@T+D · --flick X,Y:VX,VY@T · --tilt DEGREES@T</p>
          <form id="touches-form">
            <textarea id="touches" rows="4" spellcheck="false" placeholder="No touches"></textarea>
            <button type="submit" id="apply">Apply</button>
          </form>
          <p id="touch-error" class="error" hidden></p>
        </section>
        <section>
          <h2>Problems</h2>
          <p id="error" class="error" hidden></p>
          <ul id="diagnostics"></ul>
          <details id="compiler" hidden><summary>Compiler output</summary><pre id="compiler-output"></pre></details>
        </section>
        <section>
          <h2>Output</h2>
          <pre id="log"></pre>
        </section>
      </aside>
    </main>
    <script src="/preview.js"></script>
    </body>
    </html>
    """#

    static let style = #"""
    :root { font: 14px -apple-system, system-ui, "DejaVu Sans", sans-serif; color: #1c1c1e; background: #f2f2f7; }
    body { margin: 0; }
    header { display: flex; align-items: center; gap: 12px; padding: 10px 16px; background: #fff; border-bottom: 1px solid #d1d1d6; }
    h1 { font-size: 17px; margin: 0; }
    h2 { font-size: 13px; text-transform: uppercase; color: #6c6c70; margin: 0 0 6px; }
    .badge { font-size: 12px; padding: 2px 8px; border-radius: 10px; background: #e5e5ea; }
    .badge.ready { background: #d1f2d9; color: #1d6b32; }
    .badge.rendering { background: #fff1c2; color: #7a5b00; }
    .badge.failed, .badge.disconnected { background: #ffd6d3; color: #a1160a; }
    main { display: flex; gap: 16px; padding: 16px; align-items: flex-start; flex-wrap: wrap; }
    #stage { display: flex; flex-direction: column; gap: 10px; }
    #screen { background: #fff; border: 1px solid #c7c7cc; border-radius: 12px; padding: 8px; min-width: 200px; min-height: 200px; display: flex; align-items: center; justify-content: center; }
    #frame { display: block; max-height: 75vh; image-rendering: auto; }
    #controls, #options { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; }
    #controls button { min-width: 36px; height: 30px; font-size: 15px; }
    #scrubber { flex: 1; min-width: 160px; }
    #time { font-variant-numeric: tabular-nums; min-width: 110px; color: #3a3a3c; }
    #options label { display: flex; align-items: center; gap: 6px; margin-right: 12px; }
    #debug-note { color: #8e8e93; font-size: 12px; }
    aside { flex: 1; min-width: 320px; max-width: 640px; display: flex; flex-direction: column; gap: 16px; }
    aside section { background: #fff; border: 1px solid #d1d1d6; border-radius: 10px; padding: 10px 12px; }
    .hint { font-size: 12px; color: #6c6c70; margin: 0 0 6px; font-family: ui-monospace, "DejaVu Sans Mono", monospace; }
    textarea { width: 100%; box-sizing: border-box; font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 13px; }
    .error { color: #c4190c; margin: 6px 0; white-space: pre-wrap; }
    #diagnostics { list-style: none; padding: 0; margin: 0; font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12px; }
    #diagnostics li { padding: 3px 0; border-bottom: 1px solid #f2f2f7; }
    #diagnostics .where { font-weight: bold; }
    #diagnostics .error-kind { color: #c4190c; }
    #diagnostics .warning-kind { color: #a86b00; }
    #diagnostics .note-kind { color: #6c6c70; }
    pre { margin: 0; max-height: 240px; overflow: auto; font-size: 12px; white-space: pre-wrap; }
    """#

    static let script = #"""
    "use strict";
    (() => {
      const $ = (id) => document.getElementById(id);
      const img = $("frame"), scrubber = $("scrubber"), body = document.body;
      const view = {
        state: null,      // the server's last state
        shown: null,      // the frames shown: the state's `frames` once they loaded
        index: 0,
        playing: true,
        speed: 1,
        debug: new URLSearchParams(location.search).get("debug") === "1",
        clock: 0,         // seconds into the clip, at 1×
        lastTick: null,
        loaded: {},       // "generation/kind" → true once every frame decoded
        editing: false,   // the touch script was changed here and not applied
      };
      $("debug").checked = view.debug;

      const frameURL = (frames, kind, index) =>
        `/frames/${frames.generation}/${kind}/frame-${String(index).padStart(4, "0")}.png`;

      // Every frame of one recording, decoded, so that playback never waits.
      const pending = {};
      function preload(frames, kind) {
        const key = `${frames.generation}/${kind}`;
        if (!pending[key]) {
          const all = [];
          for (let i = 0; i < frames.count; i++) {
            const image = new Image();
            image.src = frameURL(frames, kind, i);
            all.push(image.decode());
          }
          pending[key] = Promise.all(all).then(() => { view.loaded[key] = true; });
        }
        return pending[key];
      }

      function showsDebug() {
        const f = view.shown;
        return !!(view.debug && f && f.debug && view.loaded[`${f.generation}/debug`]);
      }

      function draw() {
        const f = view.shown;
        if (!f || f.count === 0) return;
        view.index = Math.max(0, Math.min(f.count - 1, view.index));
        const debug = showsDebug();
        const src = frameURL(f, debug ? "debug" : "plain", view.index);
        if (img.getAttribute("src") !== src) img.setAttribute("src", src);
        scrubber.max = String(f.count - 1);
        scrubber.value = String(view.index);
        $("time").textContent = `${(view.index / f.fps).toFixed(2)} s · ${view.index + 1}/${f.count}`;
        $("debug-note").textContent = view.debug && !debug ? "(drawing…)" : "";
        body.dataset.frame = String(view.index);
        body.dataset.debug = debug ? "1" : "0";
      }

      function step(by) {
        view.playing = false;
        setFrame(view.index + by);
      }

      function setFrame(index) {
        const f = view.shown;
        if (!f) return;
        view.index = Math.max(0, Math.min(f.count - 1, index));
        view.clock = view.index / f.fps;
        updatePlay();
        draw();
      }

      // Pause is two bars drawn, not a character: not every font has one.
      const pauseIcon = '<svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true"><rect x="1.5" y="1" width="3.5" height="10"/><rect x="7" y="1" width="3.5" height="10"/></svg>';
      function updatePlay() {
        const play = $("play");
        play.innerHTML = view.playing ? pauseIcon : "▶";
        play.setAttribute("aria-label", view.playing ? "Pause" : "Play");
      }

      function tick(now) {
        const f = view.shown;
        if (view.playing && f && f.count > 0) {
          if (view.lastTick !== null) {
            view.clock += (now - view.lastTick) / 1000 * view.speed;
            const length = f.count / f.fps;
            if (view.clock >= length) view.clock %= length;
          }
          const index = Math.floor(view.clock * f.fps + 1e-6);
          if (index !== view.index) { view.index = index; draw(); }
        }
        view.lastTick = now;
        requestAnimationFrame(tick);
      }

      async function showFrames(frames) {
        await preload(frames, "plain");
        // A newer recording may have arrived while these loaded.
        if (!view.state || !view.state.frames || view.state.frames.generation !== frames.generation) return;
        view.shown = frames;
        $("empty").hidden = true;
        body.dataset.generation = String(frames.generation);
        draw();
      }

      function render(state) {
        view.state = state;
        $("title").textContent = state.title;
        body.dataset.status = state.status;
        const badge = $("status");
        badge.className = `badge ${state.status}`;
        badge.textContent = state.status === "rendering"
          ? (state.progress ? `recording ${state.progress[0]}/${state.progress[1]}…` : "compiling…")
          : state.status === "failed" ? "failed" : "up to date";

        const touches = $("touches");
        if (!view.editing && document.activeElement !== touches) touches.value = state.touches;
        $("touch-error").hidden = !state.touchError;
        $("touch-error").textContent = state.touchError || "";

        $("error").hidden = !state.error;
        $("error").textContent = state.error || "";
        const list = $("diagnostics");
        list.replaceChildren(...state.diagnostics.map((d) => {
          const item = document.createElement("li");
          const where = document.createElement("span");
          where.className = "where";
          where.textContent = `${d.file}:${d.line}:${d.column}`;
          const kind = document.createElement("span");
          kind.className = `${d.severity}-kind`;
          kind.textContent = ` ${d.severity}: `;
          item.append(where, kind, document.createTextNode(d.message));
          return item;
        }));
        $("compiler").hidden = state.compilerOutput.length === 0;
        $("compiler-output").textContent = state.compilerOutput;
        $("log").textContent = state.log.join("\n");

        const frames = state.frames;
        if (frames) {
          if (!view.shown || view.shown.generation !== frames.generation) {
            showFrames(frames);
          } else {
            view.shown = frames;
          }
          if (frames.debug) preload(frames, "debug").then(draw);
        }
        draw();
      }

      function connect() {
        const socket = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`);
        socket.onmessage = (event) => render(JSON.parse(event.data));
        socket.onclose = () => {
          body.dataset.status = "disconnected";
          $("status").className = "badge disconnected";
          $("status").textContent = "disconnected — retrying";
          setTimeout(connect, 1000);
        };
      }

      $("first").onclick = () => { view.playing = false; setFrame(0); };
      $("last").onclick = () => { view.playing = false; setFrame(Infinity); };
      $("previous").onclick = () => step(-1);
      $("next").onclick = () => step(1);
      $("play").onclick = () => { view.playing = !view.playing; updatePlay(); };
      scrubber.oninput = () => { view.playing = false; setFrame(Number(scrubber.value)); };
      $("speed").onchange = () => { view.speed = Number($("speed").value); };
      $("debug").onchange = () => {
        view.debug = $("debug").checked;
        const f = view.shown;
        if (view.debug && f && f.debug) preload(f, "debug").then(draw);
        draw();
      };
      $("touches").oninput = () => { view.editing = true; };
      $("touches-form").onsubmit = async (event) => {
        event.preventDefault();
        const response = await fetch("/api/touches", { method: "POST", body: $("touches").value });
        const answer = await response.json();
        view.editing = false;
        if (!response.ok) {
          $("touch-error").hidden = false;
          $("touch-error").textContent = answer.error;
        } else {
          render(answer);
        }
      };
      document.addEventListener("keydown", (event) => {
        const tag = event.target.tagName;
        if (tag === "TEXTAREA" || tag === "SELECT" || (tag === "INPUT" && event.target.type !== "range" && event.target.type !== "checkbox")) return;
        switch (event.key) {
          case "ArrowLeft": step(-1); break;
          case "ArrowRight": step(1); break;
          case "Home": view.playing = false; setFrame(0); break;
          case "End": view.playing = false; setFrame(Infinity); break;
          case " ": view.playing = !view.playing; updatePlay(); break;
          default: return;
        }
        event.preventDefault();
      });

      updatePlay();
      connect();
      requestAnimationFrame(tick);
    })();
    """#
}
