import Foundation

/// Where a tab bar goes and where its buttons go in it. Apple documents none of the sizes: each
/// is UNSOURCED, the value commonly quoted for an iPhone's tab bar in portrait, named here once
/// so a measurement can replace it. The buttons share the bar's width equally, in the items'
/// order (Apple's Human Interface Guidelines: on iPhone "tabs … fill the width of the tab bar").
public enum TabBarLayout {
  /// The bar's height above the home indicator (the safe area's bottom inset, which the bar
  /// grows by, as its background reaches the screen's edge). UNSOURCED: 49 points.
  public static let height: CGFloat = 49

  /// The bar's frame in its tab bar controller's view of `size`, whose safe area's bottom inset
  /// (the home indicator's, from the screen) is `bottom`.
  public static func frame(in size: CGSize, safeBottom bottom: CGFloat) -> CGRect {
    CGRect(x: 0, y: size.height - height - bottom, width: size.width, height: height + bottom)
  }

  /// The frames of `count` buttons in a bar of `width`, in the bar's coordinates: equal widths,
  /// left to right, each `height` tall from the bar's top (the part above the home indicator).
  public static func buttonFrames(count: Int, width: CGFloat) -> [CGRect] {
    guard count > 0 else { return [] }
    let each = width / CGFloat(count)
    return (0..<count).map { CGRect(x: CGFloat($0) * each, y: 0, width: each, height: height) }
  }
}
