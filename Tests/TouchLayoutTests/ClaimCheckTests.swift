import Foundation
import Testing
import TouchKit

@testable import TouchLayout
@testable import TouchScript

/// Every kind of expectation, holding and failing, with the exact message a failure prints:
/// what was expected, and what the engine did instead.
@Suite("Claim checks")
struct ClaimCheckTests {
  @Test(
    "Claims that hold have no failures",
    arguments: [
      // §1: the half of save outside card is dead; the touch lands on card's superview.
      "  - {tap: [230, 80], hits: home, misses: [save, card]}",
      "  - {tap: [190, 80], hits: save}",
      "  - {tap: [-10, -10], hits: none}",
      "  - {tap: [100, 225], sends: [press, release]}",
      "  - {tap: [100, 225], sends: [{action: press, to: homeVC}, {action: release, to: none}]}",
      "  - {tap: [100, 225], sends: [release]}",
      "  - {tap: [100, 60], doesNotSend: [zoom, {action: select, to: card}, {action: select, to: none}]}",
      // §4, §8 #11: the single tap waits for the double tap to fail.
      "  - {tap: [100, 60], sends: [select], recognizes: [selectTap], doesNotRecognize: [zoomTap]}",
      "  - {doubleTap: [100, 60], sends: [zoom], doesNotSend: [select], recognizes: [zoomTap]}",
      "  - {tap: [100, 60], receives: {card: [touchesBegan, touchesCancelled], homeVC: [touchesCancelled]}}",
      "  - {tap: [230, 80], receives: {home: [touchesBegan, touchesEnded], card: [], save: []}}",
      "  - {tap: [230, 80], traceShows: ['card.point(inside: (210, 60)) → false', 'homeVC handles touchesEnded']}",
      "  - {tripleTap: [100, 60], hits: card, recognizes: [zoomTap]}",
      "  - {hold: [100, 225], sends: [press, release]}",
      // A tap recognizer fails when the finger stays down past its maximumTapDuration (0.75 s).
      "  - {hold: {at: [100, 60], duration: 0.8}, doesNotRecognize: [selectTap], doesNotSend: [select]}",
      "  - {drag: {from: [100, 60], to: [300, 500]}, hits: card, doesNotRecognize: [selectTap, zoomTap]}",
      "  - {pinch: {center: [120, 70], from: 40, to: 160}, hits: card}",
      "  - {rotate: {center: [120, 70], radius: 30, degrees: 90}, hits: card}",
      "  - {cancel: [100, 225], sends: [press], receives: {go: [touchesBegan, touchesCancelled]}}",
      "  - {cancel: {at: [230, 80], after: 0.3}, receives: {home: [touchesBegan, touchesCancelled]}}",
    ])
  func holds(_ claim: String) throws {
    #expect(try ClaimFixture.failures(claim) == [])
  }

  @Test(
    "Claims that fail say what was expected and what happened",
    arguments: [
      (
        "  - {tap: [230, 80], hits: save}",
        ["expected the tap at (230, 80) to hit save; it hit home (path main › home)"]
      ),
      (
        "  - {tap: [190, 80], hits: none}",
        ["expected the tap at (190, 80) to hit no view; it hit save (path main › home › card › save)"]
      ),
      (
        "  - {tap: [-10, -10], hits: main}",
        ["expected the tap at (-10, -10) to hit main; it hit no view"]
      ),
      (
        "  - {tap: [190, 80], misses: [card, save, home]}",
        ["expected the tap at (190, 80) not to hit save; it did (path main › home › card › save)"]
      ),
      (
        "  - {tap: [100, 60], sends: [zoom]}",
        ["expected the tap at (100, 60) to send zoom; it sent select → homeVC"]
      ),
      (
        "  - {tap: [230, 80], sends: [zoom, select]}",
        [
          "expected the tap at (230, 80) to send zoom; it sent no action",
          "expected the tap at (230, 80) to send select; it sent no action",
        ]
      ),
      (
        "  - {tap: [100, 225], sends: [release, press]}",
        [
          "expected the tap at (100, 225) to send release, then press, in that order; "
            + "it sent press → homeVC, release (unhandled)"
        ]
      ),
      (
        "  - {tap: [100, 225], sends: [{action: press, to: none}, {action: release, to: go}]}",
        [
          "expected the tap at (100, 225) to send press to nobody; it sent press → homeVC, release (unhandled)",
          "expected the tap at (100, 225) to send release to go; it sent press → homeVC, release (unhandled)",
        ]
      ),
      (
        "  - {doubleTap: [100, 60], doesNotSend: [select, zoom]}",
        ["expected the double tap at (100, 60) not to send zoom; it sent zoom → homeVC"]
      ),
      (
        "  - {tap: [100, 225], doesNotSend: [{action: release, to: none}]}",
        ["expected the tap at (100, 225) not to send release to nobody; it sent release (unhandled)"]
      ),
      (
        "  - {tap: [100, 60], recognizes: [zoomTap, selectTap]}",
        ["expected zoomTap to recognize the tap at (100, 60); it went possible → failed"]
      ),
      (
        "  - {tap: [100, 225], recognizes: [selectTap]}",
        ["expected selectTap to recognize the tap at (100, 225); it never changed state"]
      ),
      (
        "  - {tap: [100, 60], doesNotRecognize: [selectTap]}",
        ["expected selectTap not to recognize the tap at (100, 60); it went possible → ended"]
      ),
      (
        "  - {tap: [100, 60], receives: {card: [touchesBegan, touchesEnded], go: [touchesBegan]}}",
        [
          "expected card to receive touchesBegan, touchesEnded from the tap at (100, 60); "
            + "it received touchesBegan, touchesCancelled",
          "expected go to receive touchesBegan from the tap at (100, 60); it received none",
        ]
      ),
      (
        "  - {tap: [230, 80], receives: {home: []}}",
        [
          "expected home to receive no touch methods from the tap at (230, 80); "
            + "it received touchesBegan, touchesEnded"
        ]
      ),
      (
        "  - {tap: [230, 80], traceShows: ['card handles', 'hit view home']}",
        ["expected the trace of the tap at (230, 80) to show 'card handles'; no line does"]
      ),
      (
        "  - {hold: {at: [1, 2], duration: 0.8}, hits: card}",
        ["expected the 0.8 s hold at (1, 2) to hit card; it hit home (path main › home)"]
      ),
      (
        "  - {drag: {from: [1, 2], to: [3, 4]}, hits: card}",
        ["expected the drag from (1, 2) to (3, 4) to hit card; it hit home (path main › home)"]
      ),
      (
        "  - {pinch: {center: [300, 300], from: 40, to: 160}, hits: card}",
        ["expected the pinch around (300, 300) from 40 to 160 pt to hit card; it hit home (path main › home)"]
      ),
      (
        "  - {rotate: {center: [300, 300], radius: 20, degrees: -45}, hits: card}",
        ["expected the -45° rotation around (300, 300) to hit card; it hit home (path main › home)"]
      ),
      (
        "  - {cancel: [300, 300], hits: card}",
        ["expected the cancelled press at (300, 300) to hit card; it hit home (path main › home)"]
      ),
      (
        "  - {tripleTap: [300, 300], hits: card}",
        ["expected the triple tap at (300, 300) to hit card; it hit home (path main › home)"]
      ),
    ])
  func fails(_ claim: String, messages: [String]) throws {
    #expect(try ClaimFixture.failures(claim) == messages)
  }

