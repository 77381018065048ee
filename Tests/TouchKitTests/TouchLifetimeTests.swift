import Foundation
import Testing

@testable import TouchKit

/// An application dropped while a finger is down (a layout reloaded, a script ended mid-touch)
/// takes its hierarchy with it: the touch, its view and the recognizers tracking it held each
/// other, and leaked together (found by `FuzzRecording`'s exit leak check, 2026-11-26; the
/// input is `FuzzTesting/Findings/FuzzRecording/finger-left-down.yaml`).
@Suite("Touch lifetimes")
struct TouchLifetimeTests {
  private struct Weak {
    weak var application: Application?
    weak var window: Window?
    weak var view: View?
    weak var recognizer: GestureRecognizer?
    weak var touch: Touch?

    var everythingIsFreed: Bool {
      application == nil && window == nil && view == nil && recognizer == nil && touch == nil
    }
  }

  /// A window with one view and a tap recognizer on it, touched at the view and left down (or
  /// lifted); returns weak references once every strong one is gone.
  private static func touch(lifting: Bool) -> Weak {
    var weak = Weak()
    do {
      let application = Application()
      let window = Window(id: "window", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let view = View(id: "view", frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      let recognizer = TapGestureRecognizer(id: "tap")
      view.addGestureRecognizer(recognizer)
      window.addSubview(view)
      application.addWindow(window)
      let synthesizer = TouchSynthesizer(application: application, trace: TraceRecorder())
      synthesizer.send(PointerEvent(.down, at: CGPoint(x: 10, y: 10), time: 0))
      if lifting { synthesizer.send(PointerEvent(.up, at: CGPoint(x: 10, y: 10), time: 0.05)) }
      #expect(synthesizer.activeTouches.count == (lifting ? 0 : 1))
      weak = Weak(
        application: application, window: window, view: view, recognizer: recognizer,
        touch: synthesizer.activeTouches.first)
      #expect(lifting || weak.touch?.view === view)
    }
    return weak
  }

  @Test("An application dropped with a finger down frees its window, views, recognizers and the touch")
  func fingerLeftDown() {
    let weak = Self.touch(lifting: false)
    #expect(weak.everythingIsFreed, "\(weak)")
  }

  @Test("An application dropped after the finger lifted frees everything (the control case)")
  func fingerLifted() {
    #expect(Self.touch(lifting: true).everythingIsFreed)
  }

  /// §3: recognizers receive a touch from its beginning until it ends; only the application's
  /// end cuts the links, not the end of one driver of it.
  @Test("§3 While the application lives, a recognizer keeps tracking a touch whose synthesizer is gone")
  func aLiveApplicationKeepsItsTouches() {
    let application = Application()
    let window = Window(id: "window", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let recognizer = TapGestureRecognizer(id: "tap")
    window.addGestureRecognizer(recognizer)
    application.addWindow(window)
    do {
      let synthesizer = TouchSynthesizer(application: application, trace: TraceRecorder())
      synthesizer.send(PointerEvent(.down, at: CGPoint(x: 10, y: 10), time: 0))
    }
    #expect(recognizer.trackedTouches.count == 1)
    #expect(recognizer.trackedTouches.first?.view === window)
  }
}
