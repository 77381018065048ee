import Foundation
import TouchKit

/// The kinds of step, for colouring and filtering.
public enum TraceCategory: String, Sendable, CaseIterable {
  case input, touch, hitTest, delivery, responder, sequence, recognizer, timer
  /// A control's tracking, highlight, events and value (§5).
  case control
  /// Target-action: asks up the chain, deliveries, unhandled actions (§6).
  case action
}

extension TraceStep {
  public var category: TraceCategory {
    switch self {
    case .pointer: .input
    case .touch, .tapSeries, .hitView: .touch
    case .hitTestWindow, .hitTestVisit, .hitTestSkip, .pointInside, .hitTestReturn, .hitTestOutsideSubtree,
      .hitTestRecursionLimit, .hitTestRepeat, .hitTestPassesDisagree:
      .hitTest
    case .sendEvent, .deliver, .withhold: .delivery
    case .forward, .handle, .drop, .chainLimit: .responder
    case .sequenceEnd: .sequence
    case .recognizerTouches, .recognizerSkipped, .ask, .stateChange, .invalidTransition, .waitForFailure,
      .ignoreTouch, .reset, .scrollViewAsk, .forced:
      .recognizer
    case .cancelTouches, .delayTouches, .sendDelayed, .discardDelayed, .scroll: .delivery
    case .timerScheduled, .timerFired: .timer
    case .controlTracking, .controlHighlight, .controlEvents, .controlValue, .controlIgnored: .control
    case .actionAsk, .actionSent, .actionUnhandled: .action
    }
  }
}
