import Foundation

/// An edge, centre or size of a view or guide (UIKit's `NSLayoutAnchor`), from which real code
/// makes constraints: `label.topAnchor.constraint(equalTo: view.topAnchor, constant: 16)`,
/// solved in the layout pass (AutoLayoutEngine.swift). Every method takes the caller's file,
/// line and column, where an error in the constraint is reported.
open class LayoutAnchor<AnchorType: AnyObject> {
  /// The view or layout guide; weak, as the item owns its anchors in UIKit.
  public private(set) weak var item: AnyObject?
  let attribute: LayoutConstraint.Attribute

  init(item: AnyObject, attribute: LayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  public func constraint(
    equalTo anchor: LayoutAnchor<AnchorType>, file: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> LayoutConstraint {
    make(.equal, anchor, 1, 0, ConstraintOrigin(file: file, line: line, column: column))
  }

  public func constraint(
    equalTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat, file: String = #filePath,
    line: Int = #line, column: Int = #column
  ) -> LayoutConstraint {
    make(.equal, anchor, 1, c, ConstraintOrigin(file: file, line: line, column: column))
  }

  public func constraint(
    greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, file: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, 1, 0, ConstraintOrigin(file: file, line: line, column: column))
  }

  public func constraint(
    greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat, file: String = #filePath,
    line: Int = #line, column: Int = #column
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, 1, c, ConstraintOrigin(file: file, line: line, column: column))
  }

  public func constraint(
    lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, file: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, 1, 0, ConstraintOrigin(file: file, line: line, column: column))
  }

  public func constraint(
    lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat, file: String = #filePath,
    line: Int = #line, column: Int = #column
  )
    -> LayoutConstraint
  {
    make(.lessThanOrEqual, anchor, 1, c, ConstraintOrigin(file: file, line: line, column: column))
  }

  func make(
    _ relation: LayoutConstraint.Relation, _ anchor: LayoutAnchor<AnchorType>?, _ multiplier: CGFloat,
    _ constant: CGFloat, _ origin: ConstraintOrigin
  ) -> LayoutConstraint {
    LayoutConstraint(
      item: item ?? self, attribute, relation, anchor?.item, anchor?.attribute ?? .notAnAttribute, multiplier,
      constant, origin: origin)
  }
}

/// A horizontal anchor (leading, trailing, left, right, centerX): UIKit's `NSLayoutXAxisAnchor`.
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {}

/// A vertical anchor (top, bottom, centerY, baselines): UIKit's `NSLayoutYAxisAnchor`.
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {}

/// A width or height: UIKit's `NSLayoutDimension`, which also takes constants and multipliers.
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
  public func constraint(
    equalToConstant c: CGFloat, file: String = #filePath, line: Int = #line, column: Int = #column
  ) -> LayoutConstraint { make(.equal, nil, 1, c, ConstraintOrigin(file: file, line: line, column: column)) }

  public func constraint(
    greaterThanOrEqualToConstant c: CGFloat, file: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, nil, 1, c, ConstraintOrigin(file: file, line: line, column: column))
  }

  public func constraint(
    lessThanOrEqualToConstant c: CGFloat, file: String = #filePath, line: Int = #line, column: Int = #column
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, nil, 1, c, ConstraintOrigin(file: file, line: line, column: column))
  }

  public func constraint(
    equalTo anchor: LayoutDimension, multiplier m: CGFloat, file: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> LayoutConstraint {
    make(.equal, anchor, m, 0, ConstraintOrigin(file: file, line: line, column: column))
  }

  public func constraint(
    equalTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat, file: String = #filePath,
    line: Int = #line, column: Int = #column
  )
    -> LayoutConstraint
  {
    make(.equal, anchor, m, c, ConstraintOrigin(file: file, line: line, column: column))
  }

  public func constraint(
    greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, file: String = #filePath,
    line: Int = #line, column: Int = #column
  )
    -> LayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, m, 0, ConstraintOrigin(file: file, line: line, column: column))
  }

  public func constraint(
    lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, file: String = #filePath,
    line: Int = #line, column: Int = #column
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, m, 0, ConstraintOrigin(file: file, line: line, column: column))
  }
}
