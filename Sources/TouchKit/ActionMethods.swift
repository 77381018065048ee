import Foundation

/// The action methods of every class loaded from a person's code, by class and selector: what
/// the Objective-C runtime's method lists are to `respondsToSelector:` on iOS.
///
/// Process-wide, because a class is: a library of a person's code registers its classes'
/// methods once, when it is loaded, and libraries are never unloaded. A class loaded again
/// after an edit is a new class with its own entry. Locked: tests load and dispatch on
/// several threads at once.
public enum ActionMethods {
  nonisolated(unsafe) private static var byClass: [ObjectIdentifier: [String: ActionMethod]] = [:]
  private static let lock = NSLock()

  /// Registers the action methods `type` declares (not the ones it inherits: those are found
  /// through its superclass).
  public static func register(_ methods: [ActionMethod], for type: AnyClass) {
    lock.lock()
    defer { lock.unlock() }
    var table = byClass[ObjectIdentifier(type), default: [:]]
    for method in methods { table[method.selector] = method }
    byClass[ObjectIdentifier(type)] = table
  }

  /// The method `selector` names on `target`: declared by its class or the nearest superclass
  /// that declares it, as the runtime's lookup finds it. An override written without `@objc`
  /// still runs, because the registered call dispatches through Swift's own vtable.
  public static func method(_ selector: String, on target: AnyObject) -> ActionMethod? {
    lock.lock()
    defer { lock.unlock() }
    guard !byClass.isEmpty else { return nil }
    var type: AnyClass? = Swift.type(of: target)
    while let current = type {
      if let method = byClass[ObjectIdentifier(current)]?[selector] { return method }
      type = _getSuperclass(current)
    }
    return nil
  }
}
