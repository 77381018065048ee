import Foundation
import TouchKit

/// The JSON rendering of a trace (documented in docs/trace-format.md).
///
/// Keys are sorted and numbers come from `JSONEncoder`, so the same trace always gives the
/// same bytes. Each record is flat: `id`, `time`, `depth`, `kind`, then the kind's fields.
public struct TraceDocument: Encodable {
  /// Bumped whenever a field changes meaning or disappears; new kinds and fields do not bump it.
  public static let schemaVersion = 1

  public let format = "touchlab-trace"
  public let schemaVersion = TraceDocument.schemaVersion
  public let records: [TraceRecord]
  public let summary: TraceSummary

  public init(_ trace: Trace) {
    records = trace.records
    summary = trace.summary
  }

  /// Pretty-printed, key-sorted JSON.
  public func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    // A view squashed by a singular transform converts points to NaN; JSON has no NaN.
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    return try encoder.encode(self)
  }
}

extension TraceRecord: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var fields = encoder.container(keyedBy: Key.self)
    try fields.encode(id, forKey: "id")
    try fields.encode(time, forKey: "time")
    try fields.encode(depth, forKey: "depth")
    try fields.encode(step.kind, forKey: "kind")
    try step.encodeFields(into: &fields)
  }
}

/// Any string as a coding key: record fields depend on the kind.
struct Key: CodingKey, ExpressibleByStringLiteral {
  let stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
  init(stringLiteral value: String) { stringValue = value }
}

/// A point as `{"x": …, "y": …}`.
struct JSONPoint: Encodable {
  let x: CGFloat
  let y: CGFloat
  init(_ point: CGPoint) { (x, y) = (point.x, point.y) }
}

/// A rectangle as `{"x", "y", "width", "height"}`.
struct JSONRect: Encodable {
  let x: CGFloat
  let y: CGFloat
  let width: CGFloat
  let height: CGFloat
  init(_ rect: CGRect) { (x, y, width, height) = (rect.minX, rect.minY, rect.width, rect.height) }
}

extension TraceStep {
  /// The `kind` field: the case name.
  public var kind: String {
    switch self {
    case .pointer: "pointer"
    case .touch: "touch"
    case .tapSeries: "tapSeries"
    case .hitTestWindow: "hitTestWindow"
    case .hitTestVisit: "hitTestVisit"
    case .hitTestSkip: "hitTestSkip"
    case .pointInside: "pointInside"
    case .hitTestReturn: "hitTestReturn"
    case .hitTestOutsideSubtree: "hitTestOutsideSubtree"
    case .hitTestRecursionLimit: "hitTestRecursionLimit"
    case .hitTestRepeat: "hitTestRepeat"
    case .hitTestPassesDisagree: "hitTestPassesDisagree"
    case .hitView: "hitView"
    case .sendEvent: "sendEvent"
    case .deliver: "deliver"
    case .withhold: "withhold"
    case .forward: "forward"
    case .handle: "handle"
    case .drop: "drop"
    case .chainLimit: "chainLimit"
    case .sequenceEnd: "sequenceEnd"
    case .recognizerTouches, .recognizerSkipped, .ask, .stateChange, .invalidTransition, .waitForFailure,
      .cancelTouches, .delayTouches, .sendDelayed, .discardDelayed, .ignoreTouch, .timerScheduled,
      .timerFired,
      .reset, .scrollViewAsk, .scroll, .forced:
      recognizerKind ?? ""
    case .actionAsk, .actionSent, .actionUnhandled, .controlTracking, .controlHighlight, .controlEvents,
      .controlValue, .controlIgnored:
      controlKind
    }
  }

