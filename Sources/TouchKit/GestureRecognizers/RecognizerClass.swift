import Foundation

/// One of TouchKit's gesture recognizer classes, declared once: its names, how a layout makes
/// one, and its own parameters with how each is set and described. A layout's `type:` and its
/// parameter keys (TouchLayout's `GestureType`), `describe`'s parameters
/// (``RecognizerDescription``) and code discovery's base classes are derived from ``all``
/// (Classes/RecognizerClasses.swift, with the lookup `of`).
public struct RecognizerClass: Sendable {
  /// The engine type's Swift name (`TapGestureRecognizer`).
  public let name: String
  /// UIKit's name (`UITapGestureRecognizer`; a private class's with its underscore).
  public let uikitName: String
  /// What a layout's `type:` writes: the name without `GestureRecognizer`, lowercased first
  /// (`tap`), as ``RecognizerDescription/type`` says it.
  public let typeName: String
  /// Makes one; nil for `GestureRecognizer` itself, which a layout cannot make (it
  /// recognizes nothing), though a person's code may subclass it.
  public let make: (@Sendable () -> GestureRecognizer)?
  /// The class's own parameters, in the order `describe` lists them.
  public let parameters: [RecognizerParameter]
  /// Pairs of parameters whose values must not decrease: (lower, upper).
  public let ordered: [(lower: String, upper: String)]
  /// Whether a recognizer is of this class or a subclass.
  let isInstance: @Sendable (GestureRecognizer) -> Bool

  init<R: GestureRecognizer>(
    _ type: R.Type, make: (@Sendable () -> R)?, parameters: [RecognizerParameter] = [],
    ordered: [(lower: String, upper: String)] = [], uikitName: String? = nil
  ) {
    name = String(describing: type)
    self.uikitName = uikitName ?? "UI" + name
    typeName = Self.typeName(name)
    if let make { self.make = { make() } } else { self.make = nil }
    self.parameters = parameters
    self.ordered = ordered
    isInstance = { $0 is R }
  }

  /// A class's `type:` name: `TapGestureRecognizer` → `tap`, `GestureRecognizer` itself kept
  /// whole (`gestureRecognizer`); `describe` names a person's subclass the same way.
  static func typeName(_ className: String) -> String {
    var name = className
    if name.hasSuffix("GestureRecognizer"), name != "GestureRecognizer" {
      name.removeLast("GestureRecognizer".count)
    }
    return name.prefix(1).lowercased() + name.dropFirst()
  }
}

/// One parameter of a recognizer class: its UIKit name, the values a layout may give it (if a
/// layout may set it at all), how it is set and how `describe` shows it.
public struct RecognizerParameter: Sendable {
  /// What a parameter's value must be.
  public enum Kind: Sendable {
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
  public enum Value: Sendable {
    case count(Int)
    case number(Double)
    case options([String])
  }

  public let name: String
  /// What a layout may give it; nil for a parameter `describe` shows but a layout does not set.
  public let kind: Kind?
  public let apply: @Sendable (GestureRecognizer, Value) -> Void
  /// Its value as `describe` lists it; nil when it has none worth listing (a pan's maximum
  /// when there is none).
  public let describe: @Sendable (GestureRecognizer) -> DescriptionValue?

  /// A whole-number parameter of recognizers of class `R`; `settable: false` for one a
  /// layout does not set.
  static func count<R: GestureRecognizer>(
    _ name: String, atLeast minimum: Int, of: R.Type, settable: Bool = true,
    get: @escaping @Sendable (R) -> Int?, set: @escaping @Sendable (R, Int) -> Void
  ) -> RecognizerParameter {
    RecognizerParameter(
      name: name, kind: settable ? .count(minimum: minimum) : nil,
      apply: { recognizer, value in
        if let recognizer = recognizer as? R, case .count(let count) = value { set(recognizer, count) }
      },
      describe: { ($0 as? R).flatMap(get).map { .number(CGFloat($0)) } })
  }

  /// A number parameter (``Kind/duration`` or ``Kind/distance``) of recognizers of class `R`.
  static func number<R: GestureRecognizer>(
    _ name: String, _ kind: Kind, of: R.Type, settable: Bool = true, get: @escaping @Sendable (R) -> CGFloat,
    set: @escaping @Sendable (R, Double) -> Void
  ) -> RecognizerParameter {
    RecognizerParameter(
      name: name, kind: settable ? kind : nil,
      apply: { recognizer, value in
        if let recognizer = recognizer as? R, case .number(let number) = value { set(recognizer, number) }
      },
      describe: { ($0 as? R).map(get).map { .number($0) } })
  }

  /// An options parameter of recognizers of class `R`: `set` gets the names given.
  static func options<R: GestureRecognizer>(
    _ name: String, _ names: [String], of: R.Type, get: @escaping @Sendable (R) -> [String],
    set: @escaping @Sendable (R, [String]) -> Void
  ) -> RecognizerParameter {
    RecognizerParameter(
      name: name, kind: .options(names),
      apply: { recognizer, value in
        if let recognizer = recognizer as? R, case .options(let chosen) = value { set(recognizer, chosen) }
      },
      describe: { ($0 as? R).map(get).map { .names($0) } })
  }
}
