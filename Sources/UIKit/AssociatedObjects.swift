// The Objective-C runtime's associated objects, which iOS code uses to give an extension of a
// UIKit class a stored property (`objc_setAssociatedObject(self, &Key.tapAction, action,
// .OBJC_ASSOCIATION_RETAIN)`). Foundation on Linux has no Objective-C runtime, so TouchLab keeps
// them itself, in the running application's table (TouchKit's `AssociatedObjects`): per object,
// per key, with the policy's ownership. Outside an application (none made on this thread) there
// is nowhere to keep them: setting does nothing and getting answers nil.
//
// Apple: objc_setAssociatedObject(_:_:_:_:) "Sets an associated value for a given object using a
// given key and association policy"; objc_getAssociatedObject(_:_:) "Returns the value
// associated with a given object for a given key"; objc_removeAssociatedObjects(_:) "Removes all
// associations for a given object"; objc_AssociationPolicy (assign, retain, copy; atomic or
// not). An association ends with its object: "associated objects are released when the object
// is deallocated" is kept by holding the object weakly and dropping the entry once it is gone,
// so a new object at a reused address never sees an old one's values.

import Foundation
import TouchKit

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
  var kept = value
  if policy.copies, let copying = value as? NSCopying { kept = copying.copy(with: nil) }
  Application.current?.associatedObjects.set(object as AnyObject, key, kept, weakly: policy.isWeak)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The value `object` holds for `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  Application.current?.associatedObjects.value(object as AnyObject, key)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Removes every association `object` holds.
public func objc_removeAssociatedObjects(_ object: Any) {
  Application.current?.associatedObjects.removeAll(object as AnyObject)
}
