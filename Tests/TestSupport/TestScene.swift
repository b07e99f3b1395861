import DynamicsKit
import Foundation

extension CGSize {
    /// The screen the tests use unless they need another: 375 × 667 points, an iPhone SE's
    /// (`DeviceSize.iPhoneSE`), the demos' size.
    public static let phone = CGSize(width: 375, height: 667)
}

/// The scene a test builds its views in: `size` (the phone screen by default), white, with
/// `seed` for whatever is random in it, and the default 20 pt status bar. The one place the
/// tests make their standard scene.
public func makeTestScene(size: CGSize = .phone, backgroundColor: UIColor = .white, seed: UInt64 = 0) -> Scene {
    Scene(size: size, backgroundColor: backgroundColor, seed: seed)
}
