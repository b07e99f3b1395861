"""Runs our figures and the peers' interleaved and prints medians and ratios (scripts/bench).

Usage: run.py --ours PATH [--peer-python PATH] [--rounds N] SECTION...

SECTION is physics, render, encode, e2e, scene-compile, compare, formats or lossy. Every sample is a separate
process doing one repetition, and the engines take turns within each round (in a rotating
order), so that a burst of load from elsewhere on the machine falls on all of them alike.
Needs only Python's standard library; the peers run under --peer-python (the venv
scripts/bench makes).

Prints one line per figure, `name key=value …`: each engine's median over the rounds of
wall-clock (`ms…`) and CPU (`cpu_ms…`) time (and peak RSS, `…_kb`), then a `ratio-…` line of
ours over each peer's (above 1 means we are slower). encode and e2e run `dynamics` (--dynamics)
and the peers' command-line encoders through measure.py.
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def parse(line):
    """`name key=value …` → (name, {key: value})."""
    name, *pairs = line.split()
    return name, dict(pair.split("=", 1) for pair in pairs)


def format_line(name, fields):
    return " ".join([name] + [f"{key}={value}" for key, value in fields.items()])


class Engine:
    """One contender: the command for one sample, and its samples so far. `name` names it in
    ratios; `figure` is the name of its lines."""

    def __init__(self, name, figure, command):
        self.name = name
        self.figure = figure
        self.command = command
        self.samples = []
        self.unavailable = None

    def sample(self):
        if self.unavailable:
            return
        result = subprocess.run(self.command, stdout=subprocess.PIPE, text=True)
        lines = [line for line in result.stdout.splitlines() if line.strip()]
        if result.returncode != 0 or len(lines) != 1:
            self.unavailable = f"{self.figure} status=failed reason=exit-{result.returncode}"
            return
        name, fields = parse(lines[0])
        if fields.get("status") in ("unavailable", "failed"):
            self.unavailable = lines[0]
            return
        self.samples.append((name, fields))

    def median_line(self):
        """The median of each time over the samples; other fields from the first sample."""
        if self.unavailable:
            return self.unavailable, None
        name, fields = self.samples[0]
        fields = dict(fields)
        medians = {}
        for key in fields:
            if "ms_per" in key or key == "ms" or key.endswith("_ms") or key.endswith("_kb"):
                medians[key] = statistics.median(float(s[1][key]) for s in self.samples)
                fields[key] = f"{medians[key]:.4f}"
        fields["runs"] = str(len(self.samples))
        return format_line(name, fields), medians


def compare(ours, peers, rounds, ratio_name, ratio_fields):
    """Runs the rounds, then prints each engine's medians and the ratio line."""
    engines = [ours] + peers
    for round_index in range(rounds):
        print(f"bench: {ratio_name} {format_line('', ratio_fields).strip()} round {round_index + 1}/{rounds}", file=sys.stderr)
        for offset in range(len(engines)):
            engines[(round_index + offset) % len(engines)].sample()
    ours_line, ours_times = ours.median_line()
    print(ours_line, flush=True)
    ratios = dict(ratio_fields)
    cpu_ratios = {}
    for peer in peers:
        line, times = peer.median_line()
        print(line, flush=True)
        if ours_times is None or times is None:
            continue
        label = "dynamics_over_" + peer.name.replace("-", "_")
        for key, ours_value in ours_times.items():
            value = ours_value / times[key] if times.get(key) else float("nan")
            if key.startswith("cpu_"):
                cpu_ratios["cpu_" + label] = f"{value:.2f}"
            else:
                ratios[label] = f"{value:.2f}"
    if len(ratios) + len(cpu_ratios) > len(ratio_fields):
        print(format_line(ratio_name, {**ratios, **cpu_ratios}), flush=True)


