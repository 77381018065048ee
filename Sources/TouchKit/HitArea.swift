import Foundation

/// A declarative `point(inside:with:)` override: the touchable area is the view's bounds grown
/// by `hitSlop` on each edge, in the outline of `shape`.
///
/// It stands for the two overrides iOS projects write most often. Extending a small button's
/// tap area:
///
/// ```swift
/// override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
///   bounds.inset(by: UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10)).contains(point)
/// }
/// ```
///
/// and following a round or rounded shape (``HitShape``). UIKit itself has no such property:
/// the area changes only what `point(inside:with:)` answers, so a subview outside the
/// *bounds* but inside the slop is still reached, exactly as the override would make it.
public struct HitArea: Equatable, Sendable {
  /// How far the area reaches beyond each edge of the bounds; negative values shrink it.
  /// (The opposite sign of `UIEdgeInsets` in the override above: slop is what is added.)
  public var hitSlop: EdgeInsets
  public var shape: HitShape

  public init(hitSlop: EdgeInsets = .zero, shape: HitShape = .rectangle) {
    self.hitSlop = hitSlop
    self.shape = shape
  }

  /// The rectangle the shape is fitted to: `bounds` grown by the slop (`CGRect.null` when a
  /// negative slop shrinks it past nothing).
  public func rect(for bounds: CGRect) -> CGRect {
    let outset = EdgeInsets(
      top: -hitSlop.top, left: -hitSlop.left, bottom: -hitSlop.bottom, right: -hitSlop.right)
    return bounds.inset(by: outset)
  }

  /// What the overridden `point(inside:with:)` answers.
  public func contains(_ point: CGPoint, bounds: CGRect) -> Bool {
    let area = rect(for: bounds)
    return !area.isNull && shape.contains(point, in: area)
  }

  /// How the trace names this override: `hitSlop`, `ellipse`, or `hitSlop+ellipse`.
  public var name: String {
    var parts: [String] = []
    if hitSlop != .zero { parts.append("hitSlop") }
    if shape != .rectangle { parts.append(shape.name) }
    return parts.isEmpty ? "hitArea" : parts.joined(separator: "+")
  }
}
