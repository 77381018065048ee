import Foundation
import TestSupport

@testable import TouchKit

/// A seeded random constraint system shaped like a layout: variables chained by differences
/// (`xᵢ − xⱼ ⋈ c`, a view's edge from another's) and some multipliers of 2, `==`, `<=` and
/// `>=`, required constraints and three optional levels, stays at the lowest level. No
/// three-term sums: kiwi 1.5.1 aborts or never returns on a sixth of such systems
/// (docs/auto-layout.md); the solver's own tests cover them. Some systems get a contradicting required path (unsatisfiable)
/// and some a variable only an inequality or a difference holds (ambiguous).
///
/// Coefficients are ±1 or −2 and constants integers in −20…20, so the optimum's errors are
/// rationals with small denominators: what keeps kiwi's weighted strengths (``kiwiWeights``)
/// ordered like the priorities (docs/auto-layout.md, "The kiwisolver oracle").
struct RandomConstraintSystem {
  /// The optional priorities, highest first, and kiwi's weight for each.
  static let levels: [LayoutPriority] = [750, 500, 250]
  static let kiwiWeights: [Double] = [1e6, 1e3, 1]

  var variableCount: Int
  var constraints:
    [(
      variables: [Int], coefficients: [Double], relation: SolverConstraint.Relation, constant: Double,
      level: Int?
    )] = []

  init(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    variableCount = random.int(2...200)
    func relation() -> SolverConstraint.Relation {
      [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(0...2)]
    }
    func level(requiredPercent: Int) -> Int? {
      random.int(1...100) <= requiredPercent ? nil : random.int(0...2)
    }
    constraints.append(([0], [1], .equal, Double(random.int(0...20)), random.bool() ? nil : 0))
    for index in 1..<variableCount {
      let other = random.int(0...(index - 1))
      constraints.append(
        ([index, other], [1, -1], relation(), Double(random.int(-20...20)), level(requiredPercent: 40)))
    }
    for _ in 0..<(variableCount / 2) {
      let a = random.int(0...(variableCount - 1))
      let b = random.int(0...(variableCount - 1))
      guard a != b else { continue }
      let scale: Double = random.int(1...6) == 1 ? 2 : 1
      constraints.append(
        ([a, b], [1, -scale], relation(), Double(random.int(-20...20)), level(requiredPercent: 20)))
    }
    for index in 0..<variableCount where random.int(1...10) <= 6 {
      constraints.append(([index], [1], .equal, Double(random.int(-20...20)), 2))
    }
    if random.int(1...100) <= 15, variableCount >= 3 {
      // A required path a → b → c, then a required a − c that contradicts it.
      let a = random.int(0...(variableCount - 1))
      let b = (a + 1) % variableCount
      let c = (a + 2) % variableCount
      constraints.append(([a, b], [1, -1], .equal, 3, nil))
      constraints.append(([b, c], [1, -1], .equal, 4, nil))
      constraints.append(([a, c], [1, -1], .lessThanOrEqual, 2, nil))
    }
    if random.int(1...100) <= 15 {
      // A fresh variable held only from one side: its value is the solver's choice.
      variableCount += 1
      constraints.append(([variableCount - 1, 0], [1, -1], .greaterThanOrEqual, 5, nil))
    }
  }

  func solverConstraint(_ index: Int, _ variables: [SolverVariable]) -> SolverConstraint {
    let spec = constraints[index]
    let terms = zip(spec.variables, spec.coefficients).map { (variables[$0], $1) }
    return SolverConstraint(
      LinearExpression(terms), spec.relation, spec.constant,
      priority: spec.level.map { Self.levels[$0] } ?? .required)
  }

  var kiwiSystem: KiwiOracle.System {
    KiwiOracle.System(
      variables: variableCount,
      constraints: constraints.map { spec in
        KiwiOracle.Constraint(
          terms: zip(spec.variables, spec.coefficients).map { [Double($0), $1] },
          relation: spec.relation.rawValue, constant: spec.constant,
          strength: spec.level.map { .weight(Self.kiwiWeights[$0]) } ?? .required)
      })
  }
}

extension RandomConstraintSystem {
  /// Adds every constraint, in order, to a new solver: the ones it held and the numbers of
  /// those it refused as unsatisfiable, each refusal's conflict given to `refused`.
  func solve(
    refused: (SolverConstraint, [SolverConstraintID], ConstraintSolver) throws -> Void = { _, _, _ in }
  ) throws -> (
    solver: ConstraintSolver, variables: [SolverVariable], held: [SolverConstraint], rejected: [Int]
  ) {
    var solver = ConstraintSolver()
    let variables = (0..<variableCount).map { solver.makeVariable("v\($0)") }
    var rejected: [Int] = []
    var held: [SolverConstraint] = []
    for index in constraints.indices {
      let constraint = solverConstraint(index, variables)
      do {
        try solver.add(constraint)
        held.append(constraint)
      } catch {
        guard case .unsatisfiable(let conflict) = error else { throw error }
        rejected.append(index)
        try refused(constraint, conflict, solver)
      }
    }
    return (solver, variables, held, rejected)
  }
}
