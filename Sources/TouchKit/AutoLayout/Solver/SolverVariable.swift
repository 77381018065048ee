/// A variable of a ``ConstraintSolver``: an unknown the solver gives a value to (a view's
/// `minX`, its width, …).
///
/// A variable is a plain value naming a column of the solver's tableau by a stable number, so
/// results never depend on object identity or hashing order: the solver breaks every tie by
/// these numbers, and the same constraints added in the same order give the same values byte
/// for byte. Make variables with ``ConstraintSolver/makeVariable(_:)``; a variable belongs to
/// the solver that made it.
public struct SolverVariable: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The solver's number for this variable (its tableau symbol), in creation order.
  public let id: Int
  /// A name for messages and tests (for example `button.minX`); not used by the solver.
  public let name: String

  init(id: Int, name: String) {
    self.id = id
    self.name = name
  }

  public static func < (lhs: SolverVariable, rhs: SolverVariable) -> Bool { lhs.id < rhs.id }
  public static func == (lhs: SolverVariable, rhs: SolverVariable) -> Bool { lhs.id == rhs.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
  public var description: String { name.isEmpty ? "v\(id)" : name }
}