def bench_physics(args):
    """The pile at 100, 500 and 2,000 boxes, with each engine's sleeping on (UIKit's animator
    pauses at rest) and off (every tick solved). Every engine times its whole loop itself."""
    for sleep in ("on", "off"):
        for boxes in (100, 500, 2000):
            flags = [] if sleep == "on" else ["--no-sleep"]
            ours = Engine("dynamics", "dynamics-physics", [args.ours, "physics", "--boxes", str(boxes), "--repetitions", "1", *flags])
            peers = [
                Engine(name, f"{name}-physics", [args.peer_python, os.path.join(HERE, "physics.py"), name, "--boxes", str(boxes), "--repetitions", "1", *flags])
                for name in ("box2d", "box2d-substeps", "box2d-v3", "pymunk")
            ]
            compare(ours, peers, args.rounds, "ratio-physics", {"boxes": boxes, "sleep": sleep})


def bench_render(args):
    for scale in (1, 2):
        ours = Engine("dynamics", "dynamics-render", [args.ours, "render", "--scale", str(scale), "--repetitions", "1"])
        peers = [Engine("pycairo", "pycairo-render", [args.peer_python, os.path.join(HERE, "render.py"), "--scale", str(scale), "--repetitions", "1"])]
        compare(ours, peers, args.rounds, "ratio-render", {"views": 100, "scale": scale})


def encode_demos(args):
    """Every demo `dynamics list` names, in its order."""
    listing = subprocess.run([args.dynamics, "list"], stdout=subprocess.PIPE, text=True, check=True).stdout
    return [line.split()[0] for line in listing.splitlines() if line.strip()]

ENCODE_FPS = 30
WORK = os.path.join(os.path.dirname(os.path.dirname(HERE)), ".build", "bench")


def measure(args, *words):
    return [args.peer_python, os.path.join(HERE, "measure.py"), *words]


def missing_tool(name, figure, tool):
    """An engine that only says `FIGURE status=unavailable` when TOOL is not installed, else None."""
    if shutil.which(tool):
        return None
    engine = Engine(name, figure, [])
    engine.unavailable = f"{figure} status=unavailable reason={tool}-not-installed"
    return engine


