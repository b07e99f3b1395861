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

    /// A clip over its limit is given up whole, and its memory with it; so is one whose
    /// frames change size.
    func testClipsThatDoNotFitAreGivenUp() {
        var generator = SeededGenerator(seed: 9)
        func noise() -> Frame {
            var frame = Frame(width: 16, height: 16)
            for y in 0..<16 { for x in 0..<16 { frame[x, y] = RGBA(UInt8.random(in: 0...255, using: &generator), 0, 0) } }
            return frame
        }
        var clip = KeptClip(framesWorth: 3)
        clip.append(noise(), at: 0)
        clip.append(noise(), at: 0.1)
        XCTAssertTrue(clip.isComplete, "two noisy frames fit in three frames' worth")
        clip.append(noise(), at: 0.2)
        XCTAssertFalse(clip.isComplete, "a third noisy frame, with its run headers, does not")
        XCTAssertEqual(clip.count, 0)
        XCTAssertEqual(clip.byteCount, 0)
        clip.append(Frame(width: 16, height: 16), at: 0.3)
        XCTAssertFalse(clip.isComplete, "nothing is kept once given up")
        var canvas = Frame(width: 1, height: 1)
        var calls = 0
        clip.forEach(into: &canvas) { _, _ in calls += 1 }
        XCTAssertEqual(calls, 0)

        var resized = KeptClip(framesWorth: 8)
        resized.append(Frame(width: 4, height: 4), at: 0)
        resized.append(Frame(width: 5, height: 4), at: 0.1)
        XCTAssertFalse(resized.isComplete)

        var none = KeptClip(framesWorth: 0)
        none.append(Frame(width: 4, height: 4), at: 0)
        XCTAssertFalse(none.isComplete, "0 keeps nothing")
    }
}
