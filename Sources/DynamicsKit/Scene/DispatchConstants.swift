import Foundation

// The time constants of Darwin's `<sys/time.h>` that Dispatch code multiplies by
// (`Double(NSEC_PER_SEC)`); Linux's Dispatch does not export them. Types as on Darwin.

public let NSEC_PER_SEC: UInt64 = 1_000_000_000
public let NSEC_PER_MSEC: UInt64 = 1_000_000
public let NSEC_PER_USEC: UInt64 = 1_000
public let USEC_PER_SEC: UInt64 = 1_000_000
