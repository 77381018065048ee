import Foundation

/// The application's bookkeeping for gesture recognizers (UIKit's private
/// `UIGestureEnvironment`): which recognizers receive which touches, the transitions they ask
/// for, and what those transitions do to the views' touches.
///
/// A window's `sendEvent(_:)` hands it each event's touches before delivering them to views
/// (§3): it collects the recognizers of the hit view and its ancestors when a touch begins,
/// passes the touches to them, settles the consequences of any state change (cancelled and
/// delayed touches, actions), and then lets the window deliver what is left.
final class GestureEnvironment {
  let scheduler = Scheduler()
  var trace: TraceRecorder? { application.trace }
  unowned(unsafe) let application: Application

  /// Recognizers that have received touches since their last reset, in the order they first
  /// did, and those forced while fingers were down: the recognizers the current sequence
  /// resets when it ends (§4). Only those that received touches take part in coordination.
  var engaged: [GestureRecognizer] = []
  /// Touches down, by id: when none is left the sequence is over and recognizers reset.
  var liveTouchIDs: Set<Int> = []
  /// Recognizers that recognized with `cancelsTouchesInView`, whose touches are to be cancelled.
  var pendingCancels: [GestureRecognizer] = []
  /// State changes whose actions are still to be sent, in order.
  var pendingActions: [(recognizer: GestureRecognizer, state: GestureRecognizer.State)] = []
  /// Touches with view deliveries withheld by `delaysTouchesBegan`/`delaysTouchesEnded`.
  var heldTouches: [HeldTouch] = []
  /// The event being (or last) dispatched: timers fire between events and act on its touches.
  var currentEvent: Event?
  /// While a phase that moved the touches is delivered: the recognizer receiving it, if a
  /// continuous recognizer sharing its touches has yet to receive it (GestureEnvironment+SameSample.swift).
  var deferringRecognitionOf: GestureRecognizer?
  /// Discrete recognitions held until every recognizer has had the sample that decided them.
  var deferredRecognitions: [GestureRecognizer] = []

  init(application: Application) {
    self.application = application
  }

  /// The application is gone, maybe with fingers still down (a layout reloaded or a script
  /// ended mid-touch): nothing can deliver those touches again, so the links between them and
  /// the views and recognizers they touched are cut. Each is a cycle otherwise (a recognizer
  /// tracks the touch, the touch holds its view and recognizers, the view its recognizers),
  /// and the whole hierarchy would outlive the application (found by `FuzzRecording`).
  deinit {
    for touch in currentEvent?.orderedTouches ?? [] {
      touch.gestureRecognizers = []
      touch.heldCalls = []
      touch.view = nil
      touch.window = nil
    }
    for recognizer in engaged {
      recognizer.trackedTouches = []
      recognizer.seenTouches = []
    }
  }

  // MARK: Collecting recognizers (§3)

  /// Gives a touch that just began to the recognizers of its hit view and every ancestor up
  /// to and including the window, innermost first, filtered by `isEnabled`, their state and
  /// their delegate's `shouldReceive`.
  func collect(_ touch: Touch) {
    var current = touch.view
    while let view = current {
      for recognizer in view.attachedRecognizers {
        guard admits(touch, to: recognizer) else { continue }
        recognizer.trackedTouches.append(touch)
        recognizer.seenTouches.append(touch)
        touch.gestureRecognizers.append(recognizer)
        if !engaged.contains(where: { $0 === recognizer }) { engaged.append(recognizer) }
      }
      current = view.superview
    }
  }

  private func admits(_ touch: Touch, to recognizer: GestureRecognizer) -> Bool {
    var skip: RecognizerSkipReason?
    if !recognizer.isEnabled {
      skip = .disabled
    } else if recognizer.storedState.isTerminal {
      skip = .awaitingReset(state: recognizer.storedState)
    } else if let delegate = recognizer.delegate {
      let answer = UserCode.run(.shouldReceive, of: delegate) {
        delegate.gestureRecognizer(recognizer, shouldReceive: touch)
      }
      trace?.record(
        .ask(
          recognizer: recognizer.traceID, asked: "delegate", question: .shouldReceive(touch: touch.id),
          answer: answer))
      if !answer { skip = .delegateDeclined }
    }
    if let skip {
      trace?.record(.recognizerSkipped(recognizer: recognizer.traceID, touch: touch.id, reason: skip))
      return false
    }
    return true
  }

  // MARK: Dispatch

  /// The recognizers' part of a window's `sendEvent(_:)`: collect for new touches, pass each
  /// phase to the recognizers holding the touches, then settle what their transitions caused.
  func dispatch(_ touches: [Touch], in event: Event) {
    currentEvent = event
    for touch in touches where touch.phase == .began {
      liveTouchIDs.insert(touch.id)
      collect(touch)
    }
    for phase in [Touch.Phase.began, .moved, .ended, .cancelled] {
      let changed = touches.filter { $0.phase == phase }
      guard !changed.isEmpty, let method = TouchMethod(phase: phase) else { continue }
      let holders = recognizers(holding: changed)
      for (index, recognizer) in holders.enumerated() {
        let mine = changed.filter { touch in recognizer.trackedTouches.contains { $0 === touch } }
        guard !mine.isEmpty, !recognizer.storedState.isTerminal else { continue }
        trace?.record(
          .recognizerTouches(recognizer: recognizer.traceID, method: method, touches: mine.sortedIDs))
        deferringRecognitionOf =
          defersRecognition(of: recognizer, moving: mine, before: holders[(index + 1)...]) ? recognizer : nil
        trace.nested { send(method, Set(mine), to: recognizer, event) }
        deferringRecognitionOf = nil
      }
      settleDeferredRecognitions()
      if phase == .ended || phase == .cancelled {
        for touch in changed {
          liveTouchIDs.remove(touch.id)
          for recognizer in touch.gestureRecognizers { recognizer.trackedTouches.removeAll { $0 === touch } }
        }
      }
    }
    settle()
  }

