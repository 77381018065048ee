/// Why a ``ConstraintSolver`` refused an operation. Every refusal leaves the solver as it was
/// before the call, except ``pivotLimitExceeded(_:)`` (see there).
public enum ConstraintSolverError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A coefficient, a constant or a priority is NaN or infinite; nothing was changed.
  case nonFiniteInput(String)
  /// A priority outside UIKit's 1–1000.
  case priorityOutOfRange(Float)
  /// The constraint uses a variable this solver did not make.
  case unknownVariable(SolverVariable)
  /// The constraint is not (or no longer) in the solver.
  case unknownConstraint(SolverConstraintID)
  /// Adding (or re-constanting) a required constraint would leave the required constraints
  /// without a solution. `conflict` lists the constraints that cannot hold together, in the
  /// order they were added, the refused one included (under its id, or the id it would have
  /// had): the caller decides what to break, as UIKit does. The solver is unchanged.
  case unsatisfiable(conflict: [SolverConstraintID])
  /// An operation needed more pivots than ``ConstraintSolver/pivotLimit`` allows: a runaway is
  /// reported, not waited out. The solver's tableau is then only feasible, not optimal, and
  /// the solver refuses further edits; rebuild it.
  case pivotLimitExceeded(Int)

  public var description: String {
    switch self {
    case .nonFiniteInput(let what): return "constraint solver: \(what) is not a finite number"
    case .priorityOutOfRange(let priority): return "constraint solver: priority \(priority) is outside 1–1000"
    case .unknownVariable(let variable): return "constraint solver: unknown variable \(variable)"
    case .unknownConstraint(let id): return "constraint solver: unknown constraint \(id)"
    case .unsatisfiable(let conflict):
      return "constraint solver: unable to simultaneously satisfy constraints "
        + conflict.map(\.description).joined(separator: ", ")
    case .pivotLimitExceeded(let limit):
      return "constraint solver: more than \(limit) pivots in one operation"
    }
  }
}