def encode_engines(args, demo, frames, out):
    """Every encoder's command for one sample on the PNG frames in `frames`, writing to `out`."""
    first = os.path.join(frames, "frame-%04d.png")
    fields = ["--field", f"demo={demo}"]

    def timed(figure, output, commands):
        words = ["run", figure, *fields, "--output", output, "--"]
        for index, command in enumerate(commands):
            words += (["--then"] if index else []) + command
        return measure(args, *words)

    gif = {name: os.path.join(out, f"{name}.gif")
           for name in ("dynamics", "ffmpeg", "ffmpeg-full", "gifsicle", "gifsicle-full", "imagemagick", "pillow")}
    # ffmpeg's two passes: one palette for the whole clip, then each frame mapped to it; its GIF
    # encoder crops each image to what changed. Its defaults (palette from the frames'
    # differences, Bayer dithering), and its best settings for flat UI frames: the palette from
    # every pixel (stats_mode=full) and no dithering.
    def ffmpeg(palette, output, full=False):
        generate = "palettegen=stats_mode=full" if full else "palettegen"
        use = "paletteuse=dither=none" if full else "paletteuse"
        return [
            ["ffmpeg", "-v", "error", "-y", "-framerate", str(ENCODE_FPS), "-i", first, "-vf", generate, palette],
            ["ffmpeg", "-v", "error", "-y", "-framerate", str(ENCODE_FPS), "-i", first, "-i", palette, "-lavfi", use, output],
        ]

    # ImageMagick: each frame's delay as ours (3, 3, 4 cs at 30 fps), then its layer optimizer.
    paths = sorted(name for name in os.listdir(frames) if name.endswith(".png"))
    delays = measure_module().centisecond_delays(len(paths), ENCODE_FPS)
    # /usr/bin's: /usr/local/bin/convert may be a stand-in that only turns a PNG into a PPM.
    convert = ["/usr/bin/convert"]
    for name, delay in zip(paths, delays):
        convert += ["-delay", str(delay), os.path.join(frames, name)]
    convert += ["-layers", "Optimize", gif["imagemagick"]]

    ours = Engine("dynamics", "dynamics-encode", timed("dynamics-encode", gif["dynamics"], [
        [args.dynamics, "encode", frames, "-o", gif["dynamics"], "--fps", str(ENCODE_FPS)]]))
    peers = [
        missing_tool("ffmpeg", "ffmpeg-encode", "ffmpeg")
        or Engine("ffmpeg", "ffmpeg-encode", timed("ffmpeg-encode", gif["ffmpeg"], ffmpeg(os.path.join(out, "palette.png"), gif["ffmpeg"]))),
        missing_tool("gifsicle", "gifsicle-encode", "ffmpeg") or missing_tool("gifsicle", "gifsicle-encode", "gifsicle")
        or Engine("gifsicle", "gifsicle-encode", timed("gifsicle-encode", gif["gifsicle"], ffmpeg(
            os.path.join(out, "palette-g.png"), os.path.join(out, "ffmpeg-for-gifsicle.gif"))
            + [["gifsicle", "-O3", os.path.join(out, "ffmpeg-for-gifsicle.gif"), "-o", gif["gifsicle"]]])),
        missing_tool("ffmpeg-full", "ffmpeg-full-encode", "ffmpeg")
        or Engine("ffmpeg-full", "ffmpeg-full-encode", timed("ffmpeg-full-encode", gif["ffmpeg-full"], ffmpeg(
            os.path.join(out, "palette-full.png"), gif["ffmpeg-full"], full=True))),
        missing_tool("gifsicle-full", "gifsicle-full-encode", "ffmpeg") or missing_tool("gifsicle-full", "gifsicle-full-encode", "gifsicle")
        or Engine("gifsicle-full", "gifsicle-full-encode", timed("gifsicle-full-encode", gif["gifsicle-full"], ffmpeg(
            os.path.join(out, "palette-gf.png"), os.path.join(out, "ffmpeg-full-for-gifsicle.gif"), full=True)
            + [["gifsicle", "-O3", os.path.join(out, "ffmpeg-full-for-gifsicle.gif"), "-o", gif["gifsicle-full"]]])),
        missing_tool("imagemagick", "imagemagick-encode", "/usr/bin/convert")
        or Engine("imagemagick", "imagemagick-encode", timed("imagemagick-encode", gif["imagemagick"], [convert])),
        Engine("pillow", "pillow-encode", measure(args, "pillow", "pillow-encode", *fields, "--frames", frames,
                                                   "--fps", str(ENCODE_FPS), "--output", gif["pillow"])),
    ]
    return ours, peers, gif


def measure_module():
    sys.path.insert(0, HERE)
    import measure as module
    return module


