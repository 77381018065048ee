import Foundation

/// UIKit's alpha rule for hit testing (§1: views with "alpha < 0.01" are ignored), asked in one
/// place: what draws a view as skipped (the canvas, the SVG picture) or flips a view across the
/// threshold (the explorer's `a` toggle) asks here, so the threshold cannot differ from the one
/// hit testing uses (``Tunables/minimumHitTestAlpha``).
extension View {
  /// Whether hit testing passes over a view whose `alpha` is `alpha`: for snapshots, which
  /// keep the value but not the view.
  public static func isTransparentToHitTesting(alpha: CGFloat) -> Bool {
    alpha < Tunables.minimumHitTestAlpha
  }

  /// Whether hit testing passes over this view for its `alpha` alone (hidden views and views
  /// that take no interaction are skipped too, for their own reasons).
  public var isTransparentToHitTesting: Bool { Self.isTransparentToHitTesting(alpha: alpha) }
}
