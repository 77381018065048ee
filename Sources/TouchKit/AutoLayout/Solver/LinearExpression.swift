/// A linear expression `a₁·x₁ + a₂·x₂ + … + c` over ``SolverVariable``s: the left-hand side of
/// a ``SolverConstraint``.
///
/// Terms are kept in the order they were written, with repeated variables summed when the
/// solver reads them (``normalizedTerms``), so building an expression never needs hashing.
public struct LinearExpression: Sendable, Equatable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  /// The terms as written: a variable and its coefficient.
  public var terms: [(variable: SolverVariable, coefficient: Double)]
  /// The constant part.
  public var constant: Double

  public init(_ terms: [(variable: SolverVariable, coefficient: Double)] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// `1·variable`.
  public init(_ variable: SolverVariable) { self.init([(variable, 1)]) }
  public init(floatLiteral value: Double) { self.init(constant: value) }
  public init(integerLiteral value: Int) { self.init(constant: Double(value)) }

  /// The terms with each variable once (coefficients summed, zero sums dropped), sorted by
  /// variable number: the canonical form the solver reads.
  public var normalizedTerms: [(variable: SolverVariable, coefficient: Double)] {
    var result: [(variable: SolverVariable, coefficient: Double)] = []
    result.reserveCapacity(terms.count)
    forEachNormalizedTerm { index, coefficient in result.append((terms[index].variable, coefficient)) }
    return result
  }

  /// Calls `body` with each variable of ``normalizedTerms`` in turn, by the position of its
  /// first term, and its summed coefficient: the solver reads every constraint this way, and
  /// building the array (a sorted copy, then a filtered one, of terms that hold names) was a
  /// sixth of adding a constraint.
  func forEachNormalizedTerm(_ body: (_ index: Int, _ coefficient: Double) -> Void) {
    // Already canonical (most of a layout's constraints): the terms as they are.
    var isCanonical = true
    for index in terms.indices
    where terms[index].coefficient == 0
      || (index > 0 && terms[index - 1].variable.id >= terms[index].variable.id)
    {
      isCanonical = false
      break
    }
    if isCanonical {
      for index in terms.indices { body(index, terms[index].coefficient) }
      return
    }
    // A stable insertion sort of the positions (an expression has a few terms), then repeated
    // variables summed in their written order and zero sums dropped.
    withUnsafeTemporaryAllocation(of: (index: Int, id: Int).self, capacity: terms.count) { order in
      for index in terms.indices { order.initializeElement(at: index, to: (index, terms[index].variable.id)) }
      for position in order.indices.dropFirst() {
        let item = order[position]
        var slot = position
        while slot > 0 && order[slot - 1].id > item.id {
          order[slot] = order[slot - 1]
          slot -= 1
        }
        order[slot] = item
      }
      var position = 0
      while position < order.count {
        let first = order[position]
        var sum = terms[first.index].coefficient
        position += 1
        while position < order.count && order[position].id == first.id {
          sum += terms[order[position].index].coefficient
          position += 1
        }
        if sum != 0 { body(first.index, sum) }
      }
    }
  }

  /// Whether every coefficient and the constant are finite numbers.
  public var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

  /// The expression's value for the given variable values.
  public func value(_ valueOf: (SolverVariable) -> Double) -> Double {
    terms.reduce(constant) { $0 + $1.coefficient * valueOf($1.variable) }
  }

  public static func == (lhs: LinearExpression, rhs: LinearExpression) -> Bool {
    lhs.constant == rhs.constant && lhs.terms.count == rhs.terms.count
      && zip(lhs.terms, rhs.terms).allSatisfy {
        $0.variable == $1.variable && $0.coefficient == $1.coefficient
      }
  }

  public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }
  public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    lhs + (-1) * rhs
  }
  public static func * (scale: Double, expression: LinearExpression) -> LinearExpression {
    LinearExpression(
      expression.terms.map { ($0.variable, scale * $0.coefficient) }, constant: scale * expression.constant)
  }
}
