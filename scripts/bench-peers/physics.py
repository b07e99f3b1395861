"""The pile of dynamics-bench (makePile in Sources/dynamics-bench/main.swift) in the peers' engines.

Usage: physics.py ENGINE [--boxes N] [--repetitions N]

ENGINE is one of
  box2d            Box2D 2.3 (pybox2d), one step of 1/60 s per tick with its stock
                   8 velocity and 3 position iterations
  box2d-substeps   Box2D 2.3, four steps of 1/240 s per tick, 1 velocity and 1 position
                   iteration each, as close as it comes to our 4 substeps
  pymunk           Chipmunk 2 (pymunk), one step of 1/60 s per tick with its stock 10 iterations

Why those: a tick of ours is one contact update and 4 substeps, each a biased and a relaxing
pass over the contacts plus a warm start: 12 passes. Box2D's stock 8 + 3 iterations plus its
warm start are 12 too, and Chipmunk's 10 plus its warm start 11. The substepped Box2D does the
same 4 × (1 + 1) solver passes but also updates contacts 4 times a tick.

Prints one line per box count, as dynamics-bench does:
  box2d-physics boxes=500 ticks=600 ms_per_tick=… cpu_ms_per_tick=… awake_ticks=… pile_height=…
ms are medians over the repetitions of the time spent inside the engine's step calls, wall
clock and this thread's CPU time. awake_ticks counts the ticks before every box was asleep;
pile_height is the top box centre's height above the floor at the end, in points.
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

    def __init__(self, count, substeps):
        import Box2D

        m = self.METRE
        self.substeps = substeps
        # Box2D sleeps an island after 0.5 s below 0.01 m/s (1 pt/s) and 2°/s: compiled in.
        self.world = Box2D.b2World(gravity=(0, GRAVITY / m), doSleep=True)
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
                position=(x / m, y / m), linearDamping=RESISTANCE, angularDamping=RESISTANCE
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

    def __init__(self, count):
        import pymunk

        self.space = pymunk.Space()
        self.space.gravity = (0, GRAVITY)
        self.space.iterations = 10
        # Chipmunk keeps `damping` of the velocity per second; ours divides by (1 + h·0.1) per substep.
        self.space.damping = math.exp(-RESISTANCE)
        self.space.sleep_time_threshold = REST_TIME
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


ENGINES = {
    "box2d": ("Box2D", lambda count: Box2DPile(count, substeps=1)),
    "box2d-substeps": ("Box2D", lambda count: Box2DPile(count, substeps=4)),
    "pymunk": ("pymunk", PymunkPile),
}


def run(make, count):
    """One run of TICKS ticks: (wall ms, CPU ms, awake ticks, pile height)."""
    pile = make(count)
    wall = cpu = 0.0
    awake_ticks = 0
    asleep = False
    for _ in range(TICKS):
        wall_start, cpu_start = time.perf_counter(), time.thread_time()
        pile.tick()
        cpu += time.thread_time() - cpu_start
        wall += time.perf_counter() - wall_start
        # Outside the timing. A pile that has fallen asleep stays asleep: nothing wakes it.
        if not asleep:
            asleep = not pile.awake()
            awake_ticks += 0 if asleep else 1
    return wall * 1e3, cpu * 1e3, awake_ticks, pile.pile_height()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("engine", choices=sorted(ENGINES))
    parser.add_argument("--boxes", type=int, action="append", help="box count (repeatable); default 100 and 500")
    parser.add_argument("--repetitions", type=int, default=3)
    args = parser.parse_args()
    module, make = ENGINES[args.engine]
    name = f"{args.engine}-physics"
    try:
        __import__(module)
    except ImportError as error:
        print(f"{name} status=unavailable reason=no-module-{error.name or module}")
        return
    for count in args.boxes or [100, 500]:
        samples = [run(make, count) for _ in range(args.repetitions)]
        wall = statistics.median(s[0] for s in samples) / TICKS
        cpu = statistics.median(s[1] for s in samples) / TICKS
        _, _, awake_ticks, height = samples[-1]
        print(
            f"{name} boxes={count} ticks={TICKS} ms_per_tick={wall:.4f} cpu_ms_per_tick={cpu:.4f}"
            f" awake_ticks={awake_ticks} pile_height={height:.1f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
