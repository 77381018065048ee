import Foundation

/// Distances inward from each edge of a rectangle (UIKit's `UIEdgeInsets`).
///
/// Positive values shrink a rectangle and negative values grow it, as in UIKit, so the classic
/// "extend the tap area" override reads the same here as in an iOS project:
/// `bounds.inset(by: UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10))`.
public struct EdgeInsets: Equatable, Hashable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge (`UIEdgeInsets()`).
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// No inset on any edge.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension CGRect {
  /// The rectangle moved inward by `insets` on each edge (outward where an inset is negative).
  /// Like UIKit's `inset(by:)`, a rectangle shrunk past nothing becomes `CGRect.null`.
  public func inset(by insets: EdgeInsets) -> CGRect {
    let standard = standardized
    let width = standard.width - insets.left - insets.right
    let height = standard.height - insets.top - insets.bottom
    guard width >= 0, height >= 0 else { return .null }
    return CGRect(x: standard.minX + insets.left, y: standard.minY + insets.top, width: width, height: height)
  }
}
