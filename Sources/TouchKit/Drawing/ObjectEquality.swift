import Foundation

/// NSObject's `isEqual(_:)` and `hash`, for the classes that are value-like `NSObject`
/// subclasses in UIKit: `UIColor`, `UIFont`, `UIImage`. Real files compare them the Objective-C
/// way (`backgroundColor?.isEqual(UIColor.clear) == true`); here each class is `Hashable` by its
/// value, and these two answer as that equality does, as UIKit's overrides of them do.
/// TouchLab's classes are not `NSObject` subclasses: the engine needs none of its runtime, and
/// its views are not either (Responder+Hashable.swift).
public protocol ObjectEquality: AnyObject, Hashable {}

extension ObjectEquality {
  /// Equal to an object of the same class with the same value; false for anything else.
  public func isEqual(_ object: Any?) -> Bool { (object as? Self).map { $0 == self } ?? false }

  /// Equal objects have equal hashes.
  public var hash: Int { hashValue }
}

extension Color: ObjectEquality {}
extension Font: ObjectEquality {}
extension Image: ObjectEquality {}
