import Foundation
import Testing
import TouchKit
import TouchLayout
import TouchTrace

@testable import TouchCode

/// Target-action with a file written for iOS (issue 14): `@objc` methods, `#selector`,
/// `addTarget(self, …)`, a recognizer's `init(target:action:)`, compiled unchanged, reach the
/// person's methods as UIKit's `sendAction` would (§5, §6); their `print` goes into the trace.
@Suite("Target-action in a person's code", .serialized)
struct TargetActionCodeTests {
  static let card = """
    import UIKit
    import UIKit.UIGestureRecognizerSubclass

    final class CloseCard: UIButton {
      override init(frame: CGRect) {
        super.init(frame: frame)
        addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
        addTarget(self, action: #selector(pressed(_:forEvent:)), for: .touchDown)
      }

      required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

      @objc private func closeTapped() {
        print("closeTapped", 1, separator: "#")
        NotificationCenter.default.post(name: .cardDidClose, object: self)
      }

      @objc func pressed(_ sender: UIButton, forEvent event: UIEvent) {
        debugPrint("pressed")
      }
    }

    extension Notification.Name {
      static let cardDidClose = Notification.Name("TargetActionCodeTests.cardDidClose")
    }

    /// Observes by selector, as a view controller observes the keyboard.
    final class Listener: UIView {
      override init(frame: CGRect) {
        super.init(frame: frame)
        NotificationCenter.default.addObserver(
          self, selector: #selector(cardDidClose(_:)), name: .cardDidClose, object: nil)
        NotificationCenter.default.addObserver(
          self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification,
          object: nil)
      }
      required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
      @objc private func cardDidClose(_ notification: Notification) { print("heard", notification.name.rawValue) }
      @objc func keyboardWillShow(_ notification: Notification) {
        let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        print("keyboard", frame ?? .zero)
      }
    }

    /// An `NSObject` handler, the target of a recognizer a view makes.
    final class Handler: NSObject {
      @objc func handle(_ recognizer: UITapGestureRecognizer) { NSLog("tap %d", 2) }
      @objc func wrong(_ sender: UISwitch) { print("never") }
    }

    final class TapPanel: UIView {
      let handler = Handler()
      override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(target: handler, action: #selector(Handler.handle(_:))))
      }
      required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class WrongPanel: UIView {
      let handler = Handler()
      override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(target: handler, action: #selector(Handler.wrong)))
      }
      required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// Implements `save:` for actions sent up the responder chain (no target).
    class SaveContainer: UIView {
      @IBAction func save(_ sender: Any) { print("saved by", String(describing: type(of: self))) }
    }

    /// Overrides its superclass's action method without `@objc`, as Swift allows.
    final class LoudSaveContainer: SaveContainer {
      override func save(_ sender: Any) { print("loud save") }
    }

    /// Discrete or continuous by the states it sets, as a subclass of UIGestureRecognizer is.
    final class Rightward: UIGestureRecognizer {
      override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .began : .changed
      }
      override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .ended
      }
    }
    """

  static let layoutText = """
    windows:
      - id: window
        frame: [0, 0, 300, 300]
        views:
          - {id: card, class: CloseCard, frame: [0, 0, 100, 100]}
          - {id: panel, class: TapPanel, frame: [100, 0, 100, 100]}
          - id: container
            class: SaveContainer
            frame: [0, 100, 100, 100]
            subviews:
              - {id: save, class: Button, frame: [0, 0, 50, 50], actions: {touchUpInside: "save:"}}
          - id: loud
            class: LoudSaveContainer
            frame: [100, 100, 100, 100]
            subviews:
              - {id: loudSave, class: Button, frame: [0, 0, 50, 50], actions: {touchUpInside: "save:"}}
          - {id: wrongPanel, class: WrongPanel, frame: [200, 100, 100, 100]}
          - {id: listener, class: Listener, frame: [0, 250, 10, 10]}
          - id: swipe
            frame: [200, 0, 100, 100]
            gestures: [{id: rightward, type: Rightward}]
    """

