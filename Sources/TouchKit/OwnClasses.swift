import Foundation

/// Which classes are TouchKit's own (true) and which a person's (false), by identity,
/// remembered as they are asked about: what the engine asks before announcing a call of a
/// person's method, naming what their code holds (``CodeNames``) or tracing their layout.
///
/// A memo, because telling a class by its reflected name costs microseconds and a class's
/// module never changes; one per asker rather than one for the process: an application's (its
/// layout passes), the announcer's while an observer is set (``UserCode``). Locked, because
/// the announcer's is asked by every engine that runs while the observer is set (parallel tests
/// run engines on several threads); uncontended, a lock costs less than a hash.
final class OwnClasses: @unchecked Sendable {
  private let lock = NSLock()
  private var known: [ObjectIdentifier: Bool] = [:]

  /// Whether `type` is declared in TouchKit.
  func contains(_ type: AnyObject.Type) -> Bool {
    let key = ObjectIdentifier(type)
    lock.lock()
    defer { lock.unlock() }
    if let own = known[key] { return own }
    let own = Self.isTouchKits(type)
    known[key] = own
    return own
  }

  /// Whether `type` is declared in TouchKit: its reflected name starts with the module's. Not
  /// remembered: for a question asked once per object (``GestureRecognizer/stateMachine``).
  static func isTouchKits(_ type: AnyObject.Type) -> Bool {
    String(reflecting: type).hasPrefix(moduleName + ".")
  }

  /// This module's name, as `String(reflecting:)` spells it.
  private static let moduleName: String = {
    let name = String(reflecting: View.self)
    return String(name.prefix { $0 != "." })
  }()
}
