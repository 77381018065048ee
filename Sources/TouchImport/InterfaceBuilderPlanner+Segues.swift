import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// A scene's segues, for its controller's `segues:` (LayoutBuilder+Segues.swift): every
/// `<segue>` in the `<connections>` of the controller (performed by
/// `performSegue(withIdentifier:sender:)`), of a control of its view (performed by a tap,
/// `trigger:`) or of a container view (`embed`, performed as the view loads, `container:`).
/// A bar button item of the controller's navigation item triggers a segue too (`trigger:` its
/// IB object id), a recognizer (its action, `recognizer:`) and a list's prototype cell (its
/// selection, `cell:`); a `show` from a scene a navigation controller holds pushes, as
/// `show(_:sender:)` does there. A segue's `customClass` (a `custom` segue's, or a show's or a
/// presentation's) is the person's `UIStoryboardSegue` subclass (`class:`), made and performed
/// when the segue is; one their code does not have is a warning, UIKit's words, and left out.
/// An unwind segue's `customClass` is made and performed as a show's is; an embed segue's is a
/// warning and not made, as iOS does not make it. A segue a table cell's detail button triggers is
/// the prototype's (`accessoryCell:`). An
/// unwind segue keeps its `unwindAction`; its destination is found when it is performed. A segue whose destination is
/// no scene's controller, and an embed that makes a cycle of embeds, are warnings naming the
/// segue's IB object id and line, and left out; the rest of the file opens.
extension InterfaceBuilderPlanner {
  /// `segues: [{kind: "show", destination: "…", trigger: "…"}, …]`, or nil when the scene has none.
  mutating func seguesEntry(of scene: InterfaceBuilderScene, root: InterfaceBuilderElement) -> String? {
    guard let controller = scene.controller else { return nil }
    var entries: [String] = []
    for (owner, segue) in segues(in: controller, root: root) {
      let storedKind = segue["kind"] ?? "?"
      guard storedKind != "relationship", let destination = segue["destination"],
        document.objects[destination] != nil
      else { continue }  // a container's root, or a dangling destination (already a warning)
      let what = "segue (\(storedKind))"
      var parts = ["kind: \(YAMLText.quoted(storedKind))", "destination: \(YAMLText.quoted(destination))"]
      guard let kind = StoryboardSegueKind(interfaceBuilderKind: storedKind) else {
        unsupported.add(what, reasonKey: "segue", line: segue.line, column: segue.column)
        continue
      }
      if let custom = segue["customClass"], kind == .embed {
        // Interface Builder offers no class for an embed segue; one written into the file is
        // not made by iOS, which embeds as its own embed segue does (community: a subclass set
        // by editing the XML "is never called", github.com/rob-brown/RBStoryboardLink issue 74).
        warn(
          "the embed segue (IB object \(segue.objectID ?? "without id")) names the segue class '"
            + "\(TerminalSafety.sanitized(custom))', which iOS does not make for an embed: it embeds as UIKit's "
            + "own embed segue", at: segue)
      } else if let custom = segue["customClass"] {
        // UIKit makes the segue of its class when it is performed, and raises for a class it
        // cannot find (community: "Could not find a segue class named 'X'", an
        // NSInvalidArgumentException from -[UIStoryboardSegueTemplate segueWithDestinationViewController:]).
        guard codeClasses.contains(custom) else {
          warn(
            "Could not find a segue class named '\(TerminalSafety.sanitized(custom))' (IB object "
              + "\(segue.objectID ?? "without id")): iOS stops when the segue is performed; it is left out",
            at: segue)
          continue
        }
        parts.append("class: \(YAMLText.quoted(custom))")
      } else if kind == .custom {
        warn(
          "custom segue (IB object \(segue.objectID ?? "without id")) names no segue class: iOS cannot make it; "
            + "it is left out", at: segue)
        continue
      }
      if kind == .unwind {
        // An unwind segue's destination is the scene's Exit placeholder: the controller is
        // looked for when it is performed, by its action.
        guard let action = segue["unwindAction"] else {
          unsupported.add(
            "\(what) without an unwindAction", reasonKey: "segue", line: segue.line, column: segue.column)
          continue
        }
        parts.append("unwindAction: \(YAMLText.quoted(action))")
      } else if !document.scenes.contains(where: { $0.objectID == destination }) {
        warn(
          "segue (IB object \(segue.objectID ?? "without id")) names destination '\(destination)', which is no "
            + "scene's view controller; it is left out", at: segue)
        continue
      }
      if let identifier = segue["identifier"] { parts.append("identifier: \(YAMLText.quoted(identifier))") }
      if let style = segue["modalPresentationStyle"] { parts.append("style: \(YAMLText.quoted(style))") }
      if owner.objectID != controller.objectID {
        guard let (key, ownerID) = trigger(of: kind, owner, segue) else {
          let accessory = segue["trigger"] == "accessoryAction" ? "'s accessory" : ""
          unsupported.add(
            "\(what) from a \(owner.name)\(accessory)", reasonKey: "segue", line: segue.line,
            column: segue.column)
          continue
        }
        if kind == .embed, let cycle = embedCycle(from: scene.objectID, through: destination) {
          warn(
            "embed segue (IB object \(segue.objectID ?? "without id")) makes a cycle of embeds ("
              + cycle.joined(separator: " → ") + "); it is left out", at: segue)
          continue
        }
        parts.append("\(key): \(YAMLText.quoted(ownerID))")
      } else if kind == .embed {
        unsupported.add(
          "\(what) from a view controller", reasonKey: "segue", line: segue.line, column: segue.column)
        continue
      }
      entries.append("{\(parts.joined(separator: ", "))}")
    }
    return entries.isEmpty ? nil : "segues: [\(entries.joined(separator: ", "))]"
  }

