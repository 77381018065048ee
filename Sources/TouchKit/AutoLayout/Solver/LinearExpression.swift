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
    let sorted = terms.enumerated().sorted { lhs, rhs in
      lhs.element.variable.id != rhs.element.variable.id
        ? lhs.element.variable.id < rhs.element.variable.id : lhs.offset < rhs.offset
    }
    var result: [(variable: SolverVariable, coefficient: Double)] = []
    for (_, term) in sorted {
      if let last = result.last, last.variable == term.variable {
        result[result.count - 1].coefficient += term.coefficient
      } else {
        result.append(term)
      }
    }
    return result.filter { $0.coefficient != 0 }
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
