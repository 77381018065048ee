import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// A controller's `navigationItem:` (UIKit's `UINavigationItem`: `title`, `backButtonTitle`,
/// `hidesBackButton`, and bar button items `leftItems`/`rightItems`, each `{id, title,
/// systemItem, style, action, enabled}`, whose `action` goes to the controller as Interface
/// Builder connects it) and `navigationController:` (`{id, bar}`): the controller becomes the
/// root view controller of a `UINavigationController` of that id, which takes its place as its
/// window's root view controller once the layout is built (``wrapInNavigationControllers()``),
/// as a storyboard whose initial controller is a navigation controller loads. A bar button
/// item's `id` is what a segue's `trigger:` names (LayoutBuilder+Segues.swift).
extension LayoutBuilder {
  static let navigationItemKeys = ["title", "backButtonTitle", "hidesBackButton", "leftItems", "rightItems"]
  static let barButtonItemKeys = ["id", "title", "systemItem", "style", "action", "enabled"]
  static let navigationControllerKeys = ["id", "bar"]

  func navigationItem(_ node: YAMLNode, of controller: ViewController) {
    guard
      let fields = Fields(
        node, describing: "a navigation item", validKeys: Self.navigationItemKeys, log: log)
    else { return }
    let item = controller.navigationItem
    if let title = fields["title"].flatMap({ string($0, "title") }) {
      controller.title = title
      item.title = title
    }
    item.backButtonTitle = fields["backButtonTitle"].flatMap { string($0, "backButtonTitle") }
    item.hidesBackButton = fields["hidesBackButton"].flatMap { bool($0, "hidesBackButton") } ?? false
    item.leftBarButtonItems = fields["leftItems"].map { barButtonItems($0, "leftItems", target: controller) }
    item.rightBarButtonItems = fields["rightItems"].map {
      barButtonItems($0, "rightItems", target: controller)
    }
  }

  /// The items of a `leftItems:`/`rightItems:` list.
  private func barButtonItems(_ node: YAMLNode, _ key: String, target: ViewController) -> [BarButtonItem] {
    guard case .sequence(let sequence) = node else {
      log.error("\(key) must be a list of bar button items, got \(NodeKind(node).phrase)", at: node.mark)
      return []
    }
    return sequence.compactMap { entry in
      guard
        let fields = Fields(
          entry, describing: "a bar button item", validKeys: Self.barButtonItemKeys, log: log)
      else { return nil }
      let item: BarButtonItem
      if let systemNode = fields["systemItem"], let name = string(systemNode, "systemItem") {
        guard let system = BarButtonItem.SystemItem.named(name) else {
          log.error(
            "unknown systemItem '\(name)'; UIKit's are "
              + BarButtonItem.SystemItem.allCases.map { "\($0)" }.joined(separator: ", "), at: systemNode.mark
          )
          return nil
        }
        item = BarButtonItem(barButtonSystemItem: system, target: nil, action: nil)
      } else {
        item = BarButtonItem()
      }
      if let title = fields["title"].flatMap({ string($0, "title") }) { item.title = title }
      if let style = fields["style"].flatMap({ string($0, "style") }) {
        item.style = style == "done" ? .done : .plain
      }
      if let enabled = fields["enabled"].flatMap({ bool($0, "enabled") }) { item.isEnabled = enabled }
      if let action = fields["action"].flatMap({ string($0, "action") }) {
        item.target = target
        item.action = Selector(action)
      }
      if let id = fields["id"].flatMap({ string($0, "id") }) { barButtonItemsByID[id] = item }
      return item
    }
  }

  /// Reads `navigationController:`; the wrapping waits for the whole layout.
  func navigationController(_ node: YAMLNode, of controller: ViewController) {
    guard
      let fields = Fields(
        node, describing: "a navigation controller", validKeys: Self.navigationControllerKeys, log: log)
    else { return }
    let id = requiredID(fields, kind: .controller)
    let navigation = NavigationController(nibName: nil, bundle: nil)
    navigation.id = id ?? ""
    if let bar = fields["bar"].flatMap({ string($0, "bar") }) { navigation.navigationBar.id = bar }
    register(id, navigation)
    navigations.append((navigation, controller))
  }

  /// Makes each navigation controller read its root view controller's place: the root's view
  /// leaves its window, the navigation controller becomes the window's root view controller and
  /// shows the root under its bar. A root whose view is not in a window (a scene made for a
  /// segue, whose view loads later) is left as it is.
  func wrapInNavigationControllers() {
    for (navigation, root) in navigations {
      guard let window = root.viewIfLoaded?.superview as? Window else { continue }
      navigation.setViewControllers([root], animated: false)
      window.rootViewController = navigation
      controllers.append((navigation.id, navigation))
    }
  }
}
