// Benchmarks for scripts/bench: one line per figure, `name key=value …`, so a script can read them.
// Times are medians of a few repetitions, wall clock (`ms_…`) and this thread's CPU time
// (`cpu_ms_…`, less disturbed by other processes); compare them as ratios within one run.
// scripts/bench runs this with `--repetitions 1` between the peers' runs and takes the medians.
//
// Usage: dynamics-bench [physics] [render] [compare] [--boxes N] [--scale S] [--repetitions N] [--no-sleep]
//        dynamics-bench profile-physics | hash-physics [--boxes N] [--no-sleep] [--ticks N] [--plank]
@_spi(Benchmarks) import DynamicsKit
import Basics
import Encoding
import Foundation
import Rendering
import VisualDiff

/// Milliseconds of wall clock and of this thread's CPU time spent in one call.
struct Timing {
    var wall: Double
    var cpu: Double

    static func measure(_ body: () throws -> Void) rethrows -> Timing {
        let wallStart = ContinuousClock.now
        let cpuStart = threadCPUMilliseconds()
        try body()
        let cpu = threadCPUMilliseconds() - cpuStart
        let elapsed = ContinuousClock.now - wallStart
        let wall = Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) * 1e-15
        return Timing(wall: wall, cpu: cpu)
    }

    private static func threadCPUMilliseconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) * 1e3 + Double(now.tv_nsec) * 1e-6
    }
}

/// Medians of wall and CPU time over the samples, each taken separately.
func median(_ samples: [Timing]) -> Timing {
    func middle(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    return Timing(wall: middle(samples.map(\.wall)), cpu: middle(samples.map(\.cpu)))
}

func format(_ value: Double) -> String { String(format: "%.4f", value) }

// MARK: Physics

/// `count` boxes of 20 × 20 pt dropped in rows into an open box 375 pt wide: density 1,
/// friction 0.2, elasticity 0.2, gravity 1000 pt/s². scripts/bench-peers/physics.py builds the
/// same pile in the peers' engines; change both together.
func makePile(count: Int, sleeps: Bool = true) -> Scene {
    let scene = Scene(size: CGSize(width: 375, height: 1000))
    var boxes: [UIView] = []
    let perRow = 15
    for index in 0..<count {
        let column = index % perRow, row = index / perRow
        let x = 10 + Double(column) * 24 + Double(row % 2) * 6
        let y = 1000 - 30 - Double(row) * 24
        let box = UIView(frame: CGRect(x: x, y: y, width: 20, height: 20))
        scene.rootView.addSubview(box)
        boxes.append(box)
    }
    dropIntoOpenBox(boxes, in: scene, sleeps: sleeps)
    return scene
}

/// `count` boxes of 8 × 8 pt, forty to a row, dropped from 80 pt onto a loose plank 355 × 10 pt
/// lying on the floor of the same open box, with the pile's materials: the plank carries more
/// contacts than the solver has colours, so some are solved one at a time (ContactConstraints.swift),
/// and the drop is fast enough to bounce. For `hash-physics --plank`.
func makePlank(count: Int, sleeps: Bool = true) -> Scene {
    let scene = Scene(size: CGSize(width: 375, height: 1000))
    let plank = UIView(frame: CGRect(x: 10, y: 990, width: 355, height: 10))
    scene.rootView.addSubview(plank)
    var items = [plank]
    let perRow = 40
    for index in 0..<count {
        let column = index % perRow, row = index / perRow
        let box = UIView(frame: CGRect(x: 12 + Double(column) * 8.8, y: 900 - Double(row) * 12, width: 8, height: 8))
        scene.rootView.addSubview(box)
        items.append(box)
    }
    dropIntoOpenBox(items, in: scene, sleeps: sleeps)
    return scene
}

/// The pile's world for `items`: an open box 375 pt wide with its floor at 1,000 pt, gravity,
/// and the pile's materials (density 1, friction 0.2, elasticity 0.2).
private func dropIntoOpenBox(_ items: [UIView], in scene: Scene, sleeps: Bool) {
    scene.run {
        let animator = UIDynamicAnimator(referenceView: scene.rootView)
        animator.neverPauses = !sleeps
        scene.keep(animator)
        let collision = UICollisionBehavior(items: items)
        collision.addBoundary(withIdentifier: "floor", from: CGPoint(x: 0, y: 1000), to: CGPoint(x: 375, y: 1000))
        collision.addBoundary(withIdentifier: "left", from: CGPoint(x: 0, y: -2000), to: CGPoint(x: 0, y: 1000))
        collision.addBoundary(withIdentifier: "right", from: CGPoint(x: 375, y: -2000), to: CGPoint(x: 375, y: 1000))
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: items))
        let material = UIDynamicItemBehavior(items: items)
        material.density = 1
        material.friction = 0.2
        material.elasticity = 0.2
        animator.addBehavior(material)
    }
}

