import Foundation

/// The first responder as UIKit keeps it (UIResponder's `becomeFirstResponder()` and
/// `resignFirstResponder()` documentation, A-fr; Chameleon's `UIResponder.m` for the order).
///
/// One first responder per application: TouchLab's application stands for its one window
/// scene, and UIKit keeps one per scene's key window (which TouchLab's windows share). The
/// overridable members are declared in Responder.swift; their defaults are here.
extension Responder {
  /// The application whose first responder this responder can be: a view's window's, a view
  /// controller's view's window's, the application itself; nil for a responder in no window.
  var owningApplication: Application? {
    switch self {
    case let application as Application: application
    case let view as View: view.window?.application
    case let controller as ViewController: controller.viewIfLoaded?.window?.application
    default: nil
    }
  }

  /// `becomeFirstResponder()`'s default. In order: a responder already first says yes; one in no
  /// window says no (A-fr); its `canBecomeFirstResponder` must say yes (A-fr; asked before the
  /// current one, as Chameleon does, so a responder that cannot become never costs the current
  /// one its status); the current first responder's `canResignFirstResponder` must say yes and
  /// its `resignFirstResponder()` must return true ("which it might not", A-fr). Each refusal
  /// and each change is a record.
  func defaultBecomeFirstResponder() -> Bool {
    guard let application = owningApplication else { return false }
    if application.firstResponder === self { return true }
    let recorder = application.trace
    func refuse(_ reason: FirstResponderRefusal) -> Bool {
      recorder?.record(.firstResponderRefused(responder: traceID, request: .become, reason: reason))
      return false
    }
    return application.nestingBecome(self) { becomeIfAllowed(in: application, refuse) }
  }

  private func becomeIfAllowed(in application: Application, _ refuse: (FirstResponderRefusal) -> Bool) -> Bool
  {
    guard UserCode.run(.canBecomeFirstResponder, of: self, { canBecomeFirstResponder }) else {
      return refuse(.cannotBecome)
    }
    if let current = application.firstResponder {
      guard UserCode.run(.canResignFirstResponder, of: current, { current.canResignFirstResponder }) else {
        return refuse(.currentCannotResign(current: current.traceID))
      }
      let resigned = UserCode.run(.resignFirstResponder, of: current) { current.resignFirstResponder() }
      guard resigned, application.firstResponder !== current else {
        return refuse(.currentRefusedToResign(current: current.traceID))
      }
    }
    application.setFirstResponder(self)
    return true
  }

  /// `resignFirstResponder()`'s default: a first responder lets go and says yes; any other
  /// responder has nothing to let go of and says yes (A-fr: "the default implementation returns
  /// true"). Whether to ask `canResignFirstResponder` is the caller's: `becomeFirstResponder()`
  /// and `endEditing(false)` ask it, `endEditing(true)` does not.
  func defaultResignFirstResponder() -> Bool {
    guard let application = owningApplication, application.firstResponder === self else { return true }
    application.setFirstResponder(nil)
    return true
  }

  /// How deeply `becomeFirstResponder()` calls may nest (a field whose delegate makes another
  /// field first responder as it begins editing, whose delegate makes the first one…) before
  /// the innermost is refused: TouchLab's bound, UNSOURCED (a device overflows its stack).
  /// The default counts one level and a text field's override, which calls its delegate, one
  /// more around it.
  public static let maximumFirstResponderNesting = 64
}

extension Application {
  /// Runs `body`, a `becomeFirstResponder()` of `responder`, one level deeper, or refuses it
  /// with a record past ``Responder/maximumFirstResponderNesting``.
  func nestingBecome(_ responder: Responder, _ body: () -> Bool) -> Bool {
    let limit = Responder.maximumFirstResponderNesting
    guard firstResponderNesting < limit else {
      trace?.record(
        .firstResponderRefused(
          responder: responder.traceID, request: .become, reason: .nestingLimit(limit: limit)))
      return false
    }
    firstResponderNesting += 1
    defer {
      firstResponderNesting -= 1
      if firstResponderNesting == 0 { updateKeyboard() }
    }
    return body()
  }

  /// Makes `responder` the first responder (nil: none) and records the change, if it is one.
  /// The keyboard's window follows (``KeyboardWindow``).
  func setFirstResponder(_ responder: Responder?) {
    let old = firstResponder
    guard old !== responder else { return }
    firstResponder = responder
    trace?.record(.firstResponder(from: old?.traceID, to: responder?.traceID))
    // Inside a becomeFirstResponder() the keyboard waits for its end (nestingBecome).
    if firstResponderNesting == 0 { updateKeyboard() }
  }
}

extension View {
  /// Makes the first responder let go if it is this view or one of its descendants (UIView's
  /// `endEditing(_:)`: "looks at the current view and its subview hierarchy for the text field
  /// that is currently the first responder"). Without `force` it is asked
  /// (`canResignFirstResponder`, then `resignFirstResponder()`) and may refuse; with `force`
  /// "it is forced to resign": its `resignFirstResponder()` still runs (so a text field ends
  /// editing) but a text field's delegate is not asked, and a refusal is overruled. Returns
  /// whether the first responder let go; false when none was in this subtree (UNSOURCED).
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let application = window?.application, let current = application.firstResponder as? View,
      current === self || current.isDescendant(of: self)
    else { return false }
    if !force {
      guard UserCode.run(.canResignFirstResponder, of: current, { current.canResignFirstResponder }) else {
        application.trace?.record(
          .firstResponderRefused(responder: current.traceID, request: .resign, reason: .cannotResign))
        return false
      }
      let resigned = UserCode.run(.resignFirstResponder, of: current) { current.resignFirstResponder() }
      if !resigned || application.firstResponder === current {
        application.trace?.record(
          .firstResponderRefused(responder: current.traceID, request: .resign, reason: .refusedToResign))
        return false
      }
      return true
    }
    application.forceResignation(of: current)
    return true
  }

  /// A first responder that leaves its window resigns: this view, or one of its subviews, is
  /// about to. Forced, as `endEditing(true)` is (a text field ends editing without asking its
  /// delegate), since a responder in no window cannot stay first ("never call
  /// [becomeFirstResponder] on a view that is not part of an active view hierarchy", A-fr);
  /// the keyboard goes with it. UNSOURCED: that UIKit resigns it is observed (removing the
  /// editing field dismisses the keyboard), the forcing is TouchLab's.
  func resignFirstResponderLeavingWindow() {
    guard let application = window?.application, let current = application.firstResponder as? View,
      current === self || current.isDescendant(of: self)
    else { return }
    application.forceResignation(of: current)
  }
}

extension Application {
  /// Makes `current`, the first responder, resign without asking: its `resignFirstResponder()`
  /// runs with ``forcesResignation`` set, and whatever it answers it is first responder no more.
  func forceResignation(of current: Responder) {
    forcesResignation = true
    defer { forcesResignation = false }
    _ = UserCode.run(.resignFirstResponder, of: current) { current.resignFirstResponder() }
    if firstResponder === current { setFirstResponder(nil) }
  }
}
