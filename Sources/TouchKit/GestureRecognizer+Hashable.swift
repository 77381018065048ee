import Foundation

/// Recognizers are equal only to themselves, as UIKit's are (`UIGestureRecognizer` is an
/// `NSObject`). Delegate code pasted from iOS projects compares them with `==`:
/// `gestureRecognizer == panGesture && otherGestureRecognizer == swipeGesture`.
extension GestureRecognizer: Hashable {
  public static func == (lhs: GestureRecognizer, rhs: GestureRecognizer) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
