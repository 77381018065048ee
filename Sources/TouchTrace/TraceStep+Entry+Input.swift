import Foundation
import TouchKit

/// The entries of input: pointers as they came, touches as they changed phase, tap series and
/// resampled frames (TraceStep+Entry.swift routes to them).
extension TraceEntry {
  static func pointer(_ p: PointerEvent) -> TraceEntry {
    TraceEntry(
      .pointer, .input,
      [
        "pointerKind": .string(p.kind.rawValue), "pointer": .int(p.pointer), "location": .point(p.location),
      ],
      "pointer \(p.pointer) \(p.kind.rawValue) at \(Format.point(p.location))", emphasis: .headline)
  }

  static func touch(_ touch: Int, _ phase: Touch.Phase, _ location: CGPoint, _ tapCount: Int) -> TraceEntry {
    TraceEntry(
      .touch, .touch,
      [
        "touch": .int(touch), "phase": .string(phase.rawValue), "location": .point(location),
        "tapCount": .int(tapCount),
      ],
      "touch \(touch) \(phase.rawValue) at \(Format.point(location)), tapCount \(tapCount)")
  }

  static func tapSeries(_ touch: Int, _ interval: TimeInterval, _ distance: CGFloat, _ continued: Bool)
    -> TraceEntry
  {
    TraceEntry(
      .tapSeries, .touch,
      [
        "touch": .int(touch), "interval": .number(interval), "distance": .number(distance),
        "continued": .bool(continued),
      ],
      Sentence.tapSeries(touch, interval, distance, continued))
  }

  static func resample(_ touch: Int, _ frames: Int, _ from: CGPoint, _ to: CGPoint) -> TraceEntry {
    TraceEntry(
      .resample, .input,
      ["touch": .int(touch), "frames": .int(frames), "from": .point(from), "to": .point(to)],
      "touch \(touch): \(frames) frame\(frames == 1 ? "" : "s") resampled between \(Format.point(from)) and "
        + "\(Format.point(to)), as a device would have sampled them")
  }
}
