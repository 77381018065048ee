import Foundation

/// UIKit's selector-taking target-action API, as iOS code calls it:
/// `button.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)`.
///
/// The engine keys actions by name (a layout's `action: save:`); these take the `Selector`
/// TouchLab's compile makes of `#selector(…)` and pass its name on.
extension Control {
  public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    addTarget(target.map { $0 as AnyObject }, action: action.actionName, for: controlEvents)
  }

  public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    removeTarget(target.map { $0 as AnyObject }, action: action?.actionName, for: controlEvents)
  }

  /// UIKit's `sendAction(_:to:for:)` with a selector.
  public func sendAction(_ action: Selector, to target: Any?, for event: TouchKit.Event?) {
    sendAction(action.actionName, to: target.map { $0 as AnyObject }, for: event)
  }
}

extension Responder {
  /// Whether this responder has the method `selector` names: NSObject's `responds(to:)`, asked
  /// of the actions it implements.
  public func responds(to selector: Selector?) -> Bool {
    guard let selector else { return false }
    return implementsAction(selector.actionName)
  }
}
