import Foundation

/// A gesture recognizer's configuration, every parameter that decides what it recognizes and
/// what its recognition does to the view's touches (§3, §4).
public struct RecognizerDescription: Equatable, Sendable {
  /// The Swift class name: `TapGestureRecognizer`, `ScrollViewPanGestureRecognizer`.
  public var className: String
  /// The class name without `GestureRecognizer`, lowercased first: `tap`, `longPress`, as a
  /// layout's `type:` names it (`scrollViewPan` for a scroll view's own).
  public var type: String
  public var id: String
  public var isEnabled: Bool
  public var cancelsTouchesInView: Bool
  public var delaysTouchesBegan: Bool
  public var delaysTouchesEnded: Bool
  public var state: String
  /// The ids of the recognizers it waits for to fail (`require(toFail:)`), in order.
  public var requiresFailureOf: [String]
  public var actions: [ActionDescription]
  /// The class's own parameters (`numberOfTapsRequired`, `direction`…), in declaration order.
  public var parameters: [DescriptionAttribute]

  init(_ recognizer: GestureRecognizer) {
    className = String(describing: Swift.type(of: recognizer))
    type = RecognizerClass.typeName(className)
    id = recognizer.traceID
    isEnabled = recognizer.isEnabled
    cancelsTouchesInView = recognizer.cancelsTouchesInView
    delaysTouchesBegan = recognizer.delaysTouchesBegan
    delaysTouchesEnded = recognizer.delaysTouchesEnded
    state = recognizer.state.rawValue
    requiresFailureOf = recognizer.failureRequirements.map(\.traceID)
    actions = recognizer.targets.map {
      ActionDescription(
        action: $0.action, target: $0.hasTarget ? $0.target.map { traceName(of: $0) } ?? "(released)" : nil,
        events: [])
    }
    parameters = Self.parameters(of: recognizer)
  }

  /// The parameters the recognizer class table declares for its class (or the nearest
  /// built-in one it descends from), each that has a value.
  private static func parameters(of recognizer: GestureRecognizer) -> [DescriptionAttribute] {
    (RecognizerClass.of(recognizer)?.parameters ?? []).compactMap { parameter in
      parameter.describe(recognizer).map { DescriptionAttribute(parameter.name, $0) }
    }
  }

  /// Every scalar property under its XML attribute name, in a fixed order.
  public var attributes: [DescriptionAttribute] {
    var result: [DescriptionAttribute] = [
      DescriptionAttribute("id", .string(id)),
      DescriptionAttribute("class", .string(className)),
      DescriptionAttribute("type", .string(type)),
      DescriptionAttribute("enabled", .bool(isEnabled)),
      DescriptionAttribute("cancelsTouchesInView", .bool(cancelsTouchesInView)),
      DescriptionAttribute("delaysTouchesBegan", .bool(delaysTouchesBegan)),
      DescriptionAttribute("delaysTouchesEnded", .bool(delaysTouchesEnded)),
      DescriptionAttribute("state", .string(state)),
    ]
    if !requiresFailureOf.isEmpty {
      result.append(DescriptionAttribute("requiresFailureOf", .names(requiresFailureOf)))
    }
    return result + parameters
  }
}
