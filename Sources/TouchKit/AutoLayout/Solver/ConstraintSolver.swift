/// A Cassowary constraint solver (Badros, Borning and Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm", ACM TOCHI 8(4), 2001): the engine under Auto
/// Layout, which UIKit's own is built on.
///
/// **Priorities.** Required constraints (priority 1000) must hold; adding one that cannot is
/// refused with the conflicting set (``ConstraintSolverError/unsatisfiable(conflict:)``).
/// Optional constraints (1–999) are met as closely as possible, and priorities compare
/// lexicographically: the solver first minimizes the summed error of the highest optional
/// priority, then, among those solutions, the next one, and so on — any amount of error at a
/// higher priority outweighs any amount at a lower one. This is Apple's description ("the
/// system attempts to satisfy all constraints … in priority order from highest to lowest … if
/// an optional constraint cannot be satisfied, the system tries to get as close as possible",
/// Auto Layout Guide, "Anatomy of a Constraint") and the original Cassowary's symbolic
/// strengths, implemented exactly with ``PriorityVector`` rather than as weights. An error is
/// `|e − c|` for an equality and the one-sided overshoot for an inequality
/// (``SolverConstraint/error(_:)``); within one priority, errors add up with weight 1.
///
/// **Incremental.** Constraints are added and removed one at a time, and changing one's
/// constant (``setConstant(_:of:)``) shifts the tableau's constants and repairs them with the
/// dual simplex, without rebuilding.
///
/// **Required equalities without markers.** Cassowary gives every required equality a dummy
/// marker that stays in every row derived from it, so that the constraint can later be removed,
/// edited or named in a conflict. In a chain (a stack's views, each after the previous one) a
/// view's row then holds one cell per earlier constraint: the tableau grows as the cube of a
/// stack of stacks' side (16 million cells at 100 × 100). Here a required equality's marker is
/// left out of the rows until it is needed: the first time one is edited or removed the solver
/// is rebuilt from its constraints, that one (and every one edited before) with its marker, so
/// a constant that changes once and then often (an animation) costs one rebuild and then the
/// dual simplex's few pivots; and a conflict is named by a trial solver that keeps every marker
/// (``ConstraintSolver+Markers.swift``). kiwi keeps them all.
///
/// **Deterministic.** A value type with no I/O; every choice is made by symbol number.
public struct ConstraintSolver: Sendable {
  /// A constraint the solver holds, with the symbols it added for it.
  struct Record: Sendable {
    var constraint: SolverConstraint
    /// The slack (inequality), positive error (optional equality) or dummy (required
    /// equality): the symbol a removal pivots out and a constant edit shifts.
    let marker: SolverSymbol
    /// The second error symbol of an optional constraint, if any.
    let other: SolverSymbol?
    /// The marker's coefficient in the constraint's row as first added.
    let markerCoefficient: Double
    /// +1, or −1 when the row was negated to make its constant non-negative.
    let rowSign: Double
    /// False for a required equality added without its marker in the rows: editing or
    /// removing it rebuilds the solver.
    let hasMarkerInRows: Bool
  }

  var tableau: SimplexTableau
  var records = SlotMap<SolverConstraintID, Record>()
  /// Marker and error symbols → the constraint they belong to (conflict reports).
  var owners = SlotMap<SolverSymbol, SolverConstraintID>()
  private(set) public var variables: [SolverVariable] = []
  /// The variables' names, by number (``name(of:)``).
  private var variableNames: [String] = []
  var nextSymbolNumber = 0
  var nextConstraintNumber = 0
  /// Set after ``ConstraintSolverError/pivotLimitExceeded(_:)``.
  var isBroken = false
  /// Person's variables that have appeared in some row (a fresh one cannot be in any), by
  /// variable number.
  var mentionedExternals: [Bool] = []
  /// False in the deletion filter's own trial solvers, which need only a yes/no.
  var namesConflicts = true
  /// Required equalities that keep their marker in the rows: those edited or removed since
  /// they were added (a rebuild gives them one).
  var markedEqualities: Set<SolverConstraintID> = []
  /// True in the trial solver that names a conflict: every required equality has its marker.
  var keepsAllMarkers = false
  /// How many required equalities are in without a marker.
  var markerlessCount = 0
  /// Markerless required equalities that were redundant when added (their row reduced to
  /// nothing): no row holds them, so removing any constraint rebuilds, lest they be lost.
  var redundantMarkerless: Set<SolverConstraintID> = []
  /// Pivots of the tableaus replaced by rebuilds.
  var pivotsBeforeRebuild = 0

  /// The level of phase one's artificial objective: above every priority.
  static let artificialLevel: Float = 2000

  /// - Parameter pivotLimit: pivots allowed in one operation (add, remove, edit, ambiguity
  ///   check) before it fails with ``ConstraintSolverError/pivotLimitExceeded(_:)``.
  public init(pivotLimit: Int = 1_000_000) {
    tableau = SimplexTableau(pivotLimit: pivotLimit)
  }