def bench_encode(args):
    """Each encoder on the same PNG frames of a demo (rendered once by `dynamics render ID -o
    DIR/`), at 30 fps: ms, bytes, and PSNR of the GIF laid on the frames' times (measure.py psnr).

    `dynamics-encode` is `dynamics encode DIR -o X.gif`: reading the PNGs and encoding them,
    as the peers do.
    ffmpeg is its two passes (palettegen, paletteuse); gifsicle is those two passes and then
    `gifsicle -O3` on ffmpeg's GIF, its ms the whole pipeline's; the -full variants use
    ffmpeg's best settings for flat frames (every pixel's statistics, no dithering). Every demo
    of `dynamics list`."""
    for demo in encode_demos(args):
        out = os.path.join(WORK, "encode", demo)
        frames = os.path.join(out, "frames")
        shutil.rmtree(out, ignore_errors=True)
        os.makedirs(out)
        subprocess.run([args.dynamics, "render", demo, "-o", frames + "/", "--fps", str(ENCODE_FPS)],
                       check=True, stdout=subprocess.DEVNULL)
        ours, peers, gif = encode_engines(args, demo, frames, out)
        engines = [ours] + peers
        for round_index in range(args.rounds):
            print(f"bench: encode demo={demo} round {round_index + 1}/{args.rounds}", file=sys.stderr)
            for offset in range(len(engines)):
                engines[(round_index + offset) % len(engines)].sample()
        available = [engine for engine in [ours] + peers if not engine.unavailable]
        psnr_line = subprocess.run(
            measure(args, "psnr", "--frames", frames, "--fps", str(ENCODE_FPS), *(gif[e.name] for e in available)),
            stdout=subprocess.PIPE, text=True, check=True).stdout
        _, by_path = parse(psnr_line.strip())
        lines = {}
        for engine in [ours] + peers:
            line, medians = engine.median_line()
            if medians is None:
                print(line, flush=True)
                continue
            name, fields = parse(line)
            fields = {"demo": demo, **{k: v for k, v in fields.items() if k != "demo"}}
            fields["frames"] = str(len(os.listdir(frames)))
            fields["psnr"] = by_path[gif[engine.name]]
            for key in ("ms", "cpu_ms", "peak_rss_kb"):
                fields[key] = f"{medians[key]:.0f}"
            lines[engine.name] = fields
            print(format_line(name, fields), flush=True)
        if "dynamics" in lines:
            ratios = {"demo": demo}
            for peer in peers:
                if peer.name in lines:
                    label = peer.name.replace("-", "_")
                    ratios[f"dynamics_bytes_over_{label}"] = f"{int(lines['dynamics']['bytes']) / int(lines[peer.name]['bytes']):.2f}"
                    ours_psnr, peer_psnr = float(lines["dynamics"]["psnr"]), float(lines[peer.name]["psnr"])
                    # Both exact (inf): no difference.
                    delta = 0.0 if ours_psnr == peer_psnr else ours_psnr - peer_psnr
                    ratios[f"psnr_delta_vs_{label}"] = f"{delta:+.2f}"
            print(format_line("ratio-encode", ratios), flush=True)


