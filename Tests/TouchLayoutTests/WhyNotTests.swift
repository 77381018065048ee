import Foundation
import Testing
import TouchKit

@testable import TouchLayout
@testable import TouchScript

/// Why a view did not get a touch, for each reason hit testing and delivery give (§1, §3).
@Suite("Why not")
struct WhyNotTests {
  /// The why-not lines of running `steps` on the script fixture.
  func whyNot(_ steps: String) throws -> [String?] {
    try ScriptFixture.run(steps).failures.map(\.whyNot)
  }

  @Test("§1 Another view in front took the touch: it covers the point")
  func covered() throws {
    #expect(
      try whyNot("  - tap: save\n    expect: {hits: save}") == [
        "save was not hit: overlay (isUserInteractionEnabled true) covers (120, 165)"
      ])
  }

  @Test("§1 A point outside the superview never reaches its subview: the superview refused it")
  func superviewRefused() throws {
    #expect(
      try whyNot("  - tap: tag\n    expect: {hits: tag}") == [
        "tag was not hit: its superview card returned false from point(inside:) at (200, 60), "
          + "outside its bounds (0, 0, 200, 100)"
      ])
  }

  @Test("§1 Hidden views are skipped with their subtree")
  func hidden() throws {
    #expect(
      try whyNot("  - tap: ghost\n    expect: {hits: ghost}") == [
        "ghost was not hit: it is skipped with its subtree: isHidden is true"
      ])
  }

  @Test("§1 A skipped ancestor takes its subviews with it")
  func skippedAncestor() throws {
    let layout = try loadLayout(
      oneWindow(
        """
              - id: panel
                frame: [0, 0, 200, 200]
                userInteraction: false
                subviews:
                  - {id: button, frame: [10, 10, 100, 50]}

        """))
    let script = try ScriptLoader.load(
      yaml: "steps:\n  - tap: button\n    expect: {hits: button}\n", source: "test.yaml", for: layout)
    let failures = ScriptRunner.run(script, on: layout).failures
    #expect(
      failures.map(\.whyNot) == [
        "button was not hit: its superview panel is skipped with its subtree: isUserInteractionEnabled is false"
      ])
  }

  @Test("§1 Hit testing returns the deepest view: a subview took the touch")
  func subviewTookIt() throws {
    #expect(
      try whyNot("  - tap: [180, 70]\n    expect: {hits: card}") == [
        "card was not hit: its subview tag took the touch (hit testing returns the deepest view that contains the point)"
      ])
  }

  @Test("§3 The hit view's touches were cancelled by a recognizer that recognized")
  func cancelledByRecognizer() throws {
    let layout = try loadLayout(
      oneWindow(
        """
              - id: sheet
                frame: [0, 0, 300, 300]
                gestures: [{id: sheetPan, type: pan}]

        """))
    let script = try ScriptLoader.load(
      yaml:
        "steps:\n  - drag: {from: sheet, to: [150, 10]}\n    expect: {receives: {sheet: [touchesBegan]}}\n",
      source: "test.yaml", for: layout)
    #expect(
      ScriptRunner.run(script, on: layout).failures.map(\.whyNot) == [
        "sheet was hit, but sheetPan recognized and cancelled its touches (cancelsTouchesInView)"
      ])
  }

  @Test("§3 §4 A delayed touchesEnded dropped when the waiting single tap recognized")
  func delayedEndedAndDropped() throws {
    #expect(
      try whyNot("  - tap: card\n    expect: {receives: {card: [touchesBegan, touchesEnded]}}")
        == [
          "card was hit, but its touchesEnded was delayed, and dropped when selectTap recognized "
            + "(delaysTouchesEnded, cancelsTouchesInView)"
        ])
  }

  @Test("§3 §7 A delayed touchesBegan dropped when the scroll view's pan recognized")
  func delayedAndDropped() throws {
    #expect(
      try whyNot(
        "  - drag: {from: row, to: [170, 300]}\n    expect: {receives: {row: [touchesBegan, touchesEnded]}}")
        == [
          "row was hit, but its touchesBegan was delayed, and dropped when list.pan recognized "
            + "(delaysTouchesBegan, cancelsTouchesInView)"
        ])
  }

  @Test("No explanation when the expectation is about nothing being received, or the view got the touch")
  func nothingToExplain() throws {
    #expect(try whyNot("  - tap: [60, 165]\n    expect: {receives: {save: []}}") == [nil])
    #expect(try whyNot("  - tap: [60, 165]\n    expect: {receives: {save: [touchesBegan]}}") == [nil])
  }
}
