/// A value of the solver's objective: one number per priority level, compared lexicographically
/// from the highest priority down (Cassowary's symbolic weights, Borning, Freeman-Benson and
/// Wilson 1992; Badros, Borning and Stuckey 2001, section 2).
///
/// Auto Layout "attempts to satisfy all constraints … in priority order from highest to
/// lowest" (Apple, Auto Layout Guide, "Anatomy of a Constraint"): any error at a higher
/// priority outweighs any error at a lower one. A single weighted sum (kiwi's strengths) only
/// approximates that order for bounded magnitudes; a vector compared entry by entry is exact
/// for all 999 optional priorities.
///
/// Sparse: entries are kept sorted by priority, highest first, and zero entries are dropped.
struct PriorityVector: Sendable, Equatable {
  /// `(priority, value)` pairs, priorities strictly decreasing.
  private(set) var entries: [(level: Float, value: Double)]

  static let zero = PriorityVector(entries: [])

  init(level: Float, value: Double) { entries = value == 0 ? [] : [(level, value)] }
  private init(entries: [(level: Float, value: Double)]) { self.entries = entries }

  static func == (lhs: PriorityVector, rhs: PriorityVector) -> Bool {
    lhs.entries.count == rhs.entries.count
      && zip(lhs.entries, rhs.entries).allSatisfy { $0.level == $1.level && $0.value == $1.value }
  }

  /// The value at one level (0 when absent).
  func value(at level: Float) -> Double { entries.first { $0.level == level }?.value ?? 0 }

  /// `self += scale · other`, dropping entries that cancel to within `Tolerance.zero`.
  mutating func add(_ other: PriorityVector, times scale: Double) {
    if other.entries.isEmpty || scale == 0 { return }
    var merged: [(level: Float, value: Double)] = []
    merged.reserveCapacity(entries.count + other.entries.count)
    var left = 0
    var right = 0
    while left < entries.count || right < other.entries.count {
      if right == other.entries.count
        || (left < entries.count && entries[left].level > other.entries[right].level)
      {
        merged.append(entries[left])
        left += 1
      } else if left == entries.count || other.entries[right].level > entries[left].level {
        merged.append((other.entries[right].level, scale * other.entries[right].value))
        right += 1
      } else {
        let sum = entries[left].value + scale * other.entries[right].value
        if !Tolerance.isZero(sum) { merged.append((entries[left].level, sum)) }
        left += 1
        right += 1
      }
    }
    entries = merged
  }

  func scaled(by scale: Double) -> PriorityVector {
    PriorityVector(entries: entries.map { ($0.level, $0.value * scale) })
  }

  /// The sign of the first entry that is not zero within tolerance: the sign of the vector in
  /// the lexicographic order.
  var sign: Int {
    for entry in entries where !Tolerance.isZero(entry.value) { return entry.value < 0 ? -1 : 1 }
    return 0
  }

  /// Lexicographic `lhs < rhs`, within tolerance: the sign of `lhs − rhs` at the highest
  /// level where they differ. Walks both entry lists without building the difference, since
  /// the simplex compares reduced costs on its hot path.
  static func isLess(_ lhs: PriorityVector, _ rhs: PriorityVector) -> Bool {
    var left = 0
    var right = 0
    while left < lhs.entries.count || right < rhs.entries.count {
      let difference: Double
      if right == rhs.entries.count
        || (left < lhs.entries.count && lhs.entries[left].level > rhs.entries[right].level)
      {
        difference = lhs.entries[left].value
        left += 1
      } else if left == lhs.entries.count || rhs.entries[right].level > lhs.entries[left].level {
        difference = -rhs.entries[right].value
        right += 1
      } else {
        difference = lhs.entries[left].value - rhs.entries[right].value
        left += 1
        right += 1
      }
      if !Tolerance.isZero(difference) { return difference < 0 }
    }
    return false
  }
}

/// The solver's one tolerance for "zero": tableau arithmetic rounds, and a coefficient left at
/// 1e-12 by cancellation must not be taken for a real one (it would pivot on noise).
enum Tolerance {
  static let epsilon = 1e-8
  static func isZero(_ value: Double) -> Bool { abs(value) < epsilon }
}
