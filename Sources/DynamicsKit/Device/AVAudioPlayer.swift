import Foundation

// AVFoundation's sound playback as a recording has it: a GIF or PNG sequence has no sound, so
// a player plays silently, and says so once. Its state follows the scene's clock as the real
// one's does for a sound of no length: `play()` succeeds, the player finishes at the next tick
// (its delegate told, as when a sound ends), and a player set to loop forever plays until
// stopped. Files are read as the real initializers read them, and one that cannot be read
// throws. (`import AVFoundation` is a shim over this kit.)

/// The app's audio session: categories, modes and activation accepted; nothing is routed.
open class AVAudioSession: NSObject {
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
    }

    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
    }

    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    nonisolated(unsafe) private static let shared = AVAudioSession()

    open class func sharedInstance() -> AVAudioSession { shared }

    open private(set) var category: Category = .soloAmbient
    open private(set) var mode: Mode = .default
    open private(set) var categoryOptions: CategoryOptions = []

    open func setCategory(_ category: Category) throws {
        try setCategory(category, mode: .default, options: [])
    }

    open func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        try setCategory(category, mode: .default, options: options)
    }

    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        self.category = category
        self.mode = mode
        categoryOptions = options
    }

    open func setMode(_ mode: Mode) throws { self.mode = mode }

    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {}
}

/// Uniform type identifiers of audiovisual files, for `fileTypeHint`.
public struct AVFileType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let mp3 = AVFileType("public.mp3")
    public static let wav = AVFileType("com.microsoft.waveform-audio")
    public static let aiff = AVFileType("public.aiff-audio")
    public static let aifc = AVFileType("public.aifc-audio")
    public static let caf = AVFileType("com.apple.coreaudio-format")
    public static let m4a = AVFileType("com.apple.m4a-audio")
    public static let mp4 = AVFileType("public.mpeg-4")
    public static let mov = AVFileType("com.apple.quicktime-movie")
    public static let ac3 = AVFileType("public.ac3-audio")
}

public protocol AVAudioPlayerDelegate: AnyObject {
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?) {}
}

/// A sound player that plays silently (see the top of this file).
open class AVAudioPlayer: NSObject {
    public let url: URL?
    public let data: Data?
    open weak var delegate: AVAudioPlayerDelegate?
    /// Whether the player is playing: from `play()` until it finishes (the next tick; never,
    /// while `numberOfLoops` is negative), `pause()` or `stop()`.
    open private(set) var isPlaying = false
    open var volume: Float = 1
    open var pan: Float = 0
    open var rate: Float = 1
    open var enableRate = false
    open var numberOfLoops = 0
    open var currentTime: TimeInterval = 0
    open var isMeteringEnabled = false
    /// The sound's length: not decoded here, so none.
    open var duration: TimeInterval { 0 }
    open var numberOfChannels: Int { 2 }
    open var deviceCurrentTime: TimeInterval { Clock.current?.time ?? 0 }
    /// Counts plays, so a finish scheduled for an earlier play does not end a later one.
    private var playCount = 0

    /// The real error for a file that cannot be opened: Core Audio's 'wht?' (2003334207).
    private static func unreadable(_ url: URL?) -> Error {
        NSError(domain: NSOSStatusErrorDomain, code: 2_003_334_207, userInfo: url.map { [NSURLErrorKey: $0] })
    }

    public convenience init(contentsOf url: URL) throws {
        try self.init(contentsOf: url, fileTypeHint: nil)
    }

    public init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        guard let contents = try? Data(contentsOf: url), !contents.isEmpty else { throw Self.unreadable(url) }
        self.url = url
        data = contents
        super.init()
    }

    public convenience init(data: Data) throws {
        try self.init(data: data, fileTypeHint: nil)
    }

    public init(data: Data, fileTypeHint utiString: String?) throws {
        guard !data.isEmpty else { throw Self.unreadable(nil) }
        url = nil
        self.data = data
        super.init()
    }

    @discardableResult
    open func prepareToPlay() -> Bool { true }

    @discardableResult
    open func play() -> Bool {
        Self.saySilent()
        guard !isPlaying else { return true }
        isPlaying = true
        playCount += 1
        guard numberOfLoops >= 0, let clock = Clock.current else { return true }
        let play = playCount
        clock.schedule(at: clock.time) { [weak self] in
            guard let self, isPlaying, playCount == play else { return }
            isPlaying = false
            currentTime = 0
            delegate?.audioPlayerDidFinishPlaying(self, successfully: true)
        }
        return true
    }

    @discardableResult
    open func play(atTime time: TimeInterval) -> Bool { play() }

    open func pause() { isPlaying = false }

    open func stop() {
        isPlaying = false
        currentTime = 0
    }

    open func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) { self.volume = volume }

    open func updateMeters() {}

    /// Silence, in decibels.
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }

    nonisolated(unsafe) private static var saidSilent = false
    private static let saidLock = NSLock()

    private static func saySilent() {
        let first = saidLock.withLock { () -> Bool in
            defer { saidSilent = true }
            return !saidSilent
        }
        guard first else { return }
        FileHandle.standardError.write(Data("dynamics: AVAudioPlayer plays silently: a recording has no sound\n".utf8))
    }
}
