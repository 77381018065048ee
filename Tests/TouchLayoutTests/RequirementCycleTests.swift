import Testing

@testable import TouchLayout

/// The cycle check behind "requireToFail makes a cycle": which recognizers are in a cycle and
/// which path the message shows.
struct RequirementCycleTests {
  @Test func findsSelfRequirementsAndLongerCyclesButNotTheirDependents() {
    // 0 → 0; 1 → 2 → 3 → 1; 4 → 1 (depends on a cycle, is not in one); 5 alone.
    let edges = [[0], [2], [3], [1], [1], []]
    #expect(RequirementCycle.cyclicNodes(edges) == [true, true, true, true, false, false])
    #expect(
      RequirementCycle.findings(edges, limit: 10) == [
        .init(node: 0, edge: 0, path: [0, 0]),
        .init(node: 1, edge: 0, path: [1, 2, 3, 1]),
        .init(node: 2, edge: 0, path: [2, 3, 1, 2]),
        .init(node: 3, edge: 0, path: [3, 1, 2, 3]),
      ])
  }

  @Test func showsTheShortestCycleAndTheRequirementThatStartsIt() {
    // 0 requires 1 (long way back) and 3 (short way back).
    let edges = [[1, 3], [2], [0], [0]]
    #expect(RequirementCycle.shortestCycle(from: 0, edges)?.path == [0, 3, 0])
    #expect(RequirementCycle.shortestCycle(from: 0, edges)?.edge == 1)
  }

  @Test func aLongChainIsCheckedWithoutRecursionAndReportsAtMostTheLimit() {
    let count = 100_000
    let ring = (0..<count).map { [($0 + 1) % count] }
    #expect(RequirementCycle.findings(ring, limit: 3).map(\.node) == [0, 1, 2])
    let chain = (0..<count).map { $0 + 1 < count ? [$0 + 1] : [] }
    #expect(RequirementCycle.findings(chain, limit: 3).isEmpty)
  }
}
