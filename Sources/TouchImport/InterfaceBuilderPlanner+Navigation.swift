import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// A scene's navigation, for its controller's entry (LayoutBuilder+Navigation.swift): its
/// `<navigationItem key="navigationItem">` (title, back button title, `hidesBackButton`, the
/// `leftBarButtonItem(s)` and `rightBarButtonItem(s)` with their actions to the scene's
/// controller) as `navigationItem:`, and, when a `<navigationController>` scene holds this one
/// as its `rootViewController`, `navigationController:` with the navigation controller's id
/// and its `<navigationBar>`'s, so the scene opens inside it as iOS loads it. What of an item is
/// not read is listed by `describe --unsupported`; a bar button item's segue is the scene's
/// (InterfaceBuilderPlanner+Segues.swift).
extension InterfaceBuilderPlanner {
  /// The `navigationItem: {…}` and `navigationController: {…}` parts of the scene's controller
  /// entry.
  mutating func navigationParts(of scene: InterfaceBuilderScene) -> [String] {
    guard let controller = scene.controller else { return [] }
    var parts: [String] = []
    if let item = controller.child("navigationItem", key: "navigationItem") {
      var fields: [String] = []
      if let title = item["title"] ?? controller["title"] {
        fields.append("title: \(YAMLText.quoted(title))")
      }
      if let back = item["backButtonTitle"] { fields.append("backButtonTitle: \(YAMLText.quoted(back))") }
      if item.bool("hidesBackButton") == true { fields.append("hidesBackButton: true") }
      for side in ["left", "right"] {
        let items = barButtonItems(of: item, side: side)
        if !items.isEmpty { fields.append("\(side)Items: [\(items.joined(separator: ", "))]") }
      }
      if !fields.isEmpty { parts.append("navigationItem: {\(fields.joined(separator: ", "))}") }
    }
    if let container = navigationContainer(of: scene), let navigation = container.controller {
      let id = uniqueID(
        navigation["storyboardIdentifier"] ?? navigation["userLabel"], fallback: container.objectID)
      var fields = ["id: \(YAMLText.quoted(id))"]
      if let bar = navigation.child("navigationBar", key: "navigationBar") {
        let barID = uniqueID(bar["userLabel"] ?? "navigationBar", fallback: bar.objectID ?? "navigationBar")
        fields.append("bar: \(YAMLText.quoted(barID))")
      }
      parts.append("navigationController: {\(fields.joined(separator: ", "))}")
    }
    return parts
  }

  /// The `<navigationController>` scene whose root view controller is this scene's, if any.
  func navigationContainer(of scene: InterfaceBuilderScene) -> InterfaceBuilderScene? {
    document.scenes.first {
      $0.controller?.name == "navigationController"
        && $0.controller.flatMap(document.rootControllerID(of:)) == scene.objectID
    }
  }

  /// The bar button items of one side, in UIKit's order: `<barButtonItem key="leftBarButtonItem">`,
  /// or the `<leftBarButtonItems>` list.
  private mutating func barButtonItems(of item: InterfaceBuilderElement, side: String) -> [String] {
    let elements =
      item.child(key: "\(side)BarButtonItem").map { [$0] }
      ?? item.child("\(side)BarButtonItems")?.children.filter { $0.name == "barButtonItem" } ?? []
    return elements.map { barButtonItem($0) }
  }

  /// One `<barButtonItem>`: its IB object id (what a segue's trigger names), title, system item,
  /// style, `enabled`, and an action to the scene's controller.
  private mutating func barButtonItem(_ element: InterfaceBuilderElement) -> String {
    var fields: [String] = []
    if let id = element.objectID { fields.append("id: \(YAMLText.quoted(id))") }
    if let title = element["title"] { fields.append("title: \(YAMLText.quoted(title))") }
    if let system = element["systemItem"] {
      if BarButtonItem.SystemItem.named(system) != nil {
        fields.append("systemItem: \(YAMLText.quoted(system))")
      } else {
        unsupported.add(
          "systemItem \(system) on barButtonItem", reasonKey: "", line: element.line, column: element.column)
      }
    }
    if element["style"] == "done" { fields.append("style: \"done\"") }
    if element.bool("enabled") == false { fields.append("enabled: false") }
    for action in element.child("connections")?.children ?? [] where action.name == "action" {
      let destination = action["destination"].flatMap { document.objects[$0] }
      guard let selector = action["selector"], destination?["sceneMemberID"] == "viewController" else {
        unsupported.add(
          "action of barButtonItem to an object other than the scene's controller", reasonKey: "",
          line: action.line, column: action.column)
        continue
      }
      fields.append("action: \(YAMLText.quoted(selector))")
      break
    }
    if element.child("customView") != nil || element.child("view", key: "customView") != nil {
      unsupported.add(
        "customView of barButtonItem", reasonKey: "", line: element.line, column: element.column)
    }
    return "{\(fields.joined(separator: ", "))}"
  }
}
