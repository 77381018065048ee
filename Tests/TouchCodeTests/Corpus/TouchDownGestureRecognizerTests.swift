import Foundation
import Testing
import TouchKit

/// TouchDownGestureRecognizer.swift: a subclass (`import UIKit.UIGestureRecognizerSubclass`)
/// that sets `state = .began` in `touchesBegan`.
@Suite("Corpus: TouchDownGestureRecognizer")
struct TouchDownGestureRecognizerTests {
  @Test("§4 a finger down begins it at once: its action is sent before the finger lifts; lifting ends it")
  func beginsOnTouchDown() throws {
    let screen = try Corpus.screen("TouchDownGestureRecognizer")
    let steps = screen.run(.hold(CGPoint(x: 195, y: 200), duration: 0.3))
    #expect(steps.states(of: "press") == [.began, .ended])
    let firstAction = try #require(steps.firstIndex { if case .actionSent = $0 { true } else { false } })
    let lift = try #require(
      steps.firstIndex { if case .touch(_, .ended, _, _) = $0 { true } else { false } })
    #expect(firstAction < lift)
    #expect(steps.actions.first == SentAction(action: "cardPressed", sender: "press", target: "feedVC"))
  }

  @Test("§3 it begins in touchesBegan, before the view: cancelsTouchesInView keeps the touch from the card")
  func cardNeverGetsTheTouch() throws {
    let screen = try Corpus.screen("TouchDownGestureRecognizer")
    let steps = screen.run(.hold(CGPoint(x: 195, y: 200), duration: 0.3))
    #expect(steps.delivered(to: "card").isEmpty)
    #expect(steps.contains { if case .withhold("card", .touchesBegan, _, _) = $0 { true } else { false } })
  }

  @Test(
    "§4 two fingers: the subclass fails it (both in one touchesBegan) or cancels it (one after the other)")
  func twoFingersDoNotEnd() throws {
    let screen = try Corpus.screen("TouchDownGestureRecognizer")
    let steps = screen.run(
      .fingers(
        [
          FingerPath(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 200)),
          FingerPath(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 250, y: 200)),
        ], duration: 0.3))
    let states = steps.states(of: "press")
    #expect(!states.contains(.ended))
    #expect(states.last == .failed || states.last == .cancelled)
  }
}
