import Foundation

/// Recognizes one or more taps of one or more fingers (UIKit's `UITapGestureRecognizer`):
/// discrete, recognized when the last required tap lifts (§4 table).
///
/// A tap fails if a finger moves farther than ``allowableMovement``, stays down longer than
/// ``maximumTapDuration``, the wrong number of fingers take part, or the next tap does not
/// begin within ``maximumIntervalBetweenSuccessiveTaps`` of the last one's end. The last three
/// limits are UIKit-private and their values UNSOURCED: see ``Tunables``.
open class TapGestureRecognizer: GestureRecognizer {
  public var numberOfTapsRequired = 1
  public var numberOfTouchesRequired = 1
  public var allowableMovement = Tunables.tapAllowableMovement
  public var maximumTapDuration = Tunables.maximumTapDuration
  /// *Unofficial* 0.35 s (decompiled `-[UITapRecognizer init]`, reference §2).
  public var maximumIntervalBetweenSuccessiveTaps = Tunables.maximumTapInterval

  private var tapsCompleted = 0
  private var touchesInTap = 0
  private var startLocations: [Int: CGPoint] = [:]
  private var firstTapLocation: CGPoint?

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if touchesInTap == 0 {
      cancelTimers()
      if tapsCompleted > 0, let first = firstTapLocation,
        let touch = touches.sorted(by: { $0.id < $1.id }).first
      {
        let distance = first.distance(to: touch.location(in: nil))
        if distance > Tunables.maximumTapDistance {
          return requestState(
            .failed, reason: .movedTooFar(distance: distance, allowed: Tunables.maximumTapDistance))
        }
      }
      schedule(after: maximumTapDuration, purpose: "maximumTapDuration") { [unowned self] in
        requestState(.failed, reason: .heldTooLong(limit: maximumTapDuration))
      }
    }
    for touch in touches { startLocations[touch.id] = touch.location(in: nil) }
    touchesInTap += touches.count
    if firstTapLocation == nil {
      firstTapLocation = touches.sorted { $0.id < $1.id }.first?.location(in: nil)
    }
    if touchesInTap > numberOfTouchesRequired {
      requestState(
        .failed, reason: .touchCountMismatch(count: touchesInTap, required: numberOfTouchesRequired))
    }
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    failIfMoved(touches, fartherThan: allowableMovement, from: startLocations)
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    touchesMoved(touches, with: event)
    guard state == .possible else { return }
    let stillDown = trackedTouches.filter { !touches.contains($0) }
    guard stillDown.isEmpty else { return }
    cancelTimers()
    if touchesInTap != numberOfTouchesRequired {
      return requestState(
        .failed, reason: .touchCountMismatch(count: touchesInTap, required: numberOfTouchesRequired))
    }
    tapsCompleted += 1
    touchesInTap = 0
    if tapsCompleted >= numberOfTapsRequired {
      return requestState(.recognized, reason: .tapsCompleted(count: tapsCompleted))
    }
    schedule(after: maximumIntervalBetweenSuccessiveTaps, purpose: "maximumIntervalBetweenSuccessiveTaps") {
      [unowned self] in
      requestState(.failed, reason: .tapIntervalExpired(interval: maximumIntervalBetweenSuccessiveTaps))
    }
  }

  /// The first tap's location, as UIKit reports it (centroid of its fingers).
  open override func location(in view: View?) -> CGPoint {
    guard let firstTapLocation, let window = self.view?.window else { return super.location(in: view) }
    guard let view else { return firstTapLocation }
    return view.convert(firstTapLocation, from: window)
  }

  /// A tap series cannot cut short a longer one: a single tap recognizing does not fail a
  /// double tap holding the same touch, so without `require(toFail:)` both fire on a double
  /// tap, the single one first (§8 #11, A-pref). [I]: UIKit's class rule is not documented.
  open override func canPrevent(_ prevented: GestureRecognizer) -> Bool {
    guard let tap = prevented as? TapGestureRecognizer else { return true }
    return tap.numberOfTapsRequired <= numberOfTapsRequired
  }

  open override func reset() {
    tapsCompleted = 0
    touchesInTap = 0
    startLocations.removeAll()
    firstTapLocation = nil
  }
}

extension CGPoint {
  /// Straight-line distance, for movement allowances and hysteresis.
  public func distance(to other: CGPoint) -> CGFloat {
    hypot(other.x - x, other.y - y)
  }
}
