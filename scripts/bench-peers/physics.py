"""The pile of dynamics-bench (makePile in Sources/dynamics-bench/main.swift) in the peers' engines.

Usage: physics.py ENGINE [--boxes N] [--repetitions N] [--no-sleep]

ENGINE is one of
  box2d            Box2D 2.3 (pybox2d), one step of 1/60 s per tick with its stock
                   8 velocity and 3 position iterations
  box2d-substeps   Box2D 2.3, four steps of 1/240 s per tick, 1 velocity and 1 position
                   iteration each, as close as it comes to our 4 substeps
  pymunk           Chipmunk 2 (pymunk), one step of 1/60 s per tick with its stock 10 iterations
  box2d-v3         Box2D v3.1 (pyb2d3, which bundles Box2D 3.1.1 built with SSE2), one step of
                   1/60 s per tick with its stock 4 substeps, single-threaded (no task system)

Why those: a tick of ours is one contact update and 4 substeps, each a biased and a relaxing
pass over the contacts plus a warm start: 12 passes. Box2D's stock 8 + 3 iterations plus its
warm start are 12 too, and Chipmunk's 10 plus its warm start 11. The substepped Box2D does the
same 4 × (1 + 1) solver passes but also updates contacts 4 times a tick. Box2D v3 is shaped as
ours is: one contact update and 4 soft-step substeps a tick (warm start, solve, relax), then
restitution once.

Prints one line per box count, as dynamics-bench does:
  box2d-physics boxes=500 sleep=on ticks=600 ms_per_tick=… cpu_ms_per_tick=… raw_ms_per_tick=…
      overhead_ms_per_tick=… ccd=on awake_ticks=… pile_height=…
Timing is as ours is timed: one clock around the whole loop of 600 ticks, inside this process
(wall clock and this thread's CPU time, medians over the repetitions). Calling the engine from
Python costs a few microseconds a tick that a C or Swift caller would not pay: the same loop
over an empty world (the walls only) measures it, and ms_per_tick is the loop's time less that
overhead (raw_ms_per_tick and overhead_ms_per_tick are both printed). Box2D runs with its
continuous collision (ccd=on: time of impact against the static walls), which ours does not do.
--no-sleep turns sleeping off (Box2D's doSleep, Chipmunk's sleep time), as dynamics-bench's
--no-sleep keeps our animator from pausing. awake_ticks counts the ticks before every box was
asleep, and pile_height is the top box centre's height above the floor at the end, in points,
both from a separate, untimed run.
A missing engine prints `ENGINE-physics status=unavailable reason=…` and exits 0.
"""

import argparse
import math
import statistics
import time

TICKS = 600
TICK = 1 / 60
WIDTH = 375.0
FLOOR = 1000.0
BOX = 20.0
FRICTION = 0.2
ELASTICITY = 0.2
GRAVITY = 1000.0
# UIDynamicItemBehavior's default resistance and angular resistance, 1/s.
RESISTANCE = 0.1
# UIKit's animator pauses once every item has moved slower than this for half a second.
REST_SPEED = 5.0
REST_TIME = 0.5


def box_centres(count):
    """Centres of the boxes, in points (y down), in makePile's order."""
    per_row = 15
    for index in range(count):
        column, row = index % per_row, index // per_row
        x = 10 + column * 24 + (row % 2) * 6
        y = FLOOR - 30 - row * 24
        yield x + BOX / 2, y + BOX / 2


# The walls, as UICollisionBehavior boundaries: floor, left, right; no top.
WALLS = [((0.0, FLOOR), (WIDTH, FLOOR)), ((0.0, -2000.0), (0.0, FLOOR)), ((WIDTH, -2000.0), (WIDTH, FLOOR))]


