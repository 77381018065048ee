import Foundation
import TouchKit

/// JSON fields of the gesture-recognizer records (docs/trace-format.md).
extension TraceStep {
  var recognizerKind: String? {
    switch self {
    case .recognizerTouches: "recognizerTouches"
    case .recognizerSkipped: "recognizerSkipped"
    case .ask: "ask"
    case .stateChange: "stateChange"
    case .invalidTransition: "invalidTransition"
    case .waitForFailure: "waitForFailure"
    case .cancelTouches: "cancelTouches"
    case .delayTouches: "delayTouches"
    case .sendDelayed: "sendDelayed"
    case .discardDelayed: "discardDelayed"
    case .ignoreTouch: "ignoreTouch"
    case .timerScheduled: "timerScheduled"
    case .timerFired: "timerFired"
    case .reset: "reset"
    case .forced: "forced"
    case .scrollViewAsk: "scrollViewAsk"
    case .scroll: "scroll"
    default: nil
    }
  }

  func encodeRecognizerFields(into fields: inout KeyedEncodingContainer<Key>) throws {
    switch self {
    case .recognizerTouches(let recognizer, let method, let touches):
      try fields.encode(recognizer, forKey: "recognizer")
      try fields.encode(method, forKey: "method")
      try fields.encode(touches, forKey: "touches")
    case .recognizerSkipped(let recognizer, let touch, let reason):
      try fields.encode(recognizer, forKey: "recognizer")
      try fields.encode(touch, forKey: "touch")
      switch reason {
      case .disabled: try fields.encode("disabled", forKey: "reason")
      case .delegateDeclined: try fields.encode("delegateDeclined", forKey: "reason")
      case .awaitingReset(let state):
        try fields.encode("awaitingReset", forKey: "reason")
        try fields.encode(state, forKey: "state")
      }
    case .ask(let recognizer, let asked, let question, let answer):
      try fields.encode(recognizer, forKey: "recognizer")
      try fields.encode(asked, forKey: "asked")
      try question.encodeFields(into: &fields)
      try fields.encode(answer, forKey: "answer")
    case .stateChange(let recognizer, let from, let to, let reason):
      try fields.encode(recognizer, forKey: "recognizer")
      try fields.encode(from, forKey: "from")
      try fields.encode(to, forKey: "to")
      try fields.encode(reason, forKey: "reason")
    case .invalidTransition(let recognizer, let from, let to):
      try fields.encode(recognizer, forKey: "recognizer")
      try fields.encode(from, forKey: "from")
      try fields.encode(to, forKey: "to")
    case .waitForFailure(let recognizer, let requested, let other):
      try fields.encode(recognizer, forKey: "recognizer")
      try fields.encode(requested, forKey: "requested")
      try fields.encode(other, forKey: "other")
    case .cancelTouches(let recognizer, let view, let touches):
      try fields.encode(recognizer, forKey: "recognizer")
      try fields.encode(view, forKey: "view")
      try fields.encode(touches, forKey: "touches")
    case .delayTouches(let recognizer, let view, let method, let touches),
      .discardDelayed(let recognizer, let view, let method, let touches):
      try fields.encode(recognizer, forKey: "recognizer")
      try fields.encode(view, forKey: "view")
      try fields.encode(method, forKey: "method")
      try fields.encode(touches, forKey: "touches")
    case .sendDelayed(let view, let method, let touches):
      try fields.encode(view, forKey: "view")
      try fields.encode(method, forKey: "method")
      try fields.encode(touches, forKey: "touches")
    case .ignoreTouch(let recognizer, let touch):
      try fields.encode(recognizer, forKey: "recognizer")
      try fields.encode(touch, forKey: "touch")
    case .timerScheduled(let owner, let purpose, let fireTime):
      try fields.encode(owner, forKey: "owner")
      try fields.encode(purpose, forKey: "purpose")
      try fields.encode(fireTime, forKey: "fireTime")
    case .timerFired(let owner, let purpose):
      try fields.encode(owner, forKey: "owner")
      try fields.encode(purpose, forKey: "purpose")
    case .reset(let recognizer):
      try fields.encode(recognizer, forKey: "recognizer")
    case .forced(let recognizer, let outcome, let applied):
      try fields.encode(recognizer, forKey: "recognizer")
      try fields.encode(outcome.rawValue, forKey: "outcome")
      try fields.encode(applied, forKey: "applied")
    case .scrollViewAsk(let scrollView, let question, let view, let answer):
      try fields.encode(scrollView, forKey: "scrollView")
      try fields.encode(question.rawValue, forKey: "question")
      try fields.encode(view, forKey: "view")
      try fields.encode(answer, forKey: "answer")
    case .scroll(let scrollView, let contentOffset):
      try fields.encode(scrollView, forKey: "scrollView")
      try fields.encode(JSONPoint(contentOffset), forKey: "contentOffset")
    default:
      break
    }
  }
}

