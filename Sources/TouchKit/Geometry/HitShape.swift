import Foundation

/// The outline `point(inside:with:)` tests, for views that are not rectangles to the eye: a
/// round button should not take touches in its corners.
///
/// Stands for the override iOS code writes with `UIBezierPath`:
///
/// ```swift
/// override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
///   UIBezierPath(ovalIn: bounds).contains(point)                              // .ellipse
///   UIBezierPath(roundedRect: bounds, cornerRadius: 12).contains(point)      // .roundedRectangle(12)
/// }
/// ```
public enum HitShape: Equatable, Sendable {
  /// UIKit's default: the whole rectangle.
  case rectangle
  /// The ellipse inscribed in the rectangle.
  case ellipse
  /// The rectangle with its corners rounded by `cornerRadius` (clamped to half the shorter
  /// side, as Core Animation clamps `cornerRadius`).
  case roundedRectangle(cornerRadius: CGFloat)

  /// Whether `point` is inside the shape fitted to `rect`. Edges follow `CGRect.contains`:
  /// the minimum edges are inside, the maximum edges outside.
  public func contains(_ point: CGPoint, in rect: CGRect) -> Bool {
    guard point.x >= rect.minX, point.x < rect.maxX, point.y >= rect.minY, point.y < rect.maxY else {
      return false
    }
    switch self {
    case .rectangle:
      return true
    case .ellipse:
      return Self.ellipse(rect, contains: point)
    case .roundedRectangle(let cornerRadius):
      let radius = min(max(0, cornerRadius), rect.width / 2, rect.height / 2)
      guard radius > 0 else { return true }
      // Only the four corner squares can exclude a point; there the point must lie inside
      // the quarter circle of `radius` around the corner square's inner corner.
      let cornerX =
        point.x < rect.minX + radius
        ? rect.minX + radius : point.x > rect.maxX - radius ? rect.maxX - radius : nil
      let cornerY =
        point.y < rect.minY + radius
        ? rect.minY + radius : point.y > rect.maxY - radius ? rect.maxY - radius : nil
      guard let cornerX, let cornerY else { return true }
      return hypot(point.x - cornerX, point.y - cornerY) <= radius
    }
  }

  /// `(dx/a)² + (dy/b)² <= 1` around the rectangle's centre.
  private static func ellipse(_ rect: CGRect, contains point: CGPoint) -> Bool {
    let a = rect.width / 2
    let b = rect.height / 2
    guard a > 0, b > 0 else { return false }
    let dx = (point.x - rect.midX) / a
    let dy = (point.y - rect.midY) / b
    return dx * dx + dy * dy <= 1
  }

  /// The layout's name for the shape.
  public var name: String {
    switch self {
    case .rectangle: "rectangle"
    case .ellipse: "ellipse"
    case .roundedRectangle: "roundedRectangle"
    }
  }
}
