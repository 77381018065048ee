import Foundation

/// Registering targets and actions (UIKit's `addTarget(_:action:for:)` and friends).
///
/// A target is any object, as in UIKit. Like UIKit, a control does not keep its targets alive: a target that goes away leaves a nil
/// target behind, and a nil target means "up the responder chain".
extension Control {
  /// One registration: a target (nil: the responder chain), an action, the events that send it.
  struct TargetAction {
    weak var target: AnyObject?
    let action: String
    var events: Event
    /// A `UIAction` added with `addAction(_:for:)`: the control holds it (it is also `target`).
    var held: Action? = nil
  }

  /// Registers `action` on `target` (nil: the responder chain) for `events`. Registering the
  /// same target and action again adds the events to the first registration.
  public func addTarget(_ target: AnyObject?, action: String, for events: Event) {
    if let index = targetActions.firstIndex(where: { $0.target === target && $0.action == action }) {
      targetActions[index].events.formUnion(events)
    } else {
      targetActions.append(TargetAction(target: target, action: action, events: events))
    }
  }

  /// Removes `events` from the registrations of `target` and `action`; a nil target matches
  /// every target, a nil action every action. Registrations left with no events are dropped.
  public func removeTarget(_ target: AnyObject?, action: String?, for events: Event) {
    for index in targetActions.indices
    where (target == nil || targetActions[index].target === target)
      && (action == nil || targetActions[index].action == action)
    {
      targetActions[index].events.subtract(events)
    }
    targetActions.removeAll { $0.events.isEmpty }
  }

  /// Every distinct target, in registration order; nil stands for registrations that go up the
  /// responder chain (UIKit's `NSNull`).
  public var allTargets: [AnyObject?] {
    var result: [AnyObject?] = []
    for pair in targetActions where !result.contains(where: { $0 === pair.target }) {
      result.append(pair.target)
    }
    return result
  }

  /// The union of the events every registration listens to.
  public var allControlEvents: Event {
    targetActions.reduce([]) { $0.union($1.events) }
  }

  /// The actions registered on `target` (nil: the responder chain) for `controlEvent`, or nil
  /// when there are none.
  public func actions(forTarget target: AnyObject?, forControlEvent controlEvent: Event) -> [String]? {
    let actions = targetActions.filter { $0.target === target && !$0.events.isDisjoint(with: controlEvent) }
      .map(\.action)
    return actions.isEmpty ? nil : actions
  }
}
