import DynamicsKit
import Foundation
import XCTest

/// Sound plays silently on the scene's clock; Core Motion's reference frames and the
/// compass-calibration flag are accepted; a timer made with a fire date fires that long after.
final class SoundAndSensorTests: XCTestCase {
    private func makeScene() -> Scene { Scene(size: CGSize(width: 100, height: 100)) }

    private final class Listener: AVAudioPlayerDelegate {
        var finished: [(Bool, TimeInterval)] = []
        let scene: Scene
        init(_ scene: Scene) { self.scene = scene }
        func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
            finished.append((flag, scene.clock.time))
        }
    }

    private func soundFile() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dynamics-test-\(getpid()).mp3")
        try Data([0xFF, 0xFB, 0x90, 0x64, 0, 0, 0, 0]).write(to: url)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func testAFileThatCannotBeReadThrowsCoreAudiosError() {
        let missing = URL(fileURLWithPath: "/nonexistent/dynamics/sound.mp3")
        XCTAssertThrowsError(try AVAudioPlayer(contentsOf: missing, fileTypeHint: AVFileType.mp3.rawValue)) { error in
            XCTAssertEqual((error as NSError).code, 2_003_334_207)
        }
        XCTAssertThrowsError(try AVAudioPlayer(data: Data()))
    }

    func testAPlayerFinishesAtTheNextTickAndTellsItsDelegate() throws {
        let scene = makeScene()
        let listener = Listener(scene)
        let player = try AVAudioPlayer(contentsOf: try soundFile())
        player.delegate = listener
        XCTAssertNoThrow(try AVAudioSession.sharedInstance().setCategory(.playback, mode: .default))
        XCTAssertNoThrow(try AVAudioSession.sharedInstance().setActive(true))
        XCTAssertEqual(AVAudioSession.sharedInstance().category, .playback)
        scene.advance(by: 0.5)
        scene.run {
            XCTAssertTrue(player.prepareToPlay())
            XCTAssertTrue(player.play())
        }
        XCTAssertTrue(player.isPlaying)
        scene.advance(by: 1.0 / 60)
        XCTAssertFalse(player.isPlaying)
        XCTAssertEqual(listener.finished.count, 1)
        XCTAssertEqual(listener.finished.first?.0, true)
        XCTAssertEqual(listener.finished.first?.1 ?? 0, 0.5 + 1.0 / 60, accuracy: 1e-9)
    }

    func testAPlayerLoopingForeverPlaysUntilStopped() throws {
        let scene = makeScene()
        let listener = Listener(scene)
        let player = try AVAudioPlayer(data: Data([1, 2, 3]), fileTypeHint: nil)
        player.delegate = listener
        player.numberOfLoops = -1
        scene.run { player.play() }
        scene.advance(by: 2)
        XCTAssertTrue(player.isPlaying)
        player.stop()
        XCTAssertFalse(player.isPlaying)
        scene.advance(by: 1)
        XCTAssertTrue(listener.finished.isEmpty)
    }

    func testATimerWithAFireDateFiresThatLongAfterItIsMadeThenAtItsInterval() {
        let scene = makeScene()
        var now: [TimeInterval] = [], later: [TimeInterval] = []
        scene.advance(by: 1)
        scene.run {
            RunLoop.main.add(SceneTimer(fire: Date(), interval: 0.5, repeats: true) { _ in now.append(scene.clock.time) }, forMode: .common)
            RunLoop.main.add(SceneTimer(fire: Date().addingTimeInterval(1), interval: 0, repeats: false) { _ in later.append(scene.clock.time) }, forMode: .default)
        }
        scene.advance(by: 1.6)
        XCTAssertEqual(now.count, 4)
        for (fired, expected) in zip(now, [1 + 1.0 / 60, 1.5, 2, 2.5]) { XCTAssertEqual(fired, expected, accuracy: 1e-9) }
        XCTAssertEqual(later.count, 1)
        XCTAssertEqual(later.first ?? 0, 2, accuracy: 1e-9)
    }

    func testDeviceMotionInAReferenceFrameAndTheCalibrationDisplay() {
        let scene = makeScene()
        let motion = CMMotionManager()
        XCTAssertEqual(motion.attitudeReferenceFrame, .xArbitraryZVertical)
        XCTAssertTrue(CMMotionManager.availableAttitudeReferenceFrames().contains(.xMagneticNorthZVertical))
        motion.showsDeviceMovementDisplay = true
        var samples: [CMDeviceMotion] = []
        scene.tilt(degrees: 90, at: 0.5)
        scene.run {
            motion.startDeviceMotionUpdates(using: .xMagneticNorthZVertical)
        }
        XCTAssertEqual(motion.attitudeReferenceFrame, .xMagneticNorthZVertical)
        XCTAssertTrue(motion.isDeviceMotionActive)
        scene.advance(by: 1)
        scene.run { if let sample = motion.deviceMotion { samples.append(sample) } }
        XCTAssertEqual(samples.count, 1)
        XCTAssertEqual(samples.first?.gravity.x ?? 0, 1, accuracy: 1e-9)
        motion.stopDeviceMotionUpdates()
        var pushed = 0
        scene.run {
            motion.startDeviceMotionUpdates(using: .xTrueNorthZVertical, to: OperationQueue()) { data, _ in
                if data != nil { pushed += 1 }
            }
        }
        scene.advance(by: 0.5)
        XCTAssertEqual(motion.attitudeReferenceFrame, .xTrueNorthZVertical)
        XCTAssertEqual(pushed, 30, "one sample a tick at the default 0.01 s interval")
    }
}
