import Foundation
import Testing
import TouchKit

/// FormViewController.swift: the controller is its tap recognizer's
/// `UIGestureRecognizerDelegate` and refuses touches on a `UIControl` (the fix for §8 #6).
@Suite("Corpus: FormViewController")
struct FormViewControllerTests {
  @Test("§3 §4 a tap on the background sends backgroundTapped(_:) to the controller")
  func backgroundTap() throws {
    let screen = try Corpus.screen("FormViewController")
    let actions = screen.tap(195, 600).actions
    #expect(actions.map(\.action) == ["backgroundTapped"])
    #expect(actions.first?.target == "form")
  }

  @Test("§3 gestureRecognizer(_:shouldReceive:) says no for a touch on Submit, which sends submitTapped")
  func submitIsNotTheRecognizers() throws {
    let screen = try Corpus.screen("FormViewController")
    let steps = screen.tap(120, 322)
    #expect(
      steps.contains {
        if case .ask(_, _, .shouldReceive, false) = $0 { true } else { false }
      })
    #expect(steps.actionNames == ["submitTapped"])
    #expect(steps.actions.first?.target == "form")
  }
}
