import Foundation

// Audio Toolbox's system sounds: a recording is silent, so playing one does nothing (and
// `import AudioToolbox` is a shim over this kit).

public typealias SystemSoundID = UInt32

/// The vibration "sound".
public let kSystemSoundID_Vibrate: SystemSoundID = 4095

public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}

public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {}

public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?) {
    inCompletionBlock?()
}
