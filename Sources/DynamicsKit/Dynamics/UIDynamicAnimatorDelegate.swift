/// Told when an animator pauses (every item at rest for 0.5 s) and before it resumes.
public protocol UIDynamicAnimatorDelegate: AnyObject {
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
}
