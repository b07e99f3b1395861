import Foundation

// Core Motion as a phone held still and upright in portrait would report it, on the scene's
// clock: gravity straight down the screen (−1 g along the device's y axis), no user
// acceleration, no rotation. Code that steers a `UIGravityBehavior` by the device's tilt runs
// and its items fall down the screen, as on a phone held upright. `--tilt DEGREES@T`
// (`Scene.tilt(degrees:at:)`) turns the phone clockwise in its screen's plane from T on:
// gravity is then (sin θ, −cos θ, 0) g in device axes, the accelerometer reads the same, and
// the attitude's yaw is −θ. (`import CoreMotion` is a shim over this kit.)

public struct CMAcceleration: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var z: Double
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

public struct CMRotationRate: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var z: Double
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

open class CMLogItem: NSObject {
    /// Seconds of the scene when the sample was taken.
    open internal(set) var timestamp: TimeInterval = 0
}

open class CMAccelerometerData: CMLogItem {
    open internal(set) var acceleration = DeviceTilt.gravity
}

open class CMGyroData: CMLogItem {
    open internal(set) var rotationRate = CMRotationRate(x: 0, y: 0, z: 0)
}

open class CMAttitude: NSObject {
    /// Upright in portrait: pitched up a quarter turn from lying flat.
    open internal(set) var roll: Double = 0
    open internal(set) var pitch: Double = .pi / 2
    open internal(set) var yaw: Double = -DeviceTilt.angle
}

/// The phone's turn in its screen's plane now, from the current scene's clock.
enum DeviceTilt {
    static var angle: Double { Clock.current?.deviceTilt ?? 0 }

    static var gravity: CMAcceleration {
        let angle = self.angle
        return CMAcceleration(x: sin(angle), y: -cos(angle), z: 0)
    }
}

open class CMDeviceMotion: CMLogItem {
    open internal(set) var attitude = CMAttitude()
    open internal(set) var rotationRate = CMRotationRate(x: 0, y: 0, z: 0)
    open internal(set) var gravity = DeviceTilt.gravity
    open internal(set) var userAcceleration = CMAcceleration(x: 0, y: 0, z: 0)
}

/// Which way the attitude's axes point when it is zero. The phone here faces magnetic and true
/// north, so every frame gives the same attitude.
public struct CMAttitudeReferenceFrame: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let xArbitraryZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 0)
    public static let xArbitraryCorrectedZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 1)
    public static let xMagneticNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 2)
    public static let xTrueNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 3)
}

public typealias CMAccelerometerHandler = (CMAccelerometerData?, Error?) -> Void
public typealias CMGyroHandler = (CMGyroData?, Error?) -> Void
public typealias CMDeviceMotionHandler = (CMDeviceMotion?, Error?) -> Void

/// The motion manager: every sensor available; pushed updates come at their interval on the
/// scene's clock (the `OperationQueue` given is not used: the handler runs in the scene's
/// tick, as the main queue would run it), pulled ones are there once started.
open class CMMotionManager: NSObject {
    open var accelerometerUpdateInterval: TimeInterval = 0.01
    open var gyroUpdateInterval: TimeInterval = 0.01
    open var deviceMotionUpdateInterval: TimeInterval = 0.01
    open var isAccelerometerAvailable: Bool { true }
    open var isGyroAvailable: Bool { true }
    open var isDeviceMotionAvailable: Bool { true }
    open var isMagnetometerAvailable: Bool { false }
    /// Whether iOS may show its compass-calibration screen: there is nothing to calibrate here.
    open var showsDeviceMovementDisplay = false
    /// The frame the last device-motion updates were started in (`.xArbitraryZVertical` until then).
    open private(set) var attitudeReferenceFrame: CMAttitudeReferenceFrame = .xArbitraryZVertical

