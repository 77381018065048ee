import Foundation

/// A declarative `hitTest(_:with:)` override: the overrides iOS projects write again and again,
/// chosen in a layout instead of written in Swift, including three classic bugs to practise on.
///
/// Each case runs the Swift its documentation shows (View+HitTestOverride.swift), calling UIKit's
/// default where that Swift calls `super`, so the trace reads as if the Swift had run.
public enum HitTestOverride: Equatable, Sendable {
  /// Touches go through the view to whatever is behind it; its subviews stay touchable.
  ///
  /// ```swift
  /// override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
  ///   let hit = super.hitTest(point, with: event)
  ///   return hit === self ? nil : hit
  /// }
  /// ```
  case passThrough

  /// Subviews that stick out of the view stay touchable outside its bounds, still honouring
  /// hidden, alpha and interaction (the correct version of a well-known override).
  ///
  /// ```swift
  /// override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
  ///   guard !isHidden, isUserInteractionEnabled, alpha >= 0.01 else { return nil }
  ///   for subview in subviews.reversed() {
  ///     if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
  ///   }
  ///   return self.point(inside: point, with: event) ? self : nil
  /// }
  /// ```
  case outsideBounds

  /// When the view itself would be hit, the touch goes to the view with this id instead.
  ///
  /// ```swift
  /// override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
  ///   let hit = super.hitTest(point, with: event)
  ///   return hit === self ? target : hit
  /// }
  /// ```
  case redirect(to: String)

  /// Bug: ``outsideBounds`` without its first line. A hidden, transparent or disabled view's
  /// subviews still take touches, though UIKit would skip the whole subtree (§1).
  case buggyOutsideBoundsNoChecks

  /// Bug: ``outsideBounds`` passing its own `point` to each subview instead of converting it
  /// (`subview.hitTest(point, with: event)`), so subviews are hit where they *would* be if
  /// they sat at the view's origin.
  case buggyOutsideBoundsNoConversion

  /// Bug: `return self`, with no checks at all. The view takes every touch its superview asks
  /// it about, even outside its bounds and even when hidden; its subviews never get one.
  case buggyAlwaysSelf

  /// The layout's name for the override, which the trace shows.
  public var name: String {
    switch self {
    case .passThrough: "passThrough"
    case .outsideBounds: "outsideBounds"
    case .redirect: "redirect"
    case .buggyOutsideBoundsNoChecks: "buggyOutsideBoundsNoChecks"
    case .buggyOutsideBoundsNoConversion: "buggyOutsideBoundsNoConversion"
    case .buggyAlwaysSelf: "buggyAlwaysSelf"
    }
  }

  /// Every name a layout may use, for messages.
  public static let names = [
    "passThrough", "outsideBounds", "redirect", "buggyOutsideBoundsNoChecks",
    "buggyOutsideBoundsNoConversion", "buggyAlwaysSelf",
  ]
}
