import Foundation
import Testing
import TouchTrace

@testable import TouchKit

/// The first responder as UIKit keeps it: UIResponder's `becomeFirstResponder()` documentation
/// (A-fr: developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()) and
/// `resignFirstResponder()`'s, UIView's `endEditing(_:)`; Chameleon's `UIResponder.m` for the
/// order of the checks. docs/text-input.md lists each rule.
@Suite("§10 The first responder")
struct FirstResponderTests {
  /// A view that can be first responder, and can be told to refuse to let go.
  final class Editor: View {
    var refusesToResign = false
    var cannotResign = false
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !cannotResign }

    @discardableResult
    override func resignFirstResponder() -> Bool {
      refusesToResign ? false : super.resignFirstResponder()
    }
  }

  final class Scene {
    let stage = Stage()
    let form: View
    let first: Editor
    let second: Editor

    init() {
      form = stage.add(View(id: "form", frame: rect(0, 0, 400, 300)))
      first = stage.add(Editor(id: "first", frame: rect(10, 10, 200, 30)), to: form)
      second = stage.add(Editor(id: "second", frame: rect(10, 50, 200, 30)), to: form)
      _ = stage.synthesizer  // gives the application the trace
    }

    var application: Application { stage.application }
    var steps: [TraceStep] {
      stage.steps.filter {
        if case .firstResponder = $0 { true } else if case .firstResponderRefused = $0 { true } else { false }
      }
    }
  }

  @Test("canBecomeFirstResponder is false by default, so a plain view cannot become first responder (A-fr)")
  func plainViewCannotBecome() {
    let scene = Scene()
    let plain = scene.stage.add(View(id: "plain", frame: rect(0, 0, 10, 10)))
    #expect(!plain.canBecomeFirstResponder)
    #expect(!plain.becomeFirstResponder())
    #expect(!plain.isFirstResponder)
    #expect(
      scene.steps == [.firstResponderRefused(responder: "plain", request: .become, reason: .cannotBecome)])
  }

  @Test("A responder that can become first responder becomes it, and isFirstResponder says so (A-fr)")
  func becomes() {
    let scene = Scene()
    #expect(scene.first.becomeFirstResponder())
    #expect(scene.first.isFirstResponder)
    #expect(scene.application.firstResponder === scene.first)
    #expect(scene.steps == [.firstResponder(from: nil, to: "first")])
    // Asking again changes nothing and records nothing.
    #expect(scene.first.becomeFirstResponder())
    #expect(scene.steps.count == 1)
  }

  @Test("A view in no window cannot become first responder (A-fr: only in an active view hierarchy)")
  func notInWindow() {
    let loose = Editor(id: "loose", frame: rect(0, 0, 10, 10))
    #expect(!loose.becomeFirstResponder())
    #expect(!loose.isFirstResponder)
  }

  @Test("The current first responder is asked to resign first; the new one takes over when it does (A-fr)")
  func currentResigns() {
    let scene = Scene()
    scene.first.becomeFirstResponder()
    #expect(scene.second.becomeFirstResponder())
    #expect(!scene.first.isFirstResponder)
    #expect(
      scene.steps == [
        .firstResponder(from: nil, to: "first"), .firstResponder(from: "first", to: nil),
        .firstResponder(from: nil, to: "second"),
      ])
  }

  @Test(
    "A current first responder whose resignFirstResponder returns false keeps the status (A-fr: 'which it might not')"
  )
  func currentRefuses() {
    let scene = Scene()
    scene.first.becomeFirstResponder()
    scene.first.refusesToResign = true
    #expect(!scene.second.becomeFirstResponder())
    #expect(scene.first.isFirstResponder)
    #expect(
      scene.steps.last
        == .firstResponderRefused(
          responder: "second", request: .become, reason: .currentRefusedToResign(current: "first")))
  }

  @Test(
    "A current first responder whose canResignFirstResponder is false is not even asked (Chameleon UIResponder.m)"
  )
  func currentCannotResign() {
    let scene = Scene()
    scene.first.becomeFirstResponder()
    scene.first.cannotResign = true
    #expect(!scene.second.becomeFirstResponder())
    #expect(scene.first.isFirstResponder)
    #expect(
      scene.steps.last
        == .firstResponderRefused(
          responder: "second", request: .become, reason: .currentCannotResign(current: "first")))
  }

  @Test("resignFirstResponder's default lets go and returns true (A-fr, resignFirstResponder())")
  func resigns() {
    let scene = Scene()
    scene.first.becomeFirstResponder()
    #expect(scene.first.resignFirstResponder())
    #expect(scene.application.firstResponder == nil)
    #expect(scene.steps.last == .firstResponder(from: "first", to: nil))
  }

  @Test("endEditing(false) asks the first responder in the subtree, which may refuse (UIView.endEditing(_:))")
  func endEditingAsks() {
    let scene = Scene()
    scene.first.becomeFirstResponder()
    scene.first.refusesToResign = true
    #expect(!scene.form.endEditing(false))
    #expect(scene.first.isFirstResponder)
    #expect(
      scene.steps.last
        == .firstResponderRefused(responder: "first", request: .resign, reason: .refusedToResign))
  }

  @Test("endEditing(true) forces the first responder to resign, whatever it answers (UIView.endEditing(_:))")
  func endEditingForces() {
    let scene = Scene()
    scene.first.becomeFirstResponder()
    scene.first.refusesToResign = true
    #expect(scene.form.endEditing(true))
    #expect(scene.application.firstResponder == nil)
    #expect(scene.steps.last == .firstResponder(from: "first", to: nil))
  }

  @Test(
    "endEditing on a view outside the first responder's ancestors does nothing (UIView.endEditing(_:): its subview hierarchy)"
  )
  func endEditingOtherSubtree() {
    let scene = Scene()
    scene.first.becomeFirstResponder()
    #expect(!scene.second.endEditing(true))
    #expect(scene.first.isFirstResponder)
  }

  @Test("A nil-target action starts its walk at the responder that became first responder (A-send)")
  func nilTargetActionStartsAtNewFirstResponder() {
    let scene = Scene()
    scene.second.becomeFirstResponder()
    scene.form.handledActions = [StandardEditAction.paste.actionName]
    #expect(scene.application.sendAction("paste:", to: nil, from: nil, for: nil))
    let asks = scene.stage.steps.compactMap { step -> String? in
      if case .actionAsk(let responder, _, _) = step { responder } else { nil }
    }
    #expect(asks == ["second", "form"])
  }

  @Test("inputView and inputAccessoryView are nil for a responder by default (UIResponder.inputView)")
  func inputViewsDefaultToNil() {
    let scene = Scene()
    #expect(scene.first.inputView == nil)
    #expect(scene.first.inputAccessoryView == nil)
  }
}
