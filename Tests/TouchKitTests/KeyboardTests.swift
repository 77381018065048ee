import Foundation
import Testing
import TouchTrace

@testable import TouchKit

/// The keyboard's window: shown while a text input is first responder, above the app's
/// windows, taking the touches in its area, with UIKit's notifications ([A-keyboard]
/// developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification; the
/// separate window: reference §10, community-observed). docs/text-input.md lists each rule.
@Suite("§10 The keyboard")
struct KeyboardTests {
  /// What a person's keyboard-avoiding controller does: reads the end frame, sets an inset.
  /// Unchecked: notifications are posted synchronously on the test's own thread.
  final class Observer: @unchecked Sendable {
    var names: [String] = []
    var endFrames: [CGRect] = []
    var durations: [Double] = []
    var tokens: [NSObjectProtocol] = []

    init(_ center: NotificationCenter) {
      for name in [
        Responder.keyboardWillShowNotification, Responder.keyboardDidShowNotification,
        Responder.keyboardWillHideNotification, Responder.keyboardDidHideNotification,
        Responder.keyboardWillChangeFrameNotification,
      ] {
        tokens.append(
          center.addObserver(forName: name, object: nil, queue: nil) { [unowned self] note in
            names.append(note.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: ""))
            if let value = note.userInfo?[Responder.keyboardFrameEndUserInfoKey] as? NSValue {
              endFrames.append(value.rectValue)
            }
            if let duration = note.userInfo?[Responder.keyboardAnimationDurationUserInfoKey] as? NSNumber {
              durations.append(duration.doubleValue)
            }
          })
      }
    }
  }

  final class Counter: Responder {
    var count = 0
    override func perform(_ action: String, sender: AnyObject?) { count += 1 }
  }

  final class Scene {
    let stage = Stage()
    let center = NotificationCenter()
    let field: TextField
    let other: TextField
    let bottomButton: Button
    let observer: Observer

    init() {
      stage.application.notificationCenter = center
      stage.application.screen = DeviceScreen(size: CGSize(width: 400, height: 300))
      observer = Observer(center)
      field = stage.add(TextField(id: "field", frame: rect(20, 20, 200, 30)))
      other = stage.add(TextField(id: "other", frame: rect(20, 60, 200, 30)))
      bottomButton = stage.add(Button(id: "bottom", frame: rect(20, 260, 200, 30)))
      _ = stage.synthesizer
    }

    var keyboardHeight: CGFloat { KeyboardWindow.height(for: CGSize(width: 400, height: 300)) }
  }

  @Test(
    "A text field becoming first responder brings up the keyboard's window at the bottom, above the app's")
  func showsOnBegin() throws {
    let scene = Scene()
    scene.stage.tap(50, 30)
    let keyboard = try #require(scene.stage.application.keyboardWindow)
    #expect(
      keyboard.frame == CGRect(x: 0, y: 300 - scene.keyboardHeight, width: 400, height: scene.keyboardHeight))
    #expect(keyboard.windowLevel > Window.Level.alert)
    #expect(scene.stage.application.windowsFrontToBack.first === keyboard)
    #expect(scene.stage.steps.contains(.keyboard(shown: true, frame: keyboard.frame)))
  }

  @Test(
    "keyboardWillChangeFrame, WillShow, then DidChangeFrame, DidShow, with the end frame and a duration (A-keyboard)"
  )
  func showNotifications() {
    let scene = Scene()
    scene.field.becomeFirstResponder()
    #expect(
      scene.observer.names == [
        "WillChangeFrameNotification", "WillShowNotification", "DidShowNotification",
      ])
    let frame = CGRect(x: 0, y: 300 - scene.keyboardHeight, width: 400, height: scene.keyboardHeight)
    #expect(scene.observer.endFrames == [frame, frame, frame])
    #expect(scene.observer.durations.allSatisfy { $0 == Application.keyboardAnimationDuration })
  }

  @Test("Resigning hides the keyboard: WillChangeFrame, WillHide, DidHide; the window is gone (A-keyboard)")
  func hidesOnEnd() {
    let scene = Scene()
    scene.field.becomeFirstResponder()
    scene.observer.names = []
    scene.field.resignFirstResponder()
    #expect(scene.stage.application.keyboardWindow == nil)
    #expect(
      scene.observer.names == ["WillChangeFrameNotification", "WillHideNotification", "DidHideNotification"])
  }

  @Test("Moving between fields keeps the keyboard up: WillShow again, no WillHide (UNSOURCED: observed)")
  func movingKeepsKeyboard() {
    let scene = Scene()
    scene.field.becomeFirstResponder()
    scene.observer.names = []
    scene.other.becomeFirstResponder()
    #expect(scene.stage.application.keyboardWindow != nil)
    #expect(!scene.observer.names.contains("WillHideNotification"))
    #expect(scene.observer.names.contains("WillShowNotification"))
  }

  @Test(
    "A touch in the keyboard's area goes to the keyboard: the button under it gets nothing (§1 windows by level)"
  )
  func buttonUnderKeyboard() {
    let scene = Scene()
    let counter = Counter(id: "counter")
    counter.handledActions = ["tapped"]
    scene.bottomButton.addTarget(counter, action: "tapped", for: .touchUpInside)
    scene.field.becomeFirstResponder()
    scene.stage.tap(50, 275)
    #expect(counter.count == 0)
    #expect(scene.stage.steps.contains { if case .keyboardTouch(_, "keys") = $0 { true } else { false } })
    #expect(scene.field.isFirstResponder)
  }

  @Test(
    "A text field's inputAccessoryView sits above the keys inside the keyboard's window, and is hit there")
  func accessoryInKeyboardWindow() throws {
    let scene = Scene()
    let done = Button(id: "done", frame: rect(0, 0, 400, 44))
    scene.field.inputAccessoryView = done
    scene.field.becomeFirstResponder()
    let keyboard = try #require(scene.stage.application.keyboardWindow)
    #expect(keyboard.frame.height == scene.keyboardHeight + 44)
    #expect(done.window === keyboard)
    #expect(
      scene.stage.application.hitTest(CGPoint(x: 50, y: 300 - scene.keyboardHeight - 20), with: nil) === done)
  }

  @Test("An inputView replaces the keys, at its own height (UIResponder.inputView)")
  func inputViewReplacesKeys() throws {
    let scene = Scene()
    let picker = View(id: "picker", frame: rect(0, 0, 400, 120))
    scene.field.inputView = picker
    scene.field.becomeFirstResponder()
    let keyboard = try #require(scene.stage.application.keyboardWindow)
    #expect(keyboard.frame == CGRect(x: 0, y: 180, width: 400, height: 120))
    #expect(picker.window === keyboard)
  }

  @Test("The keyboard's height is decided in one place, by the screen")
  func heightBySize() {
    #expect(
      KeyboardWindow.height(for: CGSize(width: 390, height: 844)) == KeyboardWindow.homeIndicatorPhoneHeight)
    #expect(
      KeyboardWindow.height(for: CGSize(width: 375, height: 667)) == KeyboardWindow.homeButtonPhoneHeight)
    #expect(KeyboardWindow.height(for: CGSize(width: 820, height: 1180)) == KeyboardWindow.wideScreenHeight)
  }

  @Test("A device preset's screen gives the keyboard the preset's height, in its orientation")
  func heightByDevicePreset() throws {
    let scene = Scene()
    let device = try #require(DevicePreset.named("iPhone SE"))
    scene.stage.application.screen = DeviceScreen(device: device, orientation: .landscape)
    scene.field.becomeFirstResponder()
    let keyboard = try #require(scene.stage.application.keyboardWindow)
    let size = device.size(in: .landscape)
    let height = device.keyboardHeight(in: .landscape)
    #expect(height != KeyboardWindow.height(for: size), "the preset's own height, not the size rule's")
    #expect(keyboard.frame == CGRect(x: 0, y: size.height - height, width: size.width, height: height))
  }
}
