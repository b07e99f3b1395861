"""The output formats on every demo: bytes, time and PSNR (scripts/bench formats).

Usage: formats.py --dynamics PATH [--rounds N]

For each demo of `dynamics list`, renders its PNG frames once (the reference), then renders it
as each format with `dynamics render ID -o FILE` (warm scene cache; the median of --rounds
wall-clock times): GIF, APNG, WebP lossless, WebP lossy at quality 90 and 75, MP4 and WebM
(these two only when ffmpeg is installed). Prints one line per demo and format,
`formats demo=ID format=F bytes=N ms=T psnr=P` (psnr=inf when every pixel is exact), then
`formats-total format=F bytes=N psnr_min=P` over the demos.

PSNR is over every reference frame's RGB against what the file shows at the middle of that
frame's time, as measure.py's psnr does for GIFs: GIF, APNG and WebP are read with Pillow
(each frame composited, shown from the sum of the delays before it); MP4 and WebM are decoded
by ffmpeg at their constant frame rate, frame i against reference frame i, the padding to even
sides cropped off.
"""

import argparse
import math
import os
import shutil
import statistics
import subprocess
import sys
import time

FPS = 30
WORK = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), ".build", "bench", "formats")

# (name, file name, extra render flags, needs ffmpeg)
FORMATS = [
    ("gif", "out.gif", [], False),
    ("apng", "out.png", [], False),
    ("webp", "out.webp", [], False),
    ("webp-q90", "q90.webp", ["--quality", "90"], False),
    ("webp-q75", "q75.webp", ["--quality", "75"], False),
    ("mp4", "out.mp4", [], True),
    ("webm", "out.webm", [], True),
]


def demos(dynamics):
    listing = subprocess.run([dynamics, "list"], stdout=subprocess.PIPE, text=True, check=True).stdout
    return [line.split()[0] for line in listing.splitlines() if line.strip()]


def reference_frames(folder):
    from PIL import Image

    names = sorted(name for name in os.listdir(folder) if name.endswith(".png"))
    return [Image.open(os.path.join(folder, name)).convert("RGB") for name in names]


def squared_error(a, b):
    from PIL import ImageChops, ImageStat

    return sum(ImageStat.Stat(ImageChops.difference(a, b)).sum2)


def psnr_of(total, samples):
    return float("inf") if total == 0 else 10 * math.log10(255 ** 2 / (total / samples))


def over_white(image):
    from PIL import Image

    rgba = image.convert("RGBA")
    return Image.alpha_composite(Image.new("RGBA", rgba.size, (255, 255, 255, 255)), rgba).convert("RGB")


def animation_psnr(path, references):
    """Pillow's frames of an animated GIF, PNG or WebP against the references, each reference
    at the middle of its time."""
    from PIL import Image

    with Image.open(path) as image:
        count = getattr(image, "n_frames", 1)
        durations = []
        for index in range(count):
            image.seek(index)
            image.load()  # Pillow's WebP reader sets a frame's duration when it loads it
            durations.append(image.info.get("duration") or 0)
        starts = [sum(durations[:index]) for index in range(count)]
        total, samples, shown_index = 0.0, 0, -1
        shown = None
        for index, reference in enumerate(references):
            moment = 1000 * (index + 0.5) / FPS
            wanted = max(i for i in range(count) if starts[i] <= moment)
            if wanted != shown_index:
                image.seek(wanted)
                shown, shown_index = over_white(image), wanted
            total += squared_error(reference, shown)
            samples += reference.size[0] * reference.size[1] * 3
    return psnr_of(total, samples)


def video_psnr(path, references):
    from PIL import Image

    width, height = references[0].size
    padded = (width + width % 2, height + height % 2)
    raw = subprocess.run(["ffmpeg", "-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgb24", "-"],
                         stdout=subprocess.PIPE, check=True).stdout
    size = padded[0] * padded[1] * 3
    if len(raw) != size * len(references):
        raise SystemExit(f"formats.py: {path} decodes to {len(raw) // size} frames, not {len(references)}")
    total, samples = 0.0, 0
    for index, reference in enumerate(references):
        frame = Image.frombytes("RGB", padded, raw[index * size:(index + 1) * size]).crop((0, 0, width, height))
        total += squared_error(reference, frame)
        samples += width * height * 3
    return psnr_of(total, samples)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dynamics", required=True)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    has_ffmpeg = shutil.which("ffmpeg") is not None
    totals = {}
    for demo in demos(args.dynamics):
        out = os.path.join(WORK, demo)
        shutil.rmtree(out, ignore_errors=True)
        os.makedirs(out)
        frames = os.path.join(out, "frames")
        subprocess.run([args.dynamics, "render", demo, "-o", frames + "/", "--fps", str(FPS)], check=True, stdout=subprocess.DEVNULL)
        references = reference_frames(frames)
        for name, file_name, flags, needs_ffmpeg in FORMATS:
            if needs_ffmpeg and not has_ffmpeg:
                print(f"formats demo={demo} format={name} status=unavailable reason=ffmpeg-not-installed", flush=True)
                continue
            path = os.path.join(out, file_name)
            times = []
            for round_index in range(args.rounds):
                print(f"bench: formats demo={demo} format={name} round {round_index + 1}/{args.rounds}", file=sys.stderr)
                start = time.perf_counter()
                subprocess.run([args.dynamics, "render", demo, "-o", path, "--fps", str(FPS), *flags], check=True)
                times.append(time.perf_counter() - start)
            size = os.path.getsize(path)
            psnr = video_psnr(path, references) if needs_ffmpeg else animation_psnr(path, references)
            total = totals.setdefault(name, {"bytes": 0, "psnr_min": float("inf")})
            total["bytes"] += size
            total["psnr_min"] = min(total["psnr_min"], psnr)
            print(f"formats demo={demo} format={name} bytes={size} ms={statistics.median(times) * 1000:.0f} psnr={psnr:.2f}", flush=True)
    for name, total in totals.items():
        print(f"formats-total format={name} bytes={total['bytes']} psnr_min={total['psnr_min']:.2f}", flush=True)


if __name__ == "__main__":
    main()
