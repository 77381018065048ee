import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// The class keys the built-in class table declares with a kind (``LayoutKey/Kind/bool``,
/// ``LayoutKey/Kind/number``, ``LayoutKey/Kind/choice(_:)``): read here by their kind, then given to the class's entry at
/// once (``BuiltInClass/applyKeys``), which sets them as UIKit would and says which values
/// UIKit refuses. A class whose keys are all of these needs no reader of its own.
extension LayoutBuilder {
  /// Every typed key's name, so a view that gives none costs one look per name.
  private static let typedKeyNames = Set(
    BuiltInClass.all.flatMap(\.layoutKeys).filter { $0.kind != .read }.map(\.name))

  func applyTypedKeys(_ fields: Fields, to view: View) {
    guard Self.typedKeyNames.contains(where: { fields[$0] != nil }), let entry = BuiltInClass.of(view),
      let apply = entry.applyKeys
    else { return }
    var values: [String: LayoutKey.Value] = [:]
    var marks: [String: YAMLMark] = [:]
    var valid = true
    for key in entry.layoutKeys {
      guard let node = fields[key.name] else { continue }
      marks[key.name] = node.mark
      switch key.kind {
      case .read: continue
      case .bool:
        guard let value = bool(node, key.name) else {
          valid = false
          continue
        }
        values[key.name] = .bool(value)
      case .number:
        guard let value = number(node, key.name) else {
          valid = false
          continue
        }
        guard Float(value).isFinite else {
          log.error("\(key.name) is too large for a \(entry.name), got \(formatted(value))", at: node.mark)
          valid = false
          continue
        }
        values[key.name] = .number(value)
      case .choice(let words):
        guard let word = string(node, key.name) else {
          valid = false
          continue
        }
        guard words.contains(word) else {
          let hint = Suggestion.closest(to: word, among: words).map { "did you mean '\($0)'? " } ?? ""
          log.error(
            "unknown \(key.name) '\(word)'; \(hint)expected one of: \(words.joined(separator: ", "))",
            at: node.mark)
          valid = false
          continue
        }
        values[key.name] = .choice(word)
      }
    }
    guard valid else { return }
    for problem in apply(view, values) {
      log.error(problem.message, at: marks[problem.key])
    }
  }
}
