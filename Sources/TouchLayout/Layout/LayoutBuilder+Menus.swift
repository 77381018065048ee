import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// A button's `menu:` and any view's `contextMenu:` (docs/menus.md, docs/layout-format.md): a
/// title, options and items, each an action's title, or a mapping that is an action (`title`,
/// `action`, `attributes`, `state`) or, with `items`, a submenu. An item's `action:` is sent
/// with the view as sender and no target (a nil-targeted action, from the first responder up)
/// when it is chosen; an item without one only runs.
extension LayoutBuilder {
  func applyMenuKeys(_ fields: Fields, to button: Button) {
    guard let node = classKey(fields, "menu", on: button) else { return }
    button.menu = menu(node, what: "menu", for: button, depth: 0)
  }

  /// `contextMenu:` on any view: a ``TouchKit/ContextMenuInteraction`` added to it, whose long
  /// press opens the menu (UIKit's `view.addInteraction(UIContextMenuInteraction(delegate:))`,
  /// with a delegate whose configuration's action provider returns the menu).
  func applyContextMenuKey(_ fields: Fields, to view: View) {
    guard let node = fields["contextMenu"], let menu = menu(node, what: "contextMenu", for: view, depth: 0)
    else { return }
    view.addInteraction(LayoutContextMenuInteraction(menu: menu))
  }

  private static let menuKeys = ["title", "options", "items"]
  private static let itemKeys = ["title", "action", "attributes", "state", "options", "items"]

  private func menu(_ node: YAMLNode, what: String, for source: View, depth: Int) -> Menu? {
    guard let fields = Fields(node, describing: what, validKeys: Self.menuKeys, log: log) else { return nil }
    return menu(fields, what: what, for: source, depth: depth)
  }

  private func menu(_ fields: Fields, what: String, for source: View, depth: Int) -> Menu? {
    let title = fields["title"].flatMap { string($0, "\(what)'s title") } ?? ""
    let options = fields["options"].map { words($0, "\(what)'s options", Self.menuOptions) } ?? []
    guard depth < Self.maximumMenuDepth else {
      log.error("menus may nest \(Self.maximumMenuDepth) deep at most", at: fields.mark)
      return nil
    }
    guard let itemsNode = fields["items"] else {
      log.error("\(what) is missing the required key 'items'", at: fields.mark)
      return nil
    }
    guard case .sequence(let items) = itemsNode else {
      log.error("\(what)'s items must be a list, got \(NodeKind(itemsNode).phrase)", at: itemsNode.mark)
      return nil
    }
    let children = items.compactMap { item(_: $0, in: what, for: source, depth: depth) }
    guard children.count == items.count else { return nil }
    return Menu(
      title: title, options: options.reduce(into: Menu.Options()) { $0.formUnion($1) }, children: children)
  }

  private func item(_ node: YAMLNode, in what: String, for source: View, depth: Int) -> MenuElement? {
    let itemWhat = "an item of \(what)"
    guard case .mapping = node else {
      guard let title = string(node, "\(itemWhat) (an action's title, or a mapping)") else { return nil }
      return Action(title: title) { _ in }
    }
    guard let fields = Fields(node, describing: itemWhat, validKeys: Self.itemKeys, log: log) else {
      return nil
    }
    if fields["items"] != nil {
      return menu(fields, what: "a submenu of \(what)", for: source, depth: depth + 1)
    }
    guard let titleNode = fields["title"] else {
      log.error("\(itemWhat) is missing the required key 'title'", at: fields.mark)
      return nil
    }
    guard let title = string(titleNode, "\(itemWhat)'s title") else { return nil }
    let attributes =
      fields["attributes"].map { words($0, "\(itemWhat)'s attributes", Self.attributeWords) } ?? []
    var state = MenuElement.State.off
    if let node = fields["state"] {
      guard let word = words(node, "\(itemWhat)'s state", Self.stateWords).first else { return nil }
      state = word
    }
    let sent = fields["action"].flatMap { action($0, "\(itemWhat)'s action") }
    return Action(
      title: title, attributes: attributes.reduce(into: MenuElement.Attributes()) { $0.formUnion($1) },
      state: state
    ) { [weak source, weak application] _ in
      guard let sent, let source else { return }
      if let control = source as? Control {
        control.sendAction(sent, to: nil, for: nil)
      } else {
        _ = application?.sendAction(sent, to: nil, from: source, for: nil)
      }
    }
  }

  /// A word, or a list of words, each one of `table`'s keys.
  private func words<T>(_ node: YAMLNode, _ name: String, _ table: KeyValuePairs<String, T>) -> [T] {
    let nodes: [YAMLNode]
    if case .sequence(let list) = node { nodes = list.nodes } else { nodes = [node] }
    let names = table.map(\.key)
    return nodes.compactMap { node in
      guard let word = string(node, name) else { return nil }
      guard let value = table.first(where: { $0.key == word })?.value else {
        log.error(
          "\(name) cannot be '\(word)': expected one of \(names.joined(separator: ", "))"
            + Suggestion.hint(for: word, among: names), at: node.mark)
        return nil
      }
      return value
    }
  }

  private static let menuOptions: KeyValuePairs<String, Menu.Options> = [
    "displayInline": .displayInline, "singleSelection": .singleSelection, "destructive": .destructive,
  ]
  private static let attributeWords: KeyValuePairs<String, MenuElement.Attributes> = [
    "disabled": .disabled, "destructive": .destructive, "hidden": .hidden,
    "keepsMenuPresented": .keepsMenuPresented,
  ]
  private static let stateWords: KeyValuePairs<String, MenuElement.State> = [
    "off": .off, "on": .on, "mixed": .mixed,
  ]
  static let maximumMenuDepth = 8
}
