// The Objective-C runtime's associated objects, which iOS code uses to give an extension of a
// UIKit class a stored property (`objc_setAssociatedObject(self, &Key.tapAction, action,
// .OBJC_ASSOCIATION_RETAIN)`). Foundation on Linux has no Objective-C runtime, so TouchLab keeps
// them itself: per object, per key, with the policy's ownership.
//
// Apple: objc_setAssociatedObject(_:_:_:_:) "Sets an associated value for a given object using a
// given key and association policy"; objc_getAssociatedObject(_:_:) "Returns the value
// associated with a given object for a given key"; objc_removeAssociatedObjects(_:) "Removes all
// associations for a given object"; objc_AssociationPolicy (assign, retain, copy; atomic or
// not). An association ends with its object: "associated objects are released when the object
// is deallocated" is kept by holding the object weakly and dropping the entry once it is gone,
// so a new object at a reused address never sees an old one's values.

import Foundation

/// The ownership an association has of its value, with Objective-C's names and raw values.
// swift-format-ignore: TypeNamesShouldBeCapitalized, AlwaysUseLowerCamelCase
public enum objc_AssociationPolicy: UInt, Sendable {
  /// A weak reference (Objective-C's is unretained; a weak one cannot dangle).
  case OBJC_ASSOCIATION_ASSIGN = 0
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  case OBJC_ASSOCIATION_RETAIN = 0o1401
  case OBJC_ASSOCIATION_COPY = 0o1403

  /// Whether the value is copied (`NSCopying`) when set.
  var copies: Bool { rawValue & 0o3 == 0o3 }
  /// Whether the value is held weakly.
  var isWeak: Bool { self == .OBJC_ASSOCIATION_ASSIGN }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Sets `value` for `key` on `object` (a class instance) with `policy`; nil removes it.
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  AssociatedObjects.shared.set(object as AnyObject, key, value, policy)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The value `object` holds for `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  AssociatedObjects.shared.value(object as AnyObject, key)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Removes every association `object` holds.
public func objc_removeAssociatedObjects(_ object: Any) {
  AssociatedObjects.shared.removeAll(object as AnyObject)
}

/// The table of associations: one entry per live object, each key's value with its policy.
final class AssociatedObjects: @unchecked Sendable {
  static let shared = AssociatedObjects()

  private struct Value {
    var strong: Any?
    weak var weakly: AnyObject?
    var current: Any? { strong ?? weakly }
  }

  private final class Entry {
    weak var owner: AnyObject?
    var values: [UnsafeRawPointer: Value] = [:]
    init(owner: AnyObject) { self.owner = owner }
  }

  private let lock = NSLock()
  private var entries: [ObjectIdentifier: Entry] = [:]

  func set(_ object: AnyObject, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    let kept: Value? = value.map { value in
      if policy.isWeak { return Value(strong: nil, weakly: value as AnyObject) }
      if policy.copies, let copying = value as? NSCopying {
        return Value(strong: copying.copy(with: nil), weakly: nil)
      }
      return Value(strong: value, weakly: nil)
    }
    lock.lock()
    defer { lock.unlock() }
    entries = entries.filter { $0.value.owner != nil }
    let entry = liveEntry(for: object) ?? Entry(owner: object)
    entry.values[key] = kept
    entries[ObjectIdentifier(object)] = entry.values.isEmpty ? nil : entry
  }

  func value(_ object: AnyObject, _ key: UnsafeRawPointer) -> Any? {
    lock.lock()
    defer { lock.unlock() }
    return liveEntry(for: object)?.values[key]?.current
  }

  func removeAll(_ object: AnyObject) {
    lock.lock()
    defer { lock.unlock() }
    entries[ObjectIdentifier(object)] = nil
  }

  /// The entry of `object` itself: one whose owner is gone belonged to an earlier object at
  /// the same address and is dropped.
  private func liveEntry(for object: AnyObject) -> Entry? {
    guard let entry = entries[ObjectIdentifier(object)] else { return nil }
    guard entry.owner === object else {
      entries[ObjectIdentifier(object)] = nil
      return nil
    }
    return entry
  }
}
