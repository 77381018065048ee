import Foundation
import Testing
import TouchKit

@testable import TouchLayout
@testable import TouchScript

/// The explorer's why-not answer (`w`): always something to say, from the last trace.
@Suite("Why not: the explorer's answer")
struct WhyNotAnswerTests {
  /// Runs `steps` on the script fixture and answers about `id` from the whole trace.
  func answer(_ id: String, after steps: String) throws -> String {
    let layout = try ScriptFixture.layout()
    let script = try ScriptLoader.load(yaml: ScriptFixture.script(steps), source: "test.yaml", for: layout)
    let result = ScriptRunner.run(script, on: layout)
    return WhyNot.answer(id, in: result.trace.records, layout: layout)
  }

  @Test("No trace yet: say to touch first")
  func noTouchYet() throws {
    let layout = try ScriptFixture.layout()
    #expect(
      WhyNot.answer("save", in: [], layout: layout)
        == "No touch yet: touch the canvas first (click a view), then w explains whether save got it.")
  }

  @Test("§1 A point outside the superview never reaches its subview: never visited, and where it went")
  func neverVisited() throws {
    #expect(
      try answer("tag", after: "  - tap: [230, 80]")
        == "tag was not hit, never visited: its superview card returned false from point(inside:) at "
        + "(210, 60), outside its bounds (0, 0, 200, 100). Touch 1 went to home.")
  }

  @Test("§1 A view in front took the touch: never visited")
  func covered() throws {
    #expect(
      try answer("save", after: "  - tap: [120, 165]")
        == "save was not hit, never visited: overlay (isUserInteractionEnabled true) covers (120, 165). "
        + "Touch 1 went to overlay.")
  }

  @Test("§1 A view that was asked and said no: visited, so no 'never visited'")
  func visitedAndSkipped() throws {
    #expect(
      try answer("ghost", after: "  - tap: [60, 220]")
        == "ghost was not hit: it is skipped with its subtree: isHidden is true. Touch 1 went to home.")
  }

  @Test("§1 §6 The superview of the hit view: its subview took the touch, which came up the chain to it")
  func receivedUpTheChain() throws {
    let answer = try answer("card", after: "  - tap: [190, 80]")
    #expect(
      answer
        == "card was not hit: its subview tag took the touch (hit testing returns the deepest view that "
        + "contains the point). Touch 1 went to tag. card still received touchesBegan, touchesCancelled, forwarded up the "
        + "responder chain.")
  }

  @Test("§3 The hit view lost the touch to a recognizer")
  func lostToRecognizer() throws {
    #expect(
      try answer("card", after: "  - tap: card")
        == "card was hit, but its touchesEnded was delayed, and dropped when selectTap recognized "
        + "(delaysTouchesEnded, cancelsTouchesInView).")
  }

  @Test("The hit view that got its touch: what it received")
  func received() throws {
    #expect(
      try answer("row", after: "  - tap: row")
        .hasPrefix("row was the hit view of touch 1 and received touchesBegan"))
  }
}
