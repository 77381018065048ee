import Foundation
import Yams

/// What a YAML node holds, in the words messages use: "alpha must be a number, got a string".
///
/// Yams resolves plain scalars by YAML 1.1 rules (`1` is an int, `true` a bool, `~` null); a
/// quoted scalar is always a string, so `alpha: "0.5"` is a string, not a number.
enum NodeKind: Equatable {
  case string, number, boolean, null, list, mapping

  init(_ node: Node) {
    switch node {
    case .mapping: self = .mapping
    case .sequence: self = .list
    case .alias: self = .null
    case .scalar(let scalar):
      guard scalar.style == .plain || scalar.style == .any else {
        self = .string
        return
      }
      // `Tag.description` is the resolved tag's name (`Tag.name` is not public).
      switch node.tag.description {
      case Tag.Name.int.rawValue, Tag.Name.float.rawValue: self = .number
      case Tag.Name.bool.rawValue: self = .boolean
      case Tag.Name.null.rawValue: self = .null
      default: self = .string
      }
    }
  }

  /// "a string", "a number", …: what a message says the user wrote.
  var phrase: String {
    switch self {
    case .string: "a string"
    case .number: "a number"
    case .boolean: "a boolean"
    case .null: "nothing (null)"
    case .list: "a list"
    case .mapping: "a mapping"
    }
  }
}

extension Node {
  /// The scalar's text as written (without quotes), for scalars only.
  var scalarText: String? {
    if case .scalar(let scalar) = self { return scalar.string }
    return nil
  }

  /// The number a plain numeric scalar stands for (ints like `0x10` and `1_000` included).
  var numberValue: Double? {
    guard NodeKind(self) == .number else { return nil }
    if tag.description == Tag.Name.int.rawValue, let int = self.int { return Double(int) }
    return self.float
  }
}
