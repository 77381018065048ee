/// Told which of the user's methods the engine is running, so that a crash in one can be
/// named: the command line keeps the innermost where its signal handler can read it.
///
/// Called only for objects whose class is not TouchKit's own (a `UIView` subclass in the user's
/// file, a delegate, an action's target): the engine's own classes never are. Calls nest: each
/// ``willRun(_:of:)`` is matched by one ``didReturn()`` when the method returns normally; a
/// crash never returns, which is the point.
public protocol UserCodeObserver: AnyObject {
  /// The engine is about to call `method` on `object`.
  func willRun(_ method: UserMethod, of object: AnyObject)
  /// The engine is about to run `method` of the class named `name`, with no object yet (an
  /// initializer; the code run as a library loads).
  func willRun(_ method: UserMethod, ofClassNamed name: String)
  /// The method announced last returned.
  func didReturn()
}
