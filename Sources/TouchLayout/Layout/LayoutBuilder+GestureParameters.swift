import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// Type-specific recognizer parameters (`numberOfTapsRequired: 2`), checked against the
/// ranges UIKit gives them meaning in.
extension LayoutBuilder {
  /// Sets the parameters of `type` that `fields` gives on `recognizer`; a value out of range
  /// is reported and left at UIKit's default.
  func applyParameters(_ fields: Fields, of type: GestureType, to recognizer: GestureRecognizer) {
    var values: [String: (value: Double, mark: YAMLMark?)] = [:]
    for parameter in type.parameters {
      guard let node = fields[parameter.name], let value = parameterValue(node, parameter) else { continue }
      parameter.apply(recognizer, value)
      switch value {
      case .count(let count): values[parameter.name] = (Double(count), node.mark)
      case .number(let number): values[parameter.name] = (number, node.mark)
      case .options: break
      }
    }
    for (lower, upper) in type.ordered {
      guard let low = values[lower], let high = values[upper], low.value > high.value else { continue }
      log.error(
        "\(upper) must be at least \(lower) (\(formatted(low.value))), got \(formatted(high.value))",
        at: high.mark)
    }
  }

  private func parameterValue(_ node: YAMLNode, _ parameter: GestureParameter) -> GestureParameter.Value? {
    let name = parameter.name
    guard let kind = parameter.kind else { return nil }
    switch kind {
    case .count(let minimum):
      guard let value = number(node, name) else { return nil }
      guard value == value.rounded() else {
        log.error("\(name) must be a whole number, got \(formatted(value))", at: node.mark)
        return nil
      }
      guard value >= Double(minimum) else {
        log.error("\(name) must be at least \(minimum), got \(formatted(value))", at: node.mark)
        return nil
      }
      guard let count = Int(exactly: value), count <= LayoutLimits.maximumCount else {
        log.error(
          "\(name) must be at most \(LayoutLimits.maximumCount), got \(formatted(value))", at: node.mark)
        return nil
      }
      return .count(count)
    case .duration:
      guard let value = number(node, name) else { return nil }
      guard value > 0 else {
        log.error("\(name) must be greater than 0 seconds, got \(formatted(value))", at: node.mark)
        return nil
      }
      return .number(value)
    case .distance:
      guard let value = number(node, name) else { return nil }
      guard value >= 0 else {
        log.error("\(name) must not be negative, got \(formatted(value))", at: node.mark)
        return nil
      }
      return .number(value)
    case .options(let names):
      return options(node, name, among: names).map { .options($0) }
    }
  }

  /// One of `names`, or a non-empty list of them.
  private func options(_ node: YAMLNode, _ name: String, among names: [String]) -> [String]? {
    let items: [YAMLNode]
    switch node {
    case .sequence(let sequence):
      guard !sequence.isEmpty else {
        log.error("\(name) must name at least one of: " + names.joined(separator: ", "), at: node.mark)
        return nil
      }
      items = Array(sequence)
    default:
      items = [node]
    }
    var chosen: [String] = []
    for item in items {
      guard let option = string(item, name) else { return nil }
      guard names.contains(option) else {
        log.error("unknown \(name) '\(option)'" + Suggestion.hint(for: option, among: names), at: item.mark)
        return nil
      }
      chosen.append(option)
    }
    return chosen
  }
}
