import Foundation
import TouchKit

/// A recognizer class a layout's `type:` can name (`tap`, …), with the parameters it takes.
///
/// Types are named the way UIKit's classes are, without prefix and suffix
/// (`UITapGestureRecognizer` is `tap`), and parameters by UIKit's property names, so a layout
/// reads like the code it stands for.
struct GestureType: Sendable {
  var name: String
  var make: @Sendable () -> GestureRecognizer
  var parameters: [GestureParameter]
  /// Pairs of parameters whose values must not decrease: (lower, upper).
  var ordered: [(lower: String, upper: String)] = []

  static let all: [GestureType] = [
    GestureType(
      name: "tap", make: { TapGestureRecognizer() },
      parameters: [
        .count("numberOfTapsRequired", atLeast: 1) { (tap: TapGestureRecognizer, value) in
          tap.numberOfTapsRequired = value
        },
        .count("numberOfTouchesRequired", atLeast: 1) { (tap: TapGestureRecognizer, value) in
          tap.numberOfTouchesRequired = value
        },
      ]),
    GestureType(
      name: "pan", make: { PanGestureRecognizer() },
      parameters: [
        .count("minimumNumberOfTouches", atLeast: 1) { (pan: PanGestureRecognizer, value) in
          pan.minimumNumberOfTouches = value
        },
        .count("maximumNumberOfTouches", atLeast: 1) { (pan: PanGestureRecognizer, value) in
          pan.maximumNumberOfTouches = value
        },
      ],
      ordered: [("minimumNumberOfTouches", "maximumNumberOfTouches")]),
    GestureType(
      name: "longPress", make: { LongPressGestureRecognizer() },
      parameters: [
        .number("minimumPressDuration", .duration) { (press: LongPressGestureRecognizer, value) in
          press.minimumPressDuration = value
        },
        .number("allowableMovement", .distance) { (press: LongPressGestureRecognizer, value) in
          press.allowableMovement = CGFloat(value)
        },
        .count("numberOfTouchesRequired", atLeast: 1) { (press: LongPressGestureRecognizer, value) in
          press.numberOfTouchesRequired = value
        },
        // A long press's taps are the taps *before* the press: 0 is a plain press.
        .count("numberOfTapsRequired", atLeast: 0) { (press: LongPressGestureRecognizer, value) in
          press.numberOfTapsRequired = value
        },
      ]),
    GestureType(
      name: "swipe", make: { SwipeGestureRecognizer() },
      parameters: [
        .options("direction", swipeDirections.map(\.name)) { (swipe: SwipeGestureRecognizer, names) in
          swipe.direction = SwipeGestureRecognizer.Direction(
            swipeDirections.filter { names.contains($0.name) }.map(\.direction))
        },
        .count("numberOfTouchesRequired", atLeast: 1) { (swipe: SwipeGestureRecognizer, value) in
          swipe.numberOfTouchesRequired = value
        },
      ]),
    GestureType(name: "pinch", make: { PinchGestureRecognizer() }, parameters: []),
    GestureType(name: "rotation", make: { RotationGestureRecognizer() }, parameters: []),
  ]

  /// A swipe's `direction:` names, UIKit's.
  static let swipeDirections: [(name: String, direction: SwipeGestureRecognizer.Direction)] = [
    ("right", .right), ("left", .left), ("up", .up), ("down", .down),
  ]

  static var names: [String] { all.map(\.name) }

  static func named(_ name: String) -> GestureType? {
    all.first { $0.name == name }
  }
}

/// One type-specific parameter: its name, the values it accepts, and the property it sets.
struct GestureParameter: Sendable {
  /// What a parameter's value must be.
  enum Kind: Sendable {
    /// A whole number, at least `minimum` (taps, touches).
    case count(minimum: Int)
    /// Seconds, greater than 0 and finite.
    case duration
    /// Points, 0 or more.
    case distance
    /// One of `names`, or a non-empty list of them (a swipe's `direction`).
    case options([String])
  }

  /// A value read and checked against its ``Kind``.
  enum Value {
    case count(Int)
    case number(Double)
    case options([String])
  }

  var name: String
  var kind: Kind
  var apply: @Sendable (GestureRecognizer, Value) -> Void

  /// A whole-number parameter of recognizers of class `R`.
  static func count<R: GestureRecognizer>(
    _ name: String, atLeast minimum: Int, _ set: @escaping @Sendable (R, Int) -> Void
  ) -> GestureParameter {
    GestureParameter(name: name, kind: .count(minimum: minimum)) { recognizer, value in
      if let recognizer = recognizer as? R, case .count(let count) = value { set(recognizer, count) }
    }
  }

  /// A number parameter (``Kind/duration`` or ``Kind/distance``) of recognizers of class `R`.
  static func number<R: GestureRecognizer>(
    _ name: String, _ kind: Kind, _ set: @escaping @Sendable (R, Double) -> Void
  ) -> GestureParameter {
    GestureParameter(name: name, kind: kind) { recognizer, value in
      if let recognizer = recognizer as? R, case .number(let number) = value { set(recognizer, number) }
    }
  }

  /// An options parameter of recognizers of class `R`: `set` gets the names given.
  static func options<R: GestureRecognizer>(
    _ name: String, _ names: [String], _ set: @escaping @Sendable (R, [String]) -> Void
  ) -> GestureParameter {
    GestureParameter(name: name, kind: .options(names)) { recognizer, value in
      if let recognizer = recognizer as? R, case .options(let chosen) = value { set(recognizer, chosen) }
    }
  }
}
