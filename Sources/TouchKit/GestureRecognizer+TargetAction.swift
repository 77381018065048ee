import Foundation

/// A recognizer's side of target-action: the selector-taking `removeTarget(_:action:)` iOS code
/// calls, and the view a nil-target action from it starts at (``ViewBoundSender``).
extension GestureRecognizer: ViewBoundSender {
  public func removeTarget(_ target: Any?, action: Selector?) {
    removeTarget(target.map { $0 as AnyObject }, action: action?.actionName)
  }
}
