import DynamicsKit
import Foundation

/// A scene's screen: its size in points and the safe-area insets its status bar and home
/// indicator leave, from `--size WxH` or a device's name.
public struct ScreenSize: Equatable, Sendable {
    public var width: Double
    public var height: Double
    public var safeAreaTop: Double
    public var safeAreaBottom: Double

    public init(width: Double, height: Double, safeAreaTop: Double = 20, safeAreaBottom: Double = 0) {
        self.width = width
        self.height = height
        self.safeAreaTop = safeAreaTop
        self.safeAreaBottom = safeAreaBottom
    }

    /// An iPhone 8 / SE: 375 × 667 pt, a 20 pt status bar.
    public static let `default` = ScreenSize(width: 375, height: 667)

    /// The default iPhone turned on its side: 667 × 375 pt, no status bar (an iPhone hides it
    /// in landscape). What an app whose `Info.plist` allows only landscape shows.
    public static let landscape = ScreenSize(width: 667, height: 375, safeAreaTop: 0)

    /// Named screens, as `--size` accepts them: DynamicsKit's ``DeviceSize`` table (portrait),
    /// then `landscape`.
    public static var devices: [(name: String, size: ScreenSize)] {
        DeviceSize.all.map { device in
            (device.name, ScreenSize(width: Double(device.size.width), height: Double(device.size.height),
                                     safeAreaTop: Double(device.safeAreaInsets.top), safeAreaBottom: Double(device.safeAreaInsets.bottom)))
        } + [("landscape", landscape)]
    }

    public static var deviceNames: [String] { devices.map(\.name) }

    /// `WxH` (points, 1 to 4096 each; the status-bar inset of a phone without a notch) or a
    /// device name.
    public init(parsing text: String) throws {
        if let device = Self.devices.first(where: { $0.name == text.lowercased() }) {
            self = device.size
            return
        }
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite, (1...4096).contains(width), (1...4096).contains(height) else {
            throw ScreenSizeError(text: text)
        }
        self.init(width: width, height: height)
    }
}

public struct ScreenSizeError: Error, CustomStringConvertible {
    public let text: String
    public var description: String {
        "--size '\(text)' is not WxH in points (each 1 to 4096, e.g. 375x667) or a device: \(ScreenSize.deviceNames.joined(separator: ", "))"
    }
}
