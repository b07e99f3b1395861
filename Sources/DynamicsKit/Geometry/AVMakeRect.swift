import Foundation

/// The largest rectangle with the proportions of `aspectRatio` that fits inside
/// `boundingRect`, centred in it, as AVFoundation's (`import AVFoundation`): what an image
/// view's `.scaleAspectFit` shows. A ratio with a zero or non-finite side gives a zero-sized
/// rectangle at the bounding rectangle's centre.
public func AVMakeRect(aspectRatio: CGSize, insideRect boundingRect: CGRect) -> CGRect {
    let bounds = boundingRect.standardized
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    let ratioWidth = abs(aspectRatio.width), ratioHeight = abs(aspectRatio.height)
    guard ratioWidth > 0, ratioHeight > 0, ratioWidth.isFinite, ratioHeight.isFinite else {
        return CGRect(origin: center, size: .zero)
    }
    let scale = min(bounds.width / ratioWidth, bounds.height / ratioHeight)
    let size = CGSize(width: ratioWidth * scale, height: ratioHeight * scale)
    return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
}