  fileprivate func encodeFields(into fields: inout KeyedEncodingContainer<Key>) throws {
    switch self {
    case .pointer(let p):
      try fields.encode(p.kind.rawValue, forKey: "pointerKind")
      try fields.encode(p.pointer, forKey: "pointer")
      try fields.encode(JSONPoint(p.location), forKey: "location")
    case .touch(let touch, let phase, let location, let tapCount):
      try fields.encode(touch, forKey: "touch")
      try fields.encode(phase.rawValue, forKey: "phase")
      try fields.encode(JSONPoint(location), forKey: "location")
      try fields.encode(tapCount, forKey: "tapCount")
    case .tapSeries(let touch, let interval, let distance, let continued):
      try fields.encode(touch, forKey: "touch")
      try fields.encode(interval, forKey: "interval")
      try fields.encode(distance, forKey: "distance")
      try fields.encode(continued, forKey: "continued")
    case .hitTestWindow(let window, let level, let point):
      try fields.encode(window, forKey: "window")
      try fields.encode(level, forKey: "level")
      try fields.encode(JSONPoint(point), forKey: "point")
    case .hitTestVisit(let view, let point, let implementation, let caller):
      try fields.encode(view, forKey: "view")
      try fields.encode(JSONPoint(point), forKey: "point")
      try implementation.encodeFields(caller: caller, into: &fields)
    case .hitTestSkip(let view, let reason):
      try fields.encode(view, forKey: "view")
      try reason.encodeFields(into: &fields)
    case .pointInside(let view, let point, let bounds, let inside, let implementation, let caller):
      try fields.encode(view, forKey: "view")
      try fields.encode(JSONPoint(point), forKey: "point")
      try fields.encode(JSONRect(bounds), forKey: "bounds")
      try fields.encode(inside, forKey: "inside")
      try implementation.encodeFields(caller: caller, into: &fields)
    case .hitTestReturn(let view, let result):
      try fields.encode(view, forKey: "view")
      try fields.encode(result, forKey: "result")
    case .hitTestOutsideSubtree(let view, let result):
      try fields.encode(view, forKey: "view")
      try fields.encode(result, forKey: "result")
    case .hitTestRecursionLimit(let view, let limit):
      try fields.encode(view, forKey: "view")
      try fields.encode(limit, forKey: "limit")
    case .hitTestRepeat(let touch, let pass):
      try fields.encode(touch, forKey: "touch")
      try fields.encode(pass, forKey: "pass")
    case .hitTestPassesDisagree(let touch, let first, let second):
      try fields.encode(touch, forKey: "touch")
      try fields.encode(first, forKey: "first")
      try fields.encode(second, forKey: "second")
    case .hitView(let touch, let view, let window):
      try fields.encode(touch, forKey: "touch")
      try fields.encode(view, forKey: "view")
      try fields.encode(window, forKey: "window")
    case .sendEvent(let responder, let touches):
      try fields.encode(responder, forKey: "responder")
      try fields.encode(touches, forKey: "touches")
    case .deliver(let responder, let method, let touches), .handle(let responder, let method, let touches),
      .drop(let responder, let method, let touches):
      try fields.encode(responder, forKey: "responder")
      try fields.encode(method, forKey: "method")
      try fields.encode(touches, forKey: "touches")
    case .withhold(let view, let method, let touch, let reason):
      try fields.encode(view, forKey: "view")
      try fields.encode(method, forKey: "method")
      try fields.encode(touch, forKey: "touch")
      try reason.encodeFields(into: &fields)
    case .forward(let from, let to, let method, let touches):
      try fields.encode(from, forKey: "from")
      try fields.encode(to, forKey: "to")
      try fields.encode(method, forKey: "method")
      try fields.encode(touches, forKey: "touches")
    case .chainLimit(let responder, let method, let touches, let limit):
      try fields.encode(responder, forKey: "responder")
      try fields.encode(method, forKey: "method")
      try fields.encode(touches, forKey: "touches")
      try fields.encode(limit, forKey: "limit")
    case .sequenceEnd(let touches):
      try fields.encode(touches, forKey: "touches")
    case .recognizerTouches, .recognizerSkipped, .ask, .stateChange, .invalidTransition, .waitForFailure,
      .cancelTouches, .delayTouches, .sendDelayed, .discardDelayed, .ignoreTouch, .timerScheduled,
      .timerFired,
      .reset, .scrollViewAsk, .scroll, .forced:
      try encodeRecognizerFields(into: &fields)
    case .actionAsk, .actionSent, .actionUnhandled, .controlTracking, .controlHighlight, .controlEvents,
      .controlValue, .controlIgnored:
      try encodeControlFields(into: &fields)
    }
  }
}

extension HitTestSkipReason {
  fileprivate func encodeFields(into fields: inout KeyedEncodingContainer<Key>) throws {
    switch self {
    case .hidden: try fields.encode("hidden", forKey: "reason")
    case .userInteractionDisabled: try fields.encode("userInteractionDisabled", forKey: "reason")
    case .alphaBelowMinimum(let alpha, let minimum):
      try fields.encode("alphaBelowMinimum", forKey: "reason")
      try fields.encode(alpha, forKey: "alpha")
      try fields.encode(minimum, forKey: "minimum")
    case .animating(let until):
      try fields.encode("animating", forKey: "reason")
      try fields.encode(until, forKey: "until")
    }
  }
}

extension WithholdReason {
  fileprivate func encodeFields(into fields: inout KeyedEncodingContainer<Key>) throws {
    switch self {
    case .multipleTouchDisabled(let first):
      try fields.encode("multipleTouchDisabled", forKey: "reason")
      try fields.encode(first, forKey: "firstTouch")
    case .exclusiveTouch(let exclusive, let tracking):
      try fields.encode("exclusiveTouch", forKey: "reason")
      try fields.encode(exclusive, forKey: "exclusiveView")
      try fields.encode(tracking, forKey: "trackingView")
    case .cancelledByRecognizer(let recognizer):
      try fields.encode("cancelledByRecognizer", forKey: "reason")
      try fields.encode(recognizer, forKey: "recognizer")
    case .touchesBeganDelayed:
      try fields.encode("touchesBeganDelayed", forKey: "reason")
    case .scrollViewDeclined(let scrollView):
      try fields.encode("scrollViewDeclined", forKey: "reason")
      try fields.encode(scrollView, forKey: "scrollView")
    }
  }
}

extension HitTestImplementation {
  /// `"implementation": "uikit" | "override" | "declarative"`, the override's `className` or
  /// the declarative key's `name`, and `caller` (null: UIKit's algorithm).
  fileprivate func encodeFields(caller: String?, into fields: inout KeyedEncodingContainer<Key>) throws {
    switch self {
    case .uikit: try fields.encode("uikit", forKey: "implementation")
    case .override(let className):
      try fields.encode("override", forKey: "implementation")
      try fields.encode(className, forKey: "className")
    case .declarative(let name):
      try fields.encode("declarative", forKey: "implementation")
      try fields.encode(name, forKey: "name")
    }
    try fields.encode(caller, forKey: "caller")
  }
}
