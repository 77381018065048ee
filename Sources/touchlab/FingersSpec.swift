import ArgumentParser
import Foundation
import TouchKit

/// Several fingers at once, `FINGER+FINGER[+…][@SECONDS]`, each `X,Y` (it stays put) or
/// `X1,Y1:X2,Y2` (it moves): pressed together, moved together, lifted together after SECONDS
/// (default `Gesture.tapDuration`, a tap). Two fingers on two views are what `--pinch` and
/// `--rotate`, which put them around one centre, cannot say.
struct FingersSpec {
  static let syntax = "X,Y[:X2,Y2]+X,Y[:X2,Y2][…][@SECONDS]"

  let gesture: Gesture

  init(parsing text: String) throws {
    let (body, duration) = try ArgumentValue.splitDuration(
      text, what: "fingers duration", default: Gesture.tapDuration)
    let fingers = body.split(separator: "+", omittingEmptySubsequences: false)
    guard (2...Gesture.maximumFingers).contains(fingers.count) else {
      throw ValidationError(
        "fingers takes 2 to \(Gesture.maximumFingers) fingers joined by '+', each X,Y or X1,Y1:X2,Y2")
    }
    let paths = try fingers.enumerated().map { index, finger in
      let ends = finger.split(separator: ":", omittingEmptySubsequences: false)
      guard ends.count <= 2 else { throw ValidationError("finger \(index + 1) takes X,Y or X1,Y1:X2,Y2") }
      let from = try ArgumentValue.point(ends[0], what: "finger \(index + 1)")
      let to = try ends.count == 2 ? ArgumentValue.point(ends[1], what: "finger \(index + 1) end") : from
      return FingerPath(from: from, to: to)
    }
    gesture = .fingers(paths, duration: duration)
  }
}
