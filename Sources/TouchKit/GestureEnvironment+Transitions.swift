import Foundation

/// Coordination (§4): how a transition a recognizer asks for is checked against the state
/// table, `gestureRecognizerShouldBegin`, failure requirements and the other recognizers
/// holding the same touches, and what it does to them once it happens.
extension GestureEnvironment {
  func request(_ recognizer: GestureRecognizer, to state: GestureRecognizer.State, reason: TransitionReason?)
  {
    let from = recognizer.storedState
    guard GestureRecognizer.isValidTransition(from: from, to: state, continuous: recognizer.stateMachine)
    else {
      trace?.record(.invalidTransition(recognizer: recognizer.traceID, from: from, to: state))
      return
    }
    guard from == .possible, state != .failed else { return apply(recognizer, state, reason: reason) }
    if deferringRecognitionOf === recognizer, state == .recognized, recognizer.pendingState == nil {
      return deferRecognition(of: recognizer, reason: reason)
    }
    leavePossible(recognizer, to: state, reason: reason)
  }

  /// The checks in the order UIKit makes them: should it begin at all, must it wait for (or
  /// fail because of) a required recognizer, has another recognizer already won.
  func leavePossible(
    _ recognizer: GestureRecognizer, to state: GestureRecognizer.State, reason: TransitionReason?
  ) {
    if let refusal = shouldBeginRefusal(recognizer) {
      return apply(recognizer, .failed, reason: .shouldBeginDenied(by: refusal))
    }
    for other in requirements(of: recognizer) where isEngaged(other) {
      if other.storedState == .possible {
        recognizer.pendingState = (state, reason)
        trace?.record(.waitForFailure(recognizer: recognizer.traceID, requested: state, other: other.traceID))
        return
      }
      if other.storedState.hasRecognized {
        return apply(recognizer, .failed, reason: .requiredRecognizerRecognized(other: other.traceID))
      }
    }
    for other in engaged where other !== recognizer && other.storedState.hasRecognized {
      guard sharesTouches(recognizer, other), prevents(other, recognizer) else { continue }
      return apply(recognizer, .failed, reason: .preventedBy(other: other.traceID))
    }
    recognizer.pendingState = nil
    apply(recognizer, state, reason: reason)
    failLosers(to: recognizer)
  }

  /// The first to leave possible wins (§3, §4): the recognizers that require `winner` to fail,
  /// and those holding its touches that it prevents, fail. A forced recognition has the same
  /// consequences (``force(_:_:)``).
  func failLosers(to winner: GestureRecognizer) {
    for other in engaged where other !== winner && other.storedState == .possible {
      if requirements(of: other).contains(where: { $0 === winner }) {
        apply(other, .failed, reason: .requiredRecognizerRecognized(other: winner.traceID))
      } else if sharesTouches(winner, other), prevents(winner, other) {
        apply(other, .failed, reason: .preventedBy(other: winner.traceID))
      }
    }
  }

  /// Records and performs a transition, queueing its consequences for `settle()`.
  func apply(_ recognizer: GestureRecognizer, _ state: GestureRecognizer.State, reason: TransitionReason?) {
    let from = recognizer.storedState
    recognizer.storedState = state
    if state == .failed || state == .cancelled { recognizer.pendingState = nil }
    trace?.record(.stateChange(recognizer: recognizer.traceID, from: from, to: state, reason: reason))
    if from == .possible, state.hasRecognized, recognizer.cancelsTouchesInView {
      pendingCancels.append(recognizer)
    }
    if state != .failed { pendingActions.append((recognizer, state)) }
    if state.isTerminal { recognizer.cancelTimers() }
    if state == .failed { releaseWaiters(of: recognizer) }
  }

  /// `other` failed: recognizers waiting for it may now make their waiting transition.
  private func releaseWaiters(of failed: GestureRecognizer) {
    for waiter in engaged where waiter.pendingState != nil && waiter.storedState == .possible {
      guard requirements(of: waiter).contains(where: { $0 === failed }), let pending = waiter.pendingState
      else {
        continue
      }
      let stillWaiting = requirements(of: waiter).contains { isEngaged($0) && $0.storedState == .possible }
      if stillWaiting { continue }
      waiter.pendingState = nil
      leavePossible(waiter, to: pending.state, reason: .requirementFailed(other: failed.traceID))
    }
  }

  // MARK: Questions

