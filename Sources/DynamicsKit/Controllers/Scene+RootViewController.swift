import Foundation

extension Scene {
    /// Installs `rootViewController` in place of `old`, on the scene's clock, in UIKit's order:
    /// the old one's viewWillDisappear, its view removed, viewDidDisappear; then the new one's
    /// loadView and viewDidLoad (on first use), its view sized to the screen (a storyboard's
    /// view keeps the storyboard's size until here, as UIWindow sizes its root view before
    /// adding it), viewWillAppear, the view added below everything else on the root view,
    /// viewWillLayoutSubviews, viewDidLayoutSubviews, viewDidAppear.
    func replaceRootViewController(_ old: UIViewController?) {
        guard old !== rootViewController else { return }
        run {
            if let old {
                old.beginAppearanceTransition(false, animated: false)
                old.viewIfLoaded?.removeFromSuperview()
                old.endAppearanceTransition()
            }
            guard let controller = rootViewController else { return }
            let view = controller.view!
            view.frame = rootView.bounds
            controller.beginAppearanceTransition(true, animated: false)
            rootView.insertSubview(view, at: 0)
            rootView.layoutIfNeeded()
            controller.endAppearanceTransition()
        }
    }
}
