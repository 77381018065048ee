import Foundation

/// Turns pointer events into UIKit touches and dispatches them: the one place input becomes
/// touches, for the terminal and the headless commands alike.
///
/// It keeps one ``Touch`` per pointer for the pointer's whole press, one ``Event`` per
/// multi-touch sequence, and the tap series that gives `tapCount`. Hit testing runs when a
/// touch begins and binds the touch to its view and window (§1, §2); the event then goes to
/// `Application.sendEvent(_:)`.
public final class TouchSynthesizer {
  public let application: Application
  /// Where dispatch is recorded; nil to dispatch without a trace.
  public let trace: TraceRecorder?

  private var event: Event?
  private(set) var touchesByPointer: [Int: Touch] = [:]
  private var nextTouchID = 1
  private var lastTap: (location: CGPoint, end: TimeInterval, count: Int)?
  /// Where and when each finger was last reported, in screen points (a report that did not
  /// move it counts: the finger was there then): where resampling starts from.
  private(set) var lastReports: [Int: (location: CGPoint, time: TimeInterval)] = [:]
  /// Pointers that went down while the application ignored interaction events: their touch is
  /// dropped until they go up (``Application/beginIgnoringInteractionEvents()``).
  private var ignoredPointers: Set<Int> = []

  public init(application: Application, trace: TraceRecorder? = TraceRecorder()) {
    self.application = application
    self.trace = trace
    application.trace = trace
    // What a person's code printed while the layout was built (a view's `init`) opens the
    // trace: it happened before any input.
    for text in UserOutput.takePending(from: application) { trace?.record(.output(text: text)) }
    // So do the notices of API it used then (Notices/NoticeBoard.swift).
    application.notices.flush(into: trace)
  }

  /// Whether a touch sequence is in progress (some pointer is down).
  public var isTracking: Bool { !touchesByPointer.isEmpty }

  /// The touches in flight, in the order they began.
  public var activeTouches: [Touch] { event?.orderedTouches ?? [] }

  /// Dispatches one pointer event. The frames a device would have sampled since the finger's
  /// last report go first (``resample(towards:)``), and timers due before each fire before
  /// it, so a long press held past its duration recognizes before the finger moves or lifts.
  public func send(_ pointer: PointerEvent) {
    driving { handle(pointer) }
  }

  /// Runs `body` with this synthesizer's application the thread's current one: what a
  /// person's code reaches without a view to ask (`DispatchQueue.main.async`,
  /// `DispatchTime.now()`: ``DelayedCalls/of(_:)``) is the application being driven, even when
  /// the layout was built on another thread. And what the code prints goes into the trace.
  private func driving<T>(_ body: () -> T) -> T {
    if Application.current !== application { application.becomeCurrent() }
    return UserOutput.writing(to: trace, body)
  }

  private func handle(_ pointer: PointerEvent) {
    if pointer.kind == .move || pointer.kind == .up { resample(towards: pointer) }
    advance(to: pointer.timestamp)
    trace?.time = pointer.timestamp
    trace?.record(.pointer(pointer))
    if isIgnored(pointer) { return }
    switch pointer.kind {
    case .down: begin(pointer)
    case .move: move(pointer)
    case .up: end(pointer)
    case .cancel: cancelAll(at: pointer.timestamp)
    }
    // The run-loop turn ends: the update cycle lays out what the event marked.
    application.layoutIfNeeded()
  }

  /// Whether `pointer` belongs to a touch the application ignores: one that goes down while it
  /// ignores interaction events, recorded once, and each later report of the same press.
  private func isIgnored(_ pointer: PointerEvent) -> Bool {
    switch pointer.kind {
    case .down where touchesByPointer[pointer.pointer] == nil && application.isIgnoringInteractionEvents:
      if ignoredPointers.insert(pointer.pointer).inserted {
        trace?.record(
          .interactionIgnored(pointer: pointer.pointer, begins: application.ignoringInteractionEvents))
      }
      return true
    case .up: return ignoredPointers.remove(pointer.pointer) != nil
    case .cancel:
      // A cancel ends every press, the ignored ones too; the delivered ones are cancelled.
      ignoredPointers.removeAll()
      return false
    default:
      return ignoredPointers.contains(pointer.pointer)
    }
  }

  /// Moves time to `time`, firing the timers due by then: how the terminal lets a held button
  /// become a long press while no input arrives.
  public func advance(to time: TimeInterval) {
    driving { application.scheduler.advance(to: time) }
  }

  /// Lets every pending timer fire (virtual time): after a headless run's last input, a
  /// double tap's wait and a delayed touch play out. Returns the time reached.
  @discardableResult
  public func runUntilIdle() -> TimeInterval {
    driving {
      let time = application.scheduler.runUntilIdle()
      application.layoutIfNeeded()
      return time
    }
  }

