import Basics
import Foundation
import PNG
import XCTest

/// Device APIs that have no device here keep code compiling and meaningful: Core Motion reports
/// a phone held upright and still, on the scene's clock; system sounds are silent.
final class DeviceStandInCommandTests: CommandLineTestCase {
    func testCoreMotionSteersGravityDownTheScreenAndSoundsAreSilent() throws {
        try write("Tilt.swift", """
            import UIKit
            import CoreMotion
            import AudioToolbox

            class TiltViewController: UIViewController {
                let motion = CMMotionManager()
                var animator: UIDynamicAnimator!
                var gravity: UIGravityBehavior!
                var updates = 0

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let square = UIView(frame: CGRect(x: 150, y: 100, width: 75, height: 75))
                    square.backgroundColor = .systemRed
                    view.addSubview(square)
                    animator = UIDynamicAnimator(referenceView: view)
                    gravity = UIGravityBehavior(items: [square])
                    gravity.gravityDirection = CGVector(dx: 0, dy: 0)
                    animator.addBehavior(gravity)
                    guard motion.isDeviceMotionAvailable else { return }
                    motion.deviceMotionUpdateInterval = 0.1
                    motion.startDeviceMotionUpdates(to: .main) { [weak self] data, error in
                        guard let self = self, let data = data else { return }
                        self.updates += 1
                        self.gravity.gravityDirection = CGVector(dx: data.gravity.x, dy: -data.gravity.y)
                        if self.updates == 5 {
                            print("updates:", self.updates, data.timestamp, data.gravity.y, data.attitude.pitch > 1.5)
                            AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)
                        }
                    }
                }
            }

            """)
        let result = try runDynamics(["render", "Tilt.swift", "--duration", "1", "-o", "frames/"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "updates: 5 0.5 -1.0 true\n")
        // Gravity from the first update at 0.1 s: down the screen by ½ · 1000 · 0.9² ≈ 405 pt by 1 s.
        let last = try Frame(contentsOfPNG: workDirectory.appendingPathComponent("frames/frame-0029.png"))
        let red = RGBA(255, 59, 48)
        let top = (0..<667).first { last[187, $0] == red }
        XCTAssertEqual(Double(top ?? 0), 100 + 500 * pow(29.0 / 30 - 0.1, 2), accuracy: 15)
    }

    func testTiltTurnsCoreMotionsGravityFromItsTime() throws {
        try write("Roll.swift", """
            import UIKit
            import CoreMotion

            class RollViewController: UIViewController {
                let motion = CMMotionManager()
                var animator: UIDynamicAnimator!
                var gravity: UIGravityBehavior!
                var updates = 0

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let square = UIView(frame: CGRect(x: 50, y: 100, width: 60, height: 60))
                    square.backgroundColor = .systemRed
                    view.addSubview(square)
                    animator = UIDynamicAnimator(referenceView: view)
                    gravity = UIGravityBehavior(items: [square])
                    gravity.gravityDirection = .zero
                    animator.addBehavior(gravity)
                    motion.startAccelerometerUpdates()
                    motion.deviceMotionUpdateInterval = 0.1
                    motion.startDeviceMotionUpdates(to: OperationQueue.main) { data, _ in
                        guard let data = data else { return }
                        self.updates += 1
                        self.gravity.gravityDirection = CGVector(dx: data.gravity.x, dy: -data.gravity.y)
                        if self.updates == 4 || self.updates == 6 {
                            let pulled = self.motion.accelerometerData!.acceleration
                            print(String(format: "%.1f %.3f %.3f %.3f", data.timestamp, data.gravity.x, data.gravity.y, pulled.x))
                        }
                    }
                }
            }

            """)
        let result = try runDynamics(["render", "Roll.swift", "--tilt", "90@0.45", "--duration", "1", "-o", "frames/"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "0.4 0.000 -1.000 0.000\n0.6 1.000 -0.000 1.000\n",
                       "upright until 0.45 s, then turned a quarter clockwise: gravity along the device's x axis")
        // No gravity before the first update at 0.1 s, down the screen until 0.5 s, then to the right:
        // ½ · 1000 · (29/30 − 0.5)² ≈ 109 pt by the last frame.
        let last = try Frame(contentsOfPNG: workDirectory.appendingPathComponent("frames/frame-0029.png"))
        let red = RGBA(255, 59, 48)
        let row = (0..<667).first { y in (0..<375).contains { last[$0, y] == red } } ?? 0
        let left = (0..<375).first { last[$0, row + 5] == red }
        XCTAssertEqual(Double(left ?? 0), 50 + 500 * pow(29.0 / 30 - 0.5, 2), accuracy: 12)
        XCTAssertEqual(Double(row), 100 + 500 * (pow(29.0 / 30 - 0.1, 2) - pow(29.0 / 30 - 0.5, 2)), accuracy: 15,
                       "the downward speed gained before the tilt is kept")

        let bad = try runDynamics(["render", "Roll.swift", "--tilt", "400@1", "-o", "x.gif"])
        XCTAssertEqual(bad.status, 64)
        XCTAssertTrue(bad.stderr.contains("--tilt '400@1' is not DEGREES@T"), bad.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: workDirectory.appendingPathComponent("x.gif").path))
    }
}
