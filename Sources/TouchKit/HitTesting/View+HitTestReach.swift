import Foundation

/// Where in its superview a view's `hitTest(_:with:)` can answer something other than nil:
/// what ``SubviewIndex`` files each subview under.
enum HitTestReach: Equatable {
  /// Nowhere: its transform has no inverse, or its hit area shrinks to nothing.
  case nowhere
  /// Only at points inside this box (the superview's coordinates).
  case within(CGRect)
  /// Anywhere, as far as can be told: an override runs, or the box is not finite.
  case anywhere
}

extension View {
  /// This view's reach in its superview. UIKit's `hitTest` answers nil unless
  /// `point(inside:)` is true, and UIKit's `point(inside:)` tests one rectangle (the bounds, or
  /// the declarative hit area's, whose shape lies inside it); that rectangle, carried into the
  /// superview by ``convertToSuperview(_:)``, bounds every point that can be hit.
  ///
  /// The box is grown by a margin for rounding: conversion runs the other way in hit testing
  /// (``convertFromSuperview(_:)``), and a point on the box's edge must not fall out of it by
  /// a last bit. The margin grows with the coordinates' size and the transform's condition.
  var reachInSuperview: HitTestReach {
    guard !hasHitTestOverride, OverriddenMethods.overrides(.hitTest, in: type(of: self)) == false,
      OverriddenMethods.overrides(.pointInside, in: type(of: self)) == false
    else { return .anywhere }
    let area = testedArea
    guard !area.isNull else { return .nowhere }
    if !hasIdentityTransform, inverseTransform == nil { return .nowhere }
    let corners = [
      CGPoint(x: area.minX, y: area.minY), CGPoint(x: area.maxX, y: area.minY),
      CGPoint(x: area.minX, y: area.maxY), CGPoint(x: area.maxX, y: area.maxY),
    ].map(convertToSuperview)
    var box = CGRect.null
    var magnitude = max(
      abs(center.x), abs(center.y), abs(bounds.minX), abs(bounds.minY), bounds.width, bounds.height)
    for corner in corners {
      box = box.union(CGRect(origin: corner, size: .zero))
      magnitude = max(magnitude, abs(corner.x), abs(corner.y))
    }
    magnitude = max(magnitude, abs(area.minX), abs(area.minY), abs(area.maxX), abs(area.maxY))
    var condition: CGFloat = 1
    if !hasIdentityTransform, let inverse = inverseTransform {
      let t = transform
      condition =
        (abs(t.a) + abs(t.b) + abs(t.c) + abs(t.d))
        * (abs(inverse.a) + abs(inverse.b) + abs(inverse.c) + abs(inverse.d))
    }
    let margin = 1e-9 * (1 + magnitude) * max(1, condition)
    let grown = box.insetBy(dx: -margin, dy: -margin)
    guard margin.isFinite, grown.minX.isFinite, grown.minY.isFinite, grown.maxX.isFinite, grown.maxY.isFinite
    else { return .anywhere }
    return .within(grown)
  }
}
