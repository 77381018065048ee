import ArgumentParser
import Foundation
import TouchKit

/// A two-finger rotation given as `X,Y:RADIUS:DEGREES[@SECONDS]`: the centre, the radius of the
/// circle the fingers sit on, and the angle they turn by, positive clockwise on screen (y grows
/// downwards, as in UIKit). It lasts `Gesture.dragDuration` without `@SECONDS`.
struct RotateSpec {
  static let syntax = "X,Y:RADIUS:DEGREES[@SECONDS]"

  let gesture: Gesture

  init(parsing text: String) throws {
    let (body, duration) = try ArgumentValue.splitDuration(
      text, what: "rotate duration", default: Gesture.dragDuration)
    let fields = try ArgumentValue.fields(body, count: 3, gesture: "rotate", syntax: Self.syntax)
    guard let degrees = ArgumentValue.number(fields[2]) else {
      throw ValidationError("rotate DEGREES must be a number, got '\(fields[2])'")
    }
    gesture = .rotate(
      center: try ArgumentValue.point(fields[0], what: "rotate centre"),
      radius: try ArgumentValue.positive(fields[1], what: "rotate radius", unit: "points"),
      degrees: degrees, duration: duration)
  }
}
