import Foundation

extension Scene {
    /// A scene the size of `device`'s screen, with its safe-area insets.
    public convenience init(device: DeviceSize, backgroundColor: UIColor = .white, seed: UInt64 = 0) {
        self.init(size: device.size, backgroundColor: backgroundColor, seed: seed)
        safeAreaInsets = device.safeAreaInsets
    }

    /// The screen's safe area: the root view's `safeAreaInsets`, from which every view's
    /// `safeAreaInsets` and `safeAreaLayoutGuide` follow. Defaults to 20 pt at the top (a
    /// status bar, as on an iPhone SE); ``init(device:backgroundColor:seed:)`` sets the device's.
    public var safeAreaInsets: UIEdgeInsets {
        get { rootView.safeAreaInsets }
        set {
            rootView.autoLayout.screenSafeAreaInsets = newValue
            LayoutEngine.hierarchyDidChange()
        }
    }
}

extension Scene {
    /// From `time` on, the phone is turned `degrees` clockwise in its screen's plane (its right
    /// edge down for positive degrees), as `--tilt DEGREES@T`: Core Motion's gravity and
    /// accelerometer follow from the next sample.
    public func tilt(degrees: Double, at time: TimeInterval) {
        precondition(degrees.isFinite && time.isFinite, "tilt degrees and time must be finite")
        let clock = self.clock
        at(time) { clock.deviceTilt = degrees * .pi / 180 }
    }
}
