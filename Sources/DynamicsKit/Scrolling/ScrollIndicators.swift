import Foundation

/// A scroll view's two indicator bars, as iOS draws them: thin rounded grey bars along the
/// trailing and bottom edges, sized to the visible fraction of the content and placed at the
/// offset's fraction of the range, shrinking when the content is pulled past an edge. They
/// show while the finger or a glide moves the content, and fade once it rests.
///
/// They are subviews of the scroll view in front of the content (as UIKit's are), made the
/// first time they show, never hit by touches.
final class ScrollIndicators: ClockDriven {
    /// Thickness of a bar and its gap to the scroll view's edge, in points.
    static let thickness: CGFloat = 3, edgeGap: CGFloat = 3
    /// The shortest a bar gets while the content is in range.
    static let minimumLength: CGFloat = 36
    /// Seconds a bar stays after the content rests, then seconds its fade takes.
    static let fadeDelay: Double = 0.5, fadeDuration: Double = 0.3

    let vertical = UIView(frame: .zero)
    let horizontal = UIView(frame: .zero)
    private weak var scrollView: UIScrollView?
    private weak var clock: Clock?
    /// Seconds since the content came to rest, while fading; nil while shown.
    private var restingTime: Double?

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        for bar in [vertical, horizontal] {
            bar.isUserInteractionEnabled = false
            bar.layer.cornerRadius = Self.thickness / 2
            bar.alpha = 0
        }
    }

    /// Shows the bars at full opacity, in front of the content.
    func show() {
        guard let scrollView else { return }
        restingTime = nil
        clock?.detach(self)
        let front = scrollView.subviews.suffix(2)
        if !(front.contains { $0 === vertical } && front.contains { $0 === horizontal }) {
            for bar in [vertical, horizontal] {
                if bar.superview === scrollView { scrollView.bringSubviewToFront(bar) } else { scrollView.addSubview(bar) }
            }
        }
        vertical.alpha = 1
        horizontal.alpha = 1
        place()
    }

    /// Starts the wait and fade, on the scene's clock.
    func fade(on clock: Clock?) {
        guard let clock, restingTime == nil, vertical.alpha > 0 || horizontal.alpha > 0 else { return }
        restingTime = 0
        self.clock = clock
        clock.attach(self)
    }

    func step(_ dt: TimeInterval) {
        guard let time = restingTime.map({ $0 + dt }) else { return }
        restingTime = time
        let alpha = CGFloat(min(max(1 - (time - Self.fadeDelay) / Self.fadeDuration, 0), 1))
        vertical.alpha = min(vertical.alpha, alpha)
        horizontal.alpha = min(horizontal.alpha, alpha)
        if alpha == 0 {
            restingTime = nil
            clock?.detach(self)
        }
    }

    /// Sizes and places the bars for the current offset, in the scroll view's bounds.
    func place() {
        guard let scrollView else { return }
        let bounds = scrollView.bounds, range = scrollView.offsetRange, axes = scrollView.scrollableAxes
        let inset = scrollView.adjustedContentInset
        let color = scrollView.indicatorStyle == .white ? UIColor(white: 1, alpha: 0.5) : UIColor(white: 0, alpha: 0.35)
        let safe = scrollView.automaticallyAdjustsScrollIndicatorInsets ? scrollView.safeAreaInsets : .zero

        vertical.isHidden = !(axes.vertical && scrollView.showsVerticalScrollIndicator)
        horizontal.isHidden = !(axes.horizontal && scrollView.showsHorizontalScrollIndicator)
        vertical.backgroundColor = color
        horizontal.backgroundColor = color

        let verticalInsets = scrollView.verticalScrollIndicatorInsets
        let top = bounds.minY + safe.top + verticalInsets.top + Self.edgeGap
        let bottom = bounds.maxY - safe.bottom - verticalInsets.bottom - Self.edgeGap
            - (horizontal.isHidden ? 0 : Self.thickness + Self.edgeGap)
        let (y, height) = Self.bar(
            track: top...max(top, bottom), offset: bounds.minY, range: range.minY...range.maxY,
            visible: bounds.height, content: scrollView.contentSize.height + inset.top + inset.bottom)
        vertical.frame = CGRect(
            x: bounds.maxX - safe.right - verticalInsets.right - Self.edgeGap - Self.thickness, y: y,
            width: Self.thickness, height: height)

        let horizontalInsets = scrollView.horizontalScrollIndicatorInsets
        let left = bounds.minX + safe.left + horizontalInsets.left + Self.edgeGap
        let right = bounds.maxX - safe.right - horizontalInsets.right - Self.edgeGap
            - (vertical.isHidden ? 0 : Self.thickness + Self.edgeGap)
        let (x, width) = Self.bar(
            track: left...max(left, right), offset: bounds.minX, range: range.minX...range.maxX,
            visible: bounds.width, content: scrollView.contentSize.width + inset.left + inset.right)
        horizontal.frame = CGRect(
            x: x, y: bounds.maxY - safe.bottom - horizontalInsets.bottom - Self.edgeGap - Self.thickness,
            width: width, height: Self.thickness)
    }

    /// A bar's start and length along a track: the visible fraction of the content long (at
    /// least ``minimumLength``), shortened by how far the content is pulled past an edge, at
    /// the offset's fraction of the range.
    private static func bar(
        track: ClosedRange<CGFloat>, offset: CGFloat, range: ClosedRange<CGFloat>, visible: CGFloat, content: CGFloat
    ) -> (start: CGFloat, length: CGFloat) {
        let trackLength = track.upperBound - track.lowerBound
        var length = min(trackLength, max(minimumLength, trackLength * visible / max(content, visible, 1)))
        let overshoot = offset < range.lowerBound ? range.lowerBound - offset : offset > range.upperBound ? offset - range.upperBound : 0
        length = max(thickness * 2, length - overshoot)
        let span = range.upperBound - range.lowerBound
        let fraction = span > 0 ? min(max((offset - range.lowerBound) / span, 0), 1) : 0
        return (track.lowerBound + fraction * (trackLength - length), length)
    }
}
