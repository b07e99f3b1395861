import Foundation

/// The random numbers a scene draws: a SplitMix64 sequence seeded by the scene's `seed`, so
/// code that rolls dice (a tutorial's `arc4random_uniform(20)` spin) gives the same frames on
/// every run, and `--seed` picks another sequence. Scene files' `arc4random()` and
/// `arc4random_uniform(_:)` come here (the generated entry point declares them).
@_spi(SceneFiles) public enum SceneRandom {
    /// A number in 0 ..< 2³², as `arc4random()`.
    public static func next32() -> UInt32 {
        UInt32(truncatingIfNeeded: nextWord() >> 32)
    }

    /// A number in 0 ..< `upperBound` (0 when it is 0 or 1), as `arc4random_uniform(_:)`.
    public static func uniform(_ upperBound: UInt32) -> UInt32 {
        guard upperBound > 1 else { return 0 }
        return UInt32(nextWord() % UInt64(upperBound))
    }

    private static func nextWord() -> UInt64 {
        if let clock = Clock.current { return clock.random.next() }
        return detachedLock.withLock { detached.next() }
    }

    /// For code that runs outside any scene (none should): the sequence of seed 0.
    private static var detached = SplitMix64(seed: 0)
    private static let detachedLock = NSLock()
}

/// SplitMix64: small and fast, its sequence set by its seed alone.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
