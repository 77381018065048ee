import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// A controller's `tabBarController:` (`{id, type, bar, tabs}`): the controller (or the
/// navigation controller holding it, `navigationController:`) becomes a tab of a
/// `UITabBarController` of that id, which takes its place as its window's root view controller
/// once the layout is built (``wrapInTabBarControllers()``), as a storyboard whose initial
/// controller is a tab bar controller loads. `tabs:` lists the tabs in order, each `{scene,
/// title, image, selectedImage, tag, systemItem, badgeValue}`: its `UITabBarItem`, and, for every
/// tab but the controller's own (the one without `scene:`), the IB object id of the tab's
/// controller in the layout's `interfaceBuilderFile`, made from it as a segue makes its
/// destination (its view loads when the tab is first selected). The first tab is selected,
/// UIKit's default. `type:` names a `UITabBarController` subclass of the person's code.
extension LayoutBuilder {
  static let tabBarControllerKeys = ["id", "type", "bar", "tabs"]
  static let tabKeys = ["scene", "title", "image", "selectedImage", "tag", "systemItem", "badgeValue"]

  /// Reads `tabBarController:`; the wrapping waits for the whole layout.
  func tabBarController(_ node: YAMLNode, of controller: ViewController) {
    guard
      let fields = Fields(
        node, describing: "a tab bar controller", validKeys: Self.tabBarControllerKeys, log: log)
    else { return }
    let id = requiredID(fields, kind: .controller)
    var tabs = TabBarController(nibName: nil, bundle: nil)
    if let typeNode = fields["type"], let name = string(typeNode, "type") {
      // From a storyboard the class is unarchived (`init(coder:)`), else made with `init()`.
      let fromFile = [".storyboard", ".xib"].contains { nibSource.hasSuffix($0) }
      let made =
        fromFile
        ? registry.controllerCoderFactory(named: name).flatMap {
          unarchivedController(name, $0, at: typeNode.mark)
        }
        : registry.makeController(className: name)
      guard let custom = made as? TabBarController else {
        log.error("'\(name)' is not a UITabBarController subclass of the person's code", at: typeNode.mark)
        return
      }
      tabs = custom
    }
    tabs.id = id ?? ""
    if let bar = fields["bar"].flatMap({ string($0, "bar") }) { tabs.tabBar.id = bar }
    guard let tabsNode = fields["tabs"], case .sequence(let entries) = tabsNode else {
      log.error(
        "a tab bar controller needs 'tabs:', a list of tabs ({scene, title, image, tag})", at: fields.mark)
      return
    }
    var specs: [TabSpec] = []
    for entry in entries {
      guard let tab = Fields(entry, describing: "a tab", validKeys: Self.tabKeys, log: log) else { continue }
      specs.append(
        TabSpec(scene: tab["scene"].flatMap { string($0, "scene") }, item: tabBarItem(tab), mark: entry.mark))
    }
    guard specs.filter({ $0.scene == nil }).count == 1 else {
      log.error(
        "exactly one tab has no 'scene:': the tab of the controller that declares the tab bar controller",
        at: tabsNode.mark)
      return
    }
    register(id, tabs)
    tabBarControllers.append((tabs, controller, specs))
  }

  /// A tab's `UITabBarItem`: a system item, else a title, image and tag.
  private func tabBarItem(_ fields: Fields) -> TabBarItem? {
    let tag = fields["tag"].flatMap { number($0, "tag") }.flatMap { Int(exactly: $0) } ?? 0
    let item: TabBarItem
    if let systemNode = fields["systemItem"], let name = string(systemNode, "systemItem") {
      guard let system = TabBarItem.SystemItem.named(name) else {
        log.error(
          "unknown systemItem '\(name)'; UIKit's are "
            + TabBarItem.SystemItem.allCases.map { "\($0)" }.joined(separator: ", "), at: systemNode.mark)
        return nil
      }
      item = TabBarItem(tabBarSystemItem: system, tag: tag)
    } else {
      let title = fields["title"].flatMap { string($0, "title") }
      guard title != nil || fields["image"] != nil || fields["tag"] != nil else { return nil }
      item = TabBarItem(
        title: title, image: fields["image"].flatMap { string($0, "image") }.flatMap { Image(named: $0) },
        tag: tag)
    }
    item.selectedImage = fields["selectedImage"].flatMap { string($0, "selectedImage") }.flatMap {
      Image(named: $0)
    }
    item.badgeValue = fields["badgeValue"].flatMap { string($0, "badgeValue") }
    return item
  }

  /// Makes each tab bar controller take its own tab's place: the other tabs' controllers are
  /// made from the storyboard, every tab gets its item, and the tab bar controller becomes the
  /// window's root view controller when the own tab's view is in a window (a scene made for a
  /// segue, whose view loads later, is handed out as the tab bar controller,
  /// FolderNibLoader's outermost controller).
  func wrapInTabBarControllers() {
    for (tabs, controller, specs) in tabBarControllers {
      let own: ViewController = (controller.parent as? NavigationController) ?? controller
      var made: [ViewController] = []
      for spec in specs {
        let tab: ViewController
        if let scene = spec.scene {
          guard let loader = registry.nibLoader else {
            log.warning(
              "the tab '\(scene)' is left out: no folder was given to load its scene from", at: spec.mark)
            continue
          }
          switch loader.instantiateViewController(objectID: scene, inFileAt: nibSource) {
          case .success(let controller): tab = controller
          case .failure(let fault):
            log.error("the tab '\(scene)' cannot be made: \(fault.message)", at: spec.mark)
            continue
          }
        } else {
          tab = own
        }
        if let item = spec.item { tab.tabBarItem = item }
        made.append(tab)
      }
      let window = own.viewIfLoaded?.superview as? Window
      tabs.setViewControllers(made, animated: false)
      if let window { window.rootViewController = tabs }
      controllers.append((tabs.id, tabs))
    }
  }
}

/// One entry of `tabs:`: the scene its controller is made from (nil for the declaring
/// controller's own tab), its item, and where it is written.
struct TabSpec {
  var scene: String?
  var item: TabBarItem?
  var mark: YAMLMark?
}
