import Foundation
import TouchKit

/// Text for the gesture-recognizer records (§3, §4): each line says what happened and which
/// rule or number decided it.
extension TraceStep {
  var recognizerMessage: String? {
    switch self {
    case .recognizerTouches(let recognizer, let method, let touches):
      return "\(recognizer).\(method.rawValue)(\(Format.touches(touches))), before the view"
    case .recognizerSkipped(let recognizer, let touch, let reason):
      return "\(recognizer) does not receive touch \(touch): \(reason.explanation)"
    case .ask(let recognizer, let asked, let question, let answer):
      return "\(question.call(recognizer: recognizer, asked: asked)) → \(answer)"
    case .stateChange(let recognizer, let from, let to, let reason):
      let why = reason.map { ": \($0.explanation)" } ?? ""
      return "\(recognizer): \(from.rawValue) → \(to.rawValue)\(why)"
    case .invalidTransition(let recognizer, let from, let to):
      return "\(recognizer): \(from.rawValue) → \(to.rawValue) is not a valid transition (§4); ignored"
    case .waitForFailure(let recognizer, let requested, let other):
      return
        "\(recognizer) stays possible, \(requested.rawValue) waits until \(other) fails (require(toFail:))"
    case .cancelTouches(let recognizer, let view, let touches):
      return "\(recognizer) cancels \(Format.touches(touches)) in \(view) (cancelsTouchesInView)"
    case .delayTouches(let recognizer, let view, let method, let touches):
      let flag =
        switch method {
        case .touchesBegan: "delaysTouchesBegan"
        case .touchesEnded: "delaysTouchesEnded"
        case .touchesMoved, .touchesCancelled: "its touchesBegan is delayed"
        }
      return
        "\(view).\(method.rawValue)(\(Format.touches(touches))) delayed while \(recognizer) is possible (\(flag))"
    case .sendDelayed(let view, let method, let touches):
      return "delayed \(method.rawValue)(\(Format.touches(touches))) goes to \(view) now"
    case .discardDelayed(let recognizer, let view, let method, let touches):
      return
        "delayed \(method.rawValue)(\(Format.touches(touches))) for \(view) discarded: \(recognizer) recognized"
    case .ignoreTouch(let recognizer, let touch):
      return "\(recognizer) ignores touch \(touch) (ignore(_:for:)): no more updates, never cancelled by it"
    case .timerScheduled(let owner, let purpose, let fireTime):
      return "\(owner) starts a timer for \(purpose), due at \(Format.seconds(fireTime)) s"
    case .timerFired(let owner, let purpose):
      return "\(owner)'s \(purpose) timer fires"
    case .reset(let recognizer):
      return "\(recognizer).reset(): back to possible"
    case .forced(let recognizer, let outcome, let applied):
      let verb = outcome == .recognize ? "recognize" : "fail"
      return applied
        ? "⚑ \(recognizer) forced to \(verb), with no gesture (its actions are sent now)"
        : "⚑ \(recognizer) cannot be forced to \(verb): it has already finished"
    case .scrollViewAsk(let scrollView, let question, let view, let answer):
      let call =
        question == .touchesShouldBegin
        ? "touchesShouldBegin(_:with:in: \(view))" : "touchesShouldCancel(in: \(view))"
      return "\(scrollView).\(call) → \(answer)"
    case .scroll(let scrollView, let contentOffset):
      return "\(scrollView) scrolls: contentOffset = \(Format.point(contentOffset))"
    default:
      return nil
    }
  }
}

extension RecognizerSkipReason {
  public var explanation: String {
    switch self {
    case .disabled: "isEnabled is false"
    case .awaitingReset(let state): "it is \(state.rawValue) until the sequence ends and it resets"
    case .delegateDeclined: "its delegate's shouldReceive said false"
    }
  }
}

extension RecognizerQuestion {
  /// The call as a UIKit developer would write it.
  func call(recognizer: String, asked: String) -> String {
    let receiver = asked == "delegate" ? "\(recognizer).delegate" : asked
    switch self {
    case .shouldReceive(let touch):
      return "\(receiver).gestureRecognizer(\(recognizer), shouldReceive: touch \(touch))"
    case .shouldBegin:
      return "\(receiver).gestureRecognizerShouldBegin(\(recognizer))"
    case .shouldRecognizeSimultaneously(let other):
      return "\(receiver).gestureRecognizer(\(recognizer), shouldRecognizeSimultaneouslyWith: \(other))"
    case .shouldRequireFailure(let other):
      return "\(receiver).gestureRecognizer(\(recognizer), shouldRequireFailureOf: \(other))"
    case .shouldBeRequiredToFail(let other):
      return "\(receiver).gestureRecognizer(\(recognizer), shouldBeRequiredToFailBy: \(other))"
    }
  }
}

extension TransitionReason {
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
    case .disabled: "isEnabled was set to false"
    case .sequenceEndedUndecided: "every touch lifted while it was still undecided"
    case .forced: "forced"
    }
  }
}
