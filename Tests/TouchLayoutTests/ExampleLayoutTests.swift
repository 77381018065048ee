import Foundation
import Testing
import TouchKit

@testable import TouchLayout
@testable import TouchOpening

/// The layouts shipped in `Layouts/` load, and the default one teaches what its comment says.
struct ExampleLayoutTests {
  private static let layoutsFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Layouts")

  @Test(arguments: ["default.yaml", "windows.yaml", "gestures.yaml"])
  func shippedLayoutLoads(name: String) throws {
    let path = Self.layoutsFolder.appendingPathComponent(name).path
    #expect(throws: Never.self) { try LayoutLoader.load(contentsOf: path) }
  }

  private func hitID(_ layout: Layout, _ x: CGFloat, _ y: CGFloat) -> String? {
    layout.application.hitTest(CGPoint(x: x, y: y), with: nil)?.id
  }

  @Test func defaultLayoutShowsTheRulesItsCommentPromises() throws {
    let layout = try LayoutLoader.load(
      contentsOf: Self.layoutsFolder.appendingPathComponent("default.yaml").path)
    // Reference §8, 1: save's half inside card is live, the half outside is dead.
    #expect(hitID(layout, 280, 300) == "save")
    #expect(hitID(layout, 350, 300) == "home")
    // Reference §8, 3: labels don't take touches; the view behind does.
    #expect(hitID(layout, 40, 80) == "home")
    #expect(hitID(layout, 50, 160) == "card")
    // Reference §1: a view with interaction disabled, and a hidden one, are skipped.
    #expect(hitID(layout, 200, 560) == "list")
    // Reference §1: the statusBar window is asked first.
    #expect(hitID(layout, 200, 20) == "status")
    // Reference §6: card forwards to home, home to its controller, then window, app, delegate.
    let card = try #require(layout.view("card"))
    #expect(card.responderChain.map(\.traceID) == ["card", "home", "homeVC", "main", "application", "app"])
  }

  private func gesturesLayout() throws -> Layout {
    try LayoutLoader.load(contentsOf: Self.layoutsFolder.appendingPathComponent("gestures.yaml").path)
  }

  private func steps(_ gestures: [Gesture]) throws -> [TraceStep] {
    traceSteps(of: try gesturesLayout(), running: gestures)
  }

  private func sentActions(_ steps: [TraceStep]) -> [String] {
    steps.compactMap { if case .actionSent(let action, _, _) = $0 { action } else { nil } }
  }

  // Reference §8, 11: the single tap waits for the double tap to fail; a double tap fails it.
  @Test func gesturesLayoutCardPrefersTheDoubleTap() throws {
    let single = try steps([.tap(CGPoint(x: 100, y: 100))])
    #expect(
      single.contains(
        .stateChange(
          recognizer: "cardTap", from: .possible, to: .ended,
          reason: .requirementFailed(other: "cardDoubleTap"))))
    #expect(sentActions(single) == ["didTapCard"])
    let double = try steps([.multiTap(CGPoint(x: 100, y: 100), count: 2)])
    #expect(
      double.contains(
        .stateChange(
          recognizer: "cardTap", from: .possible, to: .failed,
          reason: .requiredRecognizerRecognized(other: "cardDoubleTap"))))
    #expect(sentActions(double) == ["didDoubleTapCard"])
  }

  // Reference §8, 6 and 7: the parent's tap cancels the cell's touch and the plain control's,
  // but yields to the Button.
  @Test func gesturesLayoutParentTapStealsFromTheCellAndTheControlNotTheButton() throws {
    let cell = try steps([.tap(CGPoint(x: 100, y: 200))])
    #expect(cell.contains(.cancelTouches(recognizer: "dismissTap", view: "cell", touches: [1])))
    #expect(sentActions(cell) == ["dismiss"])
    let pay = try steps([.tap(CGPoint(x: 80, y: 280))])
    #expect(
      pay.contains(
        .stateChange(
          recognizer: "dismissTap", from: .possible, to: .failed, reason: .shouldBeginDenied(by: "pay"))))
    #expect(sentActions(pay) == ["pay"])
    let custom = try steps([.tap(CGPoint(x: 280, y: 280))])
    #expect(custom.contains(.cancelTouches(recognizer: "dismissTap", view: "custom", touches: [1])))
    #expect(sentActions(custom) == ["dismiss"])
  }

  // Reference §8, 8: a recognizer on the button itself blocks the button's action.
  @Test func gesturesLayoutButtonsOwnRecognizerBlocksItsAction() throws {
    #expect(sentActions(try steps([.tap(CGPoint(x: 100, y: 400))])) == ["buyTapped"])
  }

  // Reference §4 table: a long press begins after minimumPressDuration with the finger down,
  // and sends its action on began and ended; a quick tap fails it.
  @Test func gesturesLayoutPhotoLongPress() throws {
    let hold = try steps([.hold(CGPoint(x: 100, y: 480), duration: 1)])
    #expect(
      hold.contains {
        if case .stateChange("photoPress", .possible, .began, _) = $0 { true } else { false }
      })
    #expect(sentActions(hold) == ["showMenu", "showMenu"])
    let tap = try steps([.tap(CGPoint(x: 100, y: 480))])
    #expect(
      tap.contains {
        if case .stateChange("photoPress", .possible, .failed, _) = $0 { true } else { false }
      })
    #expect(sentActions(tap).isEmpty)
  }

  // Reference §8, 9 and 10: a drag from a button scrolls the delaying scroll view, not the one
  // with delaysContentTouches false, which scrolls from between its buttons.
  @Test func gesturesLayoutScrollViewsScrollFromButtonsOnlyWhenTheyDelay() throws {
    func scrolled(_ steps: [TraceStep], _ id: String) -> Bool {
      steps.contains { if case .scroll(let scrollView, _) = $0 { scrollView == id } else { false } }
    }
    let slow = try steps([.drag(from: CGPoint(x: 100, y: 750), to: CGPoint(x: 100, y: 600))])
    #expect(scrolled(slow, "slowList"))
    let quick = try steps([.drag(from: CGPoint(x: 280, y: 750), to: CGPoint(x: 280, y: 600))])
    #expect(!scrolled(quick, "quickList"))
    let between = try steps([.drag(from: CGPoint(x: 280, y: 785), to: CGPoint(x: 280, y: 600))])
    #expect(scrolled(between, "quickList"))
  }
}
