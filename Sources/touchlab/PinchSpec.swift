import ArgumentParser
import Foundation
import TouchKit

/// A two-finger pinch given as `X,Y:FROM:TO[@SECONDS]`: the centre, and the distance in points
/// between the fingers at the start and at the end (FROM < TO spreads them, FROM > TO pinches
/// in). It lasts `Gesture.dragDuration` without `@SECONDS`.
struct PinchSpec {
  static let syntax = "X,Y:FROM:TO[@SECONDS]"

  let gesture: Gesture

  init(parsing text: String) throws {
    let (body, duration) = try ArgumentValue.splitDuration(
      text, what: "pinch duration", default: Gesture.dragDuration)
    let fields = try ArgumentValue.fields(body, count: 3, gesture: "pinch", syntax: Self.syntax)
    gesture = .pinch(
      center: try ArgumentValue.point(fields[0], what: "pinch centre"),
      fromDistance: try ArgumentValue.positive(fields[1], what: "pinch FROM distance", unit: "points"),
      toDistance: try ArgumentValue.positive(fields[2], what: "pinch TO distance", unit: "points"),
      duration: duration)
  }
}
