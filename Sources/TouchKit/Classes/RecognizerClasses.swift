import Foundation

/// The built-in recognizer classes, each declared once (``RecognizerClass``); the base class
/// first, so the last entry a recognizer is an instance of is its nearest.
extension RecognizerClass {
  public static let all: [RecognizerClass] = [
    RecognizerClass(GestureRecognizer.self, make: nil),
    RecognizerClass(
      TapGestureRecognizer.self, make: { TapGestureRecognizer() },
      parameters: [
        .count(
          "numberOfTapsRequired", atLeast: 1, of: TapGestureRecognizer.self, get: { $0.numberOfTapsRequired },
          set: { $0.numberOfTapsRequired = $1 }),
        .count(
          "numberOfTouchesRequired", atLeast: 1, of: TapGestureRecognizer.self,
          get: { $0.numberOfTouchesRequired }, set: { $0.numberOfTouchesRequired = $1 }),
        .number(
          "allowableMovement", .distance, of: TapGestureRecognizer.self, settable: false,
          get: { $0.allowableMovement }, set: { $0.allowableMovement = CGFloat($1) }),
        .number(
          "maximumTapDuration", .duration, of: TapGestureRecognizer.self, settable: false,
          get: { CGFloat($0.maximumTapDuration) }, set: { $0.maximumTapDuration = $1 }),
        .number(
          "maximumIntervalBetweenSuccessiveTaps", .duration, of: TapGestureRecognizer.self, settable: false,
          get: { CGFloat($0.maximumIntervalBetweenSuccessiveTaps) },
          set: { $0.maximumIntervalBetweenSuccessiveTaps = $1 }),
      ]),
    RecognizerClass(
      PanGestureRecognizer.self, make: { PanGestureRecognizer() },
      parameters: [
        .count(
          "minimumNumberOfTouches", atLeast: 1, of: PanGestureRecognizer.self,
          get: { $0.minimumNumberOfTouches },
          set: { $0.minimumNumberOfTouches = $1 }),
        // UIKit's default maximum is NSUIntegerMax: no maximum, so nothing to describe.
        .count(
          "maximumNumberOfTouches", atLeast: 1, of: PanGestureRecognizer.self,
          get: { $0.maximumNumberOfTouches == Int.max ? nil : $0.maximumNumberOfTouches },
          set: { $0.maximumNumberOfTouches = $1 }),
      ],
      ordered: [("minimumNumberOfTouches", "maximumNumberOfTouches")]),
    RecognizerClass(
      LongPressGestureRecognizer.self, make: { LongPressGestureRecognizer() },
      parameters: [
        .number(
          "minimumPressDuration", .duration, of: LongPressGestureRecognizer.self,
          get: { CGFloat($0.minimumPressDuration) }, set: { $0.minimumPressDuration = $1 }),
        .number(
          "allowableMovement", .distance, of: LongPressGestureRecognizer.self, get: { $0.allowableMovement },
          set: { $0.allowableMovement = CGFloat($1) }),
        .count(
          "numberOfTouchesRequired", atLeast: 1, of: LongPressGestureRecognizer.self,
          get: { $0.numberOfTouchesRequired }, set: { $0.numberOfTouchesRequired = $1 }),
        // A long press's taps are the taps *before* the press: 0 is a plain press.
        .count(
          "numberOfTapsRequired", atLeast: 0, of: LongPressGestureRecognizer.self,
          get: { $0.numberOfTapsRequired }, set: { $0.numberOfTapsRequired = $1 }),
      ]),
    RecognizerClass(
      SwipeGestureRecognizer.self, make: { SwipeGestureRecognizer() },
      parameters: [
        .options(
          "direction", swipeDirections.map(\.name), of: SwipeGestureRecognizer.self,
          get: { $0.direction.name.split(separator: "|").map(String.init) },
          set: { swipe, names in
            swipe.direction = SwipeGestureRecognizer.Direction(
              swipeDirections.filter { names.contains($0.name) }.map(\.direction))
          }),
        .count(
          "numberOfTouchesRequired", atLeast: 1, of: SwipeGestureRecognizer.self,
          get: { $0.numberOfTouchesRequired }, set: { $0.numberOfTouchesRequired = $1 }),
      ]),
    RecognizerClass(PinchGestureRecognizer.self, make: { PinchGestureRecognizer() }),
    RecognizerClass(RotationGestureRecognizer.self, make: { RotationGestureRecognizer() }),
    // A table's own (TableView+SwipeActions.swift): a layout makes none, and UIKit's name is private.
    RecognizerClass(
      SwipeActionPanGestureRecognizer.self, make: nil, uikitName: "_UISwipeActionPanGestureRecognizer"),
  ]

  /// A swipe's `direction:` names, UIKit's.
  public static let swipeDirections: [(name: String, direction: SwipeGestureRecognizer.Direction)] = [
    ("right", .right), ("left", .left), ("up", .up), ("down", .down),
  ]
}

/// Lookups in the table, beside it: the entry type knows no list.
extension RecognizerClass {
  /// The entry of `recognizer`'s class or the nearest it descends from; superclasses come
  /// first in the table, so the last match is the nearest.
  public static func of(_ recognizer: GestureRecognizer) -> RecognizerClass? {
    all.last { $0.isInstance(recognizer) }
  }

  /// The classes a layout's `type:` makes.
  public static var makeable: [RecognizerClass] { all.filter { $0.make != nil } }
}
