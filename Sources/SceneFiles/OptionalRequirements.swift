import Foundation

/// UIKit's optional protocol requirements, which only Objective-C protocols can have: code
/// calls them as `delegate?.tableView?(…)` or `dataSource.collectionView!(…)`. The kit
/// declares them as requirements with default implementations, so the translation takes the
/// `?` or `!` of such a call away (SourceTranslation) — knowing them by name, so that a call
/// of an optional closure property (`self.completion?(true)`) is left as written.
enum OptionalRequirements {
    /// Method base names of UIKit's delegate and data source protocols that are optional.
    static let methods: Set<String> = [
        "tableView", "collectionView", "numberOfSections", "sectionIndexTitles",
        "gestureRecognizer", "gestureRecognizerShouldBegin",
        "navigationController", "navigationControllerSupportedInterfaceOrientations",
        "navigationControllerPreferredInterfaceOrientationForPresentation",
        "tabBarController", "animationController", "interactionControllerForPresentation",
        "interactionControllerForDismissal", "presentationController", "animationEnded", "interruptibleAnimator",
        "dynamicAnimatorDidPause", "dynamicAnimatorWillResume", "collisionBehavior",
        "viewForZooming", "application", "applicationDidBecomeActive", "applicationWillResignActive",
        "applicationDidEnterBackground", "applicationWillEnterForeground", "applicationWillTerminate",
        "sceneDidBecomeActive", "sceneWillResignActive", "sceneDidDisconnect", "scene",
        "textFieldShouldReturn", "textFieldDidBeginEditing", "textFieldDidEndEditing", "textFieldShouldBeginEditing",
        "textFieldShouldEndEditing", "textFieldShouldClear", "textFieldDidChangeSelection", "textField",
        "textViewShouldBeginEditing", "textViewDidBeginEditing", "textViewShouldEndEditing", "textViewDidEndEditing",
        "textViewDidChange", "textViewDidChangeSelection", "textView",
        "pageViewController", "presentationCount", "presentationIndex",
    ]

    /// `scrollViewDidScroll`, `scrollViewWillEndDragging` and the rest of UIScrollViewDelegate.
    static func isOptionalMethod(_ name: String) -> Bool {
        methods.contains(name) || name.hasPrefix("scrollView")
    }

    /// Optional property requirements read as `delegate?.window!?`.
    static let optionalProperties: Set<String> = ["window"]
}
