import Testing

@testable import TouchKit

/// Issue 37: the objective row's entering candidates. The primal simplex chooses its entering
/// symbol among them instead of scanning every cell (Cassowary's optimize, Badros, Borning and
/// Stuckey 2001, section 3.2: a pivotable symbol with a negative reduced cost enters), so the
/// list must be exactly the pivotable cells with a negative cost, in symbol order, after any
/// change to the row.
@Suite("ObjectiveRow")
struct ObjectiveRowTests {
  /// What a scan of every cell finds: the choice the candidates replace.
  private func scanned(_ objective: ObjectiveRow) -> [SolverSymbol] {
    objective.cells.compactMap { symbol, cost in symbol.isPivotable && cost.sign < 0 ? symbol : nil }
  }

  @Test("the entering candidates are exactly the pivotable cells with a negative cost, after every change")
  func candidatesMatchAScan() {
    // A small linear congruential generator: the same changes in every run.
    var state: UInt64 = 0x3737_0042
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let kinds: [SolverSymbol.Kind] = [.slack, .error, .dummy, .external]
    let symbols = (0..<24).map { SolverSymbol(id: $0, kind: kinds[$0 % kinds.count]) }
    let levels: [Float] = [1000, 750, 250]
    var objective = ObjectiveRow()
    var changesWithCandidates = 0
    for _ in 0..<2_000 {
      let symbol = symbols[next(symbols.count)]
      let weight = PriorityVector(level: levels[next(levels.count)], value: Double(next(5) - 2))
      switch next(4) {
      case 0: objective.add(symbol, weight)
      case 1: objective.remove(symbol)
      default:
        var row = TableauRow(constant: Double(next(7)))
        for _ in 0..<(1 + next(4)) { row.add(symbols[next(symbols.count)], Double(next(9) - 4)) }
        if next(2) == 0 {
          objective.add(row, times: weight)
        } else {
          row.remove(symbol)
          objective.substitute(symbol, by: row)
        }
      }
      #expect(objective.enteringCandidates == scanned(objective))
      if !objective.enteringCandidates.isEmpty { changesWithCandidates += 1 }
    }
    // The check means something only if candidates came and went.
    #expect(changesWithCandidates > 100)
  }
}
