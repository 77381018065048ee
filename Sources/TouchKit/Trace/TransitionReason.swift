import Foundation

/// Why a recognizer changed state: what the trace says when a rule or a tunable decided.
///
/// Recognizers give a reason with each transition they ask for; the environment gives its own
/// when coordination (§4) decides instead. Limits travel with the reason, so the trace shows
/// the number that decided, not just the outcome.
public enum TransitionReason: Equatable, Sendable {
  // Decided by the recognizer from the touches.
  /// The touches moved; a continuous gesture follows them.
  case touchesMoved
  /// The touches lifted: a continuous gesture ends, or one still possible gives up.
  case touchesEnded
  /// The system cancelled the touches.
  case touchesCancelled
  /// All the required taps arrived.
  case tapsCompleted(count: Int)
  /// A touch moved farther than the recognizer allows.
  case movedTooFar(distance: CGFloat, allowed: CGFloat)
  /// A finger stayed down longer than the gesture allows.
  case heldTooLong(limit: TimeInterval)
  /// The next tap did not begin within the allowed interval.
  case tapIntervalExpired(interval: TimeInterval)
  /// More (or fewer) touches than the gesture takes.
  case touchCountMismatch(count: Int, required: Int)
  /// A finger lifted before the press lasted long enough.
  case releasedTooSoon(held: TimeInterval, required: TimeInterval)
  /// The press lasted `minimumPressDuration`.
  case pressDurationReached(duration: TimeInterval)
  /// A pan's touches moved at least the hysteresis distance.
  case movedEnough(distance: CGFloat, threshold: CGFloat)
  /// A swipe travelled far enough, fast enough, in an allowed direction.
  case swiped(direction: String, distance: CGFloat)
  /// A swipe went the wrong way, too slowly, or not far enough.
  case notASwipe(detail: String)
  /// A two-finger gesture changed enough to begin (scale or angle, with its threshold).
  case thresholdReached(value: CGFloat, threshold: CGFloat)

  /// A delay timer ran out (a scroll view's 150 ms `delaysContentTouches`).
  case delayElapsed(delay: TimeInterval)

  // Decided by the environment (§4).
  /// `gestureRecognizerShouldBegin` answered false (`by`: "delegate" or a view's id).
  case shouldBeginDenied(by: String)
  /// A recognizer this one requires to fail has recognized.
  case requiredRecognizerRecognized(other: String)
  /// The recognizer this one was waiting for failed: the waiting transition goes ahead.
  case requirementFailed(other: String)
  /// Another recognizer holding the same touch recognized first.
  case preventedBy(other: String)
  /// `isEnabled` was set to false.
  case disabled
  /// Every touch lifted and the recognizer was still possible with nothing left to wait for.
  /// UNSOURCED: UIKit's handling of an undecided recognizer is not documented.
  case sequenceEndedUndecided
  /// A script or the explorer forced the outcome (`GestureRecognizer.force(_:)`), not touches.
  case forced
}
