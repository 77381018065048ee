import ArgumentParser
import Foundation
import TouchKit

/// The pieces gesture option values are made of (`X,Y`, a distance, an angle, `@SECONDS`), each
/// parsed with a message that names the gesture and the piece that is wrong.
///
/// The messages are thrown as `ValidationError`s from the options' transforms, so ArgumentParser
/// prints them after the value and the option's syntax: "The value '10,10@-1' is invalid for
/// '--hold <X,Y[@SECONDS]>': hold duration must be a positive number of seconds", and exits 64.
enum ArgumentValue {
  /// Splits `BODY[@SECONDS]` into the body and the duration, which is `defaultDuration` when
  /// there is no `@`. `what` names the duration in messages ("hold duration").
  static func splitDuration(_ text: String, what: String, default defaultDuration: TimeInterval) throws
    -> (body: Substring, duration: TimeInterval)
  {
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count <= 2 else { throw ValidationError("\(what) is given once, after a single @") }
    guard parts.count == 2 else { return (parts[0], defaultDuration) }
    guard let seconds = number(parts[1]), seconds > 0 else {
      throw ValidationError("\(what) must be a positive number of seconds")
    }
    guard Gesture.isValidDuration(seconds) else {
      throw ValidationError("\(what) must be at most \(format(Gesture.maximumDuration)) seconds")
    }
    return (parts[0], seconds)
  }

  /// An `X,Y` point; `what` names it in messages ("pinch centre").
  static func point(_ text: Substring, what: String) throws -> CGPoint {
    guard let spec = PointSpec(argument: String(text)) else {
      throw ValidationError("\(what) must be X,Y, two numbers in points, got '\(text)'")
    }
    return spec.point
  }

  /// A distance a gesture can have (``Gesture/isValidDistance(_:)``, the rule scripts follow
  /// too); `what` names it in messages ("rotate radius").
  static func positive(_ text: Substring, what: String, unit: String) throws -> Double {
    guard let value = number(text), value > 0 else {
      throw ValidationError("\(what) must be a positive number of \(unit), got '\(text)'")
    }
    guard Gesture.isValidDistance(CGFloat(value)) else {
      throw ValidationError(
        "\(what) must be at most \(Format.number(Gesture.maximumDistance)) \(unit), got '\(text)'")
    }
    return value
  }

  /// `seconds` as help and messages print it: `1`, `0.5`, never `1.0`.
  static func format(_ seconds: TimeInterval) -> String {
    String(format: "%g", seconds)
  }

  /// A finite number, or nil.
  static func number(_ text: Substring) -> Double? {
    guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else { return nil }
    return value
  }

  /// The `:`-separated fields of `body`, which must be `count` of them, else a message naming
  /// the whole expected `syntax`.
  static func fields(_ body: Substring, count: Int, gesture: String, syntax: String) throws -> [Substring] {
    let fields = body.split(separator: ":", omittingEmptySubsequences: false)
    guard fields.count == count else { throw ValidationError("\(gesture) takes \(syntax)") }
    return fields
  }
}
