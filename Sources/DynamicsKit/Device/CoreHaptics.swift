import Foundation

// Core Haptics as far as apps that tap out a pattern use it (`import CoreHaptics`, a shim that
// re-exports these). The device is an iPhone with haptics, so `supportsHaptics` is true and an
// engine starts; a pattern played shows each of its events as a ripple, as
// `UIImpactFeedbackGenerator` shows an impact: at the event's time after the player starts,
// at the centre of the screen, as strong as its intensity. Audio events play silently, as
// `AVAudioPlayer` does here.

public protocol CHHapticDeviceCapability {
    var supportsHaptics: Bool { get }
    var supportsAudio: Bool { get }
}

private struct PhoneHaptics: CHHapticDeviceCapability {
    var supportsHaptics: Bool { true }
    var supportsAudio: Bool { true }
}

/// The time a player starts at: now.
public let CHHapticTimeImmediate: TimeInterval = 0

public final class CHHapticEventParameter {
    public struct ID: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticIntensity = ID(rawValue: "HapticIntensity")
        public static let hapticSharpness = ID(rawValue: "HapticSharpness")
        public static let attackTime = ID(rawValue: "AttackTime")
        public static let decayTime = ID(rawValue: "DecayTime")
        public static let releaseTime = ID(rawValue: "ReleaseTime")
        public static let sustained = ID(rawValue: "Sustained")
        public static let audioVolume = ID(rawValue: "AudioVolume")
        public static let audioPitch = ID(rawValue: "AudioPitch")
        public static let audioPan = ID(rawValue: "AudioPan")
        public static let audioBrightness = ID(rawValue: "AudioBrightness")
    }

    public let parameterID: ID
    public var value: Float

    public init(parameterID: ID, value: Float) {
        self.parameterID = parameterID
        self.value = value
    }
}

public final class CHHapticEvent {
    public struct EventType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticTransient = EventType(rawValue: "HapticTransient")
        public static let hapticContinuous = EventType(rawValue: "HapticContinuous")
        public static let audioContinuous = EventType(rawValue: "AudioContinuous")
        public static let audioCustom = EventType(rawValue: "AudioCustom")
    }

    public let type: EventType
    public var eventParameters: [CHHapticEventParameter]
    public var relativeTime: TimeInterval
    public var duration: TimeInterval

    public convenience init(eventType type: EventType, parameters: [CHHapticEventParameter], relativeTime time: TimeInterval) {
        self.init(eventType: type, parameters: parameters, relativeTime: time, duration: 0)
    }

    public init(eventType type: EventType, parameters: [CHHapticEventParameter], relativeTime time: TimeInterval, duration: TimeInterval) {
        self.type = type
        eventParameters = parameters
        relativeTime = time
        self.duration = duration
    }

    /// The event's intensity, 0…1 (1 when not given).
    var intensity: CGFloat {
        CGFloat(eventParameters.first { $0.parameterID == .hapticIntensity }?.value ?? 1)
    }
}

public final class CHHapticPattern {
    let events: [CHHapticEvent]

    public init(events: [CHHapticEvent], parameters: [Any]) throws {
        self.events = events
    }

    public var duration: TimeInterval {
        events.map { $0.relativeTime + $0.duration }.max() ?? 0
    }
}

public protocol CHHapticPatternPlayer: AnyObject {
    func start(atTime time: TimeInterval) throws
    func stop(atTime time: TimeInterval) throws
}

private final class RipplePlayer: CHHapticPatternPlayer {
    let pattern: CHHapticPattern
    init(_ pattern: CHHapticPattern) { self.pattern = pattern }

    /// Shows each haptic event as a ripple at its time (`time` is taken as from now).
    func start(atTime time: TimeInterval) throws {
        guard let clock = Clock.current else { return }
        for event in pattern.events where event.type == .hapticTransient || event.type == .hapticContinuous {
            let intensity = event.intensity
            clock.schedule(at: clock.time + max(time, 0) + event.relativeTime) {
                UIImpactFeedbackGenerator(style: .medium).impactOccurred(intensity: intensity)
            }
        }
    }

    func stop(atTime time: TimeInterval) throws {}
}

public final class CHHapticEngine {
    public enum StoppedReason: Int, Sendable {
        case audioSessionInterrupt = 1, applicationSuspended, idleTimeout, notifyWhenFinished, engineDestroyed, gameControllerDisconnect, systemError = -1
    }

    public var stoppedHandler: (StoppedReason) -> Void = { _ in }
    public var resetHandler: () -> Void = {}
    public var playsHapticsOnly = false
    public var isAutoShutdownEnabled = false
    public var isMutedForHaptics = false

    public init() throws {}

    public class func capabilitiesForHardware() -> CHHapticDeviceCapability { PhoneHaptics() }

    public func start() throws {}
    public func start(completionHandler: ((Error?) -> Void)? = nil) { completionHandler?(nil) }
    public func stop(completionHandler: ((Error?) -> Void)? = nil) { completionHandler?(nil) }

    public func makePlayer(with pattern: CHHapticPattern) throws -> CHHapticPatternPlayer {
        RipplePlayer(pattern)
    }

    public func notifyWhenPlayersFinished(finishedHandler: @escaping (Error?) -> Void) {}
}
