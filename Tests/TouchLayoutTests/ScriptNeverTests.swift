import Foundation
import Testing
import TouchKit
import TouchTrace

@testable import TouchFoundation
@testable import TouchLayout
@testable import TouchScript

/// A script's `never:` list, what must not happen in any step, and a step's
/// `traceDoesNotContain:`, on ScriptFixtures/layout.yaml: holding, failing with the step it
/// happened in, and streamed runs agreeing.
@Suite("Script absences: never and traceDoesNotContain")
struct ScriptNeverTests {
  /// Reads `yaml` (a whole script) for the fixture layout.
  func script(_ yaml: String) throws -> (Script, Layout) {
    let layout = try ScriptFixture.layout()
    return (try ScriptLoader.load(yaml: yaml, source: "test.yaml", for: layout), layout)
  }

  func run(_ yaml: String) throws -> ScriptResult {
    let (script, layout) = try script(yaml)
    return ScriptRunner.run(script, on: layout)
  }

  /// Taps on save and a double tap on card: save is sent, then zoom; overlay, the tag and the
  /// list get nothing.
  static let steps = """
    steps:
      - tap: [60, 165]
      - doubleTap: card
    """

  @Test("never: entries that hold over the whole script, one item or a list each; each item counts once")
  func holds() throws {
    let result = try run(
      """
      never:
        - sends: select
        - sends: [{action: save, to: none}, volumeChanged]
        - recognizes: [selectTap, press]
        - receivesTouches: overlay
        - receivesTouches: [tag, list]
        - traceContains: {kind: withhold, view: save}
      """ + "\n" + Self.steps)
    #expect(result.failures == [])
    #expect(result.script.never.count == 9)
    #expect(result.expectationCount == 9)
  }

  @Test("A never: entry that happens fails at the entry's line:column, in the step it happened in")
  func failsInTheStep() throws {
    let result = try run(
      """
      never:
        - sends: zoom
        - recognizes: zoomTap
        - receivesTouches: card
        - traceContains: {kind: actionSent, action: save}
      """ + "\n" + Self.steps)
    let byStep = result.steps.map { $0.failures.map { "\($0.line):\($0.column) \($0.message)" } }
    #expect(
      byStep == [
        [
          "5:5 never: expected the trace never to contain an actionSent record with action save; "
            + "the tap at (60, 165) has one: action save from save → homeVC"
        ],
        [
          "2:5 never: expected no step to send zoom; the double tap at (120, 70) sent zoom → homeVC",
          "3:5 never: expected zoomTap never to recognize; during the double tap at (120, 70) it went "
            + "possible → ended",
          "4:5 never: expected card never to receive a touch; from the double tap at (120, 70) it received "
            + "touchesBegan, touchesBegan, touchesCancelled, touchesCancelled",
        ],
      ])
  }

  @Test("A streamed run reports the same never: failures as a kept one")
  func streamedRunAgrees() throws {
    let yaml = "never:\n  - sends: zoom\n  - receivesTouches: card\n" + Self.steps
    let kept = try run(yaml)
    let (script, layout) = try script(yaml)
    let streamed = ScriptRunner.run(script, on: layout) { _ in }
    #expect(streamed.failures == kept.failures)
    #expect(kept.failures.count == 2)
  }

  @Test("never: names are checked against the layout at line:column: views, recognizers, actions, kinds")
  func unknownNames() throws {
    let layout = try ScriptFixture.layout()
    let yaml = """
      never:
        - sends: [sav]
        - recognizes: slectTap
        - receivesTouches: ovrlay
        - traceContains: {kind: hitVeiw}
      steps:
        - tap: save
          expect: {doesNotSend: [zom]}
      """
    #expect(throws: LayoutLoadError.self) {
      try ScriptLoader.load(yaml: yaml, source: "test.yaml", for: layout)
    }
    let diagnostics: [String]
    do {
      _ = try ScriptLoader.load(yaml: yaml, source: "test.yaml", for: layout)
      diagnostics = []
    } catch {
      diagnostics = error.diagnostics.map(\.description)
    }
    #expect(
      diagnostics == [
        "test.yaml:2:13: sends names an unknown action 'sav'; did you mean 'save'?",
        "test.yaml:3:17: recognizes names an unknown gesture recognizer 'slectTap'; did you mean 'selectTap'?",
        "test.yaml:4:22: receivesTouches names an unknown responder 'ovrlay'; did you mean 'overlay'?",
        "test.yaml:5:27: unknown record kind 'hitVeiw'; did you mean 'hitView'?",
        "test.yaml:8:28: doesNotSend names an unknown action 'zom'; did you mean 'zoom'?",
      ])
  }

  @Test("traceDoesNotContain: holds when no record of the step matches, fails naming the record")
  func traceDoesNotContain() throws {
    let result = try ScriptFixture.run(
      """
        - tap: [60, 165]
          expect: {traceDoesNotContain: [{kind: withhold}, {kind: actionSent, action: zoom}]}
        - tap: [60, 165]
          expect: {traceDoesNotContain: [{kind: hitView, view: save}]}
      """)
    #expect(
      result.failures.map(\.message) == [
        "expected the trace of the tap at (60, 165) to contain no hitView record with view save; it has one: "
          + "touch 2 → hit view save in window main"
      ])
  }
}
