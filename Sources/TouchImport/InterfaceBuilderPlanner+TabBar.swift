import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// A scene's tab bar controller, for its controller's entry (LayoutBuilder+TabBar.swift): when
/// the scene was reached through a `<tabBarController>` (the scene opened, or a segue's or
/// code's destination, was the tab bar controller's, which shows its first tab, possibly a
/// navigation controller's root), `tabBarController:` with the tab bar controller's id, its
/// `<tabBar>`'s, and one entry per `relationship="viewControllers"` segue in order: the tab's
/// `<tabBarItem>` (title, image, selected image, tag, system item, badge) and, for every tab but
/// this scene's, the IB object id of the tab's controller, which the layout makes from the
/// storyboard as a segue makes its destination. A scene opened on its own is what
/// `instantiateViewController(withIdentifier:)` makes on iOS: no tab bar controller.
extension InterfaceBuilderPlanner {
  /// The `tabBarController: {…}` part of the scene's controller entry, if it has one.
  mutating func tabBarParts(of scene: InterfaceBuilderScene) -> [String] {
    guard let tabsID = tabBarContainer(of: scene), let tabs = document.objects[tabsID] else { return [] }
    let id = uniqueID(tabs["storyboardIdentifier"] ?? tabs["userLabel"], fallback: tabsID)
    var fields = ["id: \(YAMLText.quoted(id))"]
    if let custom = tabs["customClass"] {
      if codeClasses.contains(custom) {
        fields.append("type: \(YAMLText.quoted(custom))")
      } else {
        unknownClass(custom, at: tabs)
      }
    }
    if let bar = tabs.child("tabBar", key: "tabBar") {
      fields.append(
        "bar: \(YAMLText.quoted(uniqueID(bar["userLabel"] ?? "tabBar", fallback: bar.objectID ?? "tabBar")))")
    }
    // This scene's tab: its own controller, or the navigation controller holding it.
    let own = Set([scene.objectID] + scene.containers)
    var entries: [String] = []
    var ownTab = false
    for segue in tabs.child("connections")?.children ?? []
    where segue.name == "segue" && segue["kind"] == "relationship"
      && segue["relationship"] == "viewControllers"
    {
      guard let destination = segue["destination"], let controller = document.objects[destination] else {
        continue
      }
      var parts: [String] = []
      if !own.contains(destination) {
        parts.append("scene: \(YAMLText.quoted(destination))")
      } else if ownTab {
        // The scene's controller in two tabs: a controller is one tab (UIKit's
        // `viewControllers` holds each once); the second is left out.
        warn("the scene's controller is a tab twice; its second tab is left out", at: segue)
        continue
      } else {
        ownTab = true
      }
      if let item = controller.child("tabBarItem", key: "tabBarItem") {
        parts += tabBarItemFields(item)
      } else if let title = controller["title"] {
        parts.append("title: \(YAMLText.quoted(title))")
      }
      entries.append("{\(parts.joined(separator: ", "))}")
    }
    // Reached through the tab bar controller, yet none of its `viewControllers` relationships
    // names the scene (a relationship misspelled or lost): the scene opens on its own, as
    // `instantiateViewController(withIdentifier:)` would make it (found by FuzzInterfaceBuilder).
    guard ownTab else {
      warn(
        "the tab bar controller has no viewControllers relationship to this scene; opened on its own",
        at: tabs)
      return []
    }
    fields.append("tabs: [\(entries.joined(separator: ", "))]")
    return ["tabBarController: {\(fields.joined(separator: ", "))}"]
  }

  /// The IB object id of the tab bar controller the scene was reached through, if any.
  func tabBarContainer(of scene: InterfaceBuilderScene) -> String? {
    scene.containers.first { document.objects[$0]?.name == "tabBarController" }
  }

  /// One `<tabBarItem>`: title, image and selected image (by name), tag, system item, badge.
  private mutating func tabBarItemFields(_ item: InterfaceBuilderElement) -> [String] {
    var parts: [String] = []
    if let system = item["systemItem"] {
      if TabBarItem.SystemItem.named(system) != nil {
        parts.append("systemItem: \(YAMLText.quoted(system))")
      } else {
        unsupported.add(
          "systemItem \(system) on tabBarItem", reasonKey: "", line: item.line, column: item.column)
      }
    }
    for key in ["title", "image", "selectedImage", "badgeValue"] {
      if let value = item[key], !value.isEmpty { parts.append("\(key): \(YAMLText.quoted(value))") }
    }
    if let tag = item["tag"].flatMap({ Int($0) }) { parts.append("tag: \(tag)") }
    return parts
  }
}
