import Foundation

// `XCPlayground`, the module `PlaygroundSupport` replaced in Xcode 8: older pages still say
// `XCPlaygroundPage.currentPage.liveView = view`.

public typealias XCPlaygroundPage = PlaygroundPage
public typealias XCPlaygroundLiveViewable = PlaygroundLiveViewable

extension PlaygroundPage {
    /// `XCPlayground`'s name for ``current``.
    public static var currentPage: PlaygroundPage { current }
}

/// Accepted and ignored, as ``PlaygroundPage/needsIndefiniteExecution``.
public func XCPSetExecutionShouldContinueIndefinitely(continueIndefinitely: Bool = true) {}

/// `XCPlayground`'s first way to show a view: it becomes the page's live view.
public func XCPShowView(_ identifier: String, view: UIView) {
    PlaygroundPage.current.liveView = view
}
