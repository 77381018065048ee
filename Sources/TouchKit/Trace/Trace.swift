import Foundation

/// The records of a dispatch, as a value: what the side pane shows, the headless commands
/// print, and the tests assert on.
public struct Trace: Equatable, Sendable {
  public var records: [TraceRecord]

  public init(records: [TraceRecord]) {
    self.records = records
  }

  /// The hit view of each touch, by touch id.
  public var hitViews: [Int: String?] {
    var result: [Int: String?] = [:]
    for record in records {
      if case .hitView(let touch, let view, _) = record.step { result[touch] = view }
    }
    return result
  }

  /// The views whose `hitTest(_:with:)` returned a view (the path hit testing took to the hit
  /// view), for the touch that began most recently: outermost first (window, …, hit view).
  public var hitTestPath: [String] {
    let lastStart = records.lastIndex { if case .hitTestWindow = $0.step { true } else { false } }
    guard let lastStart else { return [] }
    var path: [String] = []
    for record in records[lastStart...] {
      if case .hitView = record.step { break }
      if case .hitTestReturn(let view, let result) = record.step, result != nil { path.append(view) }
    }
    return path.reversed()
  }
}

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
