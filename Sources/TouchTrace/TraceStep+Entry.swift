import Foundation
import TouchKit

/// The table: each record kind's kind, category, fields and sentence, declared once
/// (docs/trace-format.md documents the fields). Reasons and questions declare their own fields
/// and phrases next to their cases, in TouchKit; a record adds them after its own.
///
/// This switch only routes: each case's entry is one function in the file of its category
/// (TraceStep+Entry+Input.swift, +HitTest, +Delivery, +Controls, +Recognizers,
/// +RecognizerDelivery, +ScrollView, +TableView, +Notices), so a category reads at a glance and the switch stays
/// exhaustive: a new case in TouchKit's TraceStep.swift (and its ``TraceStep/Kind`` case) makes
/// the compiler ask for its line here and its entry there. A sample in the tests
/// (TraceStepSamples.swift) completes it: the JSON document, JSON Lines, text, Markdown,
/// Mermaid notes, script patterns and the kind list follow, and TraceEntryTests checks the kind
/// through each of them.
extension TraceStep {
  public var entry: TraceEntry {
    switch self {
    case .pointer(let p): .pointer(p)
    case .touch(let touch, let phase, let location, let tapCount): .touch(touch, phase, location, tapCount)
    case .tapSeries(let touch, let interval, let distance, let continued):
      .tapSeries(touch, interval, distance, continued)
    case .resample(let touch, let frames, let from, let to): .resample(touch, frames, from, to)

    case .hitTestWindow(let window, let level, let point): .hitTestWindow(window, level, point)
    case .hitTestVisit(let view, let point, let implementation, let caller):
      .hitTestVisit(view, point, implementation, caller)
    case .hitTestSkip(let view, let reason): .hitTestSkip(view, reason)
    case .pointInside(let view, let point, let bounds, let inside, let implementation, let caller):
      .pointInside(view, point, bounds, inside, implementation, caller)
    case .hitTestSiblingsOutside(let view, let point, let count, let from, let to):
      .hitTestSiblingsOutside(view, point, count, from, to)
    case .hitTestReturn(let view, let result): .hitTestReturn(view, result)
    case .hitTestOutsideSubtree(let view, let result): .hitTestOutsideSubtree(view, result)
    case .hitTestRecursionLimit(let view, let limit, let caller): .hitTestRecursionLimit(view, limit, caller)
    case .hitTestRepeat(let touch, let pass): .hitTestRepeat(touch, pass)
    case .hitTestPassesDisagree(let touch, let first, let second):
      .hitTestPassesDisagree(touch, first, second)
    case .hitView(let touch, let view, let window): .hitView(touch, view, window)
    case .importedView(let view, let className, let importedAs, let address, let ibID, let unknown):
      .importedView(view, className, importedAs, address, ibID, unknown)

    case .sendEvent(let responder, let touches): .sendEvent(responder, touches)
    case .deliver(let responder, let method, let touches): .deliver(responder, method, touches)
    case .withhold(let view, let method, let touch, let reason): .withhold(view, method, touch, reason)
    case .forward(let from, let to, let method, let touches): .forward(from, to, method, touches)
    case .handle(let responder, let method, let touches): .handle(responder, method, touches)
    case .drop(let responder, let method, let touches): .drop(responder, method, touches)
    case .chainLimit(let responder, let method, let touches, let limit):
      .chainLimit(responder, method, touches, limit)
    case .sequenceEnd(let touches): .sequenceEnd(touches)

    case .actionAsk(let responder, let action, let canPerform): .actionAsk(responder, action, canPerform)
    case .actionSent(let action, let sender, let target): .actionSent(action, sender, target)
    case .actionUnhandled(let action, let sender, let reason): .actionUnhandled(action, sender, reason)
    case .controlTracking(let control, let step, let inside, let result):
      .controlTracking(control, step, inside, result)
    case .controlHighlight(let control, let isHighlighted): .controlHighlight(control, isHighlighted)
    case .controlEvents(let control, let events): .controlEvents(control, events)
    case .segue(let identifier, let kind, let source, let destination, let style):
      .segue(identifier, kind, source, destination, style)
    case .navigation(let controller, let operation, let from, let to):
      .navigation(controller, operation, from, to)
    case .tabSelection(let controller, let from, let to, let index):
      .tabSelection(controller, from, to, index)
    case .pageTurn(let controller, let direction, let from, let to, let completed):
      .pageTurn(controller, direction, from, to, completed)
    case .controlValue(let control, let value): .controlValue(control, value)
    case .controlIgnored(let control, let method, let reason): .controlIgnored(control, method, reason)

    case .recognizerTouches(let recognizer, let method, let touches):
      .recognizerTouches(recognizer, method, touches)
    case .recognizerSkipped(let recognizer, let touch, let reason):
      .recognizerSkipped(recognizer, touch, reason)
    case .ask(let recognizer, let asked, let question, let answer): .ask(recognizer, asked, question, answer)
    case .stateChange(let recognizer, let from, let to, let reason):
      .stateChange(recognizer, from, to, reason)
    case .invalidTransition(let recognizer, let from, let to): .invalidTransition(recognizer, from, to)
    case .waitForFailure(let recognizer, let requested, let other):
      .waitForFailure(recognizer, requested, other)
    case .ignoreTouch(let recognizer, let touch): .ignoreTouch(recognizer, touch)
    case .timerScheduled(let owner, let purpose, let fireTime): .timerScheduled(owner, purpose, fireTime)
    case .timerFired(let owner, let purpose): .timerFired(owner, purpose)
    case .reset(let recognizer): .reset(recognizer)
    case .forced(let recognizer, let outcome, let applied): .forced(recognizer, outcome, applied)
    case .output(let text): .output(text)
    case .delayedCallScheduled(let call, let fireTime): .delayedCallScheduled(call, fireTime)
    case .delayedCallFired(let call): .delayedCallFired(call)

    case .cancelTouches(let recognizer, let view, let touches): .cancelTouches(recognizer, view, touches)
    case .delayTouches(let recognizer, let view, let method, let touches, let reason):
      .delayTouches(recognizer, view, method, touches, reason)
    case .sendDelayed(let view, let method, let touches, let reason):
      .sendDelayed(view, method, touches, reason)
    case .discardDelayed(let recognizer, let view, let method, let touches):
      .discardDelayed(recognizer, view, method, touches)

    case .scrollViewAsk(let scrollView, let question, let view, let answer):
      .scrollViewAsk(scrollView, question, view, answer)
    case .scroll(let scrollView, let contentOffset): .scroll(scrollView, contentOffset)
    case .cellDequeue(let tableView, let identifier, let cell, let reused, let previous, let indexPath):
      .cellDequeue(tableView, identifier, cell, reused, previous, indexPath)
    case .cellReconfigure(let tableView, let identifier, let cell, let indexPath):
      .cellReconfigure(tableView, identifier, cell, indexPath)
    case .rowHighlight(let tableView, let row, let isHighlighted):
      .rowHighlight(tableView, row, isHighlighted)
    case .rowSelect(let tableView, let row, let isSelected): .rowSelect(tableView, row, isSelected)
    case .rowSkipped(let tableView, let row, let reason): .rowSkipped(tableView, row, reason)
    case .swipeActions(let tableView, let row, let edge, let isOpen, let reason):
      .swipeActions(tableView, row, edge, isOpen, reason)
    case .swipeActionPerformed(let tableView, let row, let action, let fullSwipe):
      .swipeActionPerformed(tableView, row, action, fullSwipe)
    case .layout(let view): .layout(view)
    case .layoutLoop(let view, let limit): .layoutLoop(view, limit)
    case .unsatisfiableConstraints(let constraints, let broken):
      .unsatisfiableConstraints(constraints, broken)
    case .invalidConstraint(let location, let message): .invalidConstraint(location, message)

    case .firstResponder(let from, let to): .firstResponder(from, to)
    case .firstResponderRefused(let responder, let request, let reason):
      .firstResponderRefused(responder, request, reason)
    case .textInputDelegate(let view, let method, let answer): .textInputDelegate(view, method, answer)
    case .typed(let responder, let text): .typed(responder, text)
    case .keyboard(let shown, let frame): .keyboard(shown, frame)
    case .keyboardTouch(let touch, let view): .keyboardTouch(touch, view)
    case .interactionIgnored(let pointer, let begins): .interactionIgnored(pointer, begins)
    case .menuOpened(let menu, let source, let items): .menuOpened(menu, source, items)
    case .menuItemChosen(let item, let menu): .menuItemChosen(item, menu)
    case .menuClosed(let menu, let reason): .menuClosed(menu, reason)

    case .notice(let api, let message): .notice(api, message)
    }
  }
}

extension TraceEntry {
  /// `responder`, `method`, `touches`: a touch method reaching a responder.
  static func methodFields(_ responder: String, _ method: TouchMethod, _ touches: [Int]) -> TraceFields {
    ["responder": .string(responder), "method": .string(method.rawValue), "touches": .ints(touches)]
  }

  /// `view`, `method`, `touches`: touch methods held back from a view or sent to it late.
  static func viewFields(_ view: String, _ method: TouchMethod, _ touches: [Int]) -> TraceFields {
    ["view": .string(view), "method": .string(method.rawValue), "touches": .ints(touches)]
  }
}
