import Foundation
import Testing
import TouchKit

/// ComposerBarView.swift: `UIAction`s and a configured button (UIControl's `addAction(_:for:)`,
/// UIButton's `init(configuration:primaryAction:)` and `configurationUpdateHandler`, iOS 14–15).
@Suite("Corpus: ComposerBarView")
struct ComposerBarViewTests {
  /// Send is 100 × 44 at x 285 in the 393-wide bar at y 758: its centre is (335, 788).
  @Test("§5 a tap on Send runs its primary action and the one-time hint, each traced as target-action")
  func sendRunsItsActions() throws {
    let screen = try Corpus.screen("ComposerBarView")
    let actions = screen.tap(335, 788).actions
    #expect(
      actions == [
        SentAction(action: Action.handlerName, sender: "composer.sendButton", target: "UIAction \"Send\""),
        SentAction(action: Action.handlerName, sender: "composer.sendButton", target: "UIAction"),
      ])
    #expect(try property("sentCount", of: screen.view("composer")) as? Int == 1)
  }

  @Test("UIControl.removeAction(identifiedBy:for:): the hint removed itself, so a second tap runs Send alone")
  func hintRunsOnce() throws {
    let screen = try Corpus.screen("ComposerBarView")
    screen.tap(335, 788)
    #expect(
      screen.tap(335, 788).actions == [
        SentAction(action: Action.handlerName, sender: "composer.sendButton", target: "UIAction \"Send\"")
      ])
  }

  @Test("configurationUpdateHandler sees isHighlighted true while the finger is down and false after")
  func updateHandlerSeesHighlight() throws {
    let screen = try Corpus.screen("ComposerBarView")
    let send = try #require(screen.view("composer.sendButton") as? Button)
    #expect(send.configuration?.title == "Send" && send.title == "Send")
    #expect(send.configuration?.contentInsets.leading == 16, "kept")
    let bar = screen.view("composer")
    #expect(
      try property("highlightsSeen", of: bar) as? [Bool] == [false], "once, for the handler set in init")
    let steps = screen.tap(335, 788)
    #expect(try property("highlightsSeen", of: bar) as? [Bool] == [false, true, false])
    #expect(steps.outputs.contains("send #1 from button"))
    #expect(
      send.configuration?.baseBackgroundColor == .systemBlue, "the handler's last update: not highlighted")
  }

  @Test("UIButton(type:primaryAction:) shows the action's title; a tap on Attach runs it")
  func attach() throws {
    let screen = try Corpus.screen("ComposerBarView")
    #expect((screen.view("composer.attachButton") as? Button)?.title == "Attach")
    let steps = screen.tap(30, 788)
    #expect(
      steps.actions == [
        SentAction(action: Action.handlerName, sender: "composer.attachButton", target: "UIAction \"Attach\"")
      ])
    #expect(steps.outputs == ["attach"])
  }
}

/// A stored property of a person's object, read by name (the class is compiled at run time).
private func property(_ name: String, of object: Any?) throws -> Any {
  let object = try #require(object)
  return try #require(Mirror(reflecting: object).children.first { $0.label == name }?.value)
}

extension Array where Element == TraceStep {
  /// What the person's code printed, one record each.
  fileprivate var outputs: [String] {
    compactMap { step in
      guard case .output(let text) = step else { return nil }
      return text.trimmingCharacters(in: .newlines)
    }
  }
}
