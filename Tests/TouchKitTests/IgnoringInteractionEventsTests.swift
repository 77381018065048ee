import Foundation
import Testing
import TouchTrace

@testable import TouchKit

/// `UIApplication.beginIgnoringInteractionEvents()`/`endIgnoringInteractionEvents()`/
/// `isIgnoringInteractionEvents` (developer.apple.com/documentation/uikit/uiapplication/
/// 1623047-beginignoringinteractionevents, deprecated in iOS 13 and still in real files):
/// counted begins and ends; a touch that goes down while ignoring is dropped, and traced.
@Suite("UIApplication ignoring interaction events")
struct IgnoringInteractionEventsTests {
  @Test("Begins and ends are counted: the application ignores until every begin is ended")
  func counted() {
    let application = Application()
    #expect(!application.isIgnoringInteractionEvents)
    application.beginIgnoringInteractionEvents()
    application.beginIgnoringInteractionEvents()
    application.endIgnoringInteractionEvents()
    #expect(application.isIgnoringInteractionEvents)
    application.endIgnoringInteractionEvents()
    #expect(!application.isIgnoringInteractionEvents)
    // An end with no begin left does not make the next begin count for nothing.
    application.endIgnoringInteractionEvents()
    application.beginIgnoringInteractionEvents()
    #expect(application.isIgnoringInteractionEvents)
  }

  @Test("A touch that goes down while ignoring is dropped whole, and the trace says why")
  func touchDropped() {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "box", frame: rect(0, 0, 100, 100)))
    stage.application.beginIgnoringInteractionEvents()
    stage.down(50, 50)
    // Ending the ignoring mid-press does not bring the dropped touch back.
    stage.application.endIgnoringInteractionEvents()
    stage.move(60, 60)
    stage.up(60, 60)
    #expect(view.methods.isEmpty)
    #expect(stage.steps.contains(.interactionIgnored(pointer: 0, begins: 1)))
    #expect(!stage.steps.contains { if case .hitView = $0 { true } else { false } })
    let sentence = stage.steps.map(\.entry.sentence).joined(separator: "\n")
    #expect(sentence.contains("ignores interaction events"))
    // Once ended, the next touch is delivered as ever.
    stage.tap(50, 50)
    #expect(view.methods == [.touchesBegan, .touchesEnded])
  }

  @Test("A touch already down when the ignoring begins goes on to its end (UNSOURCED)")
  func touchInFlightKept() {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "box", frame: rect(0, 0, 100, 100)))
    stage.down(50, 50)
    stage.application.beginIgnoringInteractionEvents()
    stage.up(50, 50)
    #expect(view.methods == [.touchesBegan, .touchesEnded])
  }
}
