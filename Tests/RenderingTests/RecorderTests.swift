import DynamicsKit
import Encoding
import Foundation
import XCTest
import Rendering

/// A sink that keeps what a test checks about each frame, not the frames.
private final class SinkStub: FrameSink {
    var times: [Double] = []
    var sizes: [(Int, Int)] = []
    var probes: [RGBA] = []
    var finishedDuration: Double?
    let probe: (x: Int, y: Int)

    init(probe: (x: Int, y: Int) = (0, 0)) { self.probe = probe }

    func append(_ frame: Frame, at time: Double) throws {
        XCTAssertNil(finishedDuration, "a frame after finish")
        times.append(time)
        sizes.append((frame.width, frame.height))
        probes.append(frame[probe.x, probe.y])
    }

    func finish(duration: Double) throws { finishedDuration = duration }
}

final class RecorderTests: XCTestCase {
    func testThirtyFramesForOneSecondAtThirtyFPS() throws {
        let scene = Scene(size: CGSize(width: 20, height: 10))
        let sink = SinkStub()
        var reports: [(Int, Int)] = []
        let recorder = Recorder(fps: 30, duration: 1, scale: 2)
        XCTAssertEqual(recorder.frameCount, 30)
        try recorder.record(scene, into: sink) { reports.append(($0, $1)) }

        XCTAssertEqual(sink.times.count, 30)
        for (index, time) in sink.times.enumerated() {
            XCTAssertEqual(time, Double(index) / 30, accuracy: 1e-12)
        }
        XCTAssertTrue(sink.sizes.allSatisfy { $0 == (40, 20) })
        XCTAssertEqual(sink.finishedDuration, 1)
        XCTAssertEqual(reports.map(\.0), Array(1...30))
        XCTAssertTrue(reports.allSatisfy { $0.1 == 30 })
        XCTAssertEqual(scene.time, 29.0 / 30, accuracy: 1e-9)
    }

    func testFrameCountRoundsAndNeverFallsToZero() {
        XCTAssertEqual(Recorder(fps: 30, duration: 0).frameCount, 1)
        XCTAssertEqual(Recorder(fps: 30, duration: 0.01).frameCount, 1)
        XCTAssertEqual(Recorder(fps: 30, duration: 2.5).frameCount, 75)
        XCTAssertEqual(Recorder(fps: 24, duration: 1.02).frameCount, 24)
        XCTAssertEqual(Recorder(fps: 12.5, duration: 4).frameCount, 50)
    }

    func testScheduledMoveShowsUpInTheFrameAtItsTime() throws {
        let scene = Scene(size: CGSize(width: 100, height: 20))
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        square.backgroundColor = .red
        scene.rootView.addSubview(square)
        // Moves off the probed pixel half a second in: the first frame at or after 0.5 s is
        // frame 15 (0.5 s is exactly tick 30).
        scene.clock.schedule(at: 0.5) { square.center = CGPoint(x: 80, y: 10) }

        let sink = SinkStub(probe: (x: 10, y: 10))
        try Recorder(fps: 30, duration: 1).record(scene, into: sink)
        XCTAssertEqual(sink.probes.count, 30)
        XCTAssertEqual(sink.probes.firstIndex(of: RGBA(255, 255, 255)), 15)
        XCTAssertTrue(sink.probes[..<15].allSatisfy { $0 == RGBA(255, 0, 0) })
        XCTAssertTrue(sink.probes[15...].allSatisfy { $0 == RGBA(255, 255, 255) })
    }

    func testSinkErrorStopsTheRecording() {
        struct Full: Error {}
        final class FailingSink: FrameSink {
            var appended = 0
            var finished = false
            func append(_ frame: Frame, at time: Double) throws {
                appended += 1
                if appended == 3 { throw Full() }
            }
            func finish(duration: Double) throws { finished = true }
        }
        let sink = FailingSink()
        XCTAssertThrowsError(try Recorder(duration: 1).record(Scene(size: CGSize(width: 4, height: 4)), into: sink))
        XCTAssertEqual(sink.appended, 3)
        XCTAssertFalse(sink.finished)
    }

    /// A scene under gravity, built fresh for each pass: the survey sees the very frames the
    /// recording appends, and those are the frames the plain `record(_:into:)` gives.
    func testRecordingFromAFactorySurveysTheSameFrames() throws {
        func makeScene() -> Scene {
            let scene = Scene(size: CGSize(width: 60, height: 80))
            scene.run {
                let square = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
                square.backgroundColor = .orange
                scene.rootView.addSubview(square)
                let animator = UIDynamicAnimator(referenceView: scene.rootView)
                animator.addBehavior(UIGravityBehavior(items: [square]))
                scene.keep(animator)
            }
            return scene
        }
        let recorder = Recorder(fps: 30, duration: 0.5)
        let plain = FrameKeeper(wantsSurvey: false)
        try recorder.record(makeScene(), into: plain)

        let surveying = FrameKeeper(wantsSurvey: true)
        var builds = 0
        var surveyReports: [Int] = []
        try recorder.record({ builds += 1; return makeScene() }, into: surveying,
                            surveyProgress: { done, _ in surveyReports.append(done) })
        XCTAssertEqual(builds, 2)
        XCTAssertEqual(surveyReports, Array(1...15))
        XCTAssertEqual(plain.appended.count, 15)
        XCTAssertNotEqual(plain.appended.first, plain.appended.last, "the square falls")
        XCTAssertTrue(surveying.surveyed == plain.appended, "the survey's frames")
        XCTAssertTrue(surveying.appended == plain.appended, "the recording's frames")
        XCTAssertEqual(surveying.finishedDuration, 0.5)

        // A sink that wants no survey gets one scene and no survey.
        let unsurveyed = FrameKeeper(wantsSurvey: false)
        builds = 0
        try recorder.record({ builds += 1; return makeScene() }, into: unsurveyed)
        XCTAssertEqual(builds, 1)
        XCTAssertTrue(unsurveyed.surveyed.isEmpty && unsurveyed.appended == plain.appended)
    }
}

/// Keeps every frame surveyed and appended (for small scenes only).
private final class FrameKeeper: SurveyingFrameSink {
    let wantsSurvey: Bool
    var surveyed: [Frame] = []
    var appended: [Frame] = []
    var finishedDuration: Double?

    init(wantsSurvey: Bool) { self.wantsSurvey = wantsSurvey }

    func survey(_ frame: Frame) throws {
        XCTAssertTrue(appended.isEmpty, "a survey after the recording began")
        surveyed.append(frame)
    }

    func append(_ frame: Frame, at time: Double) throws { appended.append(frame) }

    func finish(duration: Double) throws { finishedDuration = duration }
}
