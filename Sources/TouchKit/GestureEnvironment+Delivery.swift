import Foundation

/// What recognizers do to the views' touches (§3): `cancelsTouchesInView` cancels them,
/// `delaysTouchesBegan`/`delaysTouchesEnded` hold them back until every recognizer that
/// delays them has decided.
extension GestureEnvironment {
  /// The touches of one view-delivery call that may go to the view now. The rest are held
  /// (delayed), or dropped because a recognizer cancelled them; the trace says which.
  func gate(_ touches: [Touch], _ method: TouchMethod, to view: View) -> [Touch] {
    touches.filter { admits($0, method, view) }
  }

  private func admits(_ touch: Touch, _ method: TouchMethod, _ view: View) -> Bool {
    if case .cancelled(let by) = touch.viewDelivery {
      trace?.record(
        .withhold(view: view.traceID, method: method, touch: touch.id, reason: .cancelledByRecognizer(by)))
      return false
    }
    if case .notBegun = touch.viewDelivery,
      let winner = touch.holdingRecognizers.first(where: { cancels($0, touch) })
    {
      // A touch joining a gesture already recognized never reaches the view. One the view
      // already tracks was left to it when the gesture recognized (`cancelsTouchesInView` is
      // read then, §3), and goes on to its end there.
      touch.viewDelivery = .cancelled(by: winner.traceID)
      trace?.record(
        .withhold(
          view: view.traceID, method: method, touch: touch.id, reason: .cancelledByRecognizer(winner.traceID))
      )
      return false
    }
    if !touch.heldCalls.isEmpty {
      return holdBehind(touch, method, view)
    }
    if let delayer = delayer(of: touch, for: method) {
      hold(
        touch, method, view, by: delayer,
        reason: method == .touchesBegan ? .delaysTouchesBegan : .delaysTouchesEnded)
      return false
    }
    return true
  }

  /// A later phase of a touch whose earlier phase is held: ended waits in line, moves are
  /// dropped (the late touchesBegan reads the touch's current location), a cancel replaces
  /// what is held.
  private func holdBehind(_ touch: Touch, _ method: TouchMethod, _ view: View) -> Bool {
    switch method {
    case .touchesMoved:
      trace?.record(
        .withhold(view: view.traceID, method: method, touch: touch.id, reason: .touchesBeganDelayed))
      return false
    case .touchesCancelled:
      let beganHeld = touch.heldCalls.contains { $0.method == .touchesBegan }
      touch.heldCalls.removeAll()
      if beganHeld { touch.viewDelivery = .finished }
      return !beganHeld
    case .touchesBegan, .touchesEnded:
      if let delayer = delayer(of: touch, for: method) {
        hold(
          touch, method, view, by: delayer,
          reason: method == .touchesBegan ? .delaysTouchesBegan : .delaysTouchesEnded)
      } else if let first = touch.heldCalls.first {
        // Nobody delays this call itself: it waits behind the held touchesBegan, for its holder.
        hold(touch, method, view, by: first.recognizer, reason: .waitsForDelayedBegan)
      }
      return false
    }
  }

  private func hold(
    _ touch: Touch, _ method: TouchMethod, _ view: View, by delayer: GestureRecognizer, reason: DelayReason
  ) {
    touch.heldCalls.append(HeldCall(method: method, reason: reason, recognizer: delayer))
    if !heldTouches.contains(where: { $0.touch === touch }), let event = currentEvent {
      heldTouches.append(HeldTouch(touch: touch, event: event))
    }
    trace?.record(
      .delayTouches(
        recognizer: delayer.traceID, view: view.traceID, method: method, touches: [touch.id],
        reason: reason))
  }

  /// The first recognizer of `touch` still possible that delays `method`.
  private func delayer(of touch: Touch, for method: TouchMethod) -> GestureRecognizer? {
    switch method {
    case .touchesBegan:
      touch.holdingRecognizers.first { $0.storedState == .possible && $0.delaysTouchesBegan }
    case .touchesEnded:
      touch.holdingRecognizers.first { $0.storedState == .possible && $0.delaysTouchesEnded }
    case .touchesMoved, .touchesCancelled:
      nil
    }
  }

  private func cancels(_ recognizer: GestureRecognizer, _ touch: Touch) -> Bool {
    // A recognizer reset since (and now busy with other touches) has no say over this one.
    recognizer.storedState.hasRecognized && recognizer.cancelsTouchesInView
      && !recognizer.ignoredTouchIDs.contains(touch.id)
  }