  /// Pivots performed since the solver was made: the measure of work tests bound.
  public var pivotCount: Int { pivotsBeforeRebuild + tableau.pivotCount }
  public var pivotLimit: Int {
    get { tableau.pivotLimit }
    set { tableau.pivotLimit = newValue }
  }
  /// The constraints held, in the order added.
  public var constraintIDs: [SolverConstraintID] {
    records.filled.map { SolverConstraintID(rawValue: $0.slot) }
  }
  public func constraint(_ id: SolverConstraintID) -> SolverConstraint? { records[id]?.constraint }

  /// A new variable. Variables are symbols with even numbers and the solver's own symbols odd
  /// ones, so two solvers that make the same variables number them alike.
  public mutating func makeVariable(_ name: String = "") -> SolverVariable {
    let variable = SolverVariable(id: variables.count)
    variables.append(variable)
    variableNames.append(name)
    return variable
  }

  /// The name a variable was made with, for messages and tests (for example `button.minX`);
  /// its ``SolverVariable/description`` when it has none. The solver does not use it.
  public func name(of variable: SolverVariable) -> String {
    let name = variableNames.indices.contains(variable.id) ? variableNames[variable.id] : ""
    return name.isEmpty ? variable.description : name
  }

  static func symbol(for variable: SolverVariable) -> SolverSymbol { symbol(forVariable: variable.id) }

  /// The symbol of the variable numbered `number` (a term read without copying its name).
  static func symbol(forVariable number: Int) -> SolverSymbol {
    SolverSymbol(id: 2 * number, kind: .external)
  }

  mutating func makeSymbol(_ kind: SolverSymbol.Kind) -> SolverSymbol {
    nextSymbolNumber += 1
    return SolverSymbol(id: 2 * nextSymbolNumber + 1, kind: kind)
  }

  /// The variable's value in the current solution (0 for a variable no constraint mentions).
  public func value(of variable: SolverVariable) -> Double {
    tableau.value(of: Self.symbol(for: variable))
  }

  /// The summed error of the optional constraints at each priority, highest first: the vector
  /// the solver minimizes lexicographically.
  public func errorByPriority() -> [(priority: LayoutPriority, error: Double)] {
    var sums: [Float: Double] = [:]
    for (_, record) in records.filled {
      let constraint = record.constraint
      guard !constraint.isRequired else { continue }
      sums[constraint.priority.rawValue, default: 0] += constraint.error { value(of: $0) }
    }
    return sums.keys.sorted(by: >).map { (LayoutPriority($0), sums[$0] ?? 0) }
  }

  /// Checks a constraint before anything is changed: finite numbers, a priority in 1–1000,
  /// variables of this solver.
  func validate(_ constraint: SolverConstraint) throws(ConstraintSolverError) {
    if isBroken { throw .pivotLimitExceeded(tableau.pivotLimit) }
    guard constraint.expression.isFinite else {
      throw .nonFiniteInput("a coefficient or the expression's constant")
    }
    guard constraint.constant.isFinite else { throw .nonFiniteInput("the constant") }
    let priority = constraint.priority.rawValue
    guard priority.isFinite else { throw .nonFiniteInput("the priority") }
    guard priority >= 1 && priority <= 1000 else { throw .priorityOutOfRange(priority) }
    for term in constraint.expression.terms where !variables.indices.contains(term.variable.id) {
      throw .unknownVariable(term.variable)
    }
  }

  /// Adds a constraint and re-solves. Throws ``ConstraintSolverError/unsatisfiable(conflict:)``
  /// (the solver unchanged) when a required constraint cannot hold with the required ones in.
  @discardableResult
  public mutating func add(_ constraint: SolverConstraint) throws(ConstraintSolverError) -> SolverConstraintID
  {
    try validate(constraint)
    let id = SolverConstraintID(rawValue: nextConstraintNumber)
    do throws(ConstraintSolverError) {
      try insert(constraint, as: id)
      nextConstraintNumber += 1
      return id
    } catch {
      if case .pivotLimitExceeded = error { isBroken = true }
      if case .unsatisfiable = error { nextConstraintNumber += 1 }
      throw error
    }
  }

  /// Puts a constraint into the tableau under `id` and re-solves (``add(_:)`` and rebuilds).
  mutating func insert(_ constraint: SolverConstraint, as id: SolverConstraintID)
    throws(ConstraintSolverError)
  {
    tableau.beginOperation()
    let record = try insertRow(for: constraint, as: id)
    records[id] = record
    owners[record.marker] = id
    if let other = record.other { owners[other] = id }
    if !record.hasMarkerInRows { markerlessCount += 1 }
    try tableau.optimize()
  }
}
