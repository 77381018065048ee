import Foundation

/// Where the engine announces the user's methods it calls (``UserCodeObserver``).
///
/// One process-wide observer, set once by the command line before any engine runs: the
/// announcement must reach a signal handler, which has no other way to find it (one of the
/// few pieces of process-wide state, docs/reliability.md). With none set (the tests, the
/// benchmarks, a library user), each call costs a nil check.
public enum UserCode {
  /// Told of each user method the engine runs; nil: nobody is told.
  public static var observer: (any UserCodeObserver)? {
    get { announcer?.observer }
    set { announcer = newValue.map(Announcer.init) }
  }

  /// The observer with the memo of TouchKit's own classes it is asked about: the memo lives
  /// and goes with the observer, so without one there is none.
  /// `nonisolated(unsafe)`: process-wide because the crash handler reads what the observer
  /// records (see ``UserCodeObserver``); set once, before any engine runs.
  nonisolated(unsafe) private static var announcer: Announcer?

  private final class Announcer {
    let observer: any UserCodeObserver
    let ownClasses = OwnClasses()
    init(_ observer: any UserCodeObserver) { self.observer = observer }
  }

  /// Runs `body`, the engine's call of `method` on `object`, announced when `object`'s class is
  /// not TouchKit's.
  @inline(__always)
  static func run<T>(_ method: UserMethod, of object: AnyObject, _ body: () throws -> T) rethrows -> T {
    guard let announcer else { return try body() }
    return try announced(announcer, method, object, body)
  }

  @inline(never)
  private static func announced<T>(
    _ announcer: Announcer, _ method: UserMethod, _ object: AnyObject, _ body: () throws -> T
  ) rethrows -> T {
    guard !announcer.ownClasses.contains(type(of: object)), !inheritsHitTesting(method, object) else {
      return try body()
    }
    let observer = announcer.observer
    observer.willRun(method, of: object)
    defer { observer.didReturn() }
    return try body()
  }

  /// Runs `body`, a call of the person's `method` of the class named `name` that has no
  /// object yet: a layout making a view of their class (`init(frame:)`), their library's
  /// load-time code. Announced like the methods the engine calls on their objects, so a crash
  /// in an initializer names it rather than "a TouchLab bug" (issue 34, item 5).
  public static func run<T>(_ method: UserMethod, ofClassNamed name: String, _ body: () throws -> T) rethrows
    -> T
  {
    guard let observer else { return try body() }
    observer.willRun(method, ofClassNamed: name)
    defer { observer.didReturn() }
    return try body()
  }

  /// Whether `object` runs TouchKit's own `hitTest` or `point(inside:)` for `method`: the one
  /// case where the engine can tell an inherited method from an override (``OverriddenMethods``).
  private static func inheritsHitTesting(_ method: UserMethod, _ object: AnyObject) -> Bool {
    guard let view = object as? View else { return false }
    switch method {
    case .hitTest: return OverriddenMethods.overrides(.hitTest, in: type(of: view)) == false
    case .pointInside: return OverriddenMethods.overrides(.pointInside, in: type(of: view)) == false
    default: return false
    }
  }
}
