import Foundation
import Testing

@testable import TouchKit

/// The constraints an engine's solver holds (a hierarchy's, or a fitting's), solved again by
/// kiwisolver and checked as the solver's own oracle checks them (ConstraintSolverOracleTests):
/// kiwi's solution holds the required constraints; its errors per priority equal ours or are
/// worse in the priority order (kiwi weighs priorities, ten times apart here, so it may trade a
/// unit at a higher level for ten at a lower one: then values are not compared, and the system
/// is counted); otherwise every listed variable our solver says is determined has kiwi's value
/// to ``tolerance``. Used by StackViewOracleTests and FittingOracleTests.
extension KiwiOracle {
  static let tolerance = 1e-6

  /// One engine's system: what its solver holds, and the variables to compare (the views').
  struct HeldSystem {
    let label: String
    let solver: ConstraintSolver
    let variables: [SolverVariable]
    let held: [SolverConstraint]

    init(label: String, solver: ConstraintSolver, variables: [SolverVariable]) {
      self.label = label
      self.solver = solver
      self.variables = variables
      held = solver.constraintIDs.compactMap { solver.constraint($0) }
    }
  }

  /// What ``check(_:)`` found, for a caller's own comparisons: kiwi's values, by system.
  struct HeldCheck {
    var results: [Result]
    /// The systems whose values were not compared (kiwi's weighed optimum is another one).
    var weighedOtherwise: Set<Int>
    /// The variables our solver leaves free, by system.
    var ambiguous: [Set<SolverVariable>]
    /// How many listed variables were determined and compared.
    var compared: Int
  }

  /// Solves `systems` with kiwi in one batch and checks them (Swift Testing expectations).
  static func check(_ systems: [HeldSystem]) throws -> HeldCheck {
    let levels = Set(systems.flatMap { $0.held.filter { !$0.isRequired }.map(\.priority.rawValue) })
      .sorted(by: >)
    try #require(levels.count <= 8, "levels \(levels): more than kiwi's strengths can order")
    let weights = Dictionary(uniqueKeysWithValues: levels.enumerated().map { ($1, pow(10, Double(8 - $0))) })
    let results = try solve(
      systems.map { system in
        System(
          variables: system.solver.variables.count,
          constraints: system.held.map { constraint in
            Constraint(
              terms: constraint.expression.terms.map { [Double($0.variable.id), $0.coefficient] },
              relation: constraint.relation.rawValue,
              constant: constraint.constant - constraint.expression.constant,
              strength: constraint.isRequired
                ? .required : .weight(weights[constraint.priority.rawValue] ?? 1))
          })
      })
    try #require(results.count == systems.count)
    var found = HeldCheck(results: results, weighedOtherwise: [], ambiguous: [], compared: 0)
    for (index, (system, result)) in zip(systems, results).enumerated() {
      let label = system.label
      found.ambiguous.append(Set(try system.solver.ambiguousVariables()))
      try #require(result.error == nil, "\(label): kiwi failed: \(result.error ?? "")")
      #expect(result.rejected.isEmpty, "\(label): kiwi refused \(result.rejected)")
      let ours = { (variable: SolverVariable) in system.solver.value(of: variable) }
      let theirs = { (variable: SolverVariable) in result.values[variable.id] }
      for constraint in system.held where constraint.isRequired {
        #expect(constraint.error(ours) <= tolerance, "\(label): ours breaks \(constraint)")
        #expect(constraint.error(theirs) <= tolerance, "\(label): kiwi's breaks \(constraint)")
      }
      func errors(_ value: (SolverVariable) -> Double) -> [Double] {
        levels.map { level in
          system.held.filter { $0.priority.rawValue == level }.reduce(0) { $0 + $1.error(value) }
        }
      }
      let (ourErrors, kiwiErrors) = (errors(ours), errors(theirs))
      if let (ourError, kiwiError) = zip(ourErrors, kiwiErrors).first(where: {
        abs($0 - $1) > tolerance * max(1, $1)
      }) {
        #expect(
          ourError < kiwiError,
          "\(label): errors per priority \(levels): ours \(ourErrors), kiwi \(kiwiErrors)")
        found.weighedOtherwise.insert(index)
        continue
      }
      for variable in system.variables where !found.ambiguous[index].contains(variable) {
        found.compared += 1
        #expect(
          abs(ours(variable) - theirs(variable)) <= tolerance, "\(label): \(system.solver.name(of: variable))"
        )
      }
    }
    return found
  }
}
