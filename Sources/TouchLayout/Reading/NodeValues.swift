import Foundation
import TouchYAML

/// What a YAML node holds, in the words messages use: "alpha must be a number, got a string".
///
/// Plain scalars are resolved by YAML 1.1 rules, as Yams resolved them (``YAMLScalarSchema``:
/// `1` is an int, `true` a bool, `~` null); a
/// quoted scalar is always a string, so `alpha: "0.5"` is a string, not a number.
package enum NodeKind: Equatable {
  case string, number, boolean, null, list, mapping

  package init(_ node: YAMLNode) {
    switch node {
    case .mapping: self = .mapping
    case .sequence: self = .list
    case .scalar(let scalar):
      guard scalar.isPlain else {
        self = .string
        return
      }
      switch scalar.tag {
      case .int, .float: self = .number
      case .bool: self = .boolean
      case .null: self = .null
      default: self = .string
      }
    }
  }

  /// "a string", "a number", …: what a message says the user wrote.
  package var phrase: String {
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

extension YAMLNode {
  /// The number a plain numeric scalar stands for (ints like `0x10` and `1_000` included).
  var numberValue: Double? {
    guard case .scalar(let scalar) = self, NodeKind(self) == .number else { return nil }
    if scalar.tag == .int, let int = scalar.int { return Double(int) }
    return scalar.float
  }
}
