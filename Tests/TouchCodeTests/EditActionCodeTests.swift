import Foundation
import Testing
import TouchKit
import TouchLayout
import TouchTrace

@testable import TouchCode

/// The standard edit actions in a file written for iOS (issues 36 and 39): a person's
/// `override func copy(_ sender: Any?)` (Apple: `UIResponderStandardEditActions`) compiles and
/// is what a nil-target `copy:` reaches in the walk of §6, `canPerformAction(_:withSender:)`
/// written with a `Selector` is the walk's question (Apple: `target(forAction:withSender:)`
/// asks it of each responder), and `UIPasteboard.general` carries the text between them;
/// `UIMenuController` compiles and is kept.
@Suite("Edit actions in a person's code", .serialized)
struct EditActionCodeTests {
  static let note = """
    import UIKit

    /// Copies its text and pastes over it, as a label people can copy from does.
    final class NoteView: UIView {
      var text = "hello"

      override func copy(_ sender: Any?) {
        UIPasteboard.general.string = text
        print("copied", text)
        let menu = UIMenuController.shared
        menu.menuItems = [UIMenuItem(title: "Shout", action: #selector(shout))]
        menu.showMenu(from: self, rect: bounds)
      }

      @objc func shout() { text = text.uppercased() }

      override func paste(_ sender: Any?) {
        text = (UIPasteboard.general.string ?? "") + "!"
        print("pasted", text)
      }

      // Paste only when there is a string to paste, as Apple's sample code does.
      override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == #selector(paste(_:)) { return UIPasteboard.general.hasStrings }
        return super.canPerformAction(action, withSender: sender)
      }
    }

    /// Sends copy up the chain, as an edit menu's Copy does.
    final class CopyButton: UIButton {
      override init(frame: CGRect) {
        super.init(frame: frame)
        addTarget(nil, action: #selector(UIResponderStandardEditActions.copy(_:)), for: .touchUpInside)
      }
      required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }
    """

  static let layoutText = """
    windows:
      - id: window
        frame: [0, 0, 300, 300]
        views:
          - id: note
            class: NoteView
            frame: [0, 0, 200, 200]
            subviews:
              - {id: copyButton, class: CopyButton, frame: [0, 0, 50, 50]}
              - {id: pasteButton, class: Button, frame: [100, 0, 50, 50], actions: {touchUpInside: "paste:"}}
              - {id: selectButton, class: Button, frame: [0, 100, 50, 50], actions: {touchUpInside: "selectAll:"}}
    """

  static let code: Result<LoadedCode, CodeFailure> = {
    do {
      let folder = try CodeFolder()
      try folder.write("NoteView.swift", note)
      return CodeLoader.load(
        try folder.files("NoteView.swift"), into: .standard, environment: folder.environment)
    } catch {
      return .failure(CodeFailure("\(error)"))
    }
  }()

  private static let copyTap = Gesture.tap(CGPoint(x: 25, y: 25))
  private static let pasteTap = Gesture.tap(CGPoint(x: 125, y: 25))
  private static let selectAllTap = Gesture.tap(CGPoint(x: 25, y: 125))

  /// The steps of `gestures`, one after another, in a new run (its own pasteboard).
  private func steps(_ gestures: [Gesture]) throws -> [TraceStep] {
    let code = try Self.code.get()
    let layout = try LayoutLoader.load(yaml: Self.layoutText, source: "note.yaml", registry: code.registry)
    let recorder = TraceRecorder()
    let synthesizer = TouchSynthesizer(application: layout.application, trace: recorder)
    for pointer in Gesture.pointerEvents(for: gestures) { synthesizer.send(pointer) }
    synthesizer.runUntilIdle()
    return recorder.trace.records.map(\.step)
  }

  @Test(
    "A nil-target copy: reaches the override of copy(_:) up the chain (UIResponderStandardEditActions, §6)")
  func copyOverride() throws {
    let steps = try steps([Self.copyTap])
    #expect(steps.contains(.actionAsk(responder: "copyButton", action: "copy:", canPerform: false)))
    #expect(steps.contains(.actionAsk(responder: "note", action: "copy:", canPerform: true)))
    #expect(steps.contains(.actionSent(action: "copy:", sender: "copyButton", target: "note")))
    #expect(steps.contains(.output(text: "copied hello")))
    // UIMenuController compiles and is kept; it draws nothing, and says so once.
    #expect(steps.contains { if case .notice(api: "UIMenuController", _) = $0 { true } else { false } })
  }

  @Test(
    "canPerformAction(_:withSender:) with a Selector is the walk's question: paste: passes the view until it has a string (target(forAction:withSender:))"
  )
  func canPerformActionOverride() throws {
    let first = try steps([Self.pasteTap])
    #expect(first.contains(.actionAsk(responder: "note", action: "paste:", canPerform: false)))
    #expect(
      first.contains(.actionUnhandled(action: "paste:", sender: "pasteButton", reason: .noResponderHandles)))
    #expect(!first.contains { if case .output = $0 { true } else { false } })
    let after = try steps([Self.copyTap, Self.pasteTap])
    #expect(after.contains(.actionAsk(responder: "note", action: "paste:", canPerform: true)))
    #expect(after.contains(.output(text: "pasted hello!")))
  }

  @Test(
    "An edit action a responder does not override is not one it implements: selectAll: passes every responder"
  )
  func notOverridden() throws {
    let steps = try steps([Self.selectAllTap])
    #expect(steps.contains(.actionAsk(responder: "note", action: "selectAll:", canPerform: false)))
    #expect(
      steps.contains(
        .actionUnhandled(action: "selectAll:", sender: "selectButton", reason: .noResponderHandles)))
  }
}