/// Times 600 ticks of the pile (building it, and the animator making its bodies, is not timed). Besides the time, the line says how
/// many ticks the animator ran before the pile came to rest (it pauses then, as UIKit's does) and
/// how high the top box's centre ended above the floor, so the peers' piles can be compared.
/// With `sleeps` false the animator never pauses: every tick is solved, as in an engine with
/// sleeping turned off.
func benchPhysics(boxCounts: [Int], repetitions: Int, sleeps: Bool) {
    let ticks = 600
    for count in boxCounts {
        var samples: [Timing] = []
        var awakeTicks = 0, pileHeight = 0.0
        for _ in 0..<repetitions {
            let scene = makePile(count: count, sleeps: sleeps)
            // The engine's bodies are made before the clock starts, as the peers' are.
            scene.clock.animators[0].installBehaviors()
            samples.append(Timing.measure { scene.advance(by: Double(ticks) / 60) })
            awakeTicks = Int((scene.clock.animators[0].elapsedTime * 60).rounded())
            pileHeight = 1000 - scene.rootView.subviews.map { Double($0.center.y) }.min()!
        }
        let time = median(samples)
        print("dynamics-physics boxes=\(count) sleep=\(sleeps ? "on" : "off") ticks=\(ticks) ms_per_tick=\(format(time.wall / Double(ticks)))",
              "cpu_ms_per_tick=\(format(time.cpu / Double(ticks))) awake_ticks=\(awakeTicks)",
              "pile_height=\(String(format: "%.1f", pileHeight))")
    }
}

// MARK: Rendering

/// 100 rotated rounded rectangles on a 375 × 667 view. scripts/bench-peers/render.py draws
/// the same shapes with pycairo; change both together.
func makeViews() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.backgroundColor = .white
    let colors: [UIColor] = [.orange, .red, .systemBlue, .systemGreen, .purple]
    for index in 0..<100 {
        let view = UIView(frame: CGRect(x: Double(index % 10) * 36 + 5, y: Double(index / 10) * 64 + 10, width: 30, height: 40))
        view.backgroundColor = colors[index % colors.count]
        view.layer.cornerRadius = 6
        view.transform = CGAffineTransform(rotationAngle: Double(index) * 0.37)
        root.addSubview(view)
    }
    return root
}

/// Times 300 frames, each turning one view and rendering the tree into an RGBA frame.
func benchRender(scales: [Double], repetitions: Int) throws {
    let frames = 300
    for scale in scales {
        let root = makeViews()
        let rasterizer = Rasterizer(scale: scale)
        var samples: [Timing] = []
        for _ in 0..<repetitions {
            samples.append(try Timing.measure {
                for index in 0..<frames {
                    root.subviews[index % 100].transform = CGAffineTransform(rotationAngle: Double(index) * 0.01)
                    _ = try rasterizer.render(root)
                }
            })
        }
        let time = median(samples)
        print("dynamics-render views=100 frames=\(frames) scale=\(format(scale).trimmingTrailingZeros)",
              "ms_per_frame=\(format(time.wall / Double(frames))) cpu_ms_per_frame=\(format(time.cpu / Double(frames)))")
    }
}

// MARK: Comparing frames

/// Times `compare` of two 375 × 667 frames that differ in every pixel, its slowest case: each
/// pixel is measured and gets the anti-aliasing check. Target: half a second (a test asserted
/// it until wall-clock limits left the tests).
func benchCompare(repetitions: Int) throws {
    var expected = Frame(width: 375, height: 667, fill: RGBA(255, 255, 255))
    var actual = expected
    for y in 0..<667 {
        for x in 0..<375 {
            expected[x, y] = RGBA(UInt8(x & 255), UInt8(y & 255), 90)
            actual[x, y] = RGBA(UInt8((x * 7) & 255), UInt8(y & 255), 200)
        }
    }
    var samples: [Timing] = []
    var different = 0
    for _ in 0..<repetitions {
        samples.append(try Timing.measure { different = try compare(expected, actual).differentPixels })
    }
    let time = median(samples)
    print("dynamics-compare width=375 height=667 different_pixels=\(different) ms=\(format(time.wall)) cpu_ms=\(format(time.cpu)) target_s=0.5")
}

