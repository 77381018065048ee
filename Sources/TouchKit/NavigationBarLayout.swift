import Foundation

/// Where a navigation bar goes and where its items go in it. Apple documents none of the sizes:
/// each is UNSOURCED, the value commonly quoted for an iPhone's standard (not large-title) bar,
/// named here once so a measurement can replace it. The items are spaced as a toolbar's
/// (``ToolbarLayout``): left items from the left margin, right items from the right margin, the
/// first of `rightBarButtonItems` at the right edge (Apple, `UINavigationItem`).
public enum NavigationBarLayout {
  /// The bar's height, below the status bar (the safe area's top). UNSOURCED: 44 points.
  public static let height: CGFloat = 44
  /// The back button's title when the item under the top has none: UIKit's "Back".
  public static let defaultBackTitle = "Back"

  /// The bar's frame in its navigation controller's view of `width`, whose safe area's top
  /// inset (the status bar's height, from the screen) is `top`.
  public static func frame(width: CGFloat, safeTop top: CGFloat) -> CGRect {
    CGRect(x: 0, y: top, width: width, height: height)
  }

  /// The frames of the left and right items in a bar of `size`, in the bar's coordinates; a
  /// space has none.
  public static func frames(left: [ToolbarLayout.Item], right: [ToolbarLayout.Item], in size: CGSize)
    -> (left: [CGRect?], right: [CGRect?])
  {
    let leftFrames = ToolbarLayout.frames(of: left, in: size)
    // Laid out from the left, then mirrored: the first item ends at the right margin.
    let rightFrames = ToolbarLayout.frames(of: right, in: size).map { frame in
      frame.map { CGRect(x: size.width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
    }
    return (leftFrames, rightFrames)
  }
}
