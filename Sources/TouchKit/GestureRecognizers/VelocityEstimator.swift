import Foundation

/// The rate of change of a continuous gesture's value (finger distance, angle) between its
/// last two samples, the way UIKit's `velocity` properties read.
///
/// Samples taken at one timestamp count as one, the last value winning: a frame that moves
/// both fingers arrives as two events with the same time, and dividing by a zero interval
/// would say nothing about speed.
struct VelocityEstimator {
  private var previous: (value: CGFloat, time: TimeInterval)?
  private var latest: (value: CGFloat, time: TimeInterval)?

  mutating func add(_ value: CGFloat, at time: TimeInterval) {
    if let latest, latest.time == time {
      self.latest = (value, time)
    } else {
      previous = latest
      latest = (value, time)
    }
  }

  /// Change per second between the last two samples; 0 with fewer than two.
  var rate: CGFloat {
    guard let previous, let latest, latest.time > previous.time else { return 0 }
    return (latest.value - previous.value) / CGFloat(latest.time - previous.time)
  }

  mutating func reset() {
    previous = nil
    latest = nil
  }
}