extension RecognizerQuestion {
  fileprivate func encodeFields(into fields: inout KeyedEncodingContainer<Key>) throws {
    switch self {
    case .shouldReceive(let touch):
      try fields.encode("shouldReceive", forKey: "question")
      try fields.encode(touch, forKey: "touch")
    case .shouldBegin:
      try fields.encode("shouldBegin", forKey: "question")
    case .shouldRecognizeSimultaneously(let other):
      try fields.encode("shouldRecognizeSimultaneously", forKey: "question")
      try fields.encode(other, forKey: "other")
    case .shouldRequireFailure(let other):
      try fields.encode("shouldRequireFailure", forKey: "question")
      try fields.encode(other, forKey: "other")
    case .shouldBeRequiredToFail(let other):
      try fields.encode("shouldBeRequiredToFail", forKey: "question")
      try fields.encode(other, forKey: "other")
    }
  }
}

/// A reason as `{"kind": …, fields…}`: the case name and its values.
extension TransitionReason: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var fields = encoder.container(keyedBy: Key.self)
    switch self {
    case .touchesMoved: try fields.encode("touchesMoved", forKey: "kind")
    case .touchesEnded: try fields.encode("touchesEnded", forKey: "kind")
    case .touchesCancelled: try fields.encode("touchesCancelled", forKey: "kind")
    case .disabled: try fields.encode("disabled", forKey: "kind")
    case .sequenceEndedUndecided: try fields.encode("sequenceEndedUndecided", forKey: "kind")
    case .forced: try fields.encode("forced", forKey: "kind")
    case .tapsCompleted(let count):
      try fields.encode("tapsCompleted", forKey: "kind")
      try fields.encode(count, forKey: "count")
    case .movedTooFar(let distance, let allowed):
      try fields.encode("movedTooFar", forKey: "kind")
      try fields.encode(distance, forKey: "distance")
      try fields.encode(allowed, forKey: "allowed")
    case .heldTooLong(let limit):
      try fields.encode("heldTooLong", forKey: "kind")
      try fields.encode(limit, forKey: "limit")
    case .tapIntervalExpired(let interval):
      try fields.encode("tapIntervalExpired", forKey: "kind")
      try fields.encode(interval, forKey: "interval")
    case .touchCountMismatch(let count, let required):
      try fields.encode("touchCountMismatch", forKey: "kind")
      try fields.encode(count, forKey: "count")
      try fields.encode(required, forKey: "required")
    case .releasedTooSoon(let held, let required):
      try fields.encode("releasedTooSoon", forKey: "kind")
      try fields.encode(held, forKey: "held")
      try fields.encode(required, forKey: "required")
    case .delayElapsed(let delay):
      try fields.encode("delayElapsed", forKey: "kind")
      try fields.encode(delay, forKey: "delay")
    case .pressDurationReached(let duration):
      try fields.encode("pressDurationReached", forKey: "kind")
      try fields.encode(duration, forKey: "duration")
    case .movedEnough(let distance, let threshold):
      try fields.encode("movedEnough", forKey: "kind")
      try fields.encode(distance, forKey: "distance")
      try fields.encode(threshold, forKey: "threshold")
    case .swiped(let direction, let distance):
      try fields.encode("swiped", forKey: "kind")
      try fields.encode(direction, forKey: "direction")
      try fields.encode(distance, forKey: "distance")
    case .notASwipe(let detail):
      try fields.encode("notASwipe", forKey: "kind")
      try fields.encode(detail, forKey: "detail")
    case .thresholdReached(let value, let threshold):
      try fields.encode("thresholdReached", forKey: "kind")
      try fields.encode(value, forKey: "value")
      try fields.encode(threshold, forKey: "threshold")
    case .shouldBeginDenied(let by):
      try fields.encode("shouldBeginDenied", forKey: "kind")
      try fields.encode(by, forKey: "by")
    case .requiredRecognizerRecognized(let other):
      try fields.encode("requiredRecognizerRecognized", forKey: "kind")
      try fields.encode(other, forKey: "other")
    case .requirementFailed(let other):
      try fields.encode("requirementFailed", forKey: "kind")
      try fields.encode(other, forKey: "other")
    case .preventedBy(let other):
      try fields.encode("preventedBy", forKey: "kind")
      try fields.encode(other, forKey: "other")
    }
  }
}