  /// Recognizers holding any of `touches`, in a fixed order: by touch, then innermost view first.
  private func recognizers(holding touches: [Touch]) -> [GestureRecognizer] {
    var result: [GestureRecognizer] = []
    for touch in touches {
      for recognizer in touch.gestureRecognizers where !result.contains(where: { $0 === recognizer }) {
        result.append(recognizer)
      }
    }
    return result
  }

  private func send(
    _ method: TouchMethod, _ touches: Set<Touch>, to recognizer: GestureRecognizer, _ event: Event
  ) {
    UserCode.run(.touches(method), of: recognizer) { dispatch(method, touches, to: recognizer, event) }
  }

  private func dispatch(
    _ method: TouchMethod, _ touches: Set<Touch>, to recognizer: GestureRecognizer, _ event: Event
  ) {
    switch method {
    case .touchesBegan: recognizer.touchesBegan(touches, with: event)
    case .touchesMoved: recognizer.touchesMoved(touches, with: event)
    case .touchesEnded: recognizer.touchesEnded(touches, with: event)
    case .touchesCancelled: recognizer.touchesCancelled(touches, with: event)
    }
  }

  /// What a state change set in motion, in UIKit's order (§3): the recognizing recognizers'
  /// touches are cancelled in their views, then actions are sent, then touches no longer
  /// delayed by anyone go to their views late.
  func settle() {
    while !pendingCancels.isEmpty || !pendingActions.isEmpty {
      let cancels = pendingCancels
      pendingCancels.removeAll()
      for recognizer in cancels { cancelTouches(of: recognizer) }
      let actions = pendingActions
      pendingActions.removeAll()
      for (recognizer, state) in actions { sendActions(of: recognizer, for: state) }
    }
    releaseHeldTouches()
  }

  /// After a window delivered an event's touches, or a timer fired: once no touch is down,
  /// recognizers that have finished go back to possible (§4).
  func resetIfIdle() {
    guard liveTouchIDs.isEmpty else { return }
    for recognizer in engaged where recognizer.storedState == .possible {
      let undecided =
        recognizer.pendingState == nil && recognizer.timers.isEmpty
        && !engaged.contains { $0.pendingState != nil && requirements(of: $0).contains { $0 === recognizer } }
      if undecided { apply(recognizer, .failed, reason: .sequenceEndedUndecided) }
    }
    settle()
    for recognizer in engaged where recognizer.storedState.isTerminal {
      reset(recognizer)
    }
    engaged.removeAll { $0.storedState == .possible && $0.seenTouches.isEmpty }
  }

  func reset(_ recognizer: GestureRecognizer) {
    recognizer.cancelTimers()
    recognizer.storedState = .possible
    recognizer.pendingState = nil
    recognizer.trackedTouches.removeAll()
    recognizer.seenTouches.removeAll()
    recognizer.ignoredTouchIDs.removeAll()
    trace?.record(.reset(recognizer: recognizer.traceID))
    recognizer.reset()
  }

  // MARK: Timers

  /// Schedules `body` for `recognizer`; when it fires, the trace says so and the environment
  /// settles what the recognizer decided, as after an event.
  func schedule(
    _ recognizer: GestureRecognizer, after interval: TimeInterval, purpose: String,
    _ body: @escaping () -> Void
  ) -> Scheduler.Token {
    let fireTime = scheduler.now + interval
    trace?.record(.timerScheduled(owner: recognizer.traceID, purpose: purpose, fireTime: fireTime))
    var token: Scheduler.Token?
    token = scheduler.schedule(at: fireTime) { [unowned self, unowned recognizer] time in
      recognizer.timers.removeAll { $0 == token }
      self.trace?.time = time
      self.trace?.record(.timerFired(owner: recognizer.traceID, purpose: purpose))
      self.trace.nested {
        body()
        self.settle()
        self.resetIfIdle()
      }
    }
    return token ?? Scheduler.Token(id: 0)
  }

  /// `isEnabled` went false: a recognized continuous gesture is cancelled, an undecided one fails.
  func disable(_ recognizer: GestureRecognizer) {
    guard engaged.contains(where: { $0 === recognizer }) else { return }
    switch recognizer.storedState {
    case .began, .changed: apply(recognizer, .cancelled, reason: .disabled)
    case .possible: apply(recognizer, .failed, reason: .disabled)
    default: return
    }
    settle()
    resetIfIdle()
  }
}

extension Optional where Wrapped == TraceRecorder {
  /// Runs `body` one level deeper when tracing, as is when not.
  func nested<T>(_ body: () -> T) -> T {
    guard let recorder = self else { return body() }
    return recorder.nested(body)
  }
}
