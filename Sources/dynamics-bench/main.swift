// Benchmarks for scripts/bench: one line per figure, `name key=value …`, so a script can read them.
// Times are wall-clock medians of a few repetitions; compare them as ratios within one run.
import DynamicsKit
import Encoding
import Foundation
import Rendering

/// Median of `repetitions` timings of `body`, in milliseconds.
func medianMilliseconds(repetitions: Int, _ body: () throws -> Void) rethrows -> Double {
    var samples: [Double] = []
    for _ in 0..<repetitions {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        samples.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) * 1e-15)
    }
    return samples.sorted()[samples.count / 2]
}

/// `count` boxes of 20 × 20 pt dropped in rows into an open box 375 pt wide: density 1,
/// friction 0.2, elasticity 0.2, gravity 1000 pt/s².
func makePile(count: Int) -> Scene {
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
    scene.run {
        let animator = UIDynamicAnimator(referenceView: scene.rootView)
        let collision = UICollisionBehavior(items: boxes)
        collision.addBoundary(withIdentifier: "floor", from: CGPoint(x: 0, y: 1000), to: CGPoint(x: 375, y: 1000))
        collision.addBoundary(withIdentifier: "left", from: CGPoint(x: 0, y: -2000), to: CGPoint(x: 0, y: 1000))
        collision.addBoundary(withIdentifier: "right", from: CGPoint(x: 375, y: -2000), to: CGPoint(x: 375, y: 1000))
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: boxes))
        let material = UIDynamicItemBehavior(items: boxes)
        material.density = 1
        material.friction = 0.2
        material.elasticity = 0.2
        animator.addBehavior(material)
    }
    return scene
}

func benchPhysics() {
    for count in [100, 500] {
        let ticks = 600
        let ms = medianMilliseconds(repetitions: 3) {
            let scene = makePile(count: count)
            scene.advance(by: Double(ticks) / 60)
        }
        print("dynamics-physics boxes=\(count) ticks=\(ticks) ms_per_tick=\(String(format: "%.4f", ms / Double(ticks)))")
    }
}

/// 100 rotated rounded rectangles on a 375 × 667 view.
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

func benchRender() throws {
    let root = makeViews()
    let frames = 300
    for scale in [1.0, 2.0] {
        let rasterizer = Rasterizer(scale: scale)
        let ms = try medianMilliseconds(repetitions: 3) {
            for index in 0..<frames {
                root.subviews[index % 100].transform = CGAffineTransform(rotationAngle: Double(index) * 0.01)
                _ = try rasterizer.render(root)
            }
        }
        print("dynamics-render views=100 frames=\(frames) scale=\(Int(scale)) ms_per_frame=\(String(format: "%.4f", ms / Double(frames)))")
    }
}

/// One short run for instruction-counting profilers (valgrind --tool=callgrind).
func profilePhysics() {
    let scene = makePile(count: 500)
    scene.advance(by: 2)
}

let arguments = Set(CommandLine.arguments.dropFirst())
if arguments.contains("profile-physics") {
    profilePhysics()
    exit(0)
}
if arguments.isEmpty || arguments.contains("physics") { benchPhysics() }
if arguments.isEmpty || arguments.contains("render") { try benchRender() }
