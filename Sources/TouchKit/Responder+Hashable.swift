import Foundation

/// Responders are equal only to themselves, as UIKit's are: `UIResponder` is an `NSObject`,
/// whose `isEqual(_:)` and `hash` are identity. Code pasted from iOS projects relies on it —
/// `hitView == self ? nil : hitView`, `Set<UIView>`, a dictionary keyed by view — so views,
/// windows and controllers here are `Hashable` the same way (as ``Touch`` is).
extension Responder: Hashable {
  public static func == (lhs: Responder, rhs: Responder) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
