import Foundation

/// The keyboard as iOS presents it: a window of its own, above the app's windows, covering the
/// bottom of the screen while a text input is first responder (the reference's §10: a separate
/// window, `UIRemoteKeyboardWindow`/`UITextEffectsWindow`, community-observed).
///
/// It is an ordinary window to hit testing, so it takes every touch in its area and no window
/// of the app's sees one (hit testing asks windows front to back by level, §1). Inside it, from
/// the top: the first responder's `inputAccessoryView`, then its `inputView` or, without one,
/// ``keys``, which stands for the system keyboard and handles every touch method itself (a
/// key press goes nowhere else). The application shows and hides it as the first responder
/// changes (Application+Keyboard.swift).
public final class KeyboardWindow: Window {
  /// The system keyboard's stand-in: a view that keeps the touches it gets.
  public let keys: View

  /// UIKit's keyboard window level, far above an alert's (UNSOURCED: observed as 10,000,000
  /// for `UIRemoteKeyboardWindow`; no document gives it).
  public static let level: CGFloat = 10_000_000

  init(screen: CGSize, keysHeight: CGFloat, responder: Responder) {
    keys = View(id: "keys", frame: .zero)
    keys.handledTouchMethods = Set(TouchMethod.allCases)
    super.init(frame: .zero)
    id = "keyboard"
    windowLevel = Self.level
    arrange(for: responder, screen: screen, keysHeight: keysHeight)
  }

  public required init?(coder: NSCoder) {
    keys = View(id: "keys", frame: .zero)
    super.init(coder: coder)
  }

  /// Lays out the accessory and the input view (or ``keys``, `keysHeight` tall) for
  /// `responder`, bottom-aligned on a screen of size `screen`, and sets the window's frame to
  /// cover them.
  func arrange(for responder: Responder, screen: CGSize, keysHeight: CGFloat) {
    for subview in subviews { subview.removeFromSuperview() }
    let input = responder.inputView ?? keys
    let inputHeight = responder.inputView.map(\.frame.height) ?? keysHeight
    let accessoryHeight = responder.inputAccessoryView?.frame.height ?? 0
    let height = inputHeight + accessoryHeight
    frame = CGRect(x: 0, y: screen.height - height, width: screen.width, height: height)
    if let accessory = responder.inputAccessoryView {
      accessory.frame = CGRect(x: 0, y: 0, width: screen.width, height: accessoryHeight)
      addSubview(accessory)
    }
    input.frame = CGRect(x: 0, y: accessoryHeight, width: screen.width, height: inputHeight)
    addSubview(input)
  }

  /// The system keyboard's height on a screen of size `screen`, in points: the one place it is
  /// decided. Portrait phones with a home indicator (a screen at least 812 points tall) get
  /// ``homeIndicatorPhoneHeight``, other phones ``homeButtonPhoneHeight``, a screen at least
  /// 768 points wide (an iPad, or a phone in landscape wider than that) ``wideScreenHeight``.
  /// All UNSOURCED: Apple documents no keyboard height; these are the English keyboard's with
  /// its suggestion bar as commonly measured. A device preset's own height, when the layout's
  /// `screen:` names one, comes first (``Application/systemKeyboardHeight``).
  public static func height(for screen: CGSize) -> CGFloat {
    if screen.width >= 768 { return wideScreenHeight }
    return screen.height >= 812 ? homeIndicatorPhoneHeight : homeButtonPhoneHeight
  }

  /// An iPhone with a home indicator, portrait: 291 points of keys and bar and 45 below them.
  public static let homeIndicatorPhoneHeight: CGFloat = 336
  /// An iPhone with a home button, portrait: 216 points of keys and a 44-point bar.
  public static let homeButtonPhoneHeight: CGFloat = 260
  /// An iPad's keyboard, portrait.
  public static let wideScreenHeight: CGFloat = 313
}
