import Foundation

extension Gesture {
  /// The times, counted from the press, at which a movement lasting `duration` reports where its
  /// fingers are: every ``moveInterval``, and a last time exactly at `duration`, where the
  /// movement ends. A movement shorter than one frame still reports once, at its end.
  ///
  /// Ending exactly at `duration` (rather than at the nearest whole frame) keeps a gesture as long
  /// as it was asked to be, so a trace's timestamps match the command line.
  static func frameTimes(over duration: TimeInterval) -> [TimeInterval] {
    precondition(
      isValidDuration(duration), "a gesture's duration must satisfy isValidDuration, got \(duration)")
    // Whole frames give or take rounding: 0.5 s is 30 frames, not 31.
    let frames = Int(saturating: duration / moveInterval - 1e-9, rounding: .up, within: 1...Int.max)
    return (1..<frames).map { Double($0) * moveInterval } + [duration]
  }

  /// The point `fraction` of the way from `from` to `to`: exactly `from` at 0 and `to` at 1.
  static func interpolate(_ from: CGPoint, _ to: CGPoint, _ fraction: CGFloat) -> CGPoint {
    CGPoint(x: interpolate(from.x, to.x, fraction), y: interpolate(from.y, to.y, fraction))
  }

  /// The value `fraction` of the way from `from` to `to`; written so that it is exactly `to` at 1.
  static func interpolate(_ from: CGFloat, _ to: CGFloat, _ fraction: CGFloat) -> CGFloat {
    from * (1 - fraction) + to * fraction
  }
}
