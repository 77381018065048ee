import Foundation
import TouchKit

/// The table: each record kind's kind, category, fields and sentence, declared once
/// (docs/trace-format.md documents the fields). Reasons and questions declare their own fields
/// and phrases next to their cases, in TouchKit; a record adds them after its own.
///
/// A new record kind is two lines in TouchKit's TraceStep.swift (its case, and its ``TraceStep/Kind``
/// case) and its entry here, plus a sample in the tests (TraceStepSamples.swift): the JSON
/// document, JSON Lines, text, Markdown, Mermaid notes, script patterns and the kind list follow,
/// and TraceEntryTests checks the kind through each of them.
extension TraceStep {
  public var entry: TraceEntry {
    switch self {
    case .pointer(let p):
      TraceEntry(
        .pointer, .input,
        [
          "pointerKind": .string(p.kind.rawValue), "pointer": .int(p.pointer), "location": .point(p.location),
        ],
        "pointer \(p.pointer) \(p.kind.rawValue) at \(Format.point(p.location))", emphasis: .headline)
    case .touch(let touch, let phase, let location, let tapCount):
      TraceEntry(
        .touch, .touch,
        [
          "touch": .int(touch), "phase": .string(phase.rawValue), "location": .point(location),
          "tapCount": .int(tapCount),
        ],
        "touch \(touch) \(phase.rawValue) at \(Format.point(location)), tapCount \(tapCount)")
    case .tapSeries(let touch, let interval, let distance, let continued):
      TraceEntry(
        .tapSeries, .touch,
        [
          "touch": .int(touch), "interval": .number(interval), "distance": .number(distance),
          "continued": .bool(continued),
        ],
        Sentence.tapSeries(touch, interval, distance, continued))
    case .resample(let touch, let frames, let from, let to):
      TraceEntry(
        .resample, .input,
        ["touch": .int(touch), "frames": .int(frames), "from": .point(from), "to": .point(to)],
        "touch \(touch): \(frames) frame\(frames == 1 ? "" : "s") resampled between \(Format.point(from)) and "
          + "\(Format.point(to)), as a device would have sampled them")
    case .hitTestWindow(let window, let level, let point):
      TraceEntry(
        .hitTestWindow, .hitTest,
        ["window": .string(window), "level": .number(level), "point": .point(point)],
        "hit-test window \(window) (level \(Format.number(level))) at \(Format.point(point))", about: [window]
      )
    case .hitTestVisit(let view, let point, let implementation, let caller):
      TraceEntry(
        .hitTestVisit, .hitTest,
        ["view": .string(view), "point": .point(point)] + implementation.traceFields
          + ["caller": .optional(caller)],
        "\(view).hitTest(\(Format.point(point)))" + Format.callMarks(view, implementation, caller),
        about: [view])
    case .hitTestSkip(let view, let reason):
      TraceEntry(
        .hitTestSkip, .hitTest, ["view": .string(view)] + reason.traceFields,
        "\(view) skipped with its subtree: \(reason.explanation)", about: [view])
    case .pointInside(let view, let point, let bounds, let inside, let implementation, let caller):
      TraceEntry(
        .pointInside, .hitTest,
        ["view": .string(view), "point": .point(point), "bounds": .rect(bounds), "inside": .bool(inside)]
          + implementation.traceFields + ["caller": .optional(caller)],
        Sentence.pointInside(view, point, bounds, inside, implementation, caller), about: [view])
    case .hitTestReturn(let view, let result):
      TraceEntry(
        .hitTestReturn, .hitTest, ["view": .string(view), "result": .optional(result)],
        "\(view).hitTest → \(result ?? "nil")", about: [view])
    case .hitTestOutsideSubtree(let view, let result):
      TraceEntry(
        .hitTestOutsideSubtree, .hitTest, ["view": .string(view), "result": .string(result)],
        "⚠ \(view).hitTest returned \(result), which is not in \(view)'s subtree: the touch goes there",
        about: [result, view])
    case .hitTestRecursionLimit(let view, let limit):
      TraceEntry(
        .hitTestRecursionLimit, .hitTest, ["view": .string(view), "limit": .int(limit)],
        "✗ \(view).hitTest entered again inside itself \(limit) times deep: recursion stopped, answering nil",
        about: [view])
    case .hitTestRepeat(let touch, let pass):
      TraceEntry(
        .hitTestRepeat, .hitTest, ["touch": .int(touch), "pass": .int(pass)],
        "hit testing touch \(touch) again (pass \(pass)): UIKit calls hitTest more than once per touch")
    case .hitTestPassesDisagree(let touch, let first, let second):
      TraceEntry(
        .hitTestPassesDisagree, .hitTest,
        ["touch": .int(touch), "first": .optional(first), "second": .optional(second)],
        "⚠ touch \(touch): the passes disagree (\(first ?? "nil") then \(second ?? "nil")): "
          + "hitTest has side effects; the last pass counts")
    case .hitView(let touch, let view, let window):
      TraceEntry(
        .hitView, .touch, ["touch": .int(touch), "view": .optional(view), "window": .optional(window)],
        view.map { "touch \(touch) → hit view \($0) in window \(window ?? "?")" }
          ?? "touch \(touch) hit no view: no window returned one", about: view.map { [$0] } ?? [],
        also: .hitTest)
    case .sendEvent(let responder, let touches):
      TraceEntry(
        .sendEvent, .delivery, ["responder": .string(responder), "touches": .ints(touches)],
        "\(responder).sendEvent(\(Format.touches(touches)))", about: [responder])
    case .deliver(let responder, let method, let touches):
      TraceEntry(
        .deliver, .delivery, Self.methodFields(responder, method, touches),
        "\(responder).\(method.rawValue)(\(Format.touches(touches)))", about: [responder])
    case .withhold(let view, let method, let touch, let reason):
      TraceEntry(
        .withhold, .delivery,
        ["view": .string(view), "method": .string(method.rawValue), "touch": .int(touch)]
          + reason.traceFields,
        "\(view) does not get \(method.rawValue) for touch \(touch): \(reason.explanation)", about: [view])
    case .forward(let from, let to, let method, let touches):
      TraceEntry(
        .forward, .responder,
        [
          "from": .string(from), "to": .string(to), "method": .string(method.rawValue),
          "touches": .ints(touches),
        ],
        "\(from) → \(to): \(method.rawValue) forwarded to next responder", about: [to, from])
    case .handle(let responder, let method, let touches):
      TraceEntry(
        .handle, .responder, Self.methodFields(responder, method, touches),
        "\(responder) handles \(method.rawValue)", about: [responder])
    case .drop(let responder, let method, let touches):
      TraceEntry(
        .drop, .responder, Self.methodFields(responder, method, touches),
        "\(responder) has no next responder: \(method.rawValue) is dropped", about: [responder])
    case .chainLimit(let responder, let method, let touches, let limit):
      TraceEntry(
        .chainLimit, .responder, Self.methodFields(responder, method, touches) + ["limit": .int(limit)],
        "\(responder): \(method.rawValue) not forwarded: the chain passed \(limit) responders (a cycle in next?)",
        about: [responder])
    case .sequenceEnd(let touches):
      TraceEntry(
        .sequenceEnd, .sequence, ["touches": .ints(touches)], "sequence ends (\(Format.touches(touches)))",
        emphasis: .headline)
    // Controls and target-action (§5, §6).
    case .actionAsk(let responder, let action, let canPerform):
      TraceEntry(
        .actionAsk, .action,
        ["responder": .string(responder), "action": .string(action), "canPerform": .bool(canPerform)],
        "\(responder).canPerformAction(\(action)) → \(canPerform)", about: [responder])
    case .actionSent(let action, let sender, let target):
      TraceEntry(
        .actionSent, .action,
        ["action": .string(action), "sender": .string(sender), "target": .string(target)],
        "action \(action) from \(sender) → \(target)", about: [target, sender], emphasis: .headline)
    case .actionUnhandled(let action, let sender, let reason):
      TraceEntry(
        .actionUnhandled, .action,
        ["action": .string(action), "sender": .string(sender)] + reason.traceFields,
        "action \(action) from \(sender) is not handled: \(reason.explanation)", about: [sender])
    case .controlTracking(let control, let step, let inside, let result):
      TraceEntry(
        .controlTracking, .control,
        [
          "control": .string(control), "step": .string(step.rawValue), "inside": .optional(inside),
          "result": .optional(result),
        ],
        Sentence.controlTracking(control, step, inside, result), about: [control])
    case .controlHighlight(let control, let isHighlighted):
      TraceEntry(
        .controlHighlight, .control, ["control": .string(control), "isHighlighted": .bool(isHighlighted)],
        "\(control).isHighlighted = \(isHighlighted)", about: [control])
    case .controlEvents(let control, let events):
      TraceEntry(
        .controlEvents, .control, ["control": .string(control), "events": .strings(events)],
        "\(control) sends \(events.joined(separator: ", "))", about: [control])
    case .controlValue(let control, let value):
      TraceEntry(
        .controlValue, .control, ["control": .string(control), "value": .string(value)],
        "\(control) value → \(value)", about: [control])
    case .controlIgnored(let control, let method, let reason):
      TraceEntry(
        .controlIgnored, .control,
        ["control": .string(control), "method": .string(method.rawValue)] + reason.traceFields,
        "\(control) ignores \(method.rawValue): \(reason.explanation)", about: [control])

    // Gesture recognizers (§3, §4).
    case .recognizerTouches(let recognizer, let method, let touches):
      TraceEntry(
        .recognizerTouches, .recognizer,
        ["recognizer": .string(recognizer), "method": .string(method.rawValue), "touches": .ints(touches)],
        "\(recognizer).\(method.rawValue)(\(Format.touches(touches))), before the view",
        recognizer: recognizer)
    case .recognizerSkipped(let recognizer, let touch, let reason):
      TraceEntry(
        .recognizerSkipped, .recognizer,
        ["recognizer": .string(recognizer), "touch": .int(touch)] + reason.traceFields,
        "\(recognizer) does not receive touch \(touch): \(reason.explanation)", recognizer: recognizer)
    case .ask(let recognizer, let asked, let question, let answer):
      TraceEntry(
        .ask, .recognizer,
        ["recognizer": .string(recognizer), "asked": .string(asked)] + question.traceFields
          + ["answer": .bool(answer)],
        "\(question.call(recognizer: recognizer, asked: asked)) → \(answer)", recognizer: recognizer)
    case .stateChange(let recognizer, let from, let to, let reason):
      TraceEntry(
        .stateChange, .recognizer,
        [
          "recognizer": .string(recognizer), "from": .string(from.rawValue), "to": .string(to.rawValue),
          "reason": .optional(reason?.traceFields),
        ],
        "\(recognizer): \(from.rawValue) → \(to.rawValue)" + (reason.map { ": \($0.explanation)" } ?? ""),
        recognizer: recognizer, emphasis: .headline)
    case .invalidTransition(let recognizer, let from, let to):
      TraceEntry(
        .invalidTransition, .recognizer,
        ["recognizer": .string(recognizer), "from": .string(from.rawValue), "to": .string(to.rawValue)],
        "\(recognizer): \(from.rawValue) → \(to.rawValue) is not a valid transition (§4); ignored",
        recognizer: recognizer, emphasis: .warning)
    case .waitForFailure(let recognizer, let requested, let other):
      TraceEntry(
        .waitForFailure, .recognizer,
        [
          "recognizer": .string(recognizer), "requested": .string(requested.rawValue),
          "other": .string(other),
        ],
        "\(recognizer) stays possible, \(requested.rawValue) waits until \(other) fails (require(toFail:))",
        recognizer: recognizer)
    case .cancelTouches(let recognizer, let view, let touches):
      TraceEntry(
        .cancelTouches, .delivery,
        ["recognizer": .string(recognizer), "view": .string(view), "touches": .ints(touches)],
        "\(recognizer) cancels \(Format.touches(touches)) in \(view) (cancelsTouchesInView)", about: [view],
        recognizer: recognizer, also: .recognizer)
    case .delayTouches(let recognizer, let view, let method, let touches):
      TraceEntry(
        .delayTouches, .delivery,
        ["recognizer": .string(recognizer)] + Self.viewFields(view, method, touches),
        Sentence.delayTouches(recognizer, view, method, touches), about: [view], recognizer: recognizer,
        also: .recognizer)
    case .sendDelayed(let view, let method, let touches):
      TraceEntry(
        .sendDelayed, .delivery, Self.viewFields(view, method, touches),
        "delayed \(method.rawValue)(\(Format.touches(touches))) goes to \(view) now", about: [view],
        also: .recognizer)
    case .discardDelayed(let recognizer, let view, let method, let touches):
      TraceEntry(
        .discardDelayed, .delivery,
        ["recognizer": .string(recognizer)] + Self.viewFields(view, method, touches),
        "delayed \(method.rawValue)(\(Format.touches(touches))) for \(view) discarded: \(recognizer) recognized",
        about: [view], recognizer: recognizer, also: .recognizer)
    case .ignoreTouch(let recognizer, let touch):
      TraceEntry(
        .ignoreTouch, .recognizer, ["recognizer": .string(recognizer), "touch": .int(touch)],
        "\(recognizer) ignores touch \(touch) (ignore(_:for:)): no more updates, never cancelled by it",
        recognizer: recognizer)
    case .timerScheduled(let owner, let purpose, let fireTime):
      TraceEntry(
        .timerScheduled, .timer,
        ["owner": .string(owner), "purpose": .string(purpose), "fireTime": .number(fireTime)],
        "\(owner) starts a timer for \(purpose), due at \(Format.seconds(fireTime)) s", about: [owner],
        recognizer: owner)
    case .timerFired(let owner, let purpose):
      TraceEntry(
        .timerFired, .timer, ["owner": .string(owner), "purpose": .string(purpose)],
        "\(owner)'s \(purpose) timer fires", about: [owner], recognizer: owner)
    case .reset(let recognizer):
      TraceEntry(
        .reset, .recognizer, ["recognizer": .string(recognizer)], "\(recognizer).reset(): back to possible",
        recognizer: recognizer)
    case .forced(let recognizer, let outcome, let applied):
      TraceEntry(
        .forced, .recognizer,
        ["recognizer": .string(recognizer), "outcome": .string(outcome.rawValue), "applied": .bool(applied)],
        Sentence.forced(recognizer, outcome, applied), recognizer: recognizer)

    // Scroll views (§7).
    case .scrollViewAsk(let scrollView, let question, let view, let answer):
      TraceEntry(
        .scrollViewAsk, .recognizer,
        [
          "scrollView": .string(scrollView), "question": .string(question.rawValue), "view": .string(view),
          "answer": .bool(answer),
        ],
        Sentence.scrollViewAsk(scrollView, question, view, answer), about: [scrollView])
    case .scroll(let scrollView, let contentOffset):
      TraceEntry(
        .scroll, .delivery, ["scrollView": .string(scrollView), "contentOffset": .point(contentOffset)],
        "\(scrollView) scrolls: contentOffset = \(Format.point(contentOffset))", about: [scrollView])
    }
  }

  /// `responder`, `method`, `touches`: a touch method reaching a responder.
  private static func methodFields(_ responder: String, _ method: TouchMethod, _ touches: [Int])
    -> TraceFields
  {
    ["responder": .string(responder), "method": .string(method.rawValue), "touches": .ints(touches)]
  }

  /// `view`, `method`, `touches`: touch methods held back from a view or sent to it late.
  private static func viewFields(_ view: String, _ method: TouchMethod, _ touches: [Int]) -> TraceFields {
    ["view": .string(view), "method": .string(method.rawValue), "touches": .ints(touches)]
  }
}
