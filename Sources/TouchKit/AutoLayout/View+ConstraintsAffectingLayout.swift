import Foundation

/// UIKit's `constraintsAffectingLayout(for:)`, a debugging aid ("Returns the constraints
/// impacting the layout of the view for a specified axis", UIView reference): here, the active
/// constraints of the view's hierarchy that name the view, or a guide it owns, with an attribute
/// of that axis, in the order the engine adds them (a depth-first walk, each view's in
/// activation order). A stack view's arranged subview lists the stack's `UISV-…` constraints.
/// What UIKit adds beyond these is not documented: its own autoresizing-mask and content-size
/// constraints (which are not `NSLayoutConstraint` objects here; the trace and the inspector
/// describe them) and, at times, constraints further along the chain are not listed.
extension View {
  public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
    let walk = AutoLayoutEngine.HierarchyWalk(top: CodeNames.topmost(self))
    return walk.constraints.filter { constraint in
      let ends = [
        (constraint.firstItem, constraint.firstAttribute),
        (constraint.secondItem, constraint.secondAttribute),
      ]
      return ends.contains { item, attribute in
        guard let item, attribute != .notAnAttribute, attribute.axis == axis else { return false }
        return item === self || (item as? LayoutGuide)?.owningView === self
      }
    }
  }
}

extension LayoutConstraint.Attribute {
  /// The axis the attribute lies on: x for edges, centres and widths across, y for the rest.
  var axis: LayoutConstraint.Axis {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
      .trailingMargin, .centerXWithinMargins:
      .horizontal
    default: .vertical
    }
  }
}
