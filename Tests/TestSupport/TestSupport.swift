import Foundation

extension BinaryFloatingPoint {
    /// True when `self` is within `tolerance` of `other`, relative to the larger magnitude
    /// (or absolutely, when both are smaller than 1). Tolerance 0.01 means 1 %.
    public func isApproximatelyEqual(to other: Self, relativeTolerance tolerance: Self) -> Bool {
        let scale = Swift.max(Swift.max(abs(self), abs(other)), 1)
        return abs(self - other) <= tolerance * scale
    }
}

/// SplitMix64: a small, fast generator whose sequence depends only on its seed, so a failing
/// randomized case can be replayed from the seed it prints.
public struct SeededGenerator: RandomNumberGenerator {
    public private(set) var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The folder holding the package (Package.swift), found from this source file.
public let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    while url.path != "/" {
        url.deleteLastPathComponent()
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            return url
        }
    }
    fatalError("Package.swift not found above \(#filePath)")
}()
