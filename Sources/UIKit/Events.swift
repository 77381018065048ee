// UIKit's names for touches, events and the responder chain.

/// One finger: its phase, `tapCount`, hit view and `location(in:)` (§2).
public typealias UITouch = Touch

/// The touches of one multi-touch sequence, passed to every `touches…(_:with:)` (§2).
public typealias UIEvent = Event

/// Receives `touchesBegan(_:with:)` and friends, and forwards them along `next` (§6).
public typealias UIResponder = Responder

/// Owns the windows, hit-tests them and routes events (§3); the end of the responder chain.
public typealias UIApplication = Application

/// The next responder of its root view (§6).
public typealias UIViewController = ViewController
