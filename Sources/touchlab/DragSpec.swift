import ArgumentParser
import Foundation
import TouchKit

/// A drag given as `X1,Y1:X2,Y2[@SECONDS]`, lasting `Gesture.dragDuration` without `@SECONDS`.
struct DragSpec {
  static let syntax = "X1,Y1:X2,Y2[@SECONDS]"

  let gesture: Gesture

  init(parsing text: String) throws {
    let (body, duration) = try ArgumentValue.splitDuration(
      text, what: "drag duration", default: Gesture.dragDuration)
    let ends = try ArgumentValue.fields(body, count: 2, gesture: "drag", syntax: Self.syntax)
    gesture = .drag(
      from: try ArgumentValue.point(ends[0], what: "drag start"),
      to: try ArgumentValue.point(ends[1], what: "drag end"), duration: duration)
  }
}
