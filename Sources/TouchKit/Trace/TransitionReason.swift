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
  /// A row's swipe actions were open and the touch went down elsewhere: the table's swipe
  /// pan takes it and closes them (TableView+SwipeActions.swift).
  case closesSwipeActions
  /// The touch went down on a row's open swipe actions: the swipe pan leaves it to the buttons.
  case onSwipeActions
  /// `isEnabled` was set to false.
  case disabled
  /// Every touch lifted and the recognizer was still possible with nothing left to wait for.
  /// UNSOURCED: UIKit's handling of an undecided recognizer is not documented.
  case sequenceEndedUndecided
  /// A script or the explorer forced the outcome (`GestureRecognizer.force(_:)`), not touches.
  case forced
}

extension TransitionReason {
  /// Why, in a sentence's words.
  public var explanation: String {
    switch self {
    case .touchesMoved: "the touches moved"
    case .touchesEnded: "the touches ended"
    case .touchesCancelled: "the touches were cancelled"
    case .tapsCompleted(let count): count == 1 ? "the tap completed" : "all \(count) taps completed"
    case .movedTooFar(let distance, let allowed):
      "moved \(Format.number(distance)) pt, more than the \(Format.number(allowed)) pt allowed"
    case .heldTooLong(let limit): "held longer than \(Format.number(limit)) s"
    case .tapIntervalExpired(let interval):
      "no next tap within \(Format.number(interval)) s"
    case .touchCountMismatch(let count, let required):
      "\(count) touches, \(required) required"
    case .releasedTooSoon(let held, let required):
      "released after \(Format.seconds(held)) s, before \(Format.number(required)) s"
    case .delayElapsed(let delay): "its \(Format.number(delay)) s delay ran out"
    case .pressDurationReached(let duration): "held for \(Format.number(duration)) s"
    case .movedEnough(let distance, let threshold):
      "moved \(Format.number(distance)) pt, at least the \(Format.number(threshold)) pt hysteresis"
    case .swiped(let direction, let distance): "swiped \(direction) \(Format.number(distance)) pt"
    case .notASwipe(let detail): detail
    case .thresholdReached(let value, let threshold):
      "changed by \(Format.number(value)), at least the \(Format.number(threshold)) threshold"
    case .shouldBeginDenied(let by): "\(by) answered gestureRecognizerShouldBegin false"
    case .requiredRecognizerRecognized(let other): "\(other), which it requires to fail, recognized"
    case .requirementFailed(let other): "\(other) failed, so the waiting transition goes ahead"
    case .preventedBy(let other): "\(other) recognized first and prevents it"
    case .closesSwipeActions: "a row's swipe actions are open and the touch is not on them: it closes them"
    case .onSwipeActions: "the touch is on a row's open swipe actions, which take it"
    case .disabled: "isEnabled was set to false"
    case .sequenceEndedUndecided: "every touch lifted while it was still undecided"
    case .forced: "forced"
    }
  }

  /// The reason as a `stateChange` record's `reason` object: `kind`, the case name, and its
  /// values.
  public var traceFields: TraceFields {
    switch self {
    case .touchesMoved: ["kind": .string("touchesMoved")]
    case .touchesEnded: ["kind": .string("touchesEnded")]
    case .touchesCancelled: ["kind": .string("touchesCancelled")]
    case .disabled: ["kind": .string("disabled")]
    case .closesSwipeActions: ["kind": .string("closesSwipeActions")]
    case .onSwipeActions: ["kind": .string("onSwipeActions")]
    case .sequenceEndedUndecided: ["kind": .string("sequenceEndedUndecided")]
    case .forced: ["kind": .string("forced")]
    case .tapsCompleted(let count): ["kind": .string("tapsCompleted"), "count": .int(count)]
    case .movedTooFar(let distance, let allowed):
      ["kind": .string("movedTooFar"), "distance": .number(distance), "allowed": .number(allowed)]
    case .heldTooLong(let limit): ["kind": .string("heldTooLong"), "limit": .number(limit)]
    case .tapIntervalExpired(let interval):
      ["kind": .string("tapIntervalExpired"), "interval": .number(interval)]
    case .touchCountMismatch(let count, let required):
      ["kind": .string("touchCountMismatch"), "count": .int(count), "required": .int(required)]
    case .releasedTooSoon(let held, let required):
      ["kind": .string("releasedTooSoon"), "held": .number(held), "required": .number(required)]
    case .delayElapsed(let delay): ["kind": .string("delayElapsed"), "delay": .number(delay)]
    case .pressDurationReached(let duration):
      ["kind": .string("pressDurationReached"), "duration": .number(duration)]
    case .movedEnough(let distance, let threshold):
      ["kind": .string("movedEnough"), "distance": .number(distance), "threshold": .number(threshold)]
    case .swiped(let direction, let distance):
      ["kind": .string("swiped"), "direction": .string(direction), "distance": .number(distance)]
    case .notASwipe(let detail): ["kind": .string("notASwipe"), "detail": .string(detail)]
    case .thresholdReached(let value, let threshold):
      ["kind": .string("thresholdReached"), "value": .number(value), "threshold": .number(threshold)]
    case .shouldBeginDenied(let by): ["kind": .string("shouldBeginDenied"), "by": .string(by)]
    case .requiredRecognizerRecognized(let other):
      ["kind": .string("requiredRecognizerRecognized"), "other": .string(other)]
    case .requirementFailed(let other): ["kind": .string("requirementFailed"), "other": .string(other)]
    case .preventedBy(let other): ["kind": .string("preventedBy"), "other": .string(other)]
    }
  }
}
