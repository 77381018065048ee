import Foundation

/// An edge, centre or size of a view or guide (UIKit's `NSLayoutAnchor`), from which real code
/// makes constraints: `label.topAnchor.constraint(equalTo: view.topAnchor, constant: 16)`. The
/// constraints are kept and never solved (LayoutConstraint.swift).
open class LayoutAnchor<AnchorType: AnyObject> {
  /// The view or layout guide; weak, as the item owns its anchors in UIKit.
  public private(set) weak var item: AnyObject?
  let attribute: LayoutConstraint.Attribute

  init(item: AnyObject, attribute: LayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  public func constraint(equalTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    make(.equal, anchor, 1, 0)
  }

  public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint {
    make(.equal, anchor, 1, c)
  }

  public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, 1, 0)
  }

  public func constraint(
    greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, 1, c)
  }

  public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, 1, 0)
  }

  public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat)
    -> LayoutConstraint
  {
    make(.lessThanOrEqual, anchor, 1, c)
  }

  func make(
    _ relation: LayoutConstraint.Relation, _ anchor: LayoutAnchor<AnchorType>?, _ multiplier: CGFloat,
    _ constant: CGFloat
  ) -> LayoutConstraint {
    LayoutConstraint(
      item: item ?? self, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
      attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }
}

/// A horizontal anchor (leading, trailing, left, right, centerX): UIKit's `NSLayoutXAxisAnchor`.
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {}

/// A vertical anchor (top, bottom, centerY, baselines): UIKit's `NSLayoutYAxisAnchor`.
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {}

/// A width or height: UIKit's `NSLayoutDimension`, which also takes constants and multipliers.
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
  public func constraint(equalToConstant c: CGFloat) -> LayoutConstraint { make(.equal, nil, 1, c) }

  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
    make(.greaterThanOrEqual, nil, 1, c)
  }

  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
    make(.lessThanOrEqual, nil, 1, c)
  }

  public func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
    make(.equal, anchor, m, 0)
  }

  public func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> LayoutConstraint
  {
    make(.equal, anchor, m, c)
  }

  public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat)
    -> LayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, m, 0)
  }

  public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint
  {
    make(.lessThanOrEqual, anchor, m, 0)
  }
}
