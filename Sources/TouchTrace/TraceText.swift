import Foundation
import TouchKit

/// Plain-text rendering of trace records: one line each, indented by depth, that reads like an
/// explanation of what UIKit did and why.
extension TraceRecord {
  /// `id time  indent message`, e.g. `  12   0.000      card.point(inside: (20, 40)) → true`.
  public var textLine: String {
    let number = String(id).leftPadded(to: 4)
    let clock = Format.seconds(time).leftPadded(to: 8)
    return "\(number) \(clock)  \(String(repeating: "  ", count: depth))\(step.message)"
  }
}

extension Trace {
  /// The whole trace as text, one record per line.
  public var text: String {
    records.map(\.textLine).joined(separator: "\n") + (records.isEmpty ? "" : "\n")
  }
}

extension TraceStep {
  /// The record's message, without number, time or indentation.
  public var message: String {
    switch self {
    case .pointer(let p):
      return "pointer \(p.pointer) \(p.kind.rawValue) at \(Format.point(p.location))"
    case .touch(let touch, let phase, let location, let tapCount):
      return "touch \(touch) \(phase.rawValue) at \(Format.point(location)), tapCount \(tapCount)"
    case .tapSeries(let touch, let interval, let distance, let continued):
      let limits =
        "\(Format.seconds(interval)) s after the last tap (limit \(Format.number(Tunables.maximumTapInterval)) s), "
        + "\(Format.number(distance)) pt away (limit \(Format.number(Tunables.maximumTapDistance)) pt)"
      return "touch \(touch) \(continued ? "continues the tap series" : "starts a new tap series"): \(limits)"
    case .hitTestWindow(let window, let level, let point):
      return "hit-test window \(window) (level \(Format.number(level))) at \(Format.point(point))"
    case .hitTestVisit(let view, let point, let implementation, let caller):
      return "\(view).hitTest(\(Format.point(point)))" + Format.callMarks(view, implementation, caller)
    case .hitTestSkip(let view, let reason):
      return "\(view) skipped with its subtree: \(reason.explanation)"
    case .pointInside(let view, let point, let bounds, let inside, let implementation, let caller):
      let call =
        "\(view).point(inside: \(Format.point(point)))" + Format.callMarks(view, implementation, caller)
      if case .override = implementation { return "\(call) → \(inside)" }
      let relation = inside ? "inside" : "outside"
      let area = implementation == .uikit ? "bounds" : "hit area"
      return "\(call) → \(inside): \(relation) \(area) \(Format.rect(bounds))"
    case .hitTestReturn(let view, let result):
      return "\(view).hitTest → \(result ?? "nil")"
    case .hitTestOutsideSubtree(let view, let result):
      return "⚠ \(view).hitTest returned \(result), which is not in \(view)'s subtree: the touch goes there"
    case .hitTestRecursionLimit(let view, let limit):
      return
        "✗ \(view).hitTest entered again inside itself \(limit) times deep: recursion stopped, answering nil"
    case .hitTestRepeat(let touch, let pass):
      return "hit testing touch \(touch) again (pass \(pass)): UIKit calls hitTest more than once per touch"
    case .hitTestPassesDisagree(let touch, let first, let second):
      return
        "⚠ touch \(touch): the passes disagree (\(first ?? "nil") then \(second ?? "nil")): hitTest has side effects; the last pass counts"
    case .hitView(let touch, let view, let window):
      guard let view else { return "touch \(touch) hit no view: no window returned one" }
      return "touch \(touch) → hit view \(view) in window \(window ?? "?")"
    case .sendEvent(let responder, let touches):
      return "\(responder).sendEvent(\(Format.touches(touches)))"
    case .deliver(let responder, let method, let touches):
      return "\(responder).\(method.rawValue)(\(Format.touches(touches)))"
    case .withhold(let view, let method, let touch, let reason):
      return "\(view) does not get \(method.rawValue) for touch \(touch): \(reason.explanation)"
    case .forward(let from, let to, let method, _):
      return "\(from) → \(to): \(method.rawValue) forwarded to next responder"
    case .handle(let responder, let method, _):
      return "\(responder) handles \(method.rawValue)"
    case .drop(let responder, let method, _):
      return "\(responder) has no next responder: \(method.rawValue) is dropped"
    case .chainLimit(let responder, let method, _, let limit):
      return
        "\(responder): \(method.rawValue) not forwarded: the chain passed \(limit) responders (a cycle in next?)"
    case .sequenceEnd(let touches):
      return "sequence ends (\(Format.touches(touches)))"
    case .recognizerTouches, .recognizerSkipped, .ask, .stateChange, .invalidTransition, .waitForFailure,
      .cancelTouches, .delayTouches, .sendDelayed, .discardDelayed, .ignoreTouch, .timerScheduled,
      .timerFired,
      .reset, .scrollViewAsk, .scroll, .forced:
      return recognizerMessage ?? ""
    case .actionAsk, .actionSent, .actionUnhandled, .controlTracking, .controlHighlight, .controlEvents,
      .controlValue, .controlIgnored:
      return controlMessage
    }
  }
}

extension HitTestSkipReason {
  public var explanation: String {
    switch self {
    case .hidden: "isHidden is true"
    case .userInteractionDisabled: "isUserInteractionEnabled is false"
    case .alphaBelowMinimum(let alpha, let minimum):
      "alpha \(Format.number(alpha)) < \(Format.number(minimum))"
    case .animating(let until):
      "it is animating until \(Format.number(until)) s without .allowUserInteraction"
    }
  }
}

extension WithholdReason {
  public var explanation: String {
    switch self {
    case .multipleTouchDisabled(let first):
      "isMultipleTouchEnabled is false and it already has touch \(first)"
    case .exclusiveTouch(let exclusive, let tracking) where exclusive == tracking:
      "\(exclusive) isExclusiveTouch and is tracking a touch"
    case .exclusiveTouch(let exclusive, let tracking):
      "\(exclusive) isExclusiveTouch and \(tracking) is tracking a touch"
    case .cancelledByRecognizer(let recognizer):
      "\(recognizer) recognized and cancelled it in the view (cancelsTouchesInView)"
    case .touchesBeganDelayed:
      "its touchesBegan is still delayed by a recognizer"
    case .scrollViewDeclined(let scrollView):
      "\(scrollView).touchesShouldBegin said false"
    }
  }
}

/// The trace's own phrases, next to the engine's number formats.
extension Format {
  /// What a hit-testing call ran and who made it: ` [override RoundButton]`, ` [hitSlop]`,
  /// ` [super]` (an override calling UIKit's implementation), ` [from card's override]`;
  /// nothing for UIKit's algorithm calling UIKit's implementation.
  public static func callMarks(_ view: String, _ implementation: HitTestImplementation, _ caller: String?)
    -> String
  {
    var marks = implementation.mark.map { " " + $0 } ?? ""
    if let caller { marks += caller == view ? " [super]" : " [from \(caller)'s override]" }
    return marks
  }

  /// `touch 1` or `touches 1, 2`.
  static func touches(_ ids: [Int]) -> String {
    (ids.count == 1 ? "touch " : "touches ") + ids.map(String.init).joined(separator: ", ")
  }
}