class Box2DPile:
    """Box2D 2.3 in metres, 100 pt to the metre, y down like ours (gravity points to +y)."""

    METRE = 100.0

    def __init__(self, count, substeps, sleeps=True):
        import Box2D

        m = self.METRE
        self.substeps = substeps
        # Box2D sleeps an island after 0.5 s below 0.01 m/s (1 pt/s) and 2°/s: compiled in.
        self.world = Box2D.b2World(gravity=(0, GRAVITY / m), doSleep=sleeps)
        # The constructor's doSleep alone leaves islands sleeping: say it to the world too.
        self.world.allowSleeping = sleeps
        ground = self.world.CreateStaticBody()
        for a, b in WALLS:
            ground.CreateEdgeFixture(
                vertices=[(a[0] / m, a[1] / m), (b[0] / m, b[1] / m)], friction=FRICTION, restitution=ELASTICITY
            )
        # Box2D rounds every polygon by b2_polygonRadius (0.01 m, 1 pt here): shrink the box by
        # it so that boxes touch where 20 pt boxes touch.
        half = BOX / 2 / m - Box2D.b2_polygonRadius
        self.boxes = []
        for x, y in box_centres(count):
            body = self.world.CreateDynamicBody(
                position=(x / m, y / m), linearDamping=RESISTANCE, angularDamping=RESISTANCE, allowSleep=sleeps
            )
            # Density per m²: the same masses as ours, whose density 1 is mass 1 per 10,000 pt².
            body.CreatePolygonFixture(box=(half, half), density=1, friction=FRICTION, restitution=ELASTICITY)
            self.boxes.append(body)

    def tick(self):
        if self.substeps == 1:
            self.world.Step(TICK, 8, 3)
        else:
            for _ in range(self.substeps):
                self.world.Step(TICK / self.substeps, 1, 1)

    def awake(self):
        return any(body.awake for body in self.boxes)

    def pile_height(self):
        return FLOOR - min(body.position[1] for body in self.boxes) * self.METRE


class PymunkPile:
    """Chipmunk 2 in points, y down."""

    def __init__(self, count, sleeps=True):
        import pymunk

        self.space = pymunk.Space()
        self.space.gravity = (0, GRAVITY)
        self.space.iterations = 10
        # Chipmunk keeps `damping` of the velocity per second; ours divides by (1 + h·0.1) per substep.
        self.space.damping = math.exp(-RESISTANCE)
        self.space.sleep_time_threshold = REST_TIME if sleeps else math.inf
        self.space.idle_speed_threshold = REST_SPEED
        # Chipmunk multiplies the two shapes' coefficients where Box2D and ours take the square
        # root of the product (friction) and the larger (restitution): √0.2 on every shape gives
        # 0.2 between any two.
        friction, elasticity = math.sqrt(FRICTION), math.sqrt(ELASTICITY)
        for a, b in WALLS:
            wall = pymunk.Segment(self.space.static_body, a, b, 0)
            wall.friction, wall.elasticity = friction, elasticity
            self.space.add(wall)
        self.boxes = []
        for x, y in box_centres(count):
            body = pymunk.Body()
            body.position = (x, y)
            shape = pymunk.Poly.create_box(body, (BOX, BOX))
            shape.density = 1 / 10_000
            shape.friction, shape.elasticity = friction, elasticity
            self.space.add(body, shape)
            self.boxes.append(body)

    def tick(self):
        self.space.step(TICK)

    def awake(self):
        return any(not body.is_sleeping for body in self.boxes)

    def pile_height(self):
        return FLOOR - min(body.position[1] for body in self.boxes)


