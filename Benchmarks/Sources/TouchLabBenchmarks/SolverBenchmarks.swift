import Benchmark
import Foundation
import TouchKit

/// Issue 37's constraint solver (docs/performance.md, "Issue 37: the constraint solver"): a
/// 250-view form of 1,250 constraints solved from scratch, one `constant` edit re-solved on it,
/// stacks of stacks and a 10,000-label stack laid out as a screen is (``StackOfStacks``), and a
/// pile of contradictory required constraints, each refused with its conflict.
func solverSuite() -> BenchmarkSuite {
  BenchmarkSuite(name: "solver") { suite in
    suite.benchmark("form-250 solve") { state in
      var pivots = 0
      try state.measure { pivots = SolverForm(views: 250).solver.pivotCount }
      state.counters["pivots"] = Double(pivots)
    }
    suite.benchmark("form-250 constant edit") { state in
      var form = SolverForm(views: 250)
      var left = SolverForm.leading
      guard let leading = form.leadingConstraint else { return }
      try state.measure {
        left = left == SolverForm.leading ? SolverForm.leading + 8 : SolverForm.leading
        try? form.solver.setConstant(left, of: leading)
      }
    }
    for size in [10, 40, 100] {
      suite.benchmark("stack-of-stacks \(size)x\(size)") { state in
        var width: CGFloat = 0
        try state.measure { width = StackOfStacks(rows: size, columns: size).layOut() }
        state.counters["last label width"] = Double(width)
      }
    }
    suite.benchmark("stack-10k") { state in
      var height: CGFloat = 0
      try state.measure {
        let stack = StackOfStacks.vertical(count: 10_000)
        _ = stack.layOut()
        height = stack.lastHeight
      }
      state.counters["last label height"] = Double(height)
    }
    suite.benchmark("contradictions-100k") { state in
      var refused = 0
      try state.measure { refused = contradictions(100_000) }
      state.counters["refused"] = Double(refused)
    }
  }
}

/// A form as a view controller lays one out: each view's left edge pinned to the previous
/// one's, its top 8 pt under the previous bottom, a fixed width, a height of at least 30 pt
/// that would rather be 44–46 (priority 250, like a label's hugging), the first view pinned to
/// the form's margins. Four variables and five constraints per view.
struct SolverForm {
  static let leading = 16.0
  var solver = ConstraintSolver()
  /// The first view's leading constraint: the one the edit benchmark changes.
  var leadingConstraint: SolverConstraintID?

  init(views: Int) {
    var previous: (x: SolverVariable, y: SolverVariable, height: SolverVariable)?
    for index in 0..<views {
      let x = solver.makeVariable()
      let y = solver.makeVariable()
      let width = solver.makeVariable()
      let height = solver.makeVariable()
      if let previous {
        add(LinearExpression([(x, 1), (previous.x, -1)]), .equal, 0)
        add(LinearExpression([(y, 1), (previous.y, -1), (previous.height, -1)]), .equal, 8)
      } else {
        leadingConstraint = add(LinearExpression(x), .equal, Self.leading)
        add(LinearExpression(y), .equal, 20)
      }
      add(LinearExpression(width), .equal, 288)
      add(LinearExpression(height), .greaterThanOrEqual, 30)
      add(LinearExpression(height), .equal, Double(44 + index % 3), priority: 250)
      previous = (x, y, height)
    }
  }

  /// Adds one constraint (the form's are all satisfiable: none is refused).
  @discardableResult
  private mutating func add(
    _ expression: LinearExpression, _ relation: SolverConstraint.Relation, _ constant: Double,
    priority: Float = 1000
  ) -> SolverConstraintID? {
    try? solver.add(SolverConstraint(expression, relation, constant, priority: LayoutPriority(priority)))
  }
}

/// `x == k` for k = 1…count after `x == 0`: every one after the first contradicts it and is
/// refused with the two-constraint conflict. Returns how many were refused.
func contradictions(_ count: Int) -> Int {
  var solver = ConstraintSolver()
  let x = solver.makeVariable()
  _ = try? solver.add(SolverConstraint(LinearExpression(x), .equal, 0))
  var refused = 0
  for k in 1...count where (try? solver.add(SolverConstraint(LinearExpression(x), .equal, Double(k)))) == nil
  {
    refused += 1
  }
  return refused
}
