import Foundation

/// Well-known private UIKit classes that real dumps are full of, with the TouchLab class each
/// behaves as for touches: its public superclass where that is known (`UIButtonLabel` is a
/// `UILabel`, `UITableViewWrapperView` a `UIScrollView`, `UITabBarButton` a `UIControl`).
///
/// Listed even when the answer is a plain `View` (`UITransitionView`), so that `import` can
/// tell "a known container" from "a class nobody told us about". docs/import.md prints this
/// table; a side file overrides any row.
enum UIKitInternals {
  static let table: [String: String] = [
    // Windows.
    "UITextEffectsWindow": ClassMapping.windowClassName,
    "UIRemoteKeyboardWindow": ClassMapping.windowClassName,
    // Labels (userInteractionEnabled = NO is printed, as UIKit sets it).
    "UIButtonLabel": "Label", "UITableViewLabel": "Label", "UITabBarButtonLabel": "Label",
    // Image views.
    "_UINavigationBarBackground": "ImageView", "_UIBarBackgroundImageView": "ImageView",
    "_UINavigationBarBackIndicatorView": "ImageView", "UITabBarSwappableImageView": "ImageView",
    // Buttons and controls.
    "UIRoundedRectButton": "Button", "UINavigationButton": "Button", "_UIModernBarButton": "Button",
    "_UIButtonBarButton": "Control", "UITabBarButton": "Control", "UITableViewCellEditControl": "Control",
    "UITableViewCellReorderControl": "Control", "UISwitchModernVisualElement": "View",
    // Scroll views.
    "UITableViewWrapperView": "ScrollView", "UITableViewCellScrollView": "ScrollView",
    "_UIQueuingScrollView": "ScrollView", "WKScrollView": "ScrollView", "UIWebScrollView": "ScrollView",
    // Containers: plain views to touches.
    "UITransitionView": "View", "UILayoutContainerView": "View", "UINavigationTransitionView": "View",
    "UIViewControllerWrapperView": "View", "UIDropShadowView": "View", "_UIBarBackground": "View",
    "_UINavigationBarContentView": "View", "_UIButtonBarStackView": "View",
    "_UINavigationBarLargeTitleView": "View",
    "_UINavigationBarTitleControl": "Control", "UITableViewCellContentView": "View",
    "_UITableViewCellSeparatorView": "View", "_UIVisualEffectBackdropView": "View",
    "_UIVisualEffectContentView": "View", "_UIVisualEffectSubview": "View",
    "_UIScrollViewScrollIndicator": "View",
    "UIGroupTableViewCellBackground": "View", "_UITableViewHeaderFooterContentView": "View",
    "_UITAMICAdaptorView": "View", "UIKBInputBackdropView": "View", "_UIBackdropView": "View",
  ]
}
