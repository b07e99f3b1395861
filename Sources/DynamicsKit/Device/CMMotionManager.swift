import Foundation

// Core Motion as a phone held still and upright in portrait would report it, on the scene's
// clock: gravity straight down the screen (−1 g along the device's y axis), no user
// acceleration, no rotation. Code that steers a `UIGravityBehavior` by the device's tilt runs
// and its items fall down the screen, as on a phone held upright. (`import CoreMotion` is a
// shim over this kit.)

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
    open internal(set) var acceleration = CMAcceleration(x: 0, y: -1, z: 0)
}

open class CMGyroData: CMLogItem {
    open internal(set) var rotationRate = CMRotationRate(x: 0, y: 0, z: 0)
}

open class CMAttitude: NSObject {
    /// Upright in portrait: pitched up a quarter turn from lying flat.
    open internal(set) var roll: Double = 0
    open internal(set) var pitch: Double = .pi / 2
    open internal(set) var yaw: Double = 0
}

open class CMDeviceMotion: CMLogItem {
    open internal(set) var attitude = CMAttitude()
    open internal(set) var rotationRate = CMRotationRate(x: 0, y: 0, z: 0)
    open internal(set) var gravity = CMAcceleration(x: 0, y: -1, z: 0)
    open internal(set) var userAcceleration = CMAcceleration(x: 0, y: 0, z: 0)
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
    open private(set) var accelerometerData: CMAccelerometerData?
    open private(set) var gyroData: CMGyroData?
    open private(set) var deviceMotion: CMDeviceMotion?
    open var isAccelerometerActive: Bool { accelerometerTimer != nil || accelerometerData != nil }
    open var isGyroActive: Bool { gyroTimer != nil || gyroData != nil }
    open var isDeviceMotionActive: Bool { deviceMotionTimer != nil || deviceMotion != nil }

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

    open func startAccelerometerUpdates() { accelerometerData = Self.sample(CMAccelerometerData.init) }

    open func startAccelerometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAccelerometerHandler) {
        stopAccelerometerUpdates()
        accelerometerTimer = SceneTimer.scheduledTimer(withTimeInterval: accelerometerUpdateInterval, repeats: true) { [weak self] _ in
            let data = Self.sample(CMAccelerometerData.init)
            self?.accelerometerData = data
            handler(data, nil)
        }
    }

    open func stopAccelerometerUpdates() {
        accelerometerTimer?.invalidate()
        accelerometerTimer = nil
        accelerometerData = nil
    }

    open func startGyroUpdates() { gyroData = Self.sample(CMGyroData.init) }

    open func startGyroUpdates(to queue: OperationQueue, withHandler handler: @escaping CMGyroHandler) {
        stopGyroUpdates()
        gyroTimer = SceneTimer.scheduledTimer(withTimeInterval: gyroUpdateInterval, repeats: true) { [weak self] _ in
            let data = Self.sample(CMGyroData.init)
            self?.gyroData = data
            handler(data, nil)
        }
    }

    open func stopGyroUpdates() {
        gyroTimer?.invalidate()
        gyroTimer = nil
        gyroData = nil
    }

    open func startDeviceMotionUpdates() { deviceMotion = Self.sample(CMDeviceMotion.init) }

    open func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler) {
        stopDeviceMotionUpdates()
        deviceMotionTimer = SceneTimer.scheduledTimer(withTimeInterval: deviceMotionUpdateInterval, repeats: true) { [weak self] _ in
            let motion = Self.sample(CMDeviceMotion.init)
            self?.deviceMotion = motion
            handler(motion, nil)
        }
    }

    open func stopDeviceMotionUpdates() {
        deviceMotionTimer?.invalidate()
        deviceMotionTimer = nil
        deviceMotion = nil
    }
}
