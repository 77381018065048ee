import Foundation
import TouchFoundation

/// An Interface Builder file read as a whole: whether it is a storyboard or a xib, its scenes
/// (``InterfaceBuilderScene``), and the index every reference needs (an object by IB id, the
/// outlets that point at it).
struct InterfaceBuilderDocument {
  let root: InterfaceBuilderElement
  let source: String
  /// `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB` rather than `….CocoaTouch.XIB`.
  let isStoryboard: Bool
  /// Every element with an `id`, by it.
  private(set) var objects: [String: InterfaceBuilderElement] = [:]
  /// The outlets pointing at each object (`<outlet property="loginButton" destination="…">`),
  /// in file order: the first names the view in TouchLab.
  private(set) var outlets: [String: [String]] = [:]
  /// Outlets and actions whose destination is no object of the file, at their lines.
  private(set) var dangling: [Diagnostic] = []
  private(set) var scenes: [InterfaceBuilderScene] = []

  init(root: InterfaceBuilderElement, source: String) {
    self.root = root
    self.source = source
    isStoryboard = root["type"]?.contains("Storyboard") == true
    root.forEach { element in
      if let id = element.objectID, objects[id] == nil { objects[id] = element }
    }
    root.forEach { element in
      guard element.name == "outlet" || element.name == "action" || element.name == "segue",
        let destination = element["destination"]
      else { return }
      if objects[destination] == nil {
        let what = element.name == "outlet" ? "outlet '\(element["property"] ?? "?")'" : element.name
        dangling.append(
          Diagnostic(
            file: source, line: element.line, column: element.column,
            message:
              "\(what) (IB object \(element.objectID ?? "without id")) names destination '\(destination)', "
              + "which is no object in the file; it is left out"))
      } else if element.name == "outlet", let property = element["property"] {
        outlets[destination, default: []].append(property)
      }
    }
    scenes = isStoryboard ? storyboardScenes() : xibScenes()
  }

  /// Each `<scene>`'s view controller: the `<objects>` child with `sceneMemberID="viewController"`.
  private func storyboardScenes() -> [InterfaceBuilderScene] {
    let initial = root["initialViewController"]
    var result: [InterfaceBuilderScene] = []
    for scene in root.child("scenes")?.children ?? [] where scene.name == "scene" {
      guard let objects = scene.child("objects"),
        let controller = objects.children.first(where: { $0["sceneMemberID"] == "viewController" }),
        let id = controller.objectID
      else { continue }
      var made = InterfaceBuilderScene(
        objectID: id, identifier: controller["storyboardIdentifier"],
        title: controller["title"] ?? controller["userLabel"],
        className: controller["customClass"]
          ?? InterfaceBuilderVocabulary.uikitClass(forElement: controller.name),
        isInitial: id == initial, line: controller.line, column: controller.column)
      made.controller = controller
      made.rootView = controller.child(key: "view")
      if made.rootView == nil, let element = Self.ownViewElements[controller.name] {
        // A made table is named after its controller, as an object of the file is by its id,
        // and has the controller as its data source and delegate, as `loadView()` sets them.
        var attributes = ["key": "view"]
        var children: [InterfaceBuilderElement] = []
        if element == "tableView" {
          attributes["id"] = id + ".tableView"
          let outlets = ["dataSource", "delegate"].map { property in
            InterfaceBuilderElement(
              name: "outlet",
              attributes: ["property": property, "destination": id, "id": id + ".tableView." + property],
              line: controller.line, column: controller.column)
          }
          children = [InterfaceBuilderElement(name: "connections", children: outlets)]
        }
        made.rootView = InterfaceBuilderElement(
          name: element, attributes: attributes, children: children, line: controller.line,
          column: controller.column)
      } else if made.rootView == nil {
        made.unopenable =
          rootControllerID(of: controller).map { "holds no view; its root view controller is \($0)" }
          ?? "holds no view of its own"
      }
      result.append(made)
    }
    // Such a scene stores no size: the storyboard's first stored scene size.
    if let frame = result.lazy.compactMap({ $0.rootView?.child("rect", key: "frame") }).first {
      for index in result.indices where Self.ownViewElements[result[index].controller?.name ?? ""] != nil {
        if result[index].rootView?.child("rect", key: "frame") == nil {
          result[index].rootView?.children.append(frame)
        }
      }
    }
    return result
  }

