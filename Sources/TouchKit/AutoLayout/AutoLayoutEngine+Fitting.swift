import Foundation

/// A fitting solve (UIKit's `systemLayoutSizeFitting(_:withHorizontalFittingPriority:
/// verticalFittingPriority:)`): "the optimal size of the view based on its constraints and the
/// specified fitting priorities", which "does not actually change the size of the view" (the
/// UIView reference).
///
/// **The model.** A solver of its own, apart from the hierarchy's, holds the active
/// constraints of the view's subtree (after its pending `updateConstraints()`), the
/// autoresizing-mask and content-size constraints of the views they involve as the layout pass
/// makes them (AutoLayoutEngine+FrameConstraints.swift), and for the view itself: its origin at
/// zero (required), its content-size constraints when it has an intrinsic size (whatever its
/// `translatesAutoresizingMaskIntoConstraints`: its own frame is what is asked, so it is not
/// held), and `width == target.width` at the horizontal priority, `height == target.height` at
/// the vertical one. `.fittingSizeLevel` (50) is below every default priority, so the subtree's
/// constraints and the content's hugging (250) and compression resistance (750) decide, and
/// the target only settles what they leave free ("the size fitting most closely to the target
/// size", UILayoutPriority.fittingSizeLevel); `.required` holds that length. The answer is the
/// solved frame size, snapped to 1/64 pt as the layout pass's frames are.
///
/// Nothing of the hierarchy changes: no frame is set, the hierarchy's solver is not touched,
/// and a conflict is resolved as the layout pass resolves it but not recorded (the layout
/// pass records the hierarchy's own).
extension AutoLayoutEngine {
  /// The fitting size of `view`; nil when the solver gave up (its pivot bound).
  static func fittingSize(
    of view: View, target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority
  ) -> CGSize? {
    func snap(_ value: Double) -> CGFloat { CGFloat((max(0, value) * 64).rounded() / 64) }
    // Nothing in the subtree is constrained and the view has no content size: the solve's
    // answer is the target (what a self-sizing table asks of every cell without constraints).
    let intrinsic = view.layoutIntrinsicContentSize
    if !view.holdsConstraints, intrinsic.width < 0, intrinsic.height < 0 {
      return CGSize(
        width: target.width.isFinite ? snap(Double(target.width)) : 0,
        height: target.height.isFinite ? snap(Double(target.height)) : 0)
    }
    guard let engine = fittingSolve(of: view, target: target, horizontal: horizontal, vertical: vertical)
    else { return nil }
    let rect = engine.rect(for: view)
    let insets = alignmentInsets(of: view)
    return CGSize(
      width: snap(engine.solver.value(of: rect.width) + Double(insets.left + insets.right)),
      height: snap(engine.solver.value(of: rect.height) + Double(insets.top + insets.bottom)))
  }

  /// The solved system of a fitting (the model above): the engine whose solver holds it and
  /// whose ``rect(for:)`` of `view` is the answer, nil when the solver gave up. The kiwisolver
  /// oracle reads its constraints (Tests/TouchKitTests/FittingOracleTests.swift).
  static func fittingSolve(
    of view: View, target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority
  ) -> AutoLayoutEngine? {
    let walked = HierarchyWalk.afterUpdates(top: view)
    let constraints = walked.constraints
    var involvement = Involvement(under: view)
    for item in walked.items {
      item.first._withUnsafeGuaranteedRef { involvement.involve($0) }
      item.second?._withUnsafeGuaranteedRef { involvement.involve($0) }
    }
    func solve() -> AutoLayoutEngine? {
      let engine = AutoLayoutEngine()
      var wanted = engine.fittingConstraints(
        of: view, target: target, horizontal: horizontal, vertical: vertical)
      for other in involvement.views where other !== view {
        engine.appendFrameConstraints(of: other, top: view, to: &wanted)
      }
      for constraint in constraints {
        if let made = engine.solverConstraint(for: constraint, trace: nil) { wanted.append(made) }
      }
      engine.apply(wanted, keeping: [], trace: nil)
      return engine.resets == 0 ? engine : nil
    }
    // A multi-line label wraps at the width the solve gives it, and is solved again with the
    // height that gives (as the layout pass's next round would: Label+Text.swift); the labels'
    // widths are put back after, so the hierarchy is as it was.
    let labels = involvement.views.compactMap { $0 as? Label }.filter { $0.numberOfLines != 1 }
    let widths = labels.map(\.textStyle.layoutWidth)
    defer { for (label, width) in zip(labels, widths) { label.textStyle.layoutWidth = width } }
    guard var engine = solve() else { return nil }
    for _ in 0..<maximumWrappingSolves {
      var changed = false
      for label in labels where label.textStyle.preferredMaxLayoutWidth == 0 {
        let width = CGFloat(engine.solver.value(of: engine.rect(for: label).width))
        if label.textStyle.layoutWidth != width {
          label.textStyle.layoutWidth = width
          changed = true
        }
      }
      guard changed else { break }
      guard let again = solve() else { return nil }
      engine = again
    }
    return engine
  }

  /// How many times a fitting solve is repeated for its multi-line labels' wrapped heights:
  /// one settles a label whose width its height does not change; TouchLab's bound, UNSOURCED.
  static let maximumWrappingSolves = 3

  /// The fitting view's own constraints (see above): its alignment rectangle's origin at zero,
  /// its size held to the target's at the fitting priorities, and its content size.
  private func fittingConstraints(
    of view: View, target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority
  ) -> [Wanted] {
    let rect = self.rect(for: view)
    let id = ObjectIdentifier(view)
    let insets = Self.alignmentInsets(of: view)
    let lengths = [
      (rect.width, target.width - insets.left - insets.right, horizontal, "width"),
      (rect.height, target.height - insets.top - insets.bottom, vertical, "height"),
    ]
    var result = [(rect.x, "minX"), (rect.y, "minY")].enumerated().map { index, item in
      Wanted(
        key: .autoresizing(id, index), constraint: SolverConstraint(LinearExpression(item.0), .equal, 0),
        source: .autoresizing(code: "fitting", name: "\(view.traceID).\(item.1) == 0"))
    }
    for (offset, (variable, length, priority, name)) in lengths.enumerated() {
      // A target outside what a frame can be (a NaN, an infinity) is the compressed size's 0.
      let value = length.isFinite ? Double(max(0, length)) : 0
      let level = LayoutPriority(min(max(priority.rawValue.isFinite ? priority.rawValue : 50, 1), 1000))
      result.append(
        Wanted(
          key: .autoresizing(id, 2 + offset),
          constraint: SolverConstraint(LinearExpression(variable), .equal, value, priority: level),
          source: .autoresizing(
            code: "fitting",
            name:
              "\(view.traceID).\(name) == \(Format.number(CGFloat(value))) @\(Format.number(CGFloat(level.rawValue)))"
          )))
    }
    appendContentSizeConstraints(of: view, rect: rect, to: &result)
    return result
  }
}