  /// Delivers held touches whose delaying recognizers have all decided, oldest first. A call
  /// still held is now held by whichever recognizer still delays it, so its release names the
  /// one that decided last.
  func releaseHeldTouches() {
    for entry in heldTouches {
      let touch = entry.touch
      var previous: TouchMethod?
      while let held = touch.heldCalls.first {
        if let delayer = delayer(of: touch, for: held.method) {
          touch.heldCalls[0].recognizer = delayer
          break
        }
        touch.heldCalls.removeFirst()
        guard let view = touch.view, let window = touch.window else { continue }
        let reason = release(held, of: touch, after: previous)
        previous = held.method
        trace?.record(
          .sendDelayed(view: view.traceID, method: held.method, touches: [touch.id], reason: reason))
        trace.nested { window.deliver(held.method, [touch], to: view, in: entry.event) }
      }
    }
    heldTouches.removeAll { $0.touch.heldCalls.isEmpty }
  }

  /// Why `held` goes to the view now: what became of the recognizer holding it, or, for an end
  /// that waited behind its touchesBegan, that the began has just gone.
  private func release(_ held: HeldCall, of touch: Touch, after previous: TouchMethod?) -> DelayRelease {
    if held.reason == .waitsForDelayedBegan, previous == .touchesBegan { return .followsBegan }
    let recognizer = held.recognizer
    let name = recognizer.traceID
    switch recognizer.storedState {
    case .failed: return .failed(recognizer: name)
    case .cancelled: return .cancelled(recognizer: name)
    case .began, .changed, .ended:
      let ignores = recognizer.ignoredTouchIDs.contains(touch.id)
      return ignores ? .stoppedDelaying(recognizer: name) : .recognizedWithoutCancelling(recognizer: name)
    case .possible: return .stoppedDelaying(recognizer: name)
    }
  }

  /// `cancelsTouchesInView` (§3): the touches `recognizer` recognized are cancelled in their
  /// views (touchesCancelled if the view had begun them) and their held phases discarded.
  /// Touches it ignores are left alone.
  func cancelTouches(of recognizer: GestureRecognizer) {
    let touches = recognizer.seenTouches.filter { !recognizer.ignoredTouchIDs.contains($0.id) }
    var byView: [(view: View, touches: [Touch], event: Event)] = []
    for touch in touches {
      guard let view = touch.view,
        let event = heldTouches.first(where: { $0.touch === touch })?.event ?? currentEvent
      else { continue }
      // A held touchesBegan's discard says the view never gets the touch: its held end, if
      // any, goes with it unsaid (there is no touchesCancelled to become).
      let beganHeld = touch.heldCalls.contains { $0.method == .touchesBegan }
      for held in touch.heldCalls where !beganHeld || held.method == .touchesBegan {
        trace?.record(
          .discardDelayed(
            recognizer: recognizer.traceID, view: view.traceID, method: held.method, touches: [touch.id]))
      }
      touch.heldCalls.removeAll()
      switch touch.viewDelivery {
      case .tracking:
        // Touches of an earlier sequence (held by delaysTouchesEnded) get a call each, as
        // separate events would; the current sequence's touches share one.
        let live = liveTouchIDs.contains(touch.id)
        if live,
          let index = byView.firstIndex(where: {
            $0.view === view && $0.touches.allSatisfy { liveTouchIDs.contains($0.id) }
          })
        {
          byView[index].touches.append(touch)
        } else {
          byView.append((view, [touch], event))
        }
      case .notBegun:
        touch.viewDelivery = .cancelled(by: recognizer.traceID)
      case .finished, .cancelled:
        continue
      }
    }
    heldTouches.removeAll { $0.touch.heldCalls.isEmpty }
    for (view, touches, event) in byView {
      trace?.record(
        .cancelTouches(recognizer: recognizer.traceID, view: view.traceID, touches: touches.sortedIDs))
      trace.nested { view.window?.deliver(.touchesCancelled, touches, to: view, in: event) }
      for touch in touches { touch.viewDelivery = .cancelled(by: recognizer.traceID) }
    }
  }

  /// Sends a recognizer's actions for a state change (§4: began, changed, ended, cancelled).
  func sendActions(of recognizer: GestureRecognizer, for state: GestureRecognizer.State) {
    for target in recognizer.targets where !target.hasTarget || target.target != nil {
      application.sendAction(target.action, to: target.target, from: recognizer, for: currentEvent)
    }
    recognizer.didSendActions(for: state, event: currentEvent)
  }
}
