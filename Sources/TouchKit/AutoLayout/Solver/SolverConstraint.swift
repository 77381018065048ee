/// A linear constraint `expression ⋈ constant` (⋈ one of `==`, `<=`, `>=`) with a UIKit
/// priority: what `NSLayoutConstraint` becomes once its anchors are variables
/// (`first − multiplier·second == constant`).
///
/// The right-hand side is kept apart from the expression because it is what UIKit lets a
/// person change after activation (`constant`), and the solver re-solves such a change without
/// rebuilding (``ConstraintSolver/setConstant(_:of:)``).
public struct SolverConstraint: Sendable, Equatable {
  /// How the expression compares with the constant.
  public enum Relation: String, Sendable, Equatable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
  }

  public var expression: LinearExpression
  public var relation: Relation
  public var constant: Double
  /// UIKit's priority, 1–1000; 1000 (``LayoutPriority/required``) must hold. See
  /// ``ConstraintSolver`` for how priorities compare.
  public var priority: LayoutPriority

  public init(
    _ expression: LinearExpression, _ relation: Relation, _ constant: Double,
    priority: LayoutPriority = .required
  ) {
    self.expression = expression
    self.relation = relation
    self.constant = constant
    self.priority = priority
  }

  public var isRequired: Bool { priority.rawValue >= LayoutPriority.required.rawValue }

  /// How far the constraint is from holding for the given values: `|e − c|` for an equality,
  /// the one-sided overshoot for an inequality, 0 when it holds. This is the error the solver
  /// minimizes, level by level, for optional constraints.
  public func error(_ valueOf: (SolverVariable) -> Double) -> Double {
    let difference = expression.value(valueOf) - constant
    switch relation {
    case .equal: return abs(difference)
    case .lessThanOrEqual: return max(0, difference)
    case .greaterThanOrEqual: return max(0, -difference)
    }
  }
}

/// The solver's handle on a constraint it holds: numbered in the order of addition, so conflict
/// reports list constraints in that order.
public struct SolverConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let rawValue: Int
  public static func < (lhs: SolverConstraintID, rhs: SolverConstraintID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
  public var description: String { "c\(rawValue)" }
}
