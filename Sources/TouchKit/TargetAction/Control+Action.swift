import Foundation

/// `UIAction`s on a control (UIKit's `addAction(_:for:)` family, iOS 14). They are target-action
/// registrations whose target is the action (held by the control) and whose action is
/// ``Action/handlerName``, so they are sent in registration order with the targets, and traced
/// the same way.
extension Control {
  /// Adds `action` for `controlEvents`. As UIKit documents, "actions are uniquely identified by
  /// their identifier, and subsequent actions with the same identifier replace previously added
  /// actions": an action with the same identifier is removed for these events first.
  public func addAction(_ action: Action, for controlEvents: Event) {
    for index in targetActions.indices {
      guard let held = targetActions[index].held, held.identifier == action.identifier, held !== action else {
        continue
      }
      targetActions[index].events.subtract(controlEvents)
    }
    targetActions.removeAll { $0.events.isEmpty }
    if let index = targetActions.firstIndex(where: { $0.held === action }) {
      targetActions[index].events.formUnion(controlEvents)
    } else {
      targetActions.append(
        TargetAction(target: action, action: Action.handlerName, events: controlEvents, held: action))
    }
  }

  /// Removes the action with `action`'s identifier from `controlEvents`.
  public func removeAction(_ action: Action, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  /// Removes the action identified by `identifier` from `controlEvents`.
  public func removeAction(identifiedBy identifier: Action.Identifier, for controlEvents: Event) {
    for index in targetActions.indices where targetActions[index].held?.identifier == identifier {
      targetActions[index].events.subtract(controlEvents)
    }
    targetActions.removeAll { $0.events.isEmpty }
  }

  /// UIKit's `sendAction(_ action: UIAction)`: runs the action with this control as its sender,
  /// through the application as target-action is.
  public func sendAction(_ action: Action) {
    sendAction(Action.handlerName, to: action, for: nil)
  }

  /// Calls `body` with each action added to this control and the events it is registered for,
  /// in the order they were added (UIKit's `enumerateEventHandlers` gives targets too).
  public func forEachAction(_ body: (Action, Event) -> Void) {
    for pair in targetActions { if let held = pair.held { body(held, pair.events) } }
  }
}
