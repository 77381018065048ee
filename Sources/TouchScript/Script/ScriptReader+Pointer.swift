import Foundation
import TouchFoundation
import TouchKit
import TouchLayout
import TouchYAML

/// Reads `pointer:` steps (``Script/Pointer``): `{kind: down, at: TARGET, time: SECONDS,
/// finger: N}`, where TARGET is `[x, y]` or `{view: ID, at: [x, y]}`.
extension ScriptReader {
  static let pointerKeys = ["kind", "at", "time", "finger"]

  /// The fingers a pointer step may name: more than any gesture here uses, few enough that a
  /// typo (`finger: 100`) is caught.
  static let fingers = 0...9

  func pointer(_ node: YAMLNode) -> Script.Action? {
    guard let fields = Fields(node, describing: "pointer", validKeys: Self.pointerKeys, log: log) else {
      return nil
    }
    let kind = required(fields, "kind", of: "pointer").flatMap(pointerKind)
    let target = required(fields, "at", of: "pointer").flatMap(pointerTarget)
    let time = required(fields, "time", of: "pointer").flatMap { stepTime($0, of: "pointer") }
    var finger: Int? = 0
    if let fingerNode = fields["finger"] {
      finger = number(fingerNode, "pointer finger").flatMap { value in
        // `Int(exactly:)`, not `Int(_:)`: 1e19 is a whole number beyond Int, which traps.
        guard let finger = Int(exactly: value), Self.fingers.contains(finger) else {
          log.error(
            "pointer finger must be a whole number from \(Self.fingers.lowerBound) to "
              + "\(Self.fingers.upperBound), got \(formatted(value))", at: fingerNode.mark)
          return nil
        }
        return finger
      }
    }
    guard let kind, let target, let time, let finger else { return nil }
    return .pointer(Script.Pointer(kind, at: target, time: time, finger: finger))
  }

  private func pointerKind(_ node: YAMLNode) -> PointerEvent.Kind? {
    guard let name = string(node, "pointer kind") else { return nil }
    if let kind = PointerEvent.Kind(rawValue: name) { return kind }
    let names = ["down", "move", "up", "cancel"]
    log.error("unknown pointer kind '\(name)'" + Suggestion.hint(for: name, among: names), at: node.mark)
    return nil
  }

  private func pointerTarget(_ node: YAMLNode) -> Script.Pointer.Target? {
    if case .sequence = node { return point(node, "pointer at").map { .point($0) } }
    guard case .mapping = node else {
      log.error(
        "pointer at must be a point [x, y] or {view: id, at: [x, y]}, got \(NodeKind(node).phrase)",
        at: node.mark)
      return nil
    }
    guard let fields = Fields(node, describing: "pointer's view target", validKeys: ["view", "at"], log: log)
    else {
      return nil
    }
    let viewNode = required(fields, "view", of: "pointer's view target")
    let view = viewNode.flatMap { viewNode -> String? in
      guard let expression = string(viewNode, "pointer at view") else { return nil }
      if case .failure(let failure) = resolve(expression, at: viewNode.mark) {
        log.error("pointer at view \(failure.message)", at: viewNode.mark)
        return nil
      }
      return expression
    }
    let local = required(fields, "at", of: "pointer's view target").flatMap { point($0, "pointer at") }
    guard let view, let local else { return nil }
    return .view(view, local)
  }
}
