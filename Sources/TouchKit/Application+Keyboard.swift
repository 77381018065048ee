import Foundation

/// The keyboard's window follows the first responder (KeyboardWindow.swift): shown while a text
/// input (a text field, or any responder with an `inputView`) is first responder, hidden when
/// none is, with UIKit's notifications posted as each happens, so a person's code that moves a
/// view or changes an inset runs as on iOS ([A-keyboard] `keyboardWillShowNotification`).
extension Application {
  /// The keyboard's window while it is shown.
  public var keyboardWindow: KeyboardWindow? {
    windows.lazy.compactMap { $0 as? KeyboardWindow }.first
  }

  /// The system keyboard's height: the device preset's (`screen: {device: …}`, in its
  /// orientation), else the screen size's rule (``KeyboardWindow/height(for:)``).
  public var systemKeyboardHeight: CGFloat {
    screen.keyboardHeight ?? KeyboardWindow.height(for: screen.size)
  }

  /// Whether `responder`, as first responder, brings up the keyboard: a text field does, and
  /// any responder with an input view shows that (`UIResponder.inputView`).
  static func takesKeyboard(_ responder: Responder) -> Bool {
    responder is any KeyInput || responder.inputView != nil
  }

  /// Shows, moves or hides the keyboard's window for the first responder now. Called when a
  /// change of first responder is complete (not between the old one's resignation and the new
  /// one's arrival, so moving between fields keeps the keyboard up: on iOS it posts
  /// `keyboardWillShow` again, and no `keyboardWillHide`, UNSOURCED: observed).
  func updateKeyboard() {
    let screen = self.screen.size
    if let responder = firstResponder, Self.takesKeyboard(responder) {
      let window = keyboardWindow
      let begin = window?.frame ?? offscreen(screen)
      let shown =
        window ?? KeyboardWindow(screen: screen, keysHeight: systemKeyboardHeight, responder: responder)
      shown.arrange(for: responder, screen: screen, keysHeight: systemKeyboardHeight)
      if window == nil { addWindow(shown) }
      postKeyboard(
        will: [Responder.keyboardWillChangeFrameNotification, Responder.keyboardWillShowNotification],
        did: [Responder.keyboardDidChangeFrameNotification, Responder.keyboardDidShowNotification],
        begin: begin, end: shown.frame
      ) { self.trace?.record(.keyboard(shown: true, frame: shown.frame)) }
    } else if let window = keyboardWindow {
      let begin = window.frame
      postKeyboard(
        will: [Responder.keyboardWillChangeFrameNotification, Responder.keyboardWillHideNotification],
        did: [Responder.keyboardDidChangeFrameNotification, Responder.keyboardDidHideNotification],
        begin: begin, end: offscreen(screen)
      ) {
        self.removeWindow(window)
        self.trace?.record(.keyboard(shown: false, frame: begin))
      }
    }
  }

  /// Posts the `will` notifications, makes the change, then posts the `did` ones, each with
  /// UIKit's user info: the frames as `NSValue`s, the animation's duration and curve as
  /// `NSNumber`s. The change is made at once (TouchLab draws no animation; the duration says
  /// what iOS would take).
  private func postKeyboard(
    will: [NSNotification.Name], did: [NSNotification.Name], begin: CGRect, end: CGRect, change: () -> Void
  ) {
    let info: [AnyHashable: Any] = [
      Responder.keyboardFrameBeginUserInfoKey: NSValue(rect: begin),
      Responder.keyboardFrameEndUserInfoKey: NSValue(rect: end),
      Responder.keyboardAnimationDurationUserInfoKey: NSNumber(value: Self.keyboardAnimationDuration),
      Responder.keyboardAnimationCurveUserInfoKey: NSNumber(value: Self.keyboardAnimationCurve),
      Responder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
    ]
    posting { for name in will { notificationCenter.post(name: name, object: nil, userInfo: info) } }
    change()
    posting { for name in did { notificationCenter.post(name: name, object: nil, userInfo: info) } }
  }

  /// The keyboard's frame off the bottom of the screen: where it comes from and goes to.
  func offscreen(_ screen: CGSize) -> CGRect {
    CGRect(x: 0, y: screen.height, width: screen.width, height: systemKeyboardHeight)
  }

  /// The keyboard's animation: 0.25 s (UNSOURCED: what iOS's notifications carry, observed).
  public static let keyboardAnimationDuration: Double = 0.25
  /// The curve's raw value: 7, a private curve iOS's notifications carry (UNSOURCED: observed).
  public static let keyboardAnimationCurve: Int = 7
}