class Box2DV3Pile:
    """Box2D v3 (pyb2d3) in metres, 100 pt to the metre, y down like ours, with its defaults:
    4 substeps, contact hertz 30, continuous collision against static shapes, one worker."""

    METRE = 100.0

    def __init__(self, count, sleeps=True):
        import pyb2d3 as b2

        m = self.METRE
        self.world = b2.World(gravity=(0, GRAVITY / m))
        self.world.sleeping_enabled = sleeps
        material = b2.surface_material(friction=FRICTION, restitution=ELASTICITY)
        ground = self.world.create_static_body(position=(0, 0))
        for a, b in WALLS:
            ground.create_segment_shape(
                b2.shape_def(material=material), b2.segment((a[0] / m, a[1] / m), (b[0] / m, b[1] / m))
            )
        # v3's boxes have no rounding radius: a 20 pt box is a 0.2 m box.
        half = BOX / 2 / m
        self.boxes = []
        for x, y in box_centres(count):
            body = self.world.create_dynamic_body(
                position=(x / m, y / m), linear_damping=RESISTANCE, angular_damping=RESISTANCE, enable_sleep=sleeps
            )
            # Density per m²: the same masses as ours, whose density 1 is mass 1 per 10,000 pt².
            body.create_polygon_shape(b2.shape_def(density=1, material=material), b2.box(half, half))
            self.boxes.append(body)
        self.step = self.world.step

    def tick(self):
        self.step(TICK, 4)

    def awake(self):
        return any(body.awake for body in self.boxes)

    def pile_height(self):
        return FLOOR - min(body.position[1] for body in self.boxes) * self.METRE


ENGINES = {
    "box2d-v3": ("pyb2d3", lambda count, sleeps: Box2DV3Pile(count, sleeps=sleeps)),
    "box2d": ("Box2D", lambda count, sleeps: Box2DPile(count, substeps=1, sleeps=sleeps)),
    "box2d-substeps": ("Box2D", lambda count, sleeps: Box2DPile(count, substeps=4, sleeps=sleeps)),
    "pymunk": ("pymunk", lambda count, sleeps: PymunkPile(count, sleeps=sleeps)),
}


def timed_loop(pile):
    """Wall and CPU ms of TICKS ticks, one clock around the whole loop."""
    tick = pile.tick
    wall_start, cpu_start = time.perf_counter(), time.thread_time()
    for _ in range(TICKS):
        tick()
    return (time.perf_counter() - wall_start) * 1e3, (time.thread_time() - cpu_start) * 1e3


def run(make, count, sleeps):
    """One sample: the loop's (wall ms, CPU ms), the empty world's, awake ticks, pile height."""
    wall, cpu = timed_loop(make(count, sleeps))
    empty_wall, empty_cpu = timed_loop(make(0, sleeps))
    # Untimed: when the pile fell asleep and where it ended. Asleep stays asleep: nothing wakes it.
    pile = make(count, sleeps)
    awake_ticks = 0
    asleep = False
    for _ in range(TICKS):
        pile.tick()
        if not asleep:
            asleep = not pile.awake()
            awake_ticks += 0 if asleep else 1
    return wall, cpu, empty_wall, empty_cpu, awake_ticks, pile.pile_height()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("engine", choices=sorted(ENGINES))
    parser.add_argument("--boxes", type=int, action="append", help="box count (repeatable); default 100 and 500")
    parser.add_argument("--repetitions", type=int, default=3)
    parser.add_argument("--no-sleep", action="store_true", help="turn the engine's sleeping off")
    args = parser.parse_args()
    module, make = ENGINES[args.engine]
    name = f"{args.engine}-physics"
    try:
        __import__(module)
    except ImportError as error:
        print(f"{name} status=unavailable reason=no-module-{error.name or module}")
        return
    sleeps = not args.no_sleep
    for count in args.boxes or [100, 500]:
        samples = [run(make, count, sleeps) for _ in range(args.repetitions)]
        raw = statistics.median(s[0] for s in samples) / TICKS
        overhead = statistics.median(s[2] for s in samples) / TICKS
        net = statistics.median(s[0] - s[2] for s in samples) / TICKS
        cpu = statistics.median(s[1] - s[3] for s in samples) / TICKS
        *_, awake_ticks, height = samples[-1]
        ccd = " ccd=on" if args.engine.startswith("box2d") else ""
        print(
            f"{name} boxes={count} sleep={'on' if sleeps else 'off'} ticks={TICKS} ms_per_tick={net:.4f}"
            f" cpu_ms_per_tick={cpu:.4f} raw_ms_per_tick={raw:.4f} overhead_ms_per_tick={overhead:.4f}{ccd}"
            f" awake_ticks={awake_ticks} pile_height={height:.1f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
