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

extension View {
  /// UIKit's `exerciseAmbiguityInLayout()`, which "randomly changes the frame of a view with an
  /// ambiguous layout between the different valid values" (UIView reference). Here it is
  /// deterministic: the first part of the frame (x, y, width, height) the last solve left free
  /// moves to another optimum of the solver's — the far end of its range, or 100 pt on where
  /// the range has no end (UNSOURCED: UIKit does not say how far) — and a second call puts
  /// the solved frame back. A view that is not ambiguous is left alone. As in UIKit, the next
  /// layout pass of its superview gives it its solved frame again.
  public func exerciseAmbiguityInLayout() {
    guard !translatesAutoresizingMaskIntoConstraints, let superview,
      let engine = CodeNames.topmost(self).extras?.autoLayout?.engine,
      let solved = engine.solvedFrames[ObjectIdentifier(self)],
      let other = engine.exercisedFrame(of: self, in: superview)
    else { return }
    takeSolvedFrame(untransformedFrame == other ? solved : other)
  }
}

extension AutoLayoutEngine {
  /// How far ``View/exerciseAmbiguityInLayout()`` moves a part whose range has no end.
  static let exerciseStep = 100.0

  /// The view's frame in another optimum where its first free part moves, nil when none is.
  func exercisedFrame(of view: View, in superview: View) -> CGRect? {
    guard let rect = heldRect(for: view), let origin = heldRect(for: superview) else { return nil }
    let read = [rect.x, rect.y, rect.width, rect.height, origin.x, origin.y]
    for variable in [rect.x, rect.y, rect.width, rect.height] {
      guard
        let values = try? solver.alternativeSolution(moving: variable, reading: read, step: Self.exerciseStep)
      else { continue }
      return Self.frame(of: view, solved: values, in: superview)
    }
    return nil
  }

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
