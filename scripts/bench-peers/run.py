"""Runs our figures and the peers' interleaved and prints medians and ratios (scripts/bench).

Usage: run.py --ours PATH [--peer-python PATH] [--rounds N] SECTION...

SECTION is physics, render, encode or e2e. Every sample is a separate process doing one
repetition, and the engines take turns within each round (in a rotating order), so that a
burst of load from elsewhere on the machine falls on all of them alike. Needs only Python's
standard library; the peers run under --peer-python (the venv scripts/bench makes).

Prints one line per figure, `name key=value …`: each engine's median over the rounds of
wall-clock (`ms_…`) and CPU (`cpu_ms_…`) time, then a `ratio-…` line of ours over each peer's
(above 1 means we are slower).
"""

import argparse
import os
import statistics
import subprocess
import sys

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
        if fields.get("status") == "unavailable":
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
            if "ms_per" in key:
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
    for boxes in (100, 500):
        ours = Engine("dynamics", "dynamics-physics", [args.ours, "physics", "--boxes", str(boxes), "--repetitions", "1"])
        peers = [
            Engine(name, f"{name}-physics", [args.peer_python, os.path.join(HERE, "physics.py"), name, "--boxes", str(boxes), "--repetitions", "1"])
            for name in ("box2d", "box2d-substeps", "pymunk")
        ]
        compare(ours, peers, args.rounds, "ratio-physics", {"boxes": boxes})


def bench_render(args):
    for scale in (1, 2):
        ours = Engine("dynamics", "dynamics-render", [args.ours, "render", "--scale", str(scale), "--repetitions", "1"])
        peers = [Engine("pycairo", "pycairo-render", [args.peer_python, os.path.join(HERE, "render.py"), "--scale", str(scale), "--repetitions", "1"])]
        compare(ours, peers, args.rounds, "ratio-render", {"views": 100, "scale": scale})


# TODO(encode): once every demo exists, time our GIF encoder (Encoding, giflib) on the demos'
# recorded frames beside the best GIF encoders (gifski, ffmpeg's palettegen/paletteuse,
# Pillow), in ms per frame and bytes per frame.
def bench_encode(args):
    print("encode status=pending reason=waits-for-all-demos", flush=True)


# TODO(e2e): once every demo exists, time `dynamics render` of each demo to a GIF, end to end,
# beside the same scene run in a peer engine, drawn with pycairo and encoded by the best encoder.
def bench_e2e(args):
    print("e2e status=pending reason=waits-for-all-demos", flush=True)


SECTIONS = {"physics": bench_physics, "render": bench_render, "encode": bench_encode, "e2e": bench_e2e}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ours", required=True, help="the dynamics-bench binary")
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
