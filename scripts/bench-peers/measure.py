"""One sample of the encode and e2e sections of scripts/bench: times commands, or Pillow's GIF
encoder, and measures a GIF's PSNR against the frames it was made from.

Usage:
  measure.py run NAME [--field K=V]... [--output PATH] -- CMD ARG... [--then CMD ARG...]...
      Runs the commands one after the other and prints `NAME … ms=… cpu_ms=… peak_rss_kb=…`
      (wall clock over all of them, their CPU time, the largest peak RSS of any) and `bytes=`
      of PATH, a file or the sum of a folder's files.
  measure.py pillow NAME --frames DIR --fps F --output PATH [--field K=V]...
      Opens the frames and saves them as one GIF with Pillow (save_all, optimize), in this
      process, and prints the same line (CPU and RSS are this process's).
  measure.py psnr --frames DIR --fps F GIF...
      Lays each GIF on the frames' times and prints `psnr GIF=dB …` (see `psnr`).

Pillow is needed only by `pillow` and `psnr`.
"""

import math
import os
import resource
import subprocess
import sys
import time


def frame_paths(folder):
    return sorted(os.path.join(folder, name) for name in os.listdir(folder) if name.endswith(".png"))


def size_of(path):
    if os.path.isdir(path):
        return sum(os.path.getsize(os.path.join(root, name)) for root, _, names in os.walk(path) for name in names)
    return os.path.getsize(path)


def centisecond_delays(count, fps):
    """Frame i of a recording at `fps` starts at ⌊100·i/fps⌋ cs, as ours does: 3, 3, 4, … at 30."""
    starts = [math.floor(100 * index / fps) for index in range(count + 1)]
    return [later - earlier for earlier, later in zip(starts, starts[1:])]


def print_line(name, fields):
    print(" ".join([name] + [f"{key}={value}" for key, value in fields.items()]), flush=True)


def split_options(argv):
    """`--field K=V`, `--output P` and the like before `--`, as a dict of lists; the rest."""
    options, rest = {}, list(argv)
    while rest and rest[0].startswith("--") and rest[0] != "--":
        key = rest.pop(0)[2:]
        if not rest:
            sys.exit(f"measure.py: --{key} needs a value")
        options.setdefault(key, []).append(rest.pop(0))
    if rest and rest[0] == "--":
        rest.pop(0)
    return options, rest


def extra_fields(options):
    return dict(field.split("=", 1) for field in options.get("field", []))


def run(name, argv):
    options, rest = split_options(argv)
    commands, current = [], []
    for word in rest:
        if word == "--then":
            commands.append(current)
            current = []
        else:
            current.append(word)
    commands.append(current)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    for command in commands:
        result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if result.returncode != 0:
            sys.stderr.write(result.stderr[-2000:])
            print_line(name, {**extra_fields(options), "status": "failed", "reason": f"{os.path.basename(command[0])}-exit-{result.returncode}"})
            return
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    fields = {**extra_fields(options), "ms": f"{wall * 1000:.0f}", "cpu_ms": f"{cpu * 1000:.0f}",
              # RUSAGE_CHILDREN's ru_maxrss is the largest of the waited-for children's, in kB.
              "peak_rss_kb": str(after.ru_maxrss)}
    if "output" in options:
        fields["bytes"] = str(size_of(options["output"][0]))
    print_line(name, fields)


def pillow(name, argv):
    from PIL import Image

    options, _ = split_options(argv)
    folder, fps, output = options["frames"][0], float(options["fps"][0]), options["output"][0]
    before = resource.getrusage(resource.RUSAGE_SELF)
    start = time.perf_counter()
    frames = []
    for path in frame_paths(folder):
        with Image.open(path) as image:
            frames.append(image.convert("RGBA"))
    durations = [delay * 10 for delay in centisecond_delays(len(frames), fps)]
    frames[0].save(output, save_all=True, append_images=frames[1:], duration=durations, loop=0, optimize=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_SELF)
    cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    print_line(name, {**extra_fields(options), "ms": f"{wall * 1000:.0f}", "cpu_ms": f"{cpu * 1000:.0f}",
                      "peak_rss_kb": str(after.ru_maxrss), "bytes": str(size_of(output))})


def over_white(image):
    from PIL import Image

    rgba = image.convert("RGBA")
    white = Image.new("RGBA", rgba.size, (255, 255, 255, 255))
    return Image.alpha_composite(white, rgba).convert("RGB")


def squared_error(a, b):
    from PIL import ImageChops, ImageStat

    return sum(ImageStat.Stat(ImageChops.difference(a, b)).sum2)


def psnr(frames_folder, fps, gif_path):
    """PSNR in dB over every source frame's pixels (RGB, both laid over white) against what the
    GIF shows at the middle of that frame's time, 100·(i + ½)/fps cs: each GIF image shows from
    the sum of the delays before it, the last one for ever. The middle keeps a GIF whose delays
    round 100/fps either way (3, 3, 4 or 3, 4, 3) on the right frame; a GIF whose delays drift,
    or that drops or merges frames, is compared as a viewer would see it."""
    from PIL import Image

    paths = frame_paths(frames_folder)
    total, samples = 0.0, 0
    with Image.open(gif_path) as gif:
        image_index, image_start = 0, 0.0
        image_end = gif.info.get("duration", 0) / 10
        shown = over_white(gif)
        for index, path in enumerate(paths):
            moment = 100 * (index + 0.5) / fps
            while moment >= image_end and image_index + 1 < getattr(gif, "n_frames", 1):
                image_index += 1
                gif.seek(image_index)
                image_start = image_end
                image_end = image_start + gif.info.get("duration", 0) / 10
                shown = over_white(gif)
            with Image.open(path) as source:
                expected = over_white(source)
            if expected.size != shown.size:
                raise SystemExit(f"measure.py: {gif_path} is {shown.size}, the frames {expected.size}")
            total += squared_error(expected, shown)
            samples += expected.size[0] * expected.size[1] * 3
    if total == 0:
        return float("inf")
    return 10 * math.log10(255 ** 2 / (total / samples))


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    mode = sys.argv[1]
    if mode == "run":
        run(sys.argv[2], sys.argv[3:])
    elif mode == "pillow":
        pillow(sys.argv[2], sys.argv[3:])
    elif mode == "psnr":
        options, gifs = split_options(sys.argv[2:])
        fields = {gif: f"{psnr(options['frames'][0], float(options['fps'][0]), gif):.2f}" for gif in gifs}
        print_line("psnr", fields)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