  @Test("Each claim runs on a layout of its own: a switch one claim flips is off again for the next")
  func claimsAreIndependent() throws {
    let text = """
      claims:
        - {tap: [50, 50], sends: [toggled]}
        - {tap: [50, 50], sends: [toggled], traceShows: ['toggle value → on']}
      windows:
        - id: main
          handlesActions: [toggled]
          views:
            - {id: toggle, class: Switch, frame: [20, 20, 60, 60], actions: {valueChanged: toggled}}
      """
    let layout = try loadLayout(text)
    var loads = 0
    let results = try ClaimCheck.check(layout.claims) {
      loads += 1
      return try LayoutLoader.load(yaml: text, source: "test.yaml")
    }
    #expect(loads == 2)
    #expect(results.map(\.failures) == [[], []])
  }

  @Test("A claim's result keeps the claim, with its position in the file")
  func resultKeepsPosition() throws {
    let results = try ClaimFixture.results(
      "  - tap: [230, 80]\n    hits: home\n    says: the outside half is dead")
    let result = try #require(results.first)
    #expect(result.holds)
    #expect(result.claim.line == 3)
    #expect(result.claim.column == 5)
    #expect(result.claim.says == "the outside half is dead")
  }

  @Test("The claim's gesture goes through the synthesizer as `touchlab trace` sends it")
  func traceMatchesHeadlessTrace() throws {
    let layout = try loadLayout(ClaimFixture.windows)
    let trace = ClaimCheck.trace(of: .tap(CGPoint(x: 100, y: 60)), on: layout)
    let other = try loadLayout(ClaimFixture.windows)
    #expect(trace.records.map(\.step) == traceSteps(of: other, running: [.tap(CGPoint(x: 100, y: 60))]))
  }

  @Test(
    "§1 at: starts the gesture later on the layout's clock: an animation that blocks at 0 s has ended at 3 s")
  func startTime() throws {
    let yaml = """
      claims:
        - tap: [250, 50]
          hits: main
        - tap: [250, 50]
          at: 3
          hits: card
      windows:
        - id: main
          views:
            - {id: card, frame: [200, 0, 100, 100], animation: {from: [0, 0, 100, 100], duration: 2}}
      """
    let layout = try loadLayout(yaml)
    #expect(layout.claims.map(\.startTime) == [0, 3])
    let results = try ClaimCheck.check(layout.claims) { try loadLayout(yaml) }
    #expect(results.flatMap(\.failures) == [])
    let late = try #require(layout.claims.last)
    let wrong = Claim(gesture: late.gesture, startTime: 3, expectations: [.hits("main")])
    let fresh = try loadLayout(yaml)
    #expect(
      ClaimCheck.failures(of: wrong, on: fresh)
        == ["expected the tap at (250, 50) at 3 s to hit main; it hit card (path main › card)"])
  }
}
