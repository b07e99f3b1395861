"""Our lossy GIFs against gifsicle -O3 at equal PSNR (scripts/bench lossy).

Usage: lossy.py --dynamics PATH [--encoder PATH] [--demo ID]...

For each demo (every one of `dynamics list` by default): renders its PNG frames at 30 fps once
(the reference), makes gifsicle -O3's GIFs of them as the encode section does (on ffmpeg's
palette and on ffmpeg's full-statistics one, without dithering), and ours with `dynamics encode
DIR -o X.gif --quality Q`. For each gifsicle GIF it finds the quality with the fewest bytes
whose PSNR is at least gifsicle's (a bisection over 0...100, then every fifth quality and the
four below the best: PSNR does not always fall with the quality) and prints

  lossy-encode demo=ID peer=gifsicle|gifsicle-full peer_bytes=N peer_psnr=P default_bytes=N
      default_psnr=P quality=Q bytes=N psnr=P bytes_over_peer=R evaluations=K

(quality=none when 100 — the exact GIF — is below the peer's PSNR, or the peer is exact; then
bytes and psnr are the default's), then for each quality of a fixed grid

  lossy-grid demo=ID quality=Q bytes=N psnr=P bytes_over_default=R PSNR is measure.py's: every frame's RGB
against what the GIF shows at the middle of that frame's time; inf when exact. Bytes and PSNR
are deterministic, so one run says all; nothing here is timed.
"""

import argparse
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import measure  # noqa: E402

FPS = 30
# The qualities every demo is also measured at.
GRID = (90, 75, 50, 25, 0)
WORK = os.path.join(os.path.dirname(os.path.dirname(HERE)), ".build", "bench", "lossy")


def demos(dynamics):
    listing = subprocess.run([dynamics, "list"], stdout=subprocess.PIPE, text=True, check=True).stdout
    return [line.split()[0] for line in listing.splitlines() if line.strip()]


def quiet(command):
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def gifsicle(frames, out, name, full):
    """gifsicle -O3 on ffmpeg's two-pass GIF, as `scripts/bench encode` makes it."""
    first = os.path.join(frames, "frame-%04d.png")
    palette = os.path.join(out, f"{name}-palette.png")
    staged = os.path.join(out, f"{name}-ffmpeg.gif")
    gif = os.path.join(out, f"{name}.gif")
    quiet(["ffmpeg", "-v", "error", "-y", "-framerate", str(FPS), "-i", first, "-vf",
           "palettegen=stats_mode=full" if full else "palettegen", palette])
    quiet(["ffmpeg", "-v", "error", "-y", "-framerate", str(FPS), "-i", first, "-i", palette, "-lavfi",
           "paletteuse=dither=none" if full else "paletteuse", staged])
    quiet(["gifsicle", "-O3", staged, "-o", gif])
    return gif


class Ours:
    """Our GIF of the frames at each quality asked for, made once each."""

    def __init__(self, dynamics, frames, out):
        self.dynamics, self.frames, self.out = dynamics, frames, out
        self.measured = {}

    def at(self, quality):
        if quality not in self.measured:
            gif = os.path.join(self.out, f"ours-{'default' if quality is None else quality}.gif")
            extra = [] if quality is None else ["--quality", str(quality)]
            quiet([self.dynamics, "encode", self.frames, "-o", gif, "--fps", str(FPS)] + extra)
            self.measured[quality] = (os.path.getsize(gif), measure.psnr(self.frames, FPS, gif))
        return self.measured[quality]


def lowest_quality_at(ours, target):
    """The quality with the fewest bytes whose PSNR is at least `target`, or None when 100 is
    below it. PSNR does not always fall as the quality does (a lower quality may settle a
    pixel that a higher one draws off by a little), so a bisection finds one quality that
    reaches it, then every fifth quality and the four below the best so far are tried too."""
    if ours.at(100)[1] < target:
        return None
    if ours.at(0)[1] >= target:
        return 0
    low, high = 0, 100  # PSNR at low < target <= PSNR at high
    while high - low > 1:
        middle = (low + high) // 2
        if ours.at(middle)[1] >= target:
            high = middle
        else:
            low = middle
    for quality in range(0, 101, 5):
        ours.at(quality)

    def best():
        reaching = [q for q, (size, psnr) in ours.measured.items() if q is not None and psnr >= target]
        return min(reaching, key=lambda q: (ours.measured[q][0], -q))
    for quality in range(best() - 4, best()):
        if quality >= 0:
            ours.at(quality)
    return best()


def show(value):
    return "inf" if value == float("inf") else f"{value:.2f}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dynamics", required=True)
    parser.add_argument("--encoder", help="the dynamics binary that encodes; default --dynamics")
    parser.add_argument("--demo", action="append", help="only these demos (repeatable)")
    args = parser.parse_args()
    for tool in ("ffmpeg", "gifsicle"):
        if not shutil.which(tool):
            print(f"lossy-encode status=unavailable reason={tool}-not-installed", flush=True)
            return
    for demo in args.demo or demos(args.dynamics):
        out = os.path.join(WORK, demo)
        frames = os.path.join(out, "frames")
        shutil.rmtree(out, ignore_errors=True)
        os.makedirs(out)
        quiet([args.dynamics, "render", demo, "-o", frames + "/", "--fps", str(FPS)])
        ours = Ours(args.encoder or args.dynamics, frames, out)
        default_bytes, default_psnr = ours.at(None)
        for peer, full in (("gifsicle", False), ("gifsicle-full", True)):
            print(f"bench: lossy demo={demo} peer={peer}", file=sys.stderr, flush=True)
            gif = gifsicle(frames, out, peer, full)
            peer_bytes, peer_psnr = os.path.getsize(gif), measure.psnr(frames, FPS, gif)
            evaluations = len(ours.measured)
            quality = lowest_quality_at(ours, peer_psnr) if peer_psnr != float("inf") else None
            bytes_, psnr = ours.at(quality) if quality is not None else (default_bytes, default_psnr)
            measure.print_line("lossy-encode", {
                "demo": demo, "peer": peer, "peer_bytes": peer_bytes, "peer_psnr": show(peer_psnr),
                "default_bytes": default_bytes, "default_psnr": show(default_psnr),
                "quality": "none" if quality is None else quality, "bytes": bytes_, "psnr": show(psnr),
                "bytes_over_peer": f"{bytes_ / peer_bytes:.3f}",
                "evaluations": len(ours.measured) - evaluations})
        for quality in GRID:
            bytes_, psnr = ours.at(quality)
            measure.print_line("lossy-grid", {"demo": demo, "quality": quality, "bytes": bytes_, "psnr": show(psnr),
                                              "bytes_over_default": f"{bytes_ / default_bytes:.3f}"})


if __name__ == "__main__":
    main()