def bench_e2e(args):
    """`dynamics render --all` (every demo to a GIF) end to end: wall time and peak RSS; then
    the peak RSS of a 60 s render of tossing against a 5 s one, which stays flat if frames
    stream from the renderer to the encoder."""
    out = os.path.join(WORK, "e2e")
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    # The demos are scene files: they compile once into a cache of the bench's own. The first
    # run, into the empty cache, compiles them all (and the kit's runner and shim modules):
    # timed once, as `e2e-all-cold`; every sample after it starts warm.
    cache = os.path.join(WORK, "e2e-cache")
    shutil.rmtree(cache, ignore_errors=True)
    os.environ["XDG_CACHE_HOME"] = cache
    started = time.monotonic()
    cold = subprocess.run([args.dynamics, "render", "--all", "-o", os.path.join(out, "cold") + "/"], capture_output=True, text=True)
    cold_ms = (time.monotonic() - started) * 1000
    if cold.returncode == 0:
        print(format_line("e2e-all-cold", {"ms": f"{cold_ms:.0f}", "cache": "empty"}), flush=True)
    else:
        print(format_line("e2e-all-cold", {"status": "failed", "reason": (cold.stderr.strip().splitlines() or ["?"])[-1].replace(" ", "_")}), flush=True)
    every = Engine("dynamics", "e2e-all", measure(args, "run", "e2e-all", "--output", os.path.join(out, "all"), "--",
                                                  args.dynamics, "render", "--all", "-o", os.path.join(out, "all") + "/"))
    # The one-core path, for the ratio of using every core (`--jobs`).
    one_core = Engine("dynamics-jobs-1", "e2e-all-jobs-1", measure(
        args, "run", "e2e-all-jobs-1", "--output", os.path.join(out, "all-1"), "--",
        args.dynamics, "render", "--all", "--jobs", "1", "-o", os.path.join(out, "all-1") + "/"))
    by_duration = {
        duration: Engine(f"rss-{duration}", "e2e-rss", measure(
            args, "run", "e2e-rss", "--field", f"duration={duration}", "--output", os.path.join(out, f"tossing-{duration}.gif"), "--",
            args.dynamics, "render", "tossing", "--duration", str(duration), "-o", os.path.join(out, f"tossing-{duration}.gif")))
        for duration in (5, 60)
    }
    # Earlier builds, the same command as each ran it: issue 12's starting point (one demo after
    # another) and the commit before the demos became scene files.
    baselines = [
        Engine(f"dynamics-{name}", "e2e-all-baseline", measure(
            args, "run", "e2e-all-baseline", "--field", f"commit={name}", "--output", os.path.join(out, f"all-{name}"), "--",
            path, "render", "--all", "-o", os.path.join(out, f"all-{name}") + "/"))
        for path, name in zip(args.baseline or [], args.baseline_name or [])
    ]
    # Publish and one scene file, warm, beside the newest baseline (the only one that has both):
    # `e2e-publish` and `e2e-scene-file`, the field `build` saying whose.
    repository = os.path.dirname(os.path.dirname(HERE))
    scene = os.path.join(repository, "Examples", "FirstScene", "ViewController.swift")
    paths = []
    if args.baseline:
        paths = [("ours", args.dynamics), (args.baseline_name[-1], args.baseline[-1])]
    publishes, scenes = [], []
    for build, path in paths:
        gallery = os.path.join(out, f"gallery-{build}")
        publishes.append(Engine(f"publish-{build}", "e2e-publish", measure(
            args, "run", "e2e-publish", "--field", f"build={build}", "--output", gallery, "--",
            path, "publish", "--out-dir", gallery)))
        gif = os.path.join(out, f"first-scene-{build}.gif")
        scenes.append(Engine(f"scene-{build}", "e2e-scene-file", measure(
            args, "run", "e2e-scene-file", "--field", f"build={build}", "--output", gif, "--",
            path, "render", scene, "-o", gif)))
    # Every build compiles its demos (and the scene) into the cache once before any timing:
    # each build's kit is its own cache key.
    for name, path in zip(args.baseline_name or [], args.baseline or []):
        subprocess.run([path, "render", "--all", "-o", os.path.join(out, f"warm-{name}") + "/"], capture_output=True)
    for build, path in paths:
        subprocess.run([path, "render", scene, "-o", os.path.join(out, f"warm-{build}.gif")], capture_output=True)
    engines = [every, one_core, *by_duration.values(), *baselines, *publishes, *scenes]
    for round_index in range(args.rounds):
        print(f"bench: e2e round {round_index + 1}/{args.rounds}", file=sys.stderr)
        for offset in range(len(engines)):
            engines[(round_index + offset) % len(engines)].sample()
    peaks = {}
    for key, engine in [("all", every), ("all-1", one_core), *by_duration.items(), *[(f"base-{i}", b) for i, b in enumerate(baselines)]]:
        line, medians = engine.median_line()
        if medians is None:
            print(line, flush=True)
            continue
        name, fields = parse(line)
        for field in ("ms", "cpu_ms", "peak_rss_kb"):
            fields[field] = f"{medians[field]:.0f}"
        # The worst sample's peak, beside the median: the target is about the peak.
        fields["max_peak_rss_kb"] = str(max(int(s[1]["peak_rss_kb"]) for s in engine.samples))
        peaks[key] = medians["peak_rss_kb"]
        print(format_line(name, fields), flush=True)
    ratios = {}
    if 5 in peaks and 60 in peaks:
        ratios["rss_60_over_5"] = f"{peaks[60] / peaks[5]:.3f}"
    walls = {key: engine.median_line()[1] for key, engine in [("all", every), ("all-1", one_core)]}
    if walls["all"] and walls["all-1"]:
        ratios["all_over_jobs_1"] = f"{walls['all']['ms'] / walls['all-1']['ms']:.2f}"
    for name, engine in zip(args.baseline_name or [], baselines):
        base = engine.median_line()[1]
        if base and walls["all"] and walls["all-1"]:
            ratios[f"all_over_{name}"] = f"{walls['all']['ms'] / base['ms']:.2f}"
            ratios[f"jobs_1_over_{name}"] = f"{walls['all-1']['ms'] / base['ms']:.2f}"
    for label, pair in (("publish", publishes), ("scene_file", scenes)):
        for engine in pair:
            line, medians = engine.median_line()
            if medians is not None:
                name, fields = parse(line)
                for field in ("ms", "cpu_ms", "peak_rss_kb"):
                    fields[field] = f"{medians[field]:.0f}"
                line = format_line(name, fields)
            print(line, flush=True)
        if len(pair) == 2:
            ours_median, base_median = pair[0].median_line()[1], pair[1].median_line()[1]
            if ours_median and base_median:
                ratios[f"{label}_over_{paths[1][0]}"] = f"{ours_median['ms'] / base_median['ms']:.2f}"
                ratios[f"{label}_cpu_over_{paths[1][0]}"] = f"{ours_median['cpu_ms'] / base_median['cpu_ms']:.2f}"
    if ratios:
        print(format_line("ratio-e2e", ratios), flush=True)


