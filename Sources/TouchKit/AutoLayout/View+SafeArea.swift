import Foundation

extension View {
  /// How far the screen's unsafe edges (status bar or sensor housing, home indicator: the
  /// layout's ``DeviceScreen``) reach into this view, per edge; zero for a view in no window, as UIKit's
  /// ("If the view is not currently installed in a view hierarchy, … the insets are zero",
  /// Apple's `safeAreaInsets` reference).
  ///
  /// A window that covers the screen has the screen's insets; any other view has the part of them
  /// that overlaps its bounds, so a view that lies inside the safe area has none (Apple: "For
  /// other views in the view hierarchy, the insets reflect only the portion of the view that is
  /// covered"). A transformed view is measured by its bounding box on the screen. A navigation
  /// bar covers the top of its top view controller's view: in that view and below it the top
  /// inset reaches the bar's bottom (Apple, `safeAreaInsets`: "the safe area … reflects the area
  /// not covered by navigation bars, tab bars, toolbars"); a tab bar covers the bottom of its
  /// selected view controller's view the same way. The view controllers'
  /// `additionalSafeAreaInsets` are not there. Auto Layout reads these when
  /// a constraint to `safeAreaLayoutGuide` enters the solver.
  public var safeAreaInsets: EdgeInsets {
    guard let window = (self as? Window) ?? window else { return .zero }
    var screenSafe: CGRect?
    if let screen = window.application?.screen, screen.safeAreaInsets != .zero {
      screenSafe = screen.safeRect
    }
    let barBottom = navigationBarBottom(in: window)
    let tabBarTop = self.tabBarTop(in: window)
    guard screenSafe != nil || barBottom != nil || tabBarTop != nil else { return .zero }
    var safe = screenSafe ?? window.frame
    if let barBottom, barBottom > safe.minY {
      safe = CGRect(x: safe.minX, y: barBottom, width: safe.width, height: max(0, safe.maxY - barBottom))
    }
    if let tabBarTop, tabBarTop < safe.maxY {
      safe.size.height = max(0, tabBarTop - safe.minY)
    }
    let corners = [
      CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
      CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
    ].map { window.convertToSuperview(self === window ? $0 : convert($0, to: window)) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else {
      return .zero
    }
    let width = maxX - minX
    let height = maxY - minY
    func clamped(_ inset: CGFloat, _ side: CGFloat) -> CGFloat { min(max(inset, 0), side) }
    return EdgeInsets(
      top: clamped(safe.minY - minY, height), left: clamped(safe.minX - minX, width),
      bottom: clamped(maxY - safe.maxY, height), right: clamped(maxX - safe.maxX, width))
  }

  /// Whether this is the view of a view controller a navigation or tab bar controller shows:
  /// the one `contentInsetAdjustmentBehavior`'s `.automatic` always adjusts vertically
  /// (ScrollView+ContentInset.swift).
  var isContentViewOfBarController: Bool {
    guard let controller = owningViewController, controller.viewIfLoaded === self,
      let parent = controller.parent
    else { return false }
    return parent is NavigationController || parent is TabBarController
  }

  /// The top of the shown tab bar under this view, in screen coordinates: the bar of the
  /// nearest tab bar controller whose shown view controller's view (its selected tab's, or its
  /// More navigation controller's) is this view or holds it
  /// (Apple, `safeAreaInsets`: the area "not covered by … tab bars"); nil when there is none.
  private func tabBarTop(in window: Window) -> CGFloat? {
    var current: View? = self
    while let view = current, view !== window {
      if let owner = view.owningViewController, owner.viewIfLoaded === view,
        let tabs = owner.parent as? TabBarController, tabs.shownViewController === owner
      {
        let bar = tabs.tabBar
        guard !bar.isHidden, bar.window === window else { return nil }
        return window.convertToSuperview(bar.convert(CGPoint(x: 0, y: 0), to: window)).y
      }
      current = view.superview
    }
    return nil
  }

  /// The bottom of the shown navigation bar over this view, in screen coordinates: the bar of
  /// the nearest navigation controller whose top view controller's view is this view or holds
  /// it; nil when there is none.
  private func navigationBarBottom(in window: Window) -> CGFloat? {
    var current: View? = self
    while let view = current, view !== window {
      if let owner = view.owningViewController, owner.viewIfLoaded === view,
        let navigation = owner.parent as? NavigationController, navigation.topViewController === owner
      {
        let bar = navigation.navigationBar
        guard !bar.isHidden, bar.window === window else { return nil }
        return window.convertToSuperview(bar.convert(CGPoint(x: 0, y: bar.bounds.maxY), to: window)).y
      }
      current = view.superview
    }
    return nil
  }
}
