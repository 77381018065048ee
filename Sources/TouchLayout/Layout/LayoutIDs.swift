import Foundation
import TouchKit

/// Every id of a loaded layout, with what it names: what a script's references are checked
/// against, in the kinds ``LayoutBuilder`` registers them as (see ``PendingReference/Kind``).
package struct LayoutIDs {
  package private(set) var kinds: [String: IDKind] = [:]
  package private(set) var objects: [String: AnyObject] = [:]

  package init(_ layout: Layout) {
    let application = layout.application
    add(application.id, .application, application)
    if let delegate = application.delegate { add(delegate.id, .appDelegate, delegate) }
    for controller in layout.controllers { add(controller.id, .controller, controller) }
    for window in application.windows {
      for view in window.allViews {
        add(view.id, view === window ? .window : .view, view)
        for recognizer in view.attachedRecognizers { add(recognizer.id, .gestureRecognizer, recognizer) }
      }
    }
  }

  private mutating func add(_ id: String, _ kind: IDKind, _ object: AnyObject) {
    guard !id.isEmpty, kinds[id] == nil else { return }
    kinds[id] = kind
    objects[id] = object
  }
}

extension Layout {
  /// Every action a control or recognizer of the layout sends (their target-action pairs, as
  /// `describe` lists them), in document order, once each: what a script's `sends`,
  /// `doesNotSend` and `never: sends` may name.
  package var sentActions: [String] {
    var actions: [String] = []
    for view in application.windows.flatMap(\.allViews) {
      let description = ViewDescription(view, index: 0)
      let sent = (description.control?.actions ?? []) + description.gestureRecognizers.flatMap(\.actions)
      for action in sent.map(\.action) where !actions.contains(action) { actions.append(action) }
    }
    return actions
  }

  /// The gesture recognizer `id` names for a script (a `force:` step, `recognizes:`), found as
  /// the script reader finds it; nil when a script could not name it so. A recognizer a Swift
  /// view class made without an id is known by its class name, which no script can name: a
  /// recording leaves such a recognizer's forcing out rather than write a step that does not read.
  public func gestureRecognizer(scriptID id: String) -> GestureRecognizer? {
    let ids = LayoutIDs(self)
    guard let kind = ids.kinds[id], PendingReference.Kind.gestureRecognizer.accepts(kind) else { return nil }
    return ids.objects[id] as? GestureRecognizer
  }
}
