import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// Readers for single values: each returns the value, or records why it can't and returns nil,
/// so one bad value never stops the rest of the file from being checked.
extension NodeReader {
  /// Any scalar, taken as written: `text: 42` is the text "42".
  package func string(_ node: YAMLNode, _ name: String) -> String? {
    let kind = NodeKind(node)
    guard kind != .list, kind != .mapping, kind != .null, let text = node.scalarText else {
      log.error("\(name) must be a string, got \(kind.phrase)", at: node.mark)
      return nil
    }
    return text
  }

  /// A finite number; `.nan` and `.inf` are refused, since no property here means them.
  package func number(_ node: YAMLNode, _ name: String) -> Double? {
    guard let value = node.numberValue else {
      log.error("\(name) must be a number, got \(NodeKind(node).phrase)", at: node.mark)
      return nil
    }
    guard value.isFinite else {
      log.error("\(name) must be a finite number, got \(node.scalarText ?? "\(value)")", at: node.mark)
      return nil
    }
    return value
  }

  /// `true` or `false`. YAML 1.1 also reads yes/no/on/off as booleans; they are refused so a
  /// layout means the same to every reader.
  package func bool(_ node: YAMLNode, _ name: String) -> Bool? {
    let text = node.scalarText ?? ""
    guard NodeKind(node) == .boolean, ["true", "false"].contains(text.lowercased()) else {
      let got = NodeKind(node) == .boolean ? "'\(text)'" : NodeKind(node).phrase
      log.error("\(name) must be true or false, got \(got)", at: node.mark)
      return nil
    }
    return text.lowercased() == "true"
  }

  /// A list of exactly `count` numbers, e.g. `[x, y]`; `shape` names them for the message.
  package func numbers(_ node: YAMLNode, _ name: String, count: Int, shape: String) -> [Double]? {
    guard case .sequence(let sequence) = node else {
      log.error(
        "\(name) must be a list of \(count) numbers \(shape), got \(NodeKind(node).phrase)", at: node.mark)
      return nil
    }
    guard sequence.count == count else {
      log.error(
        "\(name) must be a list of \(count) numbers \(shape), got \(sequence.count) item(s)", at: node.mark)
      return nil
    }
    // Most lists are all finite numbers: read so without making the items' message names.
    var numbers: [Double] = []
    numbers.reserveCapacity(count)
    for item in sequence {
      guard let value = item.numberValue, value.isFinite else { break }
      numbers.append(value)
    }
    if numbers.count == count { return numbers }
    let values = sequence.map { number($0, "each item of \(name)") }
    numbers = values.compactMap { $0 }
    return numbers.count == count ? numbers : nil
  }

  /// A value in `0...1`, like `alpha`.
  package func unitInterval(_ node: YAMLNode, _ name: String) -> Double? {
    guard let value = number(node, name) else { return nil }
    guard (0...1).contains(value) else {
      log.error("\(name) must be between 0 and 1, got \(node.scalarText ?? "\(value)")", at: node.mark)
      return nil
    }
    return value
  }

  /// A number from 0 to `maximum`, both included: a time, a wait, a radius. `unit` (` seconds`)
  /// follows the maximum in the message, which names the value as `name`.
  package func number(
    _ node: YAMLNode, _ name: String, from0To maximum: Double, unit: String = ""
  ) -> Double? {
    guard let value = number(node, name) else { return nil }
    guard value >= 0, value <= maximum else {
      log.error(
        "\(name) must be between 0 and \(formatted(maximum))\(unit), got \(formatted(value))", at: node.mark)
      return nil
    }
    return value
  }

  /// A number above 0, up to `maximum`: a size of the screen, a distance between fingers.
  /// `unit` (` points`) follows the maximum in the message, which names the value as `name`.
  package func number(
    _ node: YAMLNode, _ name: String, above0To maximum: Double, unit: String = ""
  ) -> Double? {
    guard let value = number(node, name) else { return nil }
    guard value > 0, value <= maximum else {
      log.error(
        "\(name) must be greater than 0 and at most \(formatted(maximum))\(unit), got \(formatted(value))",
        at: node.mark)
      return nil
    }
    return value
  }

  /// `handles:`: touch method names, or `all` (alone or in the list).
  package func touchMethods(_ node: YAMLNode) -> Set<TouchMethod>? {
    let names = TouchMethod.allCases.map(\.rawValue) + ["all"]
    if NodeKind(node) == .string, node.scalarText == "all" { return Set(TouchMethod.allCases) }
    guard case .sequence(let sequence) = node else {
      log.error(
        "handles must be a list of touch methods (e.g. [touchesBegan, touchesEnded]) or all, got "
          + NodeKind(node).phrase, at: node.mark)
      return nil
    }
    var methods = Set<TouchMethod>()
    var valid = true
    for item in sequence {
      guard let name = string(item, "each item of handles") else {
        valid = false
        continue
      }
      if name == "all" {
        methods.formUnion(TouchMethod.allCases)
      } else if let method = TouchMethod(rawValue: name) {
        methods.insert(method)
      } else {
        log.error("unknown touch method '\(name)'" + Suggestion.hint(for: name, among: names), at: item.mark)
        valid = false
      }
    }
    return valid ? methods : nil
  }

  /// `handlesActions:`: the action methods a responder implements, by name.
  package func actionNames(_ node: YAMLNode) -> Set<String>? {
    guard case .sequence(let sequence) = node else {
      log.error(
        "handlesActions must be a list of action names (e.g. [save, didTapCard]), got \(NodeKind(node).phrase)",
        at: node.mark)
      return nil
    }
    let names = sequence.map { action($0, "each item of handlesActions") }
    return names.contains(nil) ? nil : Set(names.compactMap { $0 })
  }

  /// An action's name: a non-empty string (UIKit's selector name, like `didTapCard`).
  package func action(_ node: YAMLNode, _ name: String) -> String? {
    guard let text = string(node, name) else { return nil }
    guard !text.isEmpty else {
      log.error("\(name) must not be empty", at: node.mark)
      return nil
    }
    return text
  }

  /// `[x, y]`.
  package func point(_ node: YAMLNode, _ name: String) -> CGPoint? {
    guard let values = numbers(node, name, count: 2, shape: "[x, y]"),
      withinCoordinateLimit(values, node, name)
    else { return nil }
    return CGPoint(x: values[0], y: values[1])
  }

  /// Checks every value against ``LayoutLimits/maximumCoordinate``.
  package func withinCoordinateLimit(_ values: [Double], _ node: YAMLNode, _ name: String) -> Bool {
    guard let outlier = values.first(where: { abs($0) > LayoutLimits.maximumCoordinate }) else { return true }
    log.error(
      "\(name) value \(formatted(outlier)) is beyond ±\(formatted(LayoutLimits.maximumCoordinate)) points",
      at: node.mark)
    return false
  }

  /// `12` rather than `12.0`, for messages.
  package func formatted(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
