import Foundation

extension CGRect {
  /// The largest coordinate a finite rectangle is clamped to: far past any screen (a layout's
  /// coordinates stop at a million points) and exactly representable as an `Int`.
  public static let finiteCoordinateLimit: CGFloat = 1e15

  /// Whether every edge is a finite number. Foundation's `contains(_:)`, `intersects(_:)` and
  /// `intersection(_:)` trap on a rectangle whose edges are NaN or run from -∞ (they build a
  /// `Range` of its edges), so a rectangle worked out from a person's numbers is checked first.
  public var isFinite: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
      && maxX.isFinite && maxY.isFinite
  }

  /// The rectangle with each edge clamped to ±``finiteCoordinateLimit``, and an empty one at
  /// the origin when an edge is NaN: what a drawing or a probe may safely compute with. A view
  /// scaled past infinity covers everything, so clamping keeps what it covers; a NaN view
  /// covers nothing, and hit testing skips it (``HitTestSkipReason/nonFiniteGeometry``).
  /// Issue 34: an infinite frame trapped in the explorer's `CGRect.contains`.
  public var clampedToFinite: CGRect {
    guard !isFinite else { return self }
    // The far edge of a rectangle from -∞ that is ∞ wide is ∞, not the NaN of adding them.
    guard let x = Self.edges(origin.x, size.width), let y = Self.edges(origin.y, size.height) else {
      return .zero
    }
    let limit = Self.finiteCoordinateLimit
    func clamp(_ value: CGFloat) -> CGFloat { Swift.min(Swift.max(value, -limit), limit) }
    let (left, right, top, bottom) = (clamp(x.low), clamp(x.high), clamp(y.low), clamp(y.high))
    return CGRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// One axis's edges, lowest first; nil when either is NaN.
  private static func edges(_ start: CGFloat, _ length: CGFloat) -> (low: CGFloat, high: CGFloat)? {
    let end = length.isInfinite ? length : start + length
    guard !start.isNaN, !end.isNaN else { return nil }
    return (Swift.min(start, end), Swift.max(start, end))
  }
}
