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
    type = Self.typeName(className)
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

  /// `TapGestureRecognizer` → `tap`.
  static func typeName(_ className: String) -> String {
    var name = className
    if name.hasSuffix("GestureRecognizer"), name != "GestureRecognizer" {
      name.removeLast("GestureRecognizer".count)
    }
    return name.prefix(1).lowercased() + name.dropFirst()
  }

  private static func parameters(of recognizer: GestureRecognizer) -> [DescriptionAttribute] {
    func count(_ name: String, _ value: Int) -> DescriptionAttribute {
      DescriptionAttribute(name, .number(CGFloat(value)))
    }
    func number(_ name: String, _ value: CGFloat) -> DescriptionAttribute {
      DescriptionAttribute(name, .number(value))
    }
    switch recognizer {
    case let tap as TapGestureRecognizer:
      return [
        count("numberOfTapsRequired", tap.numberOfTapsRequired),
        count("numberOfTouchesRequired", tap.numberOfTouchesRequired),
        number("allowableMovement", tap.allowableMovement),
        number("maximumTapDuration", tap.maximumTapDuration),
        number("maximumIntervalBetweenSuccessiveTaps", tap.maximumIntervalBetweenSuccessiveTaps),
      ]
    case let press as LongPressGestureRecognizer:
      return [
        number("minimumPressDuration", press.minimumPressDuration),
        number("allowableMovement", press.allowableMovement),
        count("numberOfTouchesRequired", press.numberOfTouchesRequired),
        count("numberOfTapsRequired", press.numberOfTapsRequired),
      ]
    case let pan as PanGestureRecognizer:
      // UIKit's default maximum is NSUIntegerMax: no maximum, so no attribute.
      var result = [count("minimumNumberOfTouches", pan.minimumNumberOfTouches)]
      if pan.maximumNumberOfTouches != Int.max {
        result.append(count("maximumNumberOfTouches", pan.maximumNumberOfTouches))
      }
      return result
    case let swipe as SwipeGestureRecognizer:
      return [
        DescriptionAttribute(
          "direction", .names(swipe.direction.name.split(separator: "|").map(String.init))),
        count("numberOfTouchesRequired", swipe.numberOfTouchesRequired),
      ]
    default:
      return []
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
