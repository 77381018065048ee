import Foundation

/// Names the views a person's code built and holds in a property, by that property: a
/// `closeButton` stored by a `Card` view with id `card` becomes `card.closeButton` (issue 14).
/// Traces, `describe`, queries and the explorer then show the name instead of a class name.
///
/// Run by the layout pass (``LayoutPass``) for each view it visits: the views it lays out and
/// their ancestors, so every owner whose subtree changed is read again, and the first pass after
/// a layout is built reads them all. Only owners whose class is a person's (not TouchKit's) are read,
/// with `Mirror`: stored properties, `lazy var`s once made, optionals and weak references.
/// A view is named only if it has no id, and only by an owner whose subtree holds it (a weak
/// reference to a view elsewhere does not name it). Owners are visited top-down in subview
/// order and properties in declaration order (superclass first), so the names are the same on
/// every run; a name already taken gets `-2`, `-3`….
enum CodeNames {
  /// Names what `view` (and the controller whose root view it is) holds, if its class is a
  /// person's. `top` is the hierarchy's root, where names must be unique; `ownClasses` tells
  /// TouchKit's classes from a person's.
  static func assign(heldBy view: View, top: View, ownClasses: OwnClasses) {
    if type(of: view) != View.self, !ownClasses.contains(type(of: view)) {
      name(heldBy: view, ownerID: view.traceID, within: view, top: top, ownClasses)
    }
    if let controller = view.owningViewController, controller.viewIfLoaded === view,
      !ownClasses.contains(type(of: controller))
    {
      name(heldBy: controller, ownerID: controller.traceID, within: view, top: top, ownClasses)
    }
  }

  /// The root of `view`'s hierarchy (its window, usually).
  static func topmost(_ view: View) -> View {
    var top = view
    while let superview = top.superview { top = superview }
    return top
  }

  private static func name(
    heldBy owner: AnyObject, ownerID: String, within subtree: View, top: View, _ ownClasses: OwnClasses
  ) {
    for (label, held) in properties(of: owner, ownClasses) {
      guard held.id.isEmpty, held !== subtree || owner is ViewController, held.isDescendant(of: subtree)
      else {
        continue
      }
      held.id = unique("\(ownerID).\(label)", in: top)
    }
  }

  /// The views `owner`'s own classes store, by property name, superclass properties first;
  /// a view stored as itself before one in an optional (a `weak var`, an outlet, a `lazy var`),
  /// so a view both held and pointed at (`let searchButton` and `weak var forwardingTarget`)
  /// is named after the property that holds it.
  private static func properties(of owner: AnyObject, _ ownClasses: OwnClasses) -> [(String, View)] {
    var mirrors: [Mirror] = []
    var mirror: Mirror? = Mirror(reflecting: owner)
    while let current = mirror {
      guard let type = current.subjectType as? AnyObject.Type, !ownClasses.contains(type) else { break }
      mirrors.append(current)
      mirror = current.superclassMirror
    }
    var held: [(String, View)] = []
    var pointedAt: [(String, View)] = []
    for current in mirrors.reversed() {
      for child in current.children {
        guard let label = child.label, let view = unwrapped(child.value) else { continue }
        // (`as? View` would see through an optional: ask the mirror which it is.)
        if Mirror(reflecting: child.value).displayStyle == .optional {
          pointedAt.append((propertyName(label), view))
        } else {
          held.append((propertyName(label), view))
        }
      }
    }
    return held + pointedAt
  }

  /// The view in a property's value: the value itself, or an optional's (a `lazy var`'s
  /// storage, a `weak var`, an implicitly unwrapped `UIButton!`).
  private static func unwrapped(_ value: Any) -> View? {
    if let view = value as? View { return view }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional, let first = mirror.children.first else { return nil }
    return first.value as? View
  }

  /// A `lazy var`'s storage is reflected as `$__lazy_storage_$_name`.
  private static func propertyName(_ label: String) -> String {
    let lazyPrefix = "$__lazy_storage_$_"
    return label.hasPrefix(lazyPrefix) ? String(label.dropFirst(lazyPrefix.count)) : label
  }

  private static func unique(_ name: String, in top: View) -> String {
    guard top.view(withID: name) != nil else { return name }
    var suffix = 2
    while top.view(withID: "\(name)-\(suffix)") != nil { suffix += 1 }
    return "\(name)-\(suffix)"
  }
}
