import Foundation

// What playground books' code uses of PlaygroundSupport besides the page and its live view.
// In Swift Playgrounds a book page's live view runs in a process of its own and the page's
// code talks to it in `PlaygroundValue` messages; here the live view is the scene, in the one
// process, and no page code runs beside it to send anything: the live view's message handler
// is never called, and `liveView` is the view itself, never a `PlaygroundRemoteLiveViewProxy`.

/// A value sent between a page's code and its live view.
public enum PlaygroundValue: Equatable {
    case array([PlaygroundValue])
    case dictionary([String: PlaygroundValue])
    case string(String)
    case data(Data)
    case date(Date)
    case integer(Int)
    case floatingPoint(Double)
    case boolean(Bool)
}

/// A live view's end of the message connection; every method has a default that does nothing.
public protocol PlaygroundLiveViewMessageHandler: AnyObject {
    func liveViewMessageConnectionOpened()
    func liveViewMessageConnectionClosed()
    func receive(_ message: PlaygroundValue)
    func send(_ message: PlaygroundValue)
}

extension PlaygroundLiveViewMessageHandler {
    public func liveViewMessageConnectionOpened() {}
    public func liveViewMessageConnectionClosed() {}
    public func receive(_ message: PlaygroundValue) {}
    /// No page code listens here: sent messages go nowhere.
    public func send(_ message: PlaygroundValue) {}
}

/// The page code's stand-in for a live view in another process. `PlaygroundPage.current.liveView`
/// is never one here (the live view is in this process), so code's `as? PlaygroundRemoteLiveViewProxy`
/// is nil, as it is on a page whose live view runs in-process.
public final class PlaygroundRemoteLiveViewProxy: PlaygroundLiveViewable {
    public weak var delegate: PlaygroundRemoteLiveViewProxyDelegate?
    public init() {}
    public func send(_ message: PlaygroundValue) {}
    public var playgroundLiveViewRepresentation: PlaygroundLiveViewRepresentation { .view(UIView()) }
}

public protocol PlaygroundRemoteLiveViewProxyDelegate: AnyObject {
    func remoteLiveViewProxy(_ remoteLiveViewProxy: PlaygroundRemoteLiveViewProxy, received message: PlaygroundValue)
    func remoteLiveViewProxyConnectionClosed(_ remoteLiveViewProxy: PlaygroundRemoteLiveViewProxy)
}

/// A live view controller that keeps its content clear of the Swift Playgrounds chrome: the
/// guide is the view's safe area here.
public protocol PlaygroundLiveViewSafeAreaContainer {
    var liveViewSafeAreaGuide: UILayoutGuide { get }
}

extension PlaygroundLiveViewSafeAreaContainer where Self: UIViewController {
    public var liveViewSafeAreaGuide: UILayoutGuide { view.safeAreaLayoutGuide }
}

/// A book's values kept between runs: here for the one run, starting empty.
public final class PlaygroundKeyValueStore {
    nonisolated(unsafe) public static let current = PlaygroundKeyValueStore()
    private var values: [String: PlaygroundValue] = [:]
    public subscript(key: String) -> PlaygroundValue? {
        get { values[key] }
        set { values[key] = newValue }
    }
}
