"""The frames of dynamics-bench's render figure (makeViews and benchRender in
Sources/dynamics-bench/main.swift), drawn with pycairo.

Usage: render.py [--scale S] [--repetitions N]

Each frame does what our Rasterizer does: clear an ARGB32 surface, fill the white root, fill
100 rounded rectangles (30 × 40 pt, corner radius 6, turned about their centres, the five
colors of makeViews snapped to 8-bit levels, greyscale antialiasing), then read the pixels
out as straight-alpha RGBA bytes (Pillow's "BGRa" unpacker, in C, where ours converts in Swift).
As in benchRender, frame i first sets view i mod 100 to turn by i × 0.01 rad.

Prints one line per scale:
  pycairo-render views=100 frames=300 scale=1 ms_per_frame=… cpu_ms_per_frame=…
ms are medians over the repetitions, wall clock and this thread's CPU time.
A missing module prints `pycairo-render status=unavailable reason=…` and exits 0.
"""

import argparse
import math
import statistics
import sys
import time

FRAMES = 300
WIDTH, HEIGHT = 375, 667
VIEW_WIDTH, VIEW_HEIGHT, RADIUS = 30.0, 40.0, 6.0
# .orange, .red, .systemBlue, .systemGreen, .purple, as 8-bit levels.
COLORS = [(255, 128, 0), (255, 0, 0), (0, 0x7A, 0xFF), (0x34, 0xC7, 0x59), (128, 0, 128)]


def make_views():
    """(centre x, centre y, angle, (r, g, b)) for each of the 100 views, in makeViews' order."""
    views = []
    for index in range(100):
        x, y = (index % 10) * 36 + 5, (index // 10) * 64 + 10
        color = tuple(level / 255 for level in COLORS[index % len(COLORS)])
        views.append([x + VIEW_WIDTH / 2, y + VIEW_HEIGHT / 2, index * 0.37, color])
    return views


def rounded_rect(context, width, height, radius):
    """The path our CairoContext makes: clockwise on screen, a quarter circle per corner."""
    context.new_path()
    context.new_sub_path()
    context.arc(width - radius, radius, radius, -math.pi / 2, 0)
    context.arc(width - radius, height - radius, radius, 0, math.pi / 2)
    context.arc(radius, height - radius, radius, math.pi / 2, math.pi)
    context.arc(radius, radius, radius, math.pi, 3 * math.pi / 2)
    context.close_path()


def render(cairo, Image, surface, context, scale, views):
    """One frame, returned as straight-alpha RGBA bytes."""
    context.save()
    context.set_operator(cairo.OPERATOR_CLEAR)
    context.paint()
    context.restore()
    context.identity_matrix()
    context.scale(scale, scale)
    context.rectangle(0, 0, WIDTH, HEIGHT)
    context.set_source_rgba(1, 1, 1, 1)
    context.fill()
    for centre_x, centre_y, angle, (red, green, blue) in views:
        context.save()
        context.translate(centre_x, centre_y)
        context.rotate(angle)
        context.translate(-VIEW_WIDTH / 2, -VIEW_HEIGHT / 2)
        rounded_rect(context, VIEW_WIDTH, VIEW_HEIGHT, RADIUS)
        context.set_source_rgba(red, green, blue, 1)
        context.fill()
        context.restore()
    surface.flush()
    # Cairo's ARGB32 is native-endian premultiplied: B, G, R, A bytes on this machine.
    size = (surface.get_width(), surface.get_height())
    image = Image.frombuffer("RGBA", size, surface.get_data(), "raw", "BGRa", surface.get_stride(), 1)
    return image.tobytes()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=float, action="append", help="pixels per point (repeatable); default 1 and 2")
    parser.add_argument("--repetitions", type=int, default=3)
    parser.add_argument("--write-png", metavar="PATH", help="also write the last frame, to compare with ours by eye")
    args = parser.parse_args()
    try:
        import cairo
        from PIL import Image
    except ImportError as error:
        print(f"pycairo-render status=unavailable reason=no-module-{error.name}")
        return
    if sys.byteorder != "little":
        print("pycairo-render status=unavailable reason=big-endian-host")
        return
    for scale in args.scale or [1.0, 2.0]:
        views = make_views()
        surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, math.ceil(WIDTH * scale - 1e-9), math.ceil(HEIGHT * scale - 1e-9))
        context = cairo.Context(surface)
        context.set_antialias(cairo.ANTIALIAS_GRAY)
        walls, cpus = [], []
        for _ in range(args.repetitions):
            wall_start, cpu_start = time.perf_counter(), time.thread_time()
            for index in range(FRAMES):
                views[index % 100][2] = index * 0.01
                pixels = render(cairo, Image, surface, context, scale, views)
            cpus.append(time.thread_time() - cpu_start)
            walls.append(time.perf_counter() - wall_start)
        if args.write_png:
            Image.frombytes("RGBA", (surface.get_width(), surface.get_height()), pixels).save(args.write_png)
        wall = statistics.median(walls) * 1e3 / FRAMES
        cpu = statistics.median(cpus) * 1e3 / FRAMES
        print(
            f"pycairo-render views=100 frames={FRAMES} scale={scale:g} ms_per_frame={wall:.4f} cpu_ms_per_frame={cpu:.4f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