def scene_source(lines):
    """A UIKit view controller of exactly `lines` lines: views, behaviors, a collision delegate,
    target-action with #selector, and helper methods, as a real scene file has."""
    head = [
        "import UIKit",
        "",
        "class BenchViewController: UIViewController, UICollisionBehaviorDelegate {",
        "    var animator: UIDynamicAnimator!",
        "    var boxes: [UIView] = []",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        "        animator = UIDynamicAnimator(referenceView: view)",
        "        let collision = UICollisionBehavior(items: [])",
        "        collision.translatesReferenceBoundsIntoBoundary = true",
        "        collision.collisionDelegate = self",
        "        collision.addBoundary(withIdentifier: \"shelf\" as NSCopying, from: CGPoint(x: 0, y: 400), to: CGPoint(x: 200, y: 420))",
        "        let gravity = UIGravityBehavior(items: [])",
        "        for index in 0..<12 {",
        "            let box = makeBox(index)",
        "            collision.addItem(box)",
        "            gravity.addItem(box)",
        "        }",
        "        animator.addBehavior(collision)",
        "        animator.addBehavior(gravity)",
        "        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))",
        "        view.addGestureRecognizer(pan)",
        "    }",
        "",
        "    func makeBox(_ index: Int) -> UIView {",
        "        let box = UIView(frame: CGRect(x: 20 + CGFloat(index % 6) * 55, y: 80 + CGFloat(index / 6) * 60, width: 40, height: 40))",
        "        box.backgroundColor = color(index)",
        "        view.addSubview(box)",
        "        boxes.append(box)",
        "        return box",
        "    }",
        "",
        "    @objc func handlePan(_ pan: UIPanGestureRecognizer) {",
        "        guard pan.state == .ended, let box = boxes.first else { return }",
        "        let push = UIPushBehavior(items: [box], mode: .instantaneous)",
        "        push.pushDirection = CGVector(dx: pan.velocity(in: view).x / 1000, dy: pan.velocity(in: view).y / 1000)",
        "        animator.addBehavior(push)",
        "    }",
        "",
        "    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {",
        "        (item as? UIView)?.alpha = 0.8",
        "    }",
    ]
    body = []
    index = 0
    while len(head) + len(body) + 5 + 3 <= lines:
        body += [
            "",
            f"    func color{index}(_ value: Int) -> UIColor {{",
            f"        let hue = CGFloat((value * {index + 7}) % 100) / 100",
            "        return UIColor(hue: hue, saturation: 0.8, brightness: 0.9, alpha: 1)",
            "    }",
        ]
        index += 1
    body += ["", "    func color(_ index: Int) -> UIColor { color0(index) }"]
    text = head + body
    text += ["    // padding"] * (lines - 1 - len(text)) + ["}"]
    return "\n".join(text) + "\n"


