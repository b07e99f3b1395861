import Foundation

/// The screen: the scene's, as `--size` sets it.
/// A space with bounds that points convert between, as UIKit's (`UIView` and `UIScreen`'s
/// `coordinateSpace` adopt it).
public protocol UICoordinateSpace: AnyObject {
    var bounds: CGRect { get }
}

open class UIScreen: NSObject, UICoordinateSpace {
    /// The current scene's screen.
    public class var main: UIScreen { UIScreen() }

    /// The screen in points, at the origin.
    open var bounds: CGRect {
        guard let screen = Clock.current?.screen else { return CGRect(x: 0, y: 0, width: 375, height: 667) }
        return CGRect(origin: .zero, size: screen.bounds.size)
    }

    /// The screen's space: its bounds (portrait, no rotation here).
    open var coordinateSpace: UICoordinateSpace { self }
    open var fixedCoordinateSpace: UICoordinateSpace { self }

    open var nativeBounds: CGRect { CGRect(origin: .zero, size: CGSize(width: bounds.width * scale, height: bounds.height * scale)) }
    /// Pixels a point on an iPhone: 2.
    open var scale: CGFloat { 2 }
    open var nativeScale: CGFloat { scale }
    open var brightness: CGFloat = 1
}

/// The device: an iPhone in portrait, running iOS 17, held still.
open class UIDevice: NSObject {
    public class var current: UIDevice { UIDevice() }

    open var name: String { "iPhone" }
    open var model: String { "iPhone" }
    open var localizedModel: String { "iPhone" }
    open var systemName: String { "iOS" }
    open var systemVersion: String { "17.0" }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    open var orientation: Orientation { .portrait }
    open var isBatteryMonitoringEnabled = false
    open var batteryLevel: Float { 1 }
    open var isGeneratingDeviceOrientationNotifications: Bool { false }
    open func beginGeneratingDeviceOrientationNotifications() {}
    open func endGeneratingDeviceOrientationNotifications() {}
    /// Never posted: the device is held in portrait.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    public enum Orientation: Int, Sendable {
        case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

        public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    }
}

public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac, vision
}

extension UIView: UICoordinateSpace {}
