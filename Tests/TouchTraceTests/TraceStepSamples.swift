import Foundation
import TouchKit

/// One step of every record kind (and every reason of the kinds that have reasons), for the
/// tests that check each kind through every rendering.
enum TraceStepSamples {
  static let point = CGPoint(x: 12.5, y: -3)

  static let all: [TraceStep] = [
    .pointer(PointerEvent(.down, at: point, time: 0.25, pointer: 1)),
    .touch(touch: 1, phase: .began, location: point, tapCount: 2),
    .tapSeries(touch: 1, interval: 0.2, distance: 3.5, continued: true),
    .resample(touch: 1, frames: 3, from: point, to: CGPoint(x: 40, y: 30)),
    .hitTestWindow(window: "window", level: 1, point: point),
    .hitTestVisit(view: "card", point: point, implementation: .override(className: "Round"), caller: "card"),
    .hitTestSkip(view: "card", reason: .hidden),
    .hitTestSkip(view: "card", reason: .userInteractionDisabled),
    .hitTestSkip(view: "card", reason: .alphaBelowMinimum(alpha: 0.005, minimum: 0.01)),
    .hitTestSkip(view: "card", reason: .animating(until: 1.5)),
    .pointInside(
      view: "card", point: point, bounds: CGRect(x: 0, y: 0, width: 40, height: 20), inside: true,
      implementation: .declarative("hitSlop"), caller: nil),
    .hitTestSiblingsOutside(view: "list", point: point, count: 9998, from: 9999, to: 2),
    .hitTestReturn(view: "card", result: nil),
    .hitTestOutsideSubtree(view: "card", result: "other"),
    .hitTestRecursionLimit(view: "card", limit: 64, caller: "badge"),
    .hitTestRepeat(touch: 1, pass: 2),
    .hitTestPassesDisagree(touch: 1, first: "a", second: nil),
    .hitView(touch: 1, view: "card", window: "window"),
    .importedView(
      view: "card", className: "MyApp.CardView", importedAs: "Control", address: "0x7fb1c2e12d60",
      unknownRecognizers: true),
    .importedView(
      view: "loginButton", className: "UIButton", importedAs: "Button", address: nil, ibID: "Lg1-Bt-001",
      unknownRecognizers: false),
    .sendEvent(responder: "application", touches: [1, 2]),
    .deliver(responder: "card", method: .touchesBegan, touches: [1]),
    .withhold(view: "card", method: .touchesMoved, touch: 2, reason: .multipleTouchDisabled(firstTouch: 1)),
    .withhold(
      view: "card", method: .touchesBegan, touch: 2,
      reason: .exclusiveTouch(exclusiveView: "a", trackingView: "b")),
    .withhold(view: "card", method: .touchesEnded, touch: 2, reason: .cancelledByRecognizer("tap")),
    .withhold(view: "card", method: .touchesMoved, touch: 2, reason: .touchesBeganDelayed),
    .withhold(view: "card", method: .touchesBegan, touch: 2, reason: .scrollViewDeclined(scrollView: "list")),
    .forward(from: "card", to: "root", method: .touchesEnded, touches: [1]),
    .handle(responder: "root", method: .touchesEnded, touches: [1]),
    .drop(responder: "application", method: .touchesCancelled, touches: [1]),
    .chainLimit(responder: "loop", method: .touchesBegan, touches: [1], limit: 100),
    .sequenceEnd(touches: [1]),
    .actionAsk(responder: "root", action: "save:", canPerform: false),
    .actionSent(action: "save:", sender: "button", target: "controller"),
    .actionUnhandled(action: "save:", sender: "button", reason: .noResponderHandles),
    .actionUnhandled(action: "save:", sender: "button", reason: .targetDoesNotRespond(target: "x")),
    .actionUnhandled(action: "save:", sender: "button", reason: .noStartingResponder),
    .actionUnhandled(action: "save:", sender: "button", reason: .noApplication),
    .actionUnhandled(action: "save:", sender: "button", reason: .chainLimit(limit: 100)),
    .controlTracking(control: "button", step: .continue, inside: false, result: nil),
    .controlHighlight(control: "button", isHighlighted: true),
    .controlEvents(control: "button", events: ["touchUpInside", "primaryActionTriggered"]),
    .controlValue(control: "toggle", value: "on"),
    .controlIgnored(control: "button", method: .touchesBegan, reason: .disabled),
    .recognizerTouches(recognizer: "tap", method: .touchesBegan, touches: [1]),
    .recognizerSkipped(recognizer: "tap", touch: 1, reason: .disabled),
    .recognizerSkipped(recognizer: "tap", touch: 1, reason: .awaitingReset(state: .failed)),
    .recognizerSkipped(recognizer: "tap", touch: 1, reason: .delegateDeclined),
    .ask(recognizer: "tap", asked: "delegate", question: .shouldReceive(touch: 1), answer: true),
    .ask(recognizer: "tap", asked: "card", question: .shouldBegin, answer: false),
    .ask(
      recognizer: "tap", asked: "delegate", question: .shouldRecognizeSimultaneously(with: "pan"),
      answer: true),
    .ask(recognizer: "tap", asked: "delegate", question: .shouldRequireFailure(of: "pan"), answer: true),
    .ask(recognizer: "tap", asked: "delegate", question: .shouldBeRequiredToFail(by: "pan"), answer: true),
    .stateChange(recognizer: "tap", from: .possible, to: .ended, reason: .tapsCompleted(count: 2)),
    .stateChange(recognizer: "pan", from: .began, to: .changed, reason: nil),
    .stateChange(
      recognizer: "pan", from: .possible, to: .failed, reason: .movedTooFar(distance: 12.25, allowed: 10)),
    .invalidTransition(recognizer: "tap", from: .failed, to: .ended),
    .waitForFailure(recognizer: "tap", requested: .ended, other: "doubleTap"),
    .cancelTouches(recognizer: "pan", view: "card", touches: [1]),
    .delayTouches(
      recognizer: "tap", view: "card", method: .touchesBegan, touches: [1], reason: .delaysTouchesBegan),
    .delayTouches(
      recognizer: "tap", view: "card", method: .touchesEnded, touches: [1], reason: .delaysTouchesEnded),
    .delayTouches(
      recognizer: "tap", view: "card", method: .touchesEnded, touches: [1], reason: .waitsForDelayedBegan),
    .sendDelayed(view: "card", method: .touchesBegan, touches: [1], reason: .failed(recognizer: "tap")),
    .sendDelayed(view: "card", method: .touchesEnded, touches: [1], reason: .cancelled(recognizer: "pan")),
    .sendDelayed(
      view: "card", method: .touchesEnded, touches: [1],
      reason: .recognizedWithoutCancelling(recognizer: "tap")),
    .sendDelayed(
      view: "card", method: .touchesEnded, touches: [1], reason: .stoppedDelaying(recognizer: "tap")),
    .sendDelayed(view: "card", method: .touchesEnded, touches: [1], reason: .followsBegan),
    .discardDelayed(recognizer: "tap", view: "card", method: .touchesBegan, touches: [1]),
    .discardDelayed(recognizer: "tap", view: "card", method: .touchesEnded, touches: [1]),
    .ignoreTouch(recognizer: "tap", touch: 2),
    .timerScheduled(owner: "press", purpose: "minimumPressDuration", fireTime: 0.5),
    .timerFired(owner: "press", purpose: "minimumPressDuration"),
    .reset(recognizer: "tap"),
    .forced(recognizer: "tap", outcome: .recognize, applied: true),
    .output(text: "closeTapped"),
    .delayedCallScheduled(call: DelayedCall(api: .perform, target: "hint", method: "hideHint"), fireTime: 2),
    .delayedCallScheduled(call: DelayedCall(api: .mainQueueAsyncAfter), fireTime: 0.3),
    .delayedCallFired(call: DelayedCall(api: .timer, target: "copy", method: "tick:")),
    .delayedCallFired(call: DelayedCall(api: .runLoopTimer)),
    .scrollViewAsk(scrollView: "list", question: .touchesShouldBegin, view: "row", answer: true),
    .scroll(scrollView: "list", contentOffset: point),
    .cellDequeue(
      tableView: "list", identifier: "Cell", cell: 3, reused: true, previous: "[0,0]", indexPath: "[0,5]"),
    .rowHighlight(tableView: "list", row: "[0,5]", isHighlighted: true),
    .rowSelect(tableView: "list", row: "[0,5]", isSelected: true),
    .rowSkipped(tableView: "list", row: "[0,5]", reason: .touchCancelled),
    .layout(view: "card"),
    .layoutLoop(view: "card", limit: 100),
    .unsatisfiableConstraints(
      constraints: [
        "<NSLayoutConstraint card.width == 100   (active)>",
        "<NSLayoutConstraint card.width == 200   (active)>",
      ],
      broken: "<NSLayoutConstraint card.width == 200   (active)>"),
    .invalidConstraint(location: "Card.swift:12:7", message: "the constant nan is not a finite number"),
    .firstResponder(from: nil, to: "email"),
    .firstResponder(from: "email", to: "password"),
    .firstResponderRefused(responder: "email", request: .become, reason: .notInWindow),
    .firstResponderRefused(responder: "email", request: .become, reason: .cannotBecome),
    .firstResponderRefused(responder: "email", request: .become, reason: .currentCannotResign(current: "a")),
    .firstResponderRefused(
      responder: "email", request: .become, reason: .currentRefusedToResign(current: "a")),
    .firstResponderRefused(
      responder: "email", request: .resign, reason: .delegateRefused(method: "textFieldShouldEndEditing(_:)")),
    .firstResponderRefused(responder: "email", request: .resign, reason: .cannotResign),
    .firstResponderRefused(responder: "email", request: .resign, reason: .refusedToResign),
    .firstResponderRefused(responder: "email", request: .become, reason: .nestingLimit(limit: 64)),
    .textInputDelegate(view: "email", method: .textFieldShouldReturn, answer: true),
    .textInputDelegate(view: "email", method: .textFieldDidBeginEditing, answer: nil),
    .typed(responder: "email", text: "a@b.c\u{1B}[2J"),
    .typed(responder: "email", text: "\n"),
    .keyboard(shown: true, frame: CGRect(x: 0, y: 508, width: 390, height: 336)),
    .keyboardTouch(touch: 3, view: "keyboard"),
    .notice(
      api: "draw(_:)",
      message: "draw(_:) is not drawn in TouchLab: views are drawn as boxes and never call it"),
  ]
}
