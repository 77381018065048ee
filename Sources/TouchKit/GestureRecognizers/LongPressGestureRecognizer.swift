import Foundation

/// Recognizes a press held in place (UIKit's `UILongPressGestureRecognizer`): continuous,
/// began once ``numberOfTouchesRequired`` fingers have been down for ``minimumPressDuration``
/// without any moving farther than ``allowableMovement``, changed on every move after that,
/// ended when a finger lifts (§4 table, A-lp).
///
/// With ``numberOfTapsRequired`` above zero the press must follow that many taps, each judged
/// as a ``TapGestureRecognizer`` judges one (its UNSOURCED duration and distance limits and
/// the *unofficial* 0.35 s between taps), so "tap then hold" means the same thing to both.
open class LongPressGestureRecognizer: GestureRecognizer {
  /// UIKit's default 0.5 s (A-lp).
  public var minimumPressDuration: TimeInterval = 0.5
  /// UIKit's default 10 pt (A-lp); movement after the gesture began is not limited.
  public var allowableMovement: CGFloat = 10
  public var numberOfTouchesRequired = 1
  /// Taps before the press; UIKit's default 0.
  public var numberOfTapsRequired = 0

  private var tapsCompleted = 0
  /// Fingers down in the current tap or press.
  private var touchesDown = 0
  /// When the first finger of the current tap or press went down.
  private var phaseStart: TimeInterval = 0
  private var startLocations: [Int: CGPoint] = [:]
  private var firstTapLocation: CGPoint?

  open override var isContinuous: Bool { true }

  /// Taps still to come before the press.
  private var isTapping: Bool { tapsCompleted < numberOfTapsRequired }

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    let ordered = touches.sorted { $0.id < $1.id }
    if touchesDown == 0 {
      cancelTimers()
      phaseStart = event.timestamp
      if let first = firstTapLocation, let touch = ordered.first {
        let distance = first.distance(to: touch.location(in: nil))
        if distance > Tunables.maximumTapDistance {
          return requestState(
            .failed, reason: .movedTooFar(distance: distance, allowed: Tunables.maximumTapDistance))
        }
      }
      if isTapping {
        schedule(after: Tunables.maximumTapDuration, purpose: "maximumTapDuration") { [unowned self] in
          requestState(.failed, reason: .heldTooLong(limit: Tunables.maximumTapDuration))
        }
      }
    }
    if firstTapLocation == nil, numberOfTapsRequired > 0 {
      firstTapLocation = ordered.first?.location(in: nil)
    }
    for touch in ordered { startLocations[touch.id] = touch.location(in: nil) }
    touchesDown += touches.count
    if touchesDown > numberOfTouchesRequired {
      // A finger too many: an undecided press fails; one under way cannot fail (§4's table),
      // so it is cancelled, as disabling it would. What UIKit does here is UNSOURCED.
      return requestState(
        state.hasRecognized ? .cancelled : .failed,
        reason: .touchCountMismatch(count: touchesDown, required: numberOfTouchesRequired))
    }
    if !isTapping, touchesDown == numberOfTouchesRequired { startPressTimer() }
  }

  /// The press counts from the moment all its fingers are down.
  private func startPressTimer() {
    guard minimumPressDuration > 0 else {
      return requestState(.began, reason: .pressDurationReached(duration: minimumPressDuration))
    }
    schedule(after: minimumPressDuration, purpose: "minimumPressDuration") { [unowned self] in
      requestState(.began, reason: .pressDurationReached(duration: minimumPressDuration))
    }
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    if state.hasRecognized {
      return requestState(.changed, reason: .touchesMoved)
    }
    guard state == .possible else { return }
    failIfMoved(touches, fartherThan: allowableMovement, from: startLocations)
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    if state.hasRecognized {
      return requestState(.ended, reason: .touchesEnded)
    }
    touchesMoved(touches, with: event)
    guard state == .possible else { return }
    guard isTapping else {
      let held = event.timestamp - phaseStart
      return requestState(.failed, reason: .releasedTooSoon(held: held, required: minimumPressDuration))
    }
    let tapTouches = touchesDown
    touchesDown -= touches.count
    guard touchesDown == 0 else { return }
    cancelTimers()
    if tapTouches != numberOfTouchesRequired {
      return requestState(
        .failed, reason: .touchCountMismatch(count: tapTouches, required: numberOfTouchesRequired))
    }
    tapsCompleted += 1
    let interval = Tunables.maximumTapInterval
    schedule(after: interval, purpose: "maximumIntervalBetweenSuccessiveTaps") { [unowned self] in
      requestState(.failed, reason: .tapIntervalExpired(interval: interval))
    }
  }

  open override func reset() {
    tapsCompleted = 0
    touchesDown = 0
    phaseStart = 0
    startLocations.removeAll()
    firstTapLocation = nil
  }
}
