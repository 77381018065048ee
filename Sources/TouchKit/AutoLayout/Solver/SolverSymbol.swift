/// A column of the solver's tableau: a person's variable or one of the symbols the solver adds
/// to turn constraints into equations (Cassowary's slack, error and dummy variables).
///
/// Symbols are numbered from one counter and compared by number: choosing the lowest-numbered
/// candidate among ties is Bland's rule, which both keeps the simplex from cycling on
/// degenerate pivots and makes every choice independent of hash order.
struct SolverSymbol: Hashable, Comparable, Sendable {
  enum Kind: Sendable {
    /// A ``SolverVariable``: unrestricted in sign.
    case external
    /// An inequality's slack, ≥ 0.
    case slack
    /// An optional constraint's error, ≥ 0, weighted in the objective at its priority.
    case error
    /// A required equality's marker: always 0, never pivoted in; it only records which rows
    /// the constraint went into, so it can be removed, edited and named in a conflict.
    case dummy
    /// Phase one's artificial variable (adding a constraint no symbol can be solved for).
    case artificial
  }

  let id: Int
  let kind: Kind

  /// Restricted symbols are ≥ 0 (slack, error, artificial) or = 0 (dummy).
  var isRestricted: Bool { kind != .external }
  /// Whether the simplex may bring this symbol into the basis.
  var isPivotable: Bool { kind == .slack || kind == .error }

  static func < (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool { lhs.id < rhs.id }
  static func == (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
