import Foundation
import TouchKit
import TouchYAML

/// The teaching keys of a gallery layout: `lesson:` and `confusions:`. Claims, the checkable
/// half of a lesson, are in LayoutBuilder+Claims.swift.
extension LayoutBuilder {
  /// The numbered confusions of the reference's §8 (uikit-event-delivery.md) a layout may cite.
  static let confusionNumbers = 1...20

  /// `lesson: {try, happens, why, rule}`: all four required, each a non-empty string, since a
  /// lesson missing its "why" or its rule is exactly the half a reader needs.
  func lesson(_ node: YAMLNode) -> Lesson? {
    guard let fields = Fields(node, describing: "lesson", validKeys: ViewKeys.lesson, log: log) else {
      return nil
    }
    var parts: [String: String] = [:]
    for key in ViewKeys.lesson {
      guard let value = fields[key] else {
        log.error("lesson is missing the required key '\(key)'", at: fields.mark)
        continue
      }
      guard let text = string(value, "lesson \(key)") else { continue }
      guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
        log.error("lesson \(key) must not be empty", at: value.mark)
        continue
      }
      parts[key] = text
    }
    guard let whatToTry = parts["try"], let whatHappens = parts["happens"], let why = parts["why"],
      let rule = parts["rule"]
    else { return nil }
    return Lesson(whatToTry: whatToTry, whatHappens: whatHappens, why: why, rule: rule)
  }

  /// `confusions: [1, 11]`: which of the reference's numbered confusions the layout teaches.
  func confusions(_ node: YAMLNode) -> [Int] {
    let range = Self.confusionNumbers
    let expected =
      "numbers from \(range.lowerBound) to \(range.upperBound) (the confusions of the reference's §8)"
    guard case .sequence(let sequence) = node else {
      log.error("confusions must be a list of \(expected), got \(NodeKind(node).phrase)", at: node.mark)
      return []
    }
    var numbers: [Int] = []
    for item in sequence {
      guard let value = number(item, "each item of confusions") else { continue }
      guard let whole = Int(exactly: value), range.contains(whole) else {
        log.error(
          "each item of confusions must be a whole number from \(range.lowerBound) to \(range.upperBound), "
            + "got \(formatted(value))", at: item.mark)
        continue
      }
      numbers.append(whole)
    }
    return numbers
  }
}
