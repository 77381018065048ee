import Foundation
import Testing
import TouchKit

@testable import TouchTrace

/// `TraceDiff`: where two traces of the same input part.
@Suite("Trace diff")
struct TraceDiffTests {
  /// The trace of a tap at (50, 50) on a window with `blocker` in front of `target`, with or
  /// without blocker taking touches.
  private func trace(blockerInteractive: Bool) -> Trace {
    let stage = Stage()
    stage.add(View(id: "target", frame: rect(0, 0, 100, 100)))
    let blocker = stage.add(View(id: "blocker", frame: rect(0, 0, 100, 100)))
    blocker.isUserInteractionEnabled = blockerInteractive
    stage.tap(50, 50)
    return stage.trace
  }

  @Test("Equal traces have no parting point")
  func equal() {
    let diff = TraceDiff(trace(blockerInteractive: true), trace(blockerInteractive: true))
    #expect(diff.isEqual)
    #expect(diff.text == "the traces are the same\n")
  }

  @Test("Traces part at the first step a changed property decides: the skip of the blocker")
  func partsAtTheDecidingStep() throws {
    let left = trace(blockerInteractive: true)
    let right = trace(blockerInteractive: false)
    let diff = TraceDiff(left, right, context: 2)
    let index = try #require(diff.partingIndex)
    #expect(Array(left.records.prefix(index)) == Array(right.records.prefix(index)))
    #expect(
      diff.left.first?.step
        == .pointInside(
          view: "blocker", point: CGPoint(x: 50, y: 50), bounds: rect(0, 0, 100, 100), inside: true,
          implementation: .uikit, caller: nil))
    #expect(diff.right.first?.step == .hitTestSkip(view: "blocker", reason: .userInteractionDisabled))
    #expect(diff.before.count == 2)
    #expect(diff.left.count == 2 && diff.right.count == 2)
    let lines = diff.text.split(separator: "\n")
    #expect(lines.first == "the traces part at record \(index + 1):")
    #expect(lines.contains { $0.hasPrefix("+") && $0.contains("blocker skipped with its subtree") })
  }

  @Test("A trace that is a prefix of the other parts where it ends")
  func prefix() throws {
    let full = trace(blockerInteractive: true)
    let short = Trace(records: Array(full.records.prefix(4)))
    let diff = TraceDiff(short, full)
    #expect(diff.partingIndex == 4)
    #expect(diff.left.isEmpty)
    #expect(diff.text.contains("-(the first trace ends here)"))
  }
}