    /// Every frame, as on an iPhone.
    open class func availableAttitudeReferenceFrames() -> CMAttitudeReferenceFrame {
        [.xArbitraryZVertical, .xArbitraryCorrectedZVertical, .xMagneticNorthZVertical, .xTrueNorthZVertical]
    }
    /// The latest sample: the pushed one, or, once pulled updates started, one taken now.
    open var accelerometerData: CMAccelerometerData? {
        pushedAccelerometerData ?? (pullsAccelerometer ? Self.sample(CMAccelerometerData.init) : nil)
    }
    open var gyroData: CMGyroData? { pushedGyroData ?? (pullsGyro ? Self.sample(CMGyroData.init) : nil) }
    open var deviceMotion: CMDeviceMotion? {
        pushedDeviceMotion ?? (pullsDeviceMotion ? Self.sample(CMDeviceMotion.init) : nil)
    }
    private var pushedAccelerometerData: CMAccelerometerData?
    private var pushedGyroData: CMGyroData?
    private var pushedDeviceMotion: CMDeviceMotion?
    private var pullsAccelerometer = false
    private var pullsGyro = false
    private var pullsDeviceMotion = false
    open var isAccelerometerActive: Bool { accelerometerTimer != nil || pullsAccelerometer }
    open var isGyroActive: Bool { gyroTimer != nil || pullsGyro }
    open var isDeviceMotionActive: Bool { deviceMotionTimer != nil || pullsDeviceMotion }

    private var accelerometerTimer: SceneTimer?
    private var gyroTimer: SceneTimer?
    private var deviceMotionTimer: SceneTimer?

    public override init() { super.init() }

    private static func now() -> TimeInterval { Clock.current?.time ?? 0 }

    private static func sample<Item: CMLogItem>(_ make: () -> Item) -> Item {
        let item = make()
        item.timestamp = now()
        return item
    }

    open func startAccelerometerUpdates() { pullsAccelerometer = true }

    open func startAccelerometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAccelerometerHandler) {
        stopAccelerometerUpdates()
        accelerometerTimer = SceneTimer.scheduledTimer(withTimeInterval: accelerometerUpdateInterval, repeats: true) { [weak self] _ in
            let data = Self.sample(CMAccelerometerData.init)
            self?.pushedAccelerometerData = data
            handler(data, nil)
        }
    }

    open func stopAccelerometerUpdates() {
        accelerometerTimer?.invalidate()
        accelerometerTimer = nil
        pushedAccelerometerData = nil
        pullsAccelerometer = false
    }

    open func startGyroUpdates() { pullsGyro = true }

    open func startGyroUpdates(to queue: OperationQueue, withHandler handler: @escaping CMGyroHandler) {
        stopGyroUpdates()
        gyroTimer = SceneTimer.scheduledTimer(withTimeInterval: gyroUpdateInterval, repeats: true) { [weak self] _ in
            let data = Self.sample(CMGyroData.init)
            self?.pushedGyroData = data
            handler(data, nil)
        }
    }

    open func stopGyroUpdates() {
        gyroTimer?.invalidate()
        gyroTimer = nil
        pushedGyroData = nil
        pullsGyro = false
    }

    open func startDeviceMotionUpdates() { pullsDeviceMotion = true }

    open func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler) {
        stopDeviceMotionUpdates()
        deviceMotionTimer = SceneTimer.scheduledTimer(withTimeInterval: deviceMotionUpdateInterval, repeats: true) { [weak self] _ in
            let motion = Self.sample(CMDeviceMotion.init)
            self?.pushedDeviceMotion = motion
            handler(motion, nil)
        }
    }

    open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame) {
        startDeviceMotionUpdates()
        attitudeReferenceFrame = referenceFrame
    }

    open func startDeviceMotionUpdates(
        using referenceFrame: CMAttitudeReferenceFrame, to queue: OperationQueue,
        withHandler handler: @escaping CMDeviceMotionHandler
    ) {
        startDeviceMotionUpdates(to: queue, withHandler: handler)
        attitudeReferenceFrame = referenceFrame
    }

    open func stopDeviceMotionUpdates() {
        deviceMotionTimer?.invalidate()
        deviceMotionTimer = nil
        pushedDeviceMotion = nil
        pullsDeviceMotion = false
    }
}
