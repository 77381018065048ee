import ArgumentParser
import Foundation
import TouchKit

/// A press at a point that lasts some seconds, `X,Y[@SECONDS]`: released after them (`--hold`)
/// or cancelled by the system after them (`--cancel`). The two differ only in how they end and
/// in their default duration, so they share this syntax.
struct PressSpec {
  static let syntax = "X,Y[@SECONDS]"

  let gesture: Gesture

  /// `--hold X,Y[@SECONDS]`: a still press released after SECONDS (default `Gesture.holdDuration`).
  static func hold(_ text: String) throws -> PressSpec {
    let (body, duration) = try ArgumentValue.splitDuration(
      text, what: "hold duration", default: Gesture.holdDuration)
    return PressSpec(gesture: .hold(try ArgumentValue.point(body, what: "hold point"), duration: duration))
  }

  /// `--cancel X,Y[@SECONDS]`: a press the system cancels after SECONDS (default
  /// `Gesture.interruptionDelay`).
  static func cancel(_ text: String) throws -> PressSpec {
    let (body, delay) = try ArgumentValue.splitDuration(
      text, what: "cancel delay", default: Gesture.interruptionDelay)
    return PressSpec(gesture: .interrupted(try ArgumentValue.point(body, what: "cancel point"), after: delay))
  }
}
