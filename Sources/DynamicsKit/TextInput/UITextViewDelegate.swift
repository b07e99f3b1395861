import Foundation

/// What a text view asks and tells its delegate, as UIKit's protocol; every method is optional
/// (a default that allows, or does nothing). It refines the scroll view's delegate, as UIKit's
/// does: a text view's delegate hears its scrolling too.
///
/// Here a text view begins editing when tapped or told to (`becomeFirstResponder()`), changes
/// when text is typed through `insertText(_:)` and `deleteBackward()` (there is no keyboard),
/// and ends editing when it resigns. Setting `text`, `attributedText` or `selectedRange` in
/// code calls none of the change methods but ``textViewDidChangeSelection(_:)`` (for
/// `selectedRange`), as in UIKit.
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
    /// Asked before typed text replaces `range` (the selection, or the character a delete
    /// removes) with `text`; false keeps the text as it is.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// After typed text changed the text (not after code set it).
    func textViewDidChange(_ textView: UITextView)
    /// After the selection moved: typing, or code setting `selectedRange`.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