def bench_scene_compile(args):
    """`dynamics render Scene.swift`: the first compile of a 200-line scene into a new cache
    (the UIKit shims included), and the start-up when it is cached, with the sandbox and without
    (`--no-sandbox`), whose difference is the sandbox's cost. Targets: 20 s, 0.5 s and 50 ms."""
    lines = 200
    folder = os.path.join(WORK, "scene-compile")
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    source = os.path.join(folder, "BenchScene.swift")
    with open(source, "w") as file:
        file.write(scene_source(lines))
    firsts, cached, unsandboxed = [], [], []
    for round_index in range(args.rounds):
        print(f"bench: scene-compile round {round_index + 1}/{args.rounds}", file=sys.stderr)
        cache = os.path.join(folder, f"cache-{round_index}")
        env = dict(os.environ, XDG_CACHE_HOME=cache)
        command = [args.dynamics, "render", source, "--duration", "0", "-o", os.path.join(folder, "out.gif")]
        # The sandbox's cost at start: the cached start-up with and without it.
        for times, extra in ((firsts, []), (cached, []), (unsandboxed, ["--no-sandbox"]), (cached, []), (unsandboxed, ["--no-sandbox"])):
            started = time.perf_counter()
            result = subprocess.run(command + extra, env=env, capture_output=True, text=True)
            times.append(time.perf_counter() - started)
            if result.returncode != 0:
                print(format_line("scene-compile", {"lines": lines, "status": "failed", "reason": result.stderr.strip().splitlines()[-1:]}), flush=True)
                return
        shutil.rmtree(cache, ignore_errors=True)
    print(format_line("scene-compile", {
        "lines": lines, "first_s": f"{statistics.median(firsts):.2f}", "cached_s": f"{statistics.median(cached):.3f}",
        "cached_no_sandbox_s": f"{statistics.median(unsandboxed):.3f}",
        "sandbox_ms": f"{1000 * (statistics.median(cached) - statistics.median(unsandboxed)):.0f}",
        "rounds": args.rounds, "target_first_s": 20, "target_cached_s": 0.5, "target_sandbox_ms": 50,
    }), flush=True)


def bench_compare(args):
    """`compare` of two screen-sized frames that differ in every pixel, its slowest case; ours
    only. Target: 0.5 s."""
    ours = Engine("dynamics", "dynamics-compare", [args.ours, "compare", "--repetitions", "1"])
    compare(ours, [], args.rounds, "ratio-compare", {"width": 375, "height": 667})


def bench_formats(args):
    """Every output format on every demo: bytes, render time and PSNR (formats.py), with
    Pillow from --peer-python."""
    subprocess.run([args.peer_python, os.path.join(HERE, "formats.py"), "--dynamics", args.dynamics,
                    "--rounds", str(args.rounds)], check=True)


def bench_lossy(args):
    """Our GIF at a quality against gifsicle -O3 at equal PSNR, every demo (lossy.py)."""
    subprocess.run([args.peer_python, os.path.join(HERE, "lossy.py"), "--dynamics", args.dynamics], check=True)


SECTIONS = {"physics": bench_physics, "render": bench_render, "encode": bench_encode, "e2e": bench_e2e,
            "scene-compile": bench_scene_compile, "compare": bench_compare, "formats": bench_formats,
            "lossy": bench_lossy}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ours", required=True, help="the dynamics-bench binary")
    parser.add_argument("--dynamics", help="the dynamics binary (encode, e2e)")
    parser.add_argument("--baseline", action="append", help="e2e: an earlier build's dynamics binary, timed beside ours (repeatable)")
    parser.add_argument("--baseline-name", action="append", help="e2e: what each --baseline is (a commit), in the same order")
    parser.add_argument("--peer-python", default=sys.executable, help="Python with the peers installed; default this one")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("sections", nargs="*", metavar="SECTION", help=", ".join(SECTIONS) + "; all by default")
    args = parser.parse_args()
    for section in args.sections:
        if section not in SECTIONS:
            parser.error(f"unknown section '{section}': choose from {', '.join(SECTIONS)}")
    for section in args.sections or list(SECTIONS):
        SECTIONS[section](args)


if __name__ == "__main__":
    main()