  static let code: Result<LoadedCode, CodeFailure> = {
    do {
      let folder = try CodeFolder()
      try folder.write("CloseCard.swift", card)
      return CodeLoader.load(
        try folder.files("CloseCard.swift"), into: .standard, environment: folder.environment)
    } catch {
      return .failure(CodeFailure("\(error)"))
    }
  }()

  private func trace(_ gesture: Gesture) throws -> Trace {
    let code = try Self.code.get()
    let layout = try LayoutLoader.load(yaml: Self.layoutText, source: "card.yaml", registry: code.registry)
    let recorder = TraceRecorder()
    let synthesizer = TouchSynthesizer(application: layout.application, trace: recorder)
    for pointer in Gesture.pointerEvents(for: [gesture]) { synthesizer.send(pointer) }
    synthesizer.runUntilIdle()
    return recorder.trace
  }

  private func steps(_ trace: Trace) -> [TraceStep] { trace.records.map(\.step) }

  @Test("#selector target-action reaches a private @objc method, and its print is a trace record (§5)")
  func controlAction() throws {
    let steps = steps(try trace(.tap(CGPoint(x: 50, y: 50))))
    #expect(steps.contains(.actionSent(action: "pressed:forEvent:", sender: "card", target: "card")))
    #expect(steps.contains(.output(text: "\"pressed\"")))
    #expect(steps.contains(.actionSent(action: "closeTapped", sender: "card", target: "card")))
    #expect(steps.contains(.output(text: "closeTapped#1")))
  }

  @Test("addObserver(_:selector:name:object:) calls the observer's method with the notification")
  func selectorObserver() throws {
    let steps = steps(try trace(.tap(CGPoint(x: 50, y: 50))))
    let closed = try #require(steps.firstIndex(of: .output(text: "closeTapped#1")))
    #expect(steps[closed + 1] == .output(text: "heard TargetActionCodeTests.cardDidClose"))
  }

  @Test(
    "A recognizer's NSObject target gets its action; a method whose parameter the sender is not is not called (§4)"
  )
  func recognizerTargets() throws {
    let steps = steps(try trace(.tap(CGPoint(x: 150, y: 50))))
    #expect(steps.contains(.actionSent(action: "handle:", sender: "TapGestureRecognizer", target: "Handler")))
    #expect(steps.contains(.output(text: "tap 2")))
    let wrong = self.steps(try trace(.tap(CGPoint(x: 250, y: 150))))
    #expect(
      wrong.contains(
        .actionUnhandled(
          action: "wrong:", sender: "TapGestureRecognizer",
          reason: .argumentMismatch(target: "Handler", expected: "Switch"))))
    #expect(!wrong.contains(.output(text: "never")))
  }

  @Test(
    "A nil-target action walks the chain to the responder whose class declares it, override included (§6)")
  func responderChain() throws {
    let plain = steps(try trace(.tap(CGPoint(x: 25, y: 125))))
    #expect(plain.contains(.actionAsk(responder: "container", action: "save:", canPerform: true)))
    #expect(plain.contains(.output(text: "saved by SaveContainer")))
    let loud = steps(try trace(.tap(CGPoint(x: 125, y: 125))))
    #expect(loud.contains(.actionSent(action: "save:", sender: "loudSave", target: "loud")))
    #expect(loud.contains(.output(text: "loud save")))
  }

  @Test("A direct subclass of UIGestureRecognizer may begin: it is continuous by the states it sets (§4)")
  func eitherStateMachine() throws {
    let steps = steps(
      try trace(.drag(from: CGPoint(x: 210, y: 50), to: CGPoint(x: 260, y: 50), duration: 0.2)))
    #expect(
      steps.contains {
        if case .stateChange(recognizer: "rightward", from: .possible, to: .began, _) = $0 {
          true
        } else {
          false
        }
      })
    #expect(!steps.contains { if case .invalidTransition = $0 { true } else { false } })
  }
}