  private func begin(_ pointer: PointerEvent) {
    if touchesByPointer[pointer.pointer] != nil {
      // A second press without a release (terminals lose releases): the finger is still down.
      return move(
        PointerEvent(.move, at: pointer.location, time: pointer.timestamp, pointer: pointer.pointer))
    }
    let event = self.event ?? Event(trace: trace)
    self.event = event
    event.timestamp = pointer.timestamp
    let touch = Touch(
      id: nextTouchID, location: pointer.location, timestamp: pointer.timestamp,
      tapCount: tapCount(for: pointer))
    nextTouchID += 1
    let hitView = hitTest(pointer.location, for: touch, with: event)
    touch.view = hitView
    touch.window = hitView?.window
    if let window = touch.window {
      touch.locationInWindow = window.convertFromSuperview(pointer.location)
      touch.previousLocationInWindow = touch.locationInWindow
    }
    trace?.record(.hitView(touch: touch.id, view: hitView?.traceID, window: touch.window?.traceID))
    if touch.window is KeyboardWindow {
      trace?.record(.keyboardTouch(touch: touch.id, view: hitView?.traceID))
    }
    if let trace, let hitView { ImportedViewRecords.record(for: hitView, in: trace) }
    touchesByPointer[pointer.pointer] = touch
    lastReports[pointer.pointer] = (pointer.location, pointer.timestamp)
    markOthersStationary()
    event.orderedTouches.append(touch)
    event.sequenceTouchIDs.append(touch.id)
    dispatch(touch, event)
  }

  /// The touch's hit view: the application's hit test, run twice when the application asks
  /// for UIKit's habit of calling it more than once (§1). The last pass counts (UNSOURCED).
  private func hitTest(_ location: CGPoint, for touch: Touch, with event: Event) -> View? {
    let first = application.hitTest(location, with: event)
    guard application.callsHitTestTwice else { return first }
    trace?.record(.hitTestRepeat(touch: touch.id, pass: 2))
    let second = application.hitTest(location, with: event)
    if second !== first {
      trace?.record(.hitTestPassesDisagree(touch: touch.id, first: first?.traceID, second: second?.traceID))
    }
    return second
  }

  /// Delivers one move of a finger that is down: touchesMoved, unless it did not move.
  func move(_ pointer: PointerEvent) {
    guard let touch = touchesByPointer[pointer.pointer], let event else { return }
    lastReports[pointer.pointer] = (pointer.location, pointer.timestamp)
    let location = touch.window?.convertFromSuperview(pointer.location) ?? pointer.location
    guard location != touch.locationInWindow else { return }
    advance(touch, of: event, to: location, phase: .moved, at: pointer.timestamp)
    dispatch(touch, event)
  }

  /// The touch is now at `location` (its window's coordinates) in `phase`, at `time`; the
  /// event's other touches are stationary.
  private func advance(
    _ touch: Touch, of event: Event, to location: CGPoint, phase: Touch.Phase, at time: TimeInterval
  ) {
    markOthersStationary()
    touch.previousLocationInWindow = touch.locationInWindow
    touch.locationInWindow = location
    touch.phase = phase
    touch.timestamp = time
    event.timestamp = time
  }

  private func end(_ pointer: PointerEvent) {
    guard let touch = touchesByPointer[pointer.pointer], let event else { return }
    let location = touch.window?.convertFromSuperview(pointer.location) ?? pointer.location
    advance(touch, of: event, to: location, phase: .ended, at: pointer.timestamp)
    let travel = hypot(pointer.location.x - touch.startLocation.x, pointer.location.y - touch.startLocation.y)
    // Only a touch that stayed put is a tap that a next touch can repeat.
    lastTap =
      travel <= Tunables.maximumTapDistance ? (pointer.location, pointer.timestamp, touch.tapCount) : nil
    dispatch(touch, event)
    touchesByPointer[pointer.pointer] = nil
    lastReports[pointer.pointer] = nil
    finishIfDone(event)
  }

  private func cancelAll(at time: TimeInterval) {
    guard let event, !touchesByPointer.isEmpty else { return }
    event.timestamp = time
    for touch in event.orderedTouches {
      touch.phase = .cancelled
      touch.timestamp = time
      trace?.record(
        .touch(touch: touch.id, phase: .cancelled, location: touch.locationInWindow, tapCount: touch.tapCount)
      )
    }
    application.sendEvent(event)
    touchesByPointer.removeAll()
    lastReports.removeAll()
    lastTap = nil
    finishIfDone(event)
  }

  private func dispatch(_ touch: Touch, _ event: Event) {
    trace?.record(
      .touch(touch: touch.id, phase: touch.phase, location: touch.locationInWindow, tapCount: touch.tapCount))
    application.sendEvent(event)
  }

  private func markOthersStationary() {
    for touch in event?.orderedTouches ?? [] { touch.phase = .stationary }
  }

  /// Removes finished touches; when none is left the sequence is over and the event retired.
  private func finishIfDone(_ event: Event) {
    event.orderedTouches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
    guard event.orderedTouches.isEmpty else { return }
    trace?.record(.sequenceEnd(touches: event.sequenceTouchIDs))
    self.event = nil
  }

  /// `tapCount` for a touch beginning now: one more than the last tap's if it began within
  /// ``Tunables/maximumTapInterval`` of that tap's end and ``Tunables/maximumTapDistance`` of
  /// where it ended, else 1. Both limits are unofficial, so the trace records the decision.
  private func tapCount(for pointer: PointerEvent) -> Int {
    guard let lastTap else { return 1 }
    let interval = pointer.timestamp - lastTap.end
    let distance = hypot(pointer.location.x - lastTap.location.x, pointer.location.y - lastTap.location.y)
    let continued = interval <= Tunables.maximumTapInterval && distance <= Tunables.maximumTapDistance
    trace?.record(
      .tapSeries(touch: nextTouchID, interval: interval, distance: distance, continued: continued))
    return continued ? lastTap.count + 1 : 1
  }
}
