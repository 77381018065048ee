/// A variable of a ``ConstraintSolver``: an unknown the solver gives a value to (a view's
/// `minX`, its width, …).
///
/// A variable is a plain value naming a column of the solver's tableau by a stable number, so
/// results never depend on object identity or hashing order: the solver breaks every tie by
/// these numbers, and the same constraints added in the same order give the same values byte
/// for byte. Make variables with ``ConstraintSolver/makeVariable(_:)``; a variable belongs to
/// the solver that made it.
///
/// Only a number: its name is the solver's (``ConstraintSolver/name(of:)``). A variable with
/// a `String` in it made every expression, rectangle and term array a type with references,
/// copied and destroyed element by element with a retain and a release for each name; a
/// plain number is copied as bytes (a tenth of a stack of stacks' layout pass went to that).
public struct SolverVariable: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The solver's number for this variable (its tableau symbol), in creation order.
  public let id: Int

  init(id: Int) { self.id = id }

  public static func < (lhs: SolverVariable, rhs: SolverVariable) -> Bool { lhs.id < rhs.id }
  public var description: String { "v\(id)" }
}
