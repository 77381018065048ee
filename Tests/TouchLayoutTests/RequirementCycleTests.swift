import Testing

@testable import TouchFoundation
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
    let findings = RequirementCycle.findings(ring, limit: 3)
    #expect(findings.count == count)
    #expect(findings.prefix(4).map(\.path.count) == [count + 1, count + 1, count + 1, 0])
    let chain = (0..<count).map { $0 + 1 < count ? [$0 + 1] : [] }
    #expect(RequirementCycle.findings(chain, limit: 3).isEmpty)
  }
}

/// The cycle check on a loaded layout: a hostile ring of requirements is reported quickly,
/// within the diagnostics limit, with its long path shortened.
struct RequirementCycleLayoutTests {
  @Test func aRingOfTwoThousandRecognizersIsReportedWithinTheLimit() {
    let count = 2000
    let gestures = (0..<count).map { "{id: r\($0), type: tap, requireToFail: [r\(($0 + 1) % count)]}" }
    let yaml = "windows: [{id: main, gestures: [" + gestures.joined(separator: ", ") + "]}]"
    let found = diagnostics(of: yaml)
    #expect(found.count == LayoutLimits.maximumDiagnostics + 1)
    #expect(found.last == "test.yaml: 1900 more problem(s) not shown (at most 100 are reported)")
    #expect(
      found.first?.hasSuffix(
        "requireToFail makes a cycle of 2000 recognizers: r0 → r1 → r2 → r3 → r4 → r5 → r6 → r7 → … → r0")
        == true)
  }
}