  /// The controllers that make their own view when their scene stores none, and the element
  /// that view is read as: UIKit's page view controller (its pages come from code), and the
  /// table view controller (Apple, `UITableViewController`: otherwise it "creates an
  /// unconfigured UITableView object with the correct dimensions and autoresizing mask").
  static let ownViewElements = ["pageViewController": "view", "tableViewController": "tableView"]

  /// A xib's top-level views: the `<objects>` children with a frame (placeholders, recognizers
  /// and plain objects have none).
  private func xibScenes() -> [InterfaceBuilderScene] {
    var result: [InterfaceBuilderScene] = []
    for object in root.child("objects")?.children ?? [] {
      guard object.child("rect", key: "frame") != nil, let id = object.objectID else { continue }
      var made = InterfaceBuilderScene(
        objectID: id, identifier: nil, title: object["userLabel"],
        className: object["customClass"] ?? InterfaceBuilderVocabulary.uikitClass(forElement: object.name),
        isInitial: result.isEmpty, line: object.line, column: object.column)
      made.rootView = object
      result.append(made)
    }
    return result
  }

  /// The view `id` of the file made on its own, as a storyboard makes a prototype cell for a
  /// dequeue: any element with that IB object id and a stored frame.
  private func objectScene(_ id: String) -> InterfaceBuilderScene? {
    guard let element = objects[id], element.child("rect", key: "frame") != nil else { return nil }
    var made = InterfaceBuilderScene(
      objectID: id, identifier: nil, title: element["userLabel"],
      className: element["customClass"] ?? InterfaceBuilderVocabulary.uikitClass(forElement: element.name),
      isInitial: false, line: element.line, column: element.column)
    made.rootView = element
    return made
  }

  /// A navigation controller's root, or a tab bar controller's first tab: its first
  /// `relationship` segue's destination.
  func rootControllerID(of controller: InterfaceBuilderElement) -> String? {
    let segues = controller.child("connections")?.children ?? []
    return segues.first { $0.name == "segue" && $0["kind"] == "relationship" }?["destination"]
  }

  /// The scene `name` picks (identifier, title or IB id), or by default the initial view
  /// controller's (followed through a navigation controller to its root), or a xib's first view.
  func scene(named name: String?) -> Result<InterfaceBuilderScene, Diagnostic> {
    let kind = isStoryboard ? "scene" : "top-level view"
    let names = scenes.map(\.objectID).joined(separator: ", ")
    guard !scenes.isEmpty else {
      return .failure(
        Diagnostic(
          file: source, line: root.line, column: root.column, message: "the file has no \(kind) to open"))
    }
    var chosen: InterfaceBuilderScene
    if let name {
      guard let named = scenes.first(where: { $0.isNamed(name) }) ?? objectScene(name) else {
        return .failure(
          Diagnostic(
            file: source, line: root.line, column: root.column,
            message:
              "no \(kind) named '\(name)' (by identifier, title or IB object id); the file has \(names)"))
      }
      chosen = named
    } else {
      chosen = scenes.first(where: \.isInitial) ?? scenes[0]
    }
    // A navigation controller's scene shows its root view controller's view (one step, then
    // one more for a tab of navigation controllers; a loop stops at the bound).
    var steps = 0
    var containers: [String] = []
    while chosen.rootView == nil, steps < 4, let controller = chosen.controller,
      let next = rootControllerID(of: controller), let target = scenes.first(where: { $0.objectID == next })
    {
      containers.append(chosen.objectID)
      chosen = target
      steps += 1
    }
    chosen.containers = containers
    guard chosen.rootView != nil else {
      return .failure(
        Diagnostic(
          file: source, line: chosen.line, column: chosen.column,
          message: "the \(kind) \(chosen.objectID) \(chosen.unopenable ?? "has no view")"))
    }
    return .success(chosen)
  }
}
