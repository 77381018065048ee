import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// Gesture recognizers declared in an Interface Builder file (`<tapGestureRecognizer>` and the
/// rest among a scene's objects), attached to a view by its `<outletCollection
/// property="gestureRecognizers">`, in that order, as `addGestureRecognizer(_:)` attaches them:
/// each becomes one of the view's `gestures:` entries. The recognizer table decides the names
/// (``RecognizerClass``: `UITapGestureRecognizer` is `<tapGestureRecognizer>` in the file and
/// `tap` in a layout); IB's attributes are UIKit's property names; the first `<action>` goes to
/// the scene's controller or to a view of the person's class. A recognizer the table lacks
/// (`<screenEdgePanGestureRecognizer>`) or a second action is listed as not read.
extension InterfaceBuilderPlanner {
  /// Each recognizer class of the table that a layout can make, by its element name.
  static let recognizerElements: [String: RecognizerClass] = {
    var table: [String: RecognizerClass] = [:]
    for entry in RecognizerClass.all where entry.make != nil {
      let name = entry.uikitName.dropFirst(2)
      table[name.prefix(1).lowercased() + name.dropFirst()] = entry
    }
    return table
  }()

  /// The `gestures: [...]` line of the view `element`, or nil when none is attached.
  mutating func gesturesLine(of element: InterfaceBuilderElement) -> String? {
    var entries: [String] = []
    for connection in element.child("connections")?.children ?? []
    where connection.name == "outletCollection" && connection["property"] == "gestureRecognizers" {
      guard let id = connection["destination"], let recognizer = document.objects[id] else {
        warn(
          "the gestureRecognizers outlet collection (IB object \(connection.objectID ?? "without id")) names "
            + "destination '\(TerminalSafety.sanitized(connection["destination"] ?? ""))', which is no object in "
            + "the file; it is left out", at: connection)
        continue
      }
      guard let entry = Self.recognizerElements[recognizer.name] else {
        unsupported.add(
          "\(recognizer.name) (\(id))", reasonKey: "gestureRecognizers", line: recognizer.line,
          column: recognizer.column)
        continue
      }
      entries.append(gestureEntry(recognizer, entry: entry))
    }
    return entries.isEmpty ? nil : "gestures: [\(entries.joined(separator: ", "))]"
  }

  /// `{id: …, type: tap, numberOfTapsRequired: 2, action: "…", target: "…"}`.
  private mutating func gestureEntry(_ recognizer: InterfaceBuilderElement, entry: RecognizerClass) -> String
  {
    let ibID = recognizer.objectID ?? "recognizer"
    let id = uniqueID(recognizer["userLabel"], fallback: ibID)
    if let objectID = recognizer.objectID { recognizerIDs[objectID] = id }
    var parts = ["id: \(YAMLText.quoted(id))", "type: \(entry.typeName)"]
    let common = [
      ("enabled", "isEnabled"), ("cancelsTouchesInView", "cancelsTouchesInView"),
      ("delaysTouchesBegan", "delaysTouchesBegan"), ("delaysTouchesEnded", "delaysTouchesEnded"),
    ]
    for (attribute, key) in common {
      if let value = recognizer.bool(attribute) { parts.append("\(key): \(value)") }
    }
    for parameter in entry.parameters {
      switch parameter.kind {
      case .options(let names)?:
        let chosen = (recognizer[parameter.name] ?? "").split(separator: " ").map(String.init).filter {
          names.contains($0)
        }
        if !chosen.isEmpty { parts.append("\(parameter.name): [\(chosen.joined(separator: ", "))]") }
      case .count?, .duration?, .distance?:
        if let value = number(recognizer, parameter.name) {
          parts.append("\(parameter.name): \(YAMLText.number(value))")
        }
      case nil: break
      }
    }
    for other in recognizer.child("connections")?.children ?? [] where other.name != "action" {
      // The delegate outlet, to the scene's controller or a view of the person's class, is
      // set as nib loading sets it; a segue the recognizer triggers is the scene's
      // (InterfaceBuilderPlanner+Segues.swift).
      if other.name == "segue" { continue }
      if other.name == "outlet", other["property"] == "delegate",
        let delegate = actionTarget(other["destination"])
      {
        parts.append("delegate: \(YAMLText.quoted(delegate))")
        continue
      }
      unsupported.add(
        "\(other["property"] ?? other.name) of \(recognizer.name)", reasonKey: "gestureRecognizers",
        line: other.line, column: other.column)
    }
    let actions = recognizer.child("connections")?.children.filter { $0.name == "action" } ?? []
    for (index, action) in actions.enumerated() {
      guard index == 0, let selector = action["selector"], let target = actionTarget(action["destination"])
      else {
        unsupported.add(
          "action of \(recognizer.name) (\(ibID))", reasonKey: "", line: action.line, column: action.column)
        continue
      }
      parts.append("action: \(YAMLText.quoted(selector)), target: \(YAMLText.quoted(target))")
    }
    return "{\(parts.joined(separator: ", "))}"
  }
}