  /// Who refused `gestureRecognizerShouldBegin`, if anyone: the delegate, then the views whose
  /// touches it holds (the hit views: UISlider and UIButton refuse this way), then its own view.
  /// Which views UIKit asks is an inference (§4 [I]).
  private func shouldBeginRefusal(_ recognizer: GestureRecognizer) -> String? {
    if let delegate = recognizer.delegate {
      let answer = UserCode.run(.gestureRecognizerShouldBegin, of: delegate) {
        delegate.gestureRecognizerShouldBegin(recognizer)
      }
      trace?.record(
        .ask(recognizer: recognizer.traceID, asked: "delegate", question: .shouldBegin, answer: answer))
      if !answer { return "delegate" }
    }
    var views: [View] = []
    for touch in recognizer.seenTouches {
      if let view = touch.view, !views.contains(where: { $0 === view }) { views.append(view) }
    }
    if let own = recognizer.view, !views.contains(where: { $0 === own }) { views.append(own) }
    for view in views {
      let answer = UserCode.run(.gestureRecognizerShouldBegin, of: view) {
        view.gestureRecognizerShouldBegin(recognizer)
      }
      trace?.record(
        .ask(recognizer: recognizer.traceID, asked: view.traceID, question: .shouldBegin, answer: answer))
      if !answer { return view.traceID }
    }
    return nil
  }

  /// Whether `winner`, having recognized, makes `loser` fail: unless either delegate allows
  /// both at once, and if both classes agree (`canPrevent`, `canBePrevented`).
  private func prevents(_ winner: GestureRecognizer, _ loser: GestureRecognizer) -> Bool {
    if simultaneous(winner, loser) { return false }
    return UserCode.run(.canPrevent, of: winner) { winner.canPrevent(loser) }
      && UserCode.run(.canBePrevented, of: loser) { loser.canBePrevented(by: winner) }
  }

  private func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
    for (asker, other) in [(a, b), (b, a)] {
      guard let delegate = asker.delegate else { continue }
      let answer = UserCode.run(.shouldRecognizeSimultaneously, of: delegate) {
        delegate.gestureRecognizer(asker, shouldRecognizeSimultaneouslyWith: other)
      }
      trace?.record(
        .ask(
          recognizer: asker.traceID, asked: "delegate",
          question: .shouldRecognizeSimultaneously(with: other.traceID), answer: answer))
      if answer { return true }
    }
    return false
  }

  /// The recognizers `recognizer` must wait for: `require(toFail:)` plus the dynamic ones the
  /// subclasses and delegates declare among the engaged recognizers (§4).
  func requirements(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
    var result = recognizer.failureRequirements
    for other in engaged where other !== recognizer && !result.contains(where: { $0 === other }) {
      if dynamicallyRequires(recognizer, toFail: other) { result.append(other) }
    }
    return result
  }

  private func dynamicallyRequires(_ recognizer: GestureRecognizer, toFail other: GestureRecognizer) -> Bool {
    if UserCode.run(.shouldRequireFailure, of: recognizer, { recognizer.shouldRequireFailure(of: other) })
      || UserCode.run(.shouldBeRequiredToFail, of: other, { other.shouldBeRequiredToFail(by: recognizer) })
    {
      return true
    }
    if let delegate = recognizer.delegate,
      UserCode.run(
        .delegateShouldRequireFailure, of: delegate,
        { delegate.gestureRecognizer(recognizer, shouldRequireFailureOf: other) })
    {
      trace?.record(
        .ask(
          recognizer: recognizer.traceID, asked: "delegate",
          question: .shouldRequireFailure(of: other.traceID),
          answer: true))
      return true
    }
    if let delegate = other.delegate,
      UserCode.run(
        .delegateShouldBeRequiredToFail, of: delegate,
        { delegate.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) })
    {
      trace?.record(
        .ask(
          recognizer: other.traceID, asked: "delegate",
          question: .shouldBeRequiredToFail(by: recognizer.traceID),
          answer: true))
      return true
    }
    return false
  }

  /// A recognizer takes part only while it has received touches since its last reset; an idle
  /// one cannot recognize, so nobody waits for it. UNSOURCED: UIKit's private rule is unknown.
  func isEngaged(_ recognizer: GestureRecognizer) -> Bool {
    !recognizer.seenTouches.isEmpty && engaged.contains { $0 === recognizer }
  }

  func sharesTouches(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
    a.seenTouches.contains { touch in b.seenTouches.contains { $0 === touch } }
  }
}
