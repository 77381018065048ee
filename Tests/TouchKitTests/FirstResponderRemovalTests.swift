import Foundation
import Testing
import TouchTrace

@testable import TouchKit

/// A first responder that leaves its window resigns, and the keyboard goes with it: a responder
/// in no window cannot be first ("never call this method on a view that is not part of an
/// active view hierarchy", UIResponder `becomeFirstResponder()`, A-fr). That UIKit resigns it
/// as it leaves is observed (removing the editing field dismisses the keyboard); that the
/// resignation is forced (the delegate is not asked, as with `endEditing(true)`) is TouchLab's
/// choice, UNSOURCED (docs/text-input.md).
@Suite("The first responder leaving its window")
struct FirstResponderRemovalTests {
  final class Refusing: TextFieldDelegate {
    var ended = 0
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool { false }
    func textFieldDidEndEditing(_ textField: TextField) { ended += 1 }
  }

  @Test("The editing field removed from its superview resigns: editing ends and the keyboard hides")
  func removedFieldResigns() {
    let scene = KeyboardTests.Scene()
    scene.field.becomeFirstResponder()
    #expect(scene.stage.application.keyboardWindow != nil)
    scene.observer.names = []
    scene.field.removeFromSuperview()
    #expect(scene.stage.application.firstResponder == nil)
    #expect(!scene.field.isEditing)
    #expect(scene.stage.application.keyboardWindow == nil)
    #expect(scene.observer.names.contains("WillHideNotification"))
  }

  @Test(
    "An ancestor of the first responder removed: the first responder resigns too; a sibling's removal changes nothing"
  )
  func ancestorRemoved() {
    let scene = KeyboardTests.Scene()
    let container = scene.stage.add(View(id: "box", frame: CGRect(x: 0, y: 100, width: 300, height: 100)))
    let inner = TextField(id: "inner", frame: CGRect(x: 10, y: 10, width: 200, height: 30))
    container.addSubview(inner)
    inner.becomeFirstResponder()
    scene.other.removeFromSuperview()
    #expect(inner.isFirstResponder, "a view that is not an ancestor leaves: nothing changes")
    container.removeFromSuperview()
    #expect(!inner.isFirstResponder && !inner.isEditing)
    #expect(scene.stage.application.keyboardWindow == nil)
  }

  @Test(
    "A delegate that refuses to end editing cannot keep a removed field first responder: forced, and told it ended"
  )
  func refusingDelegateIsOverruled() {
    let scene = KeyboardTests.Scene()
    let delegate = Refusing()
    scene.field.delegate = delegate
    scene.field.becomeFirstResponder()
    #expect(!scene.field.resignFirstResponder(), "asked, the delegate refuses")
    scene.field.removeFromSuperview()
    #expect(scene.stage.application.firstResponder == nil)
    #expect(delegate.ended == 1)
  }

  @Test("The window holding the first responder taken out of the application: it resigns first")
  func windowRemoved() {
    let scene = KeyboardTests.Scene()
    scene.field.becomeFirstResponder()
    guard let window = scene.field.window else {
      Issue.record("the field is in no window")
      return
    }
    scene.stage.application.removeWindow(window)
    #expect(scene.stage.application.firstResponder == nil)
    #expect(scene.stage.application.keyboardWindow == nil)
  }
}
