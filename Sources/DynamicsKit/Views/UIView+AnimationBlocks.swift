import Foundation

// iOS 3's animation blocks, which older code still uses: changes made between
// `UIView.beginAnimations(_:context:)` and `UIView.commitAnimations()` animate as one
// `UIView.animate` closure's would, with the duration (0.2 s unless set), delay, curve and
// repetition set in between; the delegate's did-stop selector is sent when it ends.

/// One `beginAnimations` … `commitAnimations` block, open.
final class OpenAnimationBlock {
    let identifier: String?
    let context: UnsafeMutableRawPointer?
    let recording = AnimationRecording()
    var duration: TimeInterval = 0.2
    var delay: TimeInterval = 0
    var curve: UIView.AnimationCurve = .easeInOut
    var repeatCount: Float = 0
    var autoreverses = false
    weak var delegate: AnyObject?
    var willStart: Selector?
    var didStop: Selector?

    init(identifier: String?, context: UnsafeMutableRawPointer?) {
        self.identifier = identifier
        self.context = context
    }
}

extension UIView {
    nonisolated(unsafe) private static var openAnimationBlocks: [OpenAnimationBlock] = []

    /// The innermost open block, whose changes animate.
    static var openAnimationBlock: OpenAnimationBlock? { openAnimationBlocks.last }

    /// Opens a block: changes to views' animatable properties from here to
    /// ``commitAnimations()`` animate.
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        openAnimationBlocks.append(OpenAnimationBlock(identifier: animationID, context: context))
        bindOpenBlock(true)
    }

    /// Closes the innermost block and plays its changes.
    public class func commitAnimations() {
        guard let block = openAnimationBlocks.popLast() else { return }
        bindOpenBlock(false)
        if let delegate = block.delegate, let willStart = block.willStart {
            willStart.perform(delegate, block.identifier as Any)
        }
        let timing = AnimationTiming(delay: block.delay, duration: block.duration, curve: block.curve.timingCurve)
        var repetition = AnimationRepetition()
        repetition.repeats = block.repeatCount.isInfinite
        repetition.autoreverses = block.autoreverses
        play(block.recording, timing: timing, repetition: repetition) { finished in
            guard let delegate = block.delegate, let didStop = block.didStop else { return }
            didStop.perform(delegate, block.identifier as Any)
        }
    }

    public class func setAnimationDuration(_ duration: TimeInterval) { openAnimationBlock?.duration = duration }
    public class func setAnimationDelay(_ delay: TimeInterval) { openAnimationBlock?.delay = delay }
    public class func setAnimationCurve(_ curve: UIView.AnimationCurve) { openAnimationBlock?.curve = curve }
    /// Repeats forever when infinite; any finite count plays once here.
    public class func setAnimationRepeatCount(_ repeatCount: Float) { openAnimationBlock?.repeatCount = repeatCount }
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) { openAnimationBlock?.autoreverses = repeatAutoreverses }
    public class func setAnimationDelegate(_ delegate: Any?) { openAnimationBlock?.delegate = delegate as AnyObject? }
    public class func setAnimationWillStart(_ selector: Selector?) { openAnimationBlock?.willStart = selector }
    /// Sent to the delegate when the block ends, with the block's identifier.
    public class func setAnimationDidStop(_ selector: Selector?) { openAnimationBlock?.didStop = selector }
    /// Accepted: animations here always start from the present values.
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}
}
