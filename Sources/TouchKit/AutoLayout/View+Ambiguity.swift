import Foundation

/// UIKit's `hasAmbiguousLayout`: whether the constraints leave the view's frame undetermined.
/// UIKit says nothing about ambiguity at run time ("no warnings written to the console", Auto
/// Layout Guide, "Ambiguous Layouts"); this asks the hierarchy's solver whether any of the
/// view's four variables could move without making any constraint worse
/// (``ConstraintSolver/isAmbiguous(_:)``), as of the last layout pass.
extension View {
  /// True when the last solve left the view's position or size free to move; false for a view
  /// the solver does not hold (no constraint mentions it or an ancestor's descendants).
  public var hasAmbiguousLayout: Bool {
    guard let engine = CodeNames.topmost(self).extras?.autoLayout?.engine else { return false }
    return engine.isAmbiguous(self)
  }
}

extension AutoLayoutEngine {
  /// Whether any of the item's variables is ambiguous in the current solution (false when the
  /// solver does not hold it, or the check ran out of pivots).
  func isAmbiguous(_ item: AnyObject) -> Bool {
    guard let rect = heldRect(for: item) else { return false }
    for variable in [rect.x, rect.y, rect.width, rect.height] {
      if (try? solver.isAmbiguous(variable)) == true { return true }
    }
    return false
  }
}
