import Foundation
import TouchKit

/// The keys of a `gestures:` entry: those every recognizer takes, and the type-specific
/// parameters each ``GestureType`` adds (UIKit's property names).
enum GestureKeys {
  /// Keys every recognizer takes, whatever its type: UIGestureRecognizer's properties, its
  /// target-action, `require(toFail:)`, and the delegate rules (``LayoutGestureDelegate``).
  static let common = [
    "id", "type", "action", "target", "isEnabled", "cancelsTouchesInView", "delaysTouchesBegan",
    "delaysTouchesEnded", "requireToFail", "simultaneousWith", "shouldBegin", "shouldReceive", "delegate",
  ]

  /// Keys of `shouldReceive:`.
  static let shouldReceive = ["ignoreTouchesIn"]

  /// The keys valid for a recognizer of `type`; with an unknown type (already reported) every
  /// type's parameters, so that no parameter is reported twice.
  static func valid(for type: GestureType?) -> [String] {
    var keys = common
    for parameter in (type.map { [$0] } ?? GestureType.all).flatMap(\.parameters)
    where !keys.contains(parameter.name) {
      keys.append(parameter.name)
    }
    return keys
  }

  /// Why `key` is refused on a recognizer of `type`, when it is another type's parameter:
  /// "'minimumPressDuration' is only for longPress recognizers, and this one is a tap".
  static func misplacedParameter(_ key: String, on type: GestureType) -> String? {
    let owners = GestureType.all.filter { $0.parameters.contains { $0.name == key } }.map(\.name)
    guard !owners.isEmpty else { return nil }
    let list =
      owners.count == 1
      ? owners[0] : owners.dropLast().joined(separator: ", ") + " and " + owners[owners.count - 1]
    return "'\(key)' is only for \(list) recognizers, and this one is a \(type.name)"
  }
}
