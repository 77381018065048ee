import Foundation

/// Recognizes two fingers moving apart or together (UIKit's `UIPinchGestureRecognizer`):
/// continuous, began once the distance between the fingers has changed by
/// ``beginThreshold``, changed on every move after that, ended when a finger lifts; failed if
/// a finger lifts before it began or a third finger joins first (§4 table, A-pinch).
open class PinchGestureRecognizer: GestureRecognizer {
  /// UNSOURCED: how much the distance between the fingers must change, in points, before the
  /// pinch begins. Apple says only that the fingers must move "enough"; 10 pt matches the pan's
  /// 10 pt hysteresis, about 5 pt per finger when both move.
  public static let beginThreshold: CGFloat = 10
  /// A pinch takes two fingers.
  private static let fingers = 2

  /// The finger distance over the distance when the pinch began: 1 at began, 2 once the
  /// fingers are twice as far apart. Setting it (typically to 1 after applying it) makes the
  /// current distance read as the new value, as in UIKit.
  open var scale: CGFloat {
    get { currentScale }
    set {
      currentScale = newValue
      guard let distance = latestDistance, newValue > 0, newValue.isFinite else { return }
      baseline = distance / newValue
    }
  }
  /// Scale per second, from the last two samples with different timestamps.
  open var velocity: CGFloat {
    guard let baseline, baseline > 0 else { return 0 }
    return samples.rate / baseline
  }

  private var currentScale: CGFloat = 1
  /// The distance when both fingers were down, before the pinch began.
  private var initialDistance: CGFloat?
  /// The distance that reads as scale 1.
  private var baseline: CGFloat?
  private var latestDistance: CGFloat?
  private var samples = VelocityEstimator()

  open override var isContinuous: Bool { true }

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if state == .possible, trackedTouches.count > Self.fingers {
      return requestState(
        .failed,
        reason: .touchCountMismatch(count: trackedTouches.count, required: Self.fingers))
    }
    guard initialDistance == nil, let distance = fingerDistance() else { return }
    initialDistance = distance
    record(distance, at: event.timestamp)
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard let initialDistance, let distance = fingerDistance() else { return }
    record(distance, at: event.timestamp)
    if state.hasRecognized {
      if let baseline, baseline > 0 { currentScale = distance / baseline }
      return requestState(.changed, reason: .touchesMoved)
    }
    let change = abs(distance - initialDistance)
    guard state == .possible, pendingState == nil, change >= Self.beginThreshold else { return }
    baseline = distance
    currentScale = 1
    requestState(.began, reason: .thresholdReached(value: change, threshold: Self.beginThreshold))
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    if state.hasRecognized {
      return requestState(.ended, reason: .touchesEnded)
    }
    guard state == .possible else { return }
    if initialDistance == nil {
      return requestState(
        .failed,
        reason: .touchCountMismatch(count: trackedTouches.count, required: Self.fingers))
    }
    requestState(.failed, reason: .touchesEnded)
  }

  open override func reset() {
    currentScale = 1
    initialDistance = nil
    baseline = nil
    latestDistance = nil
    samples.reset()
  }

  private func record(_ distance: CGFloat, at time: TimeInterval) {
    latestDistance = distance
    samples.add(distance, at: time)
  }

  /// The distance between the first two fingers, in window points; nil with fewer.
  private func fingerDistance() -> CGFloat? {
    guard trackedTouches.count >= Self.fingers else { return nil }
    return trackedTouches[0].location(in: nil).distance(to: trackedTouches[1].location(in: nil))
  }
}
