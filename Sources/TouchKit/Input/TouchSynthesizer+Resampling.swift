import Foundation

extension TouchSynthesizer {
  /// Delivers the frames a device would have sampled between a finger's last report and
  /// `pointer` (a move or a release), when the report came more than a frame later: moves along the straight line between the two, at
  /// ``Tunables/touchDeliveryInterval``, each with its own time (timers due by then fire first).
  ///
  /// Why: recognizers judge each `touchesMoved` as it comes, and with a pan and a swipe on one
  /// view, one sample that crosses both thresholds at once lets the order of addition decide,
  /// where a device's steady sampling crosses the pan's first. Resampling makes the outcome a
  /// property of the path and its timing, not of how often the input was reported: the
  /// terminal reports cell by cell, and a fast drag as a few large jumps.
  ///
  /// Only while one finger is down: two-finger input (the explorer's Alt-drag, the headless
  /// pinch and rotation) sends every finger each frame, and interleaving one finger's
  /// resampled frames with another's report would send time backwards.
  func resample(towards pointer: PointerEvent) {
    guard touchesByPointer.count == 1, touchesByPointer[pointer.pointer] != nil,
      let (start, begin) = lastReports[pointer.pointer]
    else { return }
    let interval = Tunables.touchDeliveryInterval
    let span = pointer.timestamp - begin
    // Half a frame of slack: input already at the frame rate (the headless drags) is left
    // exactly as it came, whatever the rounding of its timestamps.
    guard span.isFinite, span > interval * 1.5, start != pointer.location,
      [start.x, start.y, pointer.location.x, pointer.location.y].allSatisfy(\.isFinite)
    else { return }
    // Saturating: a timestamp can be any finite number, and a span of 1e300 s is no trap.
    let gap = Int(saturating: span / interval - 0.5, rounding: .down, within: 0...Int.max)
    let frames = min(gap, Tunables.maximumResampledFrames)
    // Past the bound the finger is taken to have rested where it was and moved in the last
    // frames before the report: a long pause is not thousands of moves.
    let origin = begin + Double(gap - frames) * interval
    let duration = pointer.timestamp - origin
    if let touch = touchesByPointer[pointer.pointer] {
      trace?.time = begin
      trace?.record(.resample(touch: touch.id, frames: frames, from: start, to: pointer.location))
    }
    for frame in 1...frames {
      let time = origin + Double(frame) * interval
      let fraction = (time - origin) / duration
      let location = CGPoint(
        x: start.x + (pointer.location.x - start.x) * fraction,
        y: start.y + (pointer.location.y - start.y) * fraction)
      advance(to: time)
      trace?.time = time
      move(PointerEvent(.move, at: location, time: time, pointer: pointer.pointer))
      // A frame can end the sequence (a recognizer cancelling the touch): nothing left to move.
      guard touchesByPointer[pointer.pointer] != nil else { return }
    }
  }
}
