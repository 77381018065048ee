import Foundation

/// Recognizes two fingers turning around each other (UIKit's `UIRotationGestureRecognizer`):
/// continuous, began once the line between the fingers has turned by ``beginThreshold``,
/// changed on every move after that, ended when a finger lifts; failed if a finger lifts
/// before it began or a third finger joins first (§4 table, A-rot).
open class RotationGestureRecognizer: GestureRecognizer {
  /// UNSOURCED: how far, in radians, the line between the fingers must turn before the
  /// rotation begins. 5° is about 4.4 pt of travel per finger at a 100 pt spread, close to
  /// what starts a pinch (``PinchGestureRecognizer/beginThreshold``), so neither is favoured.
  public static let beginThreshold: CGFloat = .pi / 36
  /// A rotation takes two fingers.
  private static let fingers = 2

  /// Radians turned since the rotation began, positive clockwise on screen (y down), as in
  /// UIKit; not wrapped, so two full turns read 4π. Setting it makes the current angle read
  /// as the new value.
  open var rotation: CGFloat {
    get { currentRotation }
    set {
      currentRotation = newValue
      offset = turned - newValue
    }
  }
  /// Radians per second, from the last two samples with different timestamps.
  open var velocity: CGFloat { samples.rate }

  private var currentRotation: CGFloat = 0
  /// The direction from the first finger to the second when last measured.
  private var lastAngle: CGFloat?
  /// Radians turned since both fingers were down, unwrapped.
  private var turned: CGFloat = 0
  /// The value of `turned` that reads as rotation 0.
  private var offset: CGFloat = 0
  private var samples = VelocityEstimator()

  open override var isContinuous: Bool { true }

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if state == .possible, trackedTouches.count > Self.fingers {
      return requestState(
        .failed, reason: .touchCountMismatch(count: trackedTouches.count, required: Self.fingers))
    }
    guard lastAngle == nil, let angle = fingerAngle() else { return }
    lastAngle = angle
    samples.add(turned, at: event.timestamp)
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard let lastAngle, let angle = fingerAngle() else { return }
    turned += Self.normalized(angle - lastAngle)
    self.lastAngle = angle
    samples.add(turned, at: event.timestamp)
    if state.hasRecognized {
      currentRotation = turned - offset
      return requestState(.changed, reason: .touchesMoved)
    }
    guard state == .possible, pendingState == nil, abs(turned) >= Self.beginThreshold else { return }
    offset = turned
    currentRotation = 0
    requestState(.began, reason: .thresholdReached(value: abs(turned), threshold: Self.beginThreshold))
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    if state.hasRecognized {
      return requestState(.ended, reason: .touchesEnded)
    }
    guard state == .possible else { return }
    if lastAngle == nil {
      return requestState(
        .failed, reason: .touchCountMismatch(count: trackedTouches.count, required: Self.fingers))
    }
    requestState(.failed, reason: .touchesEnded)
  }

  open override func reset() {
    currentRotation = 0
    lastAngle = nil
    turned = 0
    offset = 0
    samples.reset()
  }

  /// The direction from the first finger to the second, in radians; with y down, a growing
  /// angle turns clockwise on screen. Nil with fewer than two fingers.
  private func fingerAngle() -> CGFloat? {
    guard trackedTouches.count >= Self.fingers else { return nil }
    let first = trackedTouches[0].location(in: nil)
    let second = trackedTouches[1].location(in: nil)
    return atan2(second.y - first.y, second.x - first.x)
  }

  /// `angle` brought into (−π, π]: a step between two samples is the short way round.
  private static func normalized(_ angle: CGFloat) -> CGFloat {
    var result = angle.truncatingRemainder(dividingBy: 2 * .pi)
    if result > .pi { result -= 2 * .pi }
    if result <= -.pi { result += 2 * .pi }
    return result
  }
}