  /// The key and id that say what performs a segue of `kind` in `owner`'s connections, or nil
  /// when nothing here performs it: an embed's `container` (a container view); the `trigger`
  /// of a control (its tap) or a bar button item; the `recognizer` whose action performs it;
  /// the prototype (or static) `cell` whose selection performs it, or the table's `accessoryCell`
  /// whose detail button performs it (`trigger="accessoryAction"`).
  private func trigger(
    of kind: StoryboardSegueKind, _ owner: InterfaceBuilderElement, _ segue: InterfaceBuilderElement
  ) -> (String, String)? {
    guard let objectID = owner.objectID else { return nil }
    if kind == .embed || owner.name == "containerView" {
      return kind == .embed && owner.name == "containerView"
        ? idsByObject[objectID].map { ("container", $0) } : nil
    }
    if owner.name == "barButtonItem" { return ("trigger", objectID) }
    if Self.recognizerElements[owner.name] != nil {
      return recognizerIDs[objectID].map { ("recognizer", $0) }
    }
    if Self.prototypeCellElements.contains(owner.name) {
      // A prototype is dequeued by its identifier; a static cell (planned as a view) is its own.
      guard owner["reuseIdentifier"] != nil || idsByObject[objectID] != nil else { return nil }
      switch segue["trigger"] {
      case nil: return ("cell", objectID)
      // A table cell's detail button (TableViewCell+Accessory.swift); a collection cell has none.
      case "accessoryAction": return owner.name == "tableViewCell" ? ("accessoryCell", objectID) : nil
      default: return nil
      }
    }
    let className = ClassMapping.builtInClassName(forWord: owner.name)
    guard className.flatMap(BuiltInClass.named)?.role == .control else { return nil }
    return idsByObject[objectID].map { ("trigger", $0) }
  }

  /// The elements of a list's prototype cells.
  private static let prototypeCellElements: Set<String> = ["tableViewCell", "collectionViewCell"]

  /// Each `<segue>` with the element whose `<connections>` hold it: the controller's, then
  /// those of its view's elements in file order, then those of the recognizers attached to
  /// them (their `gestureRecognizers` outlet collections).
  private func segues(in controller: InterfaceBuilderElement, root: InterfaceBuilderElement)
    -> [(InterfaceBuilderElement, InterfaceBuilderElement)]
  {
    var found: [(InterfaceBuilderElement, InterfaceBuilderElement)] = []
    let views = Self.descendants(of: root)
    let recognizers = views.flatMap { view in
      (view.child("connections")?.children ?? []).filter {
        $0.name == "outletCollection" && $0["property"] == "gestureRecognizers"
      }.compactMap { $0["destination"].flatMap { document.objects[$0] } }
    }
    for owner in [controller] + Self.barButtonItems(of: controller) + views + recognizers {
      for connection in owner.child("connections")?.children ?? [] where connection.name == "segue" {
        found.append((owner, connection))
      }
    }
    return found
  }

  /// The bar button items of the controller's navigation item, left then right.
  private static func barButtonItems(of controller: InterfaceBuilderElement) -> [InterfaceBuilderElement] {
    guard let item = controller.child("navigationItem", key: "navigationItem") else { return [] }
    return ["left", "right"].flatMap { side in
      item.child(key: "\(side)BarButtonItem").map { [$0] }
        ?? item.child("\(side)BarButtonItems")?.children.filter { $0.name == "barButtonItem" } ?? []
    }
  }

  /// `root` and the views below it (subviews, a cell's content view, a list's prototype
  /// cells), in file order.
  private static func descendants(of root: InterfaceBuilderElement) -> [InterfaceBuilderElement] {
    var result: [InterfaceBuilderElement] = []
    var stack = [root]
    while let element = stack.popLast() {
      result.append(element)
      var children: [InterfaceBuilderElement] = []
      if let content = element.child(key: "contentView"), content.name != "subviews" {
        children.append(content)
      }
      children += element.child("subviews")?.children ?? []
      // A table's prototype cells and a collection's cells: their segues are listed.
      children += (element.child("prototypes") ?? element.child("cells"))?.children ?? []
      children += staticCells(of: element)
      stack += children.reversed()
    }
    return result
  }

  /// The scenes of the cycle the embed from the scene `start` into `destination` closes
  /// (`start → destination → … → start`), or nil when `destination`'s embeds never lead back to
  /// `start`: a breadth-first walk of the scenes' embeds, each scene once.
  private func embedCycle(from start: String, through destination: String) -> [String]? {
    var cameFrom: [String: String] = [:]
    var seen: Set<String> = [destination]
    var queue = [destination]
    var index = 0
    while index < queue.count {
      let current = queue[index]
      index += 1
      if current == start {
        var path = [current]
        var step = current
        while step != destination, let previous = cameFrom[step] {
          path.append(previous)
          step = previous
        }
        return [start] + path.reversed()
      }
      guard let scene = document.scenes.first(where: { $0.objectID == current }),
        let controller = scene.controller, let root = scene.rootView
      else { continue }
      for (owner, segue) in segues(in: controller, root: root)
      where segue["kind"] == "embed" && owner.name == "containerView" {
        guard let next = segue["destination"], seen.insert(next).inserted else { continue }
        cameFrom[next] = current
        queue.append(next)
      }
    }
    return nil
  }
}
