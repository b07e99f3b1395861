import Basics
import Encoding
import TestSupport
import XCTest

final class KeptClipTests: XCTestCase {
    /// Frames that change in random rectangles (flat fills, noise, transparency, nothing at
    /// all) come back byte for byte with their times, in far less than they take whole.
    func testFramesComeBackExactly() {
        var generator = SeededGenerator(seed: 5)
        let (width, height) = (67, 43)
        var frame = Frame(width: width, height: height, fill: RGBA(255, 255, 255))
        var frames: [Frame] = []
        for index in 0..<60 {
            switch index % 5 {
            case 0: break // the same as the frame before
            case 1: // a flat rectangle: long runs that cross rows
                let x = Int.random(in: 0..<width, using: &generator), y = Int.random(in: 0..<height, using: &generator)
                let color = RGBA(UInt8(index), 40, 200, UInt8.random(in: 0...255, using: &generator))
                for row in y..<min(height, y + 9) { for column in x..<min(width, x + 12) { frame[column, row] = color } }
            case 2: // noise: literal runs
                for _ in 0..<30 {
                    let x = Int.random(in: 20..<35, using: &generator), y = Int.random(in: 10..<20, using: &generator)
                    frame[x, y] = RGBA(UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 0...255, using: &generator), 7, 0)
                }
            case 3: // one pixel, at a corner
                frame[width - 1, height - 1] = RGBA(UInt8(index), 0, 0)
            default: // transparent pixels that differ only in their color bytes still differ
                frame[0, 0] = RGBA(UInt8(index), 1, 2, 0)
            }
            frames.append(frame)
        }
        var clip = KeptClip(framesWorth: 4)
        for (index, frame) in frames.enumerated() { clip.append(frame, at: Double(index) / 30) }
        XCTAssertTrue(clip.isComplete)
        XCTAssertEqual(clip.count, 60)
        XCTAssertEqual(clip.byteLimit, 4 * width * height * 4)
        XCTAssertLessThan(clip.byteCount, 2 * width * height * 4, "60 frames in under two frames' worth")

        var canvas = Frame(width: 1, height: 1)
        var played: [(Frame, Double)] = []
        clip.forEach(into: &canvas) { played.append(($0, $1)) }
        XCTAssertEqual(played.count, 60)
        for (index, (frame, time)) in played.enumerated() {
            XCTAssertEqual(frame, frames[index], "frame \(index)")
            XCTAssertEqual(time, Double(index) / 30)
        }
    }

    /// Frames past the memory limit are kept in the temporary file and played back exactly;
    /// a clip whose frames change size is given up, and its memory with it.
    func testFramesPastTheLimitGoToTheFileAndClipsThatChangeSizeAreGivenUp() {
        var generator = SeededGenerator(seed: 9)
        func noise() -> Frame {
            var frame = Frame(width: 16, height: 16)
            for y in 0..<16 { for x in 0..<16 { frame[x, y] = RGBA(UInt8.random(in: 0...255, using: &generator), 0, 0) } }
            return frame
        }
        let frames = (0..<6).map { _ in noise() }
        var clip = KeptClip(framesWorth: 3)
        clip.append(frames[0], at: 0)
        clip.append(frames[1], at: 0.1)
        XCTAssertEqual(clip.spilledCount, 0, "two noisy frames fit in three frames' worth")
        let inMemory = clip.byteCount
        for (index, frame) in frames.enumerated().dropFirst(2) { clip.append(frame, at: Double(index) / 10) }
        XCTAssertTrue(clip.isComplete)
        XCTAssertEqual(clip.count, 6)
        XCTAssertEqual(clip.spilledCount, 4, "a third noisy frame, with its run headers, does not: it and the rest go to the file")
        XCTAssertLessThan(clip.byteCount, inMemory + 16 * 16 * 4, "memory holds only their index entries, less than one of their frames")
        var canvas = Frame(width: 1, height: 1)
        var played: [(Frame, Double)] = []
        clip.forEach(into: &canvas) { played.append(($0, $1)) }
        XCTAssertEqual(played.map(\.0), frames, "read back exactly")
        XCTAssertEqual(played.map(\.1), [0, 0.1, 0.2, 0.3, 0.4, 0.5])

        var resized = KeptClip(framesWorth: 8)
        resized.append(Frame(width: 4, height: 4), at: 0)
        resized.append(Frame(width: 5, height: 4), at: 0.1)
        XCTAssertFalse(resized.isComplete)
        XCTAssertEqual(resized.count, 0)
        XCTAssertEqual(resized.byteCount, 0)
        var calls = 0
        resized.forEach(into: &canvas) { _, _ in calls += 1 }
        XCTAssertEqual(calls, 0, "nothing is kept once given up")

        var none = KeptClip(framesWorth: 0)
        none.append(frames[0], at: 0)
        none.append(frames[1], at: 0.5)
        XCTAssertEqual(none.spilledCount, 2, "0 keeps every frame in the file")
        played = []
        none.forEach(into: &canvas) { played.append(($0, $1)) }
        XCTAssertEqual(played.map(\.0), Array(frames.prefix(2)))
    }
}
