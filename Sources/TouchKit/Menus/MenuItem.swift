import Foundation

/// One row of an open menu: what choosing it does (MenuWindow.swift lays the rows out).
enum MenuItem {
  /// An action, with the menu it is a child of (whose `.singleSelection` it follows).
  case action(Action, parent: Menu)
  /// A submenu shown as one row: chosen, its children replace the rows.
  case submenu(Menu)
  /// A deferred element whose provider has not called its completion yet.
  case loading

  /// The rows of `menu`: hidden actions left out, inline submenus' children in their place,
  /// deferred elements resolved (`changed` runs when one resolves later).
  static func rows(of menu: Menu, changed: @escaping () -> Void) -> [MenuItem] {
    var rows: [MenuItem] = []
    append(menu.children, parent: menu, to: &rows, depth: 0, changed: changed)
    return rows
  }

  /// Inline menus and deferred elements nest; a provider that gives its own element back would
  /// loop, so nesting stops at ``maximumDepth`` (UNSOURCED).
  private static func append(
    _ elements: [MenuElement], parent: Menu, to rows: inout [MenuItem], depth: Int,
    changed: @escaping () -> Void
  ) {
    guard depth < maximumDepth else { return }
    for element in elements {
      switch element {
      case let action as Action where !action.attributes.contains(.hidden):
        rows.append(.action(action, parent: parent))
      case let menu as Menu where menu.options.contains(.displayInline):
        append(menu.children, parent: menu, to: &rows, depth: depth + 1, changed: changed)
      case let menu as Menu:
        rows.append(.submenu(menu))
      case let deferred as DeferredMenuElement:
        if let resolved = deferred.resolve(changed: changed) {
          append(resolved, parent: parent, to: &rows, depth: depth + 1, changed: changed)
        } else {
          rows.append(.loading)
        }
      default:
        break
      }
    }
  }

  static let maximumDepth = 16

  /// What the row shows: a checkmark before an action that is on, `›` after a submenu.
  var text: String {
    switch self {
    case .action(let action, _):
      let mark = action.state == .on ? "✓ " : (action.state == .mixed ? "- " : "")
      return mark + action.title
    case .submenu(let menu): return menu.title + " ›"
    case .loading: return "Loading…"
    }
  }

  /// How a trace names the row: the action's name (`UIAction "Copy"`), the submenu's.
  var traceName: String {
    switch self {
    case .action(let action, _): action.traceID
    case .submenu(let menu): menu.traceName
    case .loading: "loading"
    }
  }
}
