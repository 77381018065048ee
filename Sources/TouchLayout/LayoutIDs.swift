import Foundation
import TouchKit

/// Every id of a loaded layout, with what it names: what a script's references are checked
/// against, in the kinds ``LayoutBuilder`` registers them as (see ``PendingReference/Kind``).
struct LayoutIDs {
  private(set) var kinds: [String: String] = [:]
  private(set) var objects: [String: AnyObject] = [:]

  init(_ layout: Layout) {
    let application = layout.application
    add(application.id, LayoutBuilder.applicationKind, application)
    if let delegate = application.delegate { add(delegate.id, "app delegate", delegate) }
    for controller in layout.controllers { add(controller.id, "controller", controller) }
    for window in application.windows {
      for view in window.allViews {
        add(view.id, view === window ? "window" : "view", view)
        for recognizer in view.gestureRecognizers { add(recognizer.id, "gesture recognizer", recognizer) }
      }
    }
  }

  private mutating func add(_ id: String, _ kind: String, _ object: AnyObject) {
    guard !id.isEmpty, kinds[id] == nil else { return }
    kinds[id] = kind
    objects[id] = object
  }
}
