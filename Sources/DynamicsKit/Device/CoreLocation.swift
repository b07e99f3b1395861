import Foundation

// Core Location as an app meets it on first launch, before anyone answers the permission
// prompt (`import CoreLocation`, a shim that re-exports these): authorization is not
// determined, so a location manager delivers no location and a geocoder finds nothing. A
// recording has no place to be; code that waits for a location waits, as it would on a phone
// whose owner has not yet said yes.

public struct CLLocationCoordinate2D: Equatable, Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    public init() { (latitude, longitude) = (0, 0) }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationAccuracy = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationDirection = Double

public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
public let kCLDistanceFilterNone: CLLocationDistance = -1

open class CLLocation: NSObject {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let horizontalAccuracy: CLLocationAccuracy
    public let verticalAccuracy: CLLocationAccuracy
    public let timestamp: Date

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        altitude = 0
        horizontalAccuracy = 0
        verticalAccuracy = -1
        timestamp = Date(timeIntervalSinceReferenceDate: 0)
    }

    /// The great-circle distance in metres (a sphere of the Earth's mean radius).
    open func distance(from location: CLLocation) -> CLLocationDistance {
        let radians = Double.pi / 180
        let (a, b) = (coordinate, location.coordinate)
        let dLat = (b.latitude - a.latitude) * radians, dLon = (b.longitude - a.longitude) * radians
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(a.latitude * radians) * cos(b.latitude * radians) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * 6_371_000 * asin(min(1, h.squareRoot()))
    }
}

public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined = 0, restricted, denied, authorizedAlways, authorizedWhenInUse
}

public enum CLAccuracyAuthorization: Int, Sendable { case fullAccuracy, reducedAccuracy }

public protocol CLLocationManagerDelegate: AnyObject {
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error)
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
}

/// A location manager whose authorization is never determined: requests are accepted (the
/// prompt nobody answers), updates start and never deliver; said once.
open class CLLocationManager: NSObject {
    open weak var delegate: CLLocationManagerDelegate?
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    open var allowsBackgroundLocationUpdates = false
    open var pausesLocationUpdatesAutomatically = true
    open var showsBackgroundLocationIndicator = false
    /// Nil: no location was ever delivered.
    open var location: CLLocation? { nil }
    open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }

    public override init() { super.init() }

    open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }
    open class func locationServicesEnabled() -> Bool { true }
    open class func headingAvailable() -> Bool { true }

    open func requestWhenInUseAuthorization() { Self.sayNoLocation() }
    open func requestAlwaysAuthorization() { Self.sayNoLocation() }
    open func startUpdatingLocation() { Self.sayNoLocation() }
    open func stopUpdatingLocation() {}
    open func requestLocation() { Self.sayNoLocation() }
    open func startUpdatingHeading() {}
    open func stopUpdatingHeading() {}
    open func startMonitoringSignificantLocationChanges() { Self.sayNoLocation() }
    open func stopMonitoringSignificantLocationChanges() {}

    private static func sayNoLocation() {
        KitNote.once("Core Location delivers no location here: authorization stays not determined, as on a phone whose owner has not answered the prompt")
    }
}

open class CLPlacemark: NSObject {
    open var location: CLLocation? { nil }
    open var name: String? { nil }
    open var locality: String? { nil }
    open var country: String? { nil }
    open var isoCountryCode: String? { nil }
    open var administrativeArea: String? { nil }
    open var thoroughfare: String? { nil }
    open var postalCode: String? { nil }
    /// iOS 5's address book form; nil, as every other field here.
    open var addressDictionary: [AnyHashable: Any]? { nil }
}

public typealias CLGeocodeCompletionHandler = ([CLPlacemark]?, Error?) -> Void

/// A geocoder with no network: nothing is ever found (its completion is not called, as a
/// request still under way).
open class CLGeocoder: NSObject {
    open var isGeocoding: Bool { false }
    public override init() { super.init() }
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {}
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {}
    open func cancelGeocode() {}
}
