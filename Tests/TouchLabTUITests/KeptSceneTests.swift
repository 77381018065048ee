import Foundation
import Testing
import TouchKit
import TouchLayout

@testable import TouchLabTUI

/// The scene the session keeps while the engine's stamp stays (``Session/currentScene()``) is
/// never an older picture of the views than a fresh snapshot.
@Suite struct KeptSceneTests {
  /// A timer due when the session starts (an animation's completion, in a real layout) runs in
  /// the session's first `advance`, after the first scene was taken: that scene must not be
  /// kept with the stamp of the changed views.
  @Test func aTimerRunAtTheStartIsNotHiddenByTheFirstScene() {
    let layout = TestLayout.make()
    let card = layout.application.windows.first?.view(withID: "card")
    _ = layout.application.scheduler.schedule(at: 0.5) { _ in card?.alpha = 0.5 }
    let session = Session(layout: layout, columns: 70, rows: 20, clock: ManualClock(time: 1))
    #expect(card?.alpha == 0.5, "the timer ran when the session started")
    var decoder = InputDecoder()
    session.handle(bytes: Array("\u{1B}[<35;3;3M".utf8), decoder: &decoder)
    let fresh = Scene(application: session.application, screenSize: layout.screenSize)
    #expect(session.currentScene() == fresh)
  }

  /// With nothing changed, the kept scene is the same value, storage and all: what lets the
  /// layer and the history find it without comparing nodes. The hierarchy count in the stamp is
  /// the application's own (HierarchyChanges.swift), so tests building views beside this one
  /// cannot move it.
  @Test func anUnchangedEngineGivesTheSameScene() {
    let (session, clock) = TestLayout.session(columns: 70, rows: 20)
    let stamp = session.application.drawnStamp
    let first = session.currentScene()
    clock.advance(by: 0.1)
    let second = session.currentScene()
    #expect(session.application.drawnStamp == stamp)
    #expect(
      first.windows.withUnsafeBufferPointer { a in
        second.windows.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
      })
    session.application.windows.first?.view(withID: "save")?.isHidden = true
    let third = session.currentScene()
    #expect(third != second, "a setter moved the stamp: a new snapshot")
    #expect(third == Scene(application: session.application, screenSize: third.screenSize))
  }
}
