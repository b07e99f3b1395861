import Basics
import DynamicsKit
import Encoding
import Foundation
import Rendering
import TestSupport
import XCTest

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

    /// A square stepping across a full-size screen, one position per frame at 30 fps.
    private func movingSquareScene(frames: Int) -> Scene {
        let scene = makeTestScene()
        scene.rootView.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 0, y: 300, width: 40, height: 40))
        square.backgroundColor = .orange
        scene.rootView.addSubview(square)
        for index in 0..<frames {
            scene.clock.schedule(at: Double(index) / 30) { square.frame.origin.x = CGFloat(index * 7 % 320) }
        }
        return scene
    }

    /// Keeps every frame it is given, as a value.
    private final class KeepingSink: FrameSink {
        var frames: [Frame] = []
        func append(_ frame: Frame, at time: Double) throws { frames.append(frame) }
        func finish(duration: Double) throws {}
    }

    func testOneThreadAndDrawingAheadGiveTheSameFramesAndKeptFramesStayIntact() throws {
        var results: [[Frame]] = []
        for drawsAhead in [false, true] {
            var recorder = Recorder(fps: 30, duration: 1)
            recorder.drawsAhead = drawsAhead
            let sink = KeepingSink()
            try recorder.record(movingSquareScene(frames: 30), into: sink)
            XCTAssertEqual(sink.frames.count, 30)
            // The recorder draws into frames it handed out before: a frame the sink kept must
            // still show its own time, the square's left edge at 7 pt per frame.
            for (index, frame) in sink.frames.enumerated() {
                let left = index * 7 % 320
                XCTAssertEqual(frame[left + 1, 320], RGBA(255, 128, 0), "frame \(index)")
                XCTAssertEqual(frame[left + 45, 320], RGBA(255, 255, 255), "frame \(index)")
            }
            results.append(sink.frames)
        }
        XCTAssertEqual(results[0], results[1])
    }

    /// Frame buffers, the GIF writer's screen and its planning scratch are reused: recording 300
    /// more frames of a full-size scene to a GIF costs under 4 page faults a frame (0.2 measured),
    /// where a fresh 375 × 667 frame buffer alone would fault in its 245 pages (244 measured with
    /// the buffers not reused).
    ///
    /// Each recording also pays a constant for the handful of buffers it allocates, and with
    /// `drawsAhead` that constant depends on the allocator: each recording's drawing thread is
    /// new and gets whichever malloc arena is free, whose pages may have been returned to the
    /// system (about 2,170 or 3,830 faults a recording, the same for 60 frames as for 360,
    /// switching between the two at any recording). So short and long recordings are compared
    /// in adjacent pairs and the least difference of three pairs counts: a switch spoils one
    /// pair at most, while a buffer allocated per frame would show in every pair.
    func testRecordingToAGIFFaultsInNoFrameBufferPerFrame() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recorder-faults-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func faults(frames: Int, drawsAhead: Bool) throws -> Int {
            var recorder = Recorder(fps: 30, duration: Double(frames) / 30)
            recorder.drawsAhead = drawsAhead
            let writer = try GIFWriter(url: folder.appendingPathComponent("\(frames).gif"))
            let scene = movingSquareScene(frames: frames)
            var before = rusage(), after = rusage()
            getrusage(RUSAGE_SELF.rawValue, &before)
            try recorder.record(scene, into: writer)
            getrusage(RUSAGE_SELF.rawValue, &after)
            return after.ru_minflt - before.ru_minflt
        }
        for drawsAhead in [false, true] {
            _ = try faults(frames: 60, drawsAhead: drawsAhead) // the allocator's first growth
            var pairs: [(short: Int, long: Int)] = []
            for _ in 0..<3 {
                pairs.append((try faults(frames: 60, drawsAhead: drawsAhead), try faults(frames: 360, drawsAhead: drawsAhead)))
            }
            let perFrame = Double(pairs.map { $0.long - $0.short }.min()!) / 300
            XCTAssertLessThan(perFrame, 4, "drawsAhead \(drawsAhead): faults for (60, 360) frames \(pairs)")
        }
    }

    /// A scene under gravity: the survey sees the very frames the recording appends, and those
    /// are the frames the plain `record(_:into:)` gives, whether the survey's frames are kept
    /// and played back (one scene built) or the clip is too large to keep (a second scene).
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
        var recorder = Recorder(fps: 30, duration: 0.5)
        let plain = FrameKeeper(wantsSurvey: false)
        try recorder.record(makeScene(), into: plain)
        XCTAssertEqual(plain.appended.count, 15)
        XCTAssertNotEqual(plain.appended.first, plain.appended.last, "the square falls")

        // Kept in memory (the default allows 8 frames' worth; this clip needs well under one),
        // and with no memory (0: every frame in the clip's file): the scene is built once
        // either way, so its code runs once.
        for (keptFrames, expectedBuilds) in [(8, 1), (0, 1)] {
            recorder.keptClipFrames = keptFrames
            let surveying = FrameKeeper(wantsSurvey: true)
            var builds = 0
            var surveyReports: [Int] = [], reports: [Int] = []
            try recorder.record({ builds += 1; return makeScene() }, into: surveying,
                                progress: { done, total in XCTAssertEqual(total, 15); reports.append(done) },
                                surveyProgress: { done, _ in surveyReports.append(done) })
            XCTAssertEqual(builds, expectedBuilds, "kept \(keptFrames)")
            XCTAssertEqual(surveyReports, Array(1...15))
            XCTAssertEqual(reports, Array(1...15))
            XCTAssertTrue(surveying.surveyed == plain.appended, "the survey's frames, kept \(keptFrames)")
            XCTAssertTrue(surveying.appended == plain.appended, "the recording's frames, kept \(keptFrames)")
            XCTAssertEqual(surveying.finishedDuration, 0.5)
        }

        // A sink that wants no survey gets one scene and no survey.
        let unsurveyed = FrameKeeper(wantsSurvey: false)
        var builds = 0
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