extension String {
    /// "2.0000" → "2", "1.5000" → "1.5".
    var trimmingTrailingZeros: String {
        guard contains(".") else { return self }
        var text = self
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}

// MARK: Command line

func usageError(_ message: String) -> Never {
    FileHandle.standardError.write(Data("dynamics-bench: \(message)\nusage: dynamics-bench [physics] [render] [compare] [--boxes N] [--scale S] [--repetitions N] [--no-sleep]\n".utf8))
    exit(2)
}

/// One short run for instruction-counting profilers: `valgrind --tool=callgrind dynamics-bench profile-physics`
/// (500 boxes, sleeping on, 120 ticks unless `--boxes`, `--no-sleep` or `--ticks` say otherwise).
func profilePhysics(count: Int, sleeps: Bool, ticks: Int) {
    let scene = makePile(count: count, sleeps: sleeps)
    scene.advance(by: Double(ticks) / 60)
}

/// A hash of every box's centre and transform bits after each of 300 ticks of the 500-box pile,
/// for checking that a refactor of the engine leaves the simulation bit for bit the same:
/// `dynamics-bench hash-physics` before and after must print the same line (`--boxes`,
/// `--no-sleep` and `--ticks` change the pile, its sleeping and the number of ticks; `--plank`
/// drops the boxes onto a plank instead, `makePlank`).
func hashPhysics(count: Int, sleeps: Bool, ticks: Int, plank: Bool) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func add(_ value: CGFloat) {
        var bits = Double(value).bitPattern
        for _ in 0..<8 {
            hash = (hash ^ (bits & 0xFF)) &* 0x100_0000_01b3
            bits >>= 8
        }
    }
    let scene = plank ? makePlank(count: count, sleeps: sleeps) : makePile(count: count, sleeps: sleeps)
    for _ in 0..<ticks {
        scene.advance(by: 1.0 / 60)
        for view in scene.rootView.subviews {
            let t = view.transform
            for value in [view.center.x, view.center.y, t.a, t.b, t.c, t.d, t.tx, t.ty] { add(value) }
        }
    }
    print("dynamics-physics-hash\(plank ? " plank" : "") boxes=\(count) sleep=\(sleeps ? "on" : "off") ticks=\(ticks) hash=\(String(hash, radix: 16))")
}

var sections: Set<String> = []
var boxCounts = [100, 500]
var scales = [1.0, 2.0]
var repetitions = 3
var sleeps = true
var plank = false
var chosenBoxes: Int?
var chosenTicks: Int?
var tool: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "physics", "render", "compare":
        sections.insert(argument)
    case "profile-physics", "hash-physics":
        tool = argument
    case "--no-sleep":
        sleeps = false
    case "--plank":
        plank = true
    case "--boxes", "--scale", "--repetitions", "--ticks":
        guard let value = arguments.popFirst().flatMap(Double.init), value > 0, value.isFinite else {
            usageError("\(argument) needs a positive number")
        }
        switch argument {
        case "--boxes": boxCounts = [Int(value)]; chosenBoxes = Int(value)
        case "--ticks": chosenTicks = Int(value)
        case "--scale": scales = [value]
        default: repetitions = Int(value)
        }
    default:
        usageError("unknown argument '\(argument)'")
    }
}
switch tool {
case "profile-physics":
    profilePhysics(count: chosenBoxes ?? 500, sleeps: sleeps, ticks: chosenTicks ?? 120)
    exit(0)
case "hash-physics":
    hashPhysics(count: chosenBoxes ?? 500, sleeps: sleeps, ticks: chosenTicks ?? 300, plank: plank)
    exit(0)
default:
    break
}
if sections.isEmpty { sections = ["physics", "render"] }
if sections.contains("physics") { benchPhysics(boxCounts: boxCounts, repetitions: repetitions, sleeps: sleeps) }
if sections.contains("render") { try benchRender(scales: scales, repetitions: repetitions) }
if sections.contains("compare") { try benchCompare(repetitions: repetitions) }
