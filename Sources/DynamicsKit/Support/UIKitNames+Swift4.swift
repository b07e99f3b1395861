import Foundation

// The nested UIKit type names Swift 4.2's SDK introduced, under the top-level names Swift 4
// language mode still has (`UIPushBehaviorMode` for `UIPushBehavior.Mode`): there in Swift 4
// mode, as in the SDK, and in later modes the compiler says what each became.

@available(swift, obsoleted: 4.2, renamed: "UIPushBehavior.Mode")
public typealias UIPushBehaviorMode = UIPushBehavior.Mode

@available(swift, obsoleted: 4.2, renamed: "UICollisionBehavior.Mode")
public typealias UICollisionBehaviorMode = UICollisionBehavior.Mode

@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions

@available(swift, obsoleted: 4.2, renamed: "UIView.KeyframeAnimationOptions")
public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions

@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationCurve")
public typealias UIViewAnimationCurve = UIView.AnimationCurve

@available(swift, obsoleted: 4.2, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode

@available(swift, obsoleted: 4.2, renamed: "UIView.AutoresizingMask")
public typealias UIViewAutoresizing = UIView.AutoresizingMask

@available(swift, obsoleted: 4.2, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State

@available(swift, obsoleted: 4.2, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event

@available(swift, obsoleted: 4.2, renamed: "UIControl.ContentHorizontalAlignment")
public typealias UIControlContentHorizontalAlignment = UIControl.ContentHorizontalAlignment

@available(swift, obsoleted: 4.2, renamed: "UIControl.ContentVerticalAlignment")
public typealias UIControlContentVerticalAlignment = UIControl.ContentVerticalAlignment

@available(swift, obsoleted: 4.2, renamed: "UIGestureRecognizer.State")
public typealias UIGestureRecognizerState = UIGestureRecognizer.State

@available(swift, obsoleted: 4.2, renamed: "UISwipeGestureRecognizer.Direction")
public typealias UISwipeGestureRecognizerDirection = UISwipeGestureRecognizer.Direction

@available(swift, obsoleted: 4.2, renamed: "UIButton.ButtonType")
public typealias UIButtonType = UIButton.ButtonType

@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = UITableViewCell.CellStyle

@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.AccessoryType")
public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType

@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SelectionStyle")
public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle

@available(swift, obsoleted: 4.2, renamed: "UITableView.Style")
public typealias UITableViewStyle = UITableView.Style

@available(swift, obsoleted: 4.2, renamed: "UITableView.ScrollPosition")
public typealias UITableViewScrollPosition = UITableView.ScrollPosition

@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollDirection")
public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection

@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollPosition")
public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition

@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.SystemItem")
public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem

@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.Style")
public typealias UIBarButtonItemStyle = UIBarButtonItem.Style

@available(swift, obsoleted: 4.2, renamed: "UITabBarItem.SystemItem")
public typealias UITabBarSystemItem = UITabBarItem.SystemItem

@available(swift, obsoleted: 4.2, renamed: "UIBlurEffect.Style")
public typealias UIBlurEffectStyle = UIBlurEffect.Style

@available(swift, obsoleted: 4.2, renamed: "UIImage.RenderingMode")
public typealias UIImageRenderingMode = UIImage.RenderingMode

@available(swift, obsoleted: 4.2, renamed: "UIStackView.Alignment")
public typealias UIStackViewAlignment = UIStackView.Alignment

@available(swift, obsoleted: 4.2, renamed: "UIStackView.Distribution")
public typealias UIStackViewDistribution = UIStackView.Distribution

@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Axis")
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis

@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Attribute")
public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute

@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Relation")
public typealias NSLayoutRelation = NSLayoutConstraint.Relation

@available(swift, obsoleted: 4.2, renamed: "UINavigationController.Operation")
public typealias UINavigationControllerOperation = UINavigationController.Operation

@available(swift, obsoleted: 4.2, renamed: "UIScrollView.IndicatorStyle")
public typealias UIScrollViewIndicatorStyle = UIScrollView.IndicatorStyle

@available(swift, obsoleted: 4.2, renamed: "UIScrollView.KeyboardDismissMode")
public typealias UIScrollViewKeyboardDismissMode = UIScrollView.KeyboardDismissMode

@available(swift, obsoleted: 4.2, renamed: "UIScrollView.ContentInsetAdjustmentBehavior")
public typealias UIScrollViewContentInsetAdjustmentBehavior = UIScrollView.ContentInsetAdjustmentBehavior
@available(swift, obsoleted: 4.2, renamed: "UIAttachmentBehavior.AttachmentType")
public typealias UIAttachmentBehaviorType = UIAttachmentBehavior.AttachmentType

// Foundation's name from the same renaming: Apple's Foundation keeps it in Swift 4 mode,
// swift-corelibs-foundation marks it unavailable in every mode; this declaration wins in
// Swift 4 mode and is obsoleted after, as on Apple's systems.
@available(swift, obsoleted: 4.2, renamed: "NSAttributedString.Key")
public typealias NSAttributedStringKey = NSAttributedString.Key

extension UIColor {
    /// Swift 3's colour-literal initializer, which code also called by name and the SDK keeps
    /// for Swift 4 mode: components from 0 to 1, as `init(red:green:blue:alpha:)`.
    @available(swift, obsoleted: 5.0, renamed: "init(red:green:blue:alpha:)")
    public convenience init(colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

// Swift 4's notification names, members of `Notification.Name` until Swift 4.2 moved them to
// their classes (`UIDevice.orientationDidChangeNotification`).
extension Notification.Name {
    @available(swift, obsoleted: 4.2, renamed: "UIDevice.orientationDidChangeNotification")
    public static let UIDeviceOrientationDidChange = UIDevice.orientationDidChangeNotification
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didFinishLaunchingNotification")
    public static let UIApplicationDidFinishLaunching = UIApplication.didFinishLaunchingNotification
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didBecomeActiveNotification")
    public static let UIApplicationDidBecomeActive = UIApplication.didBecomeActiveNotification
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.willResignActiveNotification")
    public static let UIApplicationWillResignActive = UIApplication.willResignActiveNotification
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didEnterBackgroundNotification")
    public static let UIApplicationDidEnterBackground = UIApplication.didEnterBackgroundNotification
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.willEnterForegroundNotification")
    public static let UIApplicationWillEnterForeground = UIApplication.willEnterForegroundNotification
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.willTerminateNotification")
    public static let UIApplicationWillTerminate = UIApplication.willTerminateNotification
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didReceiveMemoryWarningNotification")
    public static let UIApplicationDidReceiveMemoryWarning = UIApplication.didReceiveMemoryWarningNotification
}

// Swift 4's run loop modes (`RunLoopMode.defaultRunLoopMode`), `RunLoop.Mode.default` and
// `.common` since Swift 4.2: a display link added `forMode: .defaultRunLoopMode` compiles in
// Swift 4 mode.
extension RunLoop.Mode {
    @available(swift, obsoleted: 4.2, renamed: "default")
    public static var defaultRunLoopMode: RunLoop.Mode { .default }
    @available(swift, obsoleted: 4.2, renamed: "common")
    public static var commonModes: RunLoop.Mode { .common }
}

@available(swift, obsoleted: 4.2, renamed: "RunLoop.Mode")
public typealias RunLoopMode = RunLoop.Mode
