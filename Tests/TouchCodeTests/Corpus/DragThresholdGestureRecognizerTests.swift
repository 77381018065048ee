import Foundation
import Testing
import TouchKit

/// DragThresholdGestureRecognizer.swift: a subclass that sets `state` in `touchesMoved`:
/// `.began` past 20 pt vertically, `.failed` when the finger goes sideways first.
@Suite("Corpus: DragThresholdGestureRecognizer")
struct DragThresholdGestureRecognizerTests {
  @Test("§4 a vertical drag past 20 pt begins, changes and ends it, sending its action each time")
  func verticalDrag() throws {
    let screen = try Corpus.screen("DragThresholdGestureRecognizer")
    let steps = screen.drag(from: (195, 400), to: (195, 600))
    let states = steps.states(of: "dismissDrag")
    #expect(states.first == .began)
    #expect(states.contains(.changed))
    #expect(states.last == .ended)
    #expect(steps.actionNames.count == states.count)
    #expect(Set(steps.actions.map(\.target)) == ["sheetVC"])
  }

  @Test("§4 a tap fails it (touchesEnded while possible): no action")
  func tapFails() throws {
    let screen = try Corpus.screen("DragThresholdGestureRecognizer")
    let steps = screen.tap(195, 400)
    #expect(steps.states(of: "dismissDrag") == [.failed])
    #expect(steps.actions.isEmpty)
  }

  @Test("§4 a sideways drag fails it before it begins: no action")
  func sidewaysFails() throws {
    let screen = try Corpus.screen("DragThresholdGestureRecognizer")
    let steps = screen.drag(from: (100, 400), to: (300, 405))
    #expect(steps.states(of: "dismissDrag") == [.failed])
    #expect(steps.actions.isEmpty)
  }
}
