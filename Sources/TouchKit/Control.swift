import Foundation

/// A view that turns touches into semantic events and sends actions for them (UIKit's
/// `UIControl`).
///
/// Tracking follows reference §5. A touch that begins on the control calls
/// ``beginTracking(_:with:)``; if that returns true the control tracks, highlights and sends
/// `touchDown`. Moves call ``continueTracking(_:with:)`` (false stops tracking) and send drag
/// events, judged against the bounds expanded by ``trackingAreaExpansion``: that slop is why a
/// button still fires after the finger slid well off it (§8, 13). The touch up sends
/// `touchUpInside` or `touchUpOutside`; a cancel sends `touchCancel`.
///
/// Unlike a plain view, a control's touch methods do not call `super`: the touch stops here and
/// the trace records the control as handling it. Events reach targets through
/// ``sendAction(_:to:for:)`` and `Application.sendAction(_:to:from:for:)`.
open class Control: View {
  /// A disabled control ignores touches (UIKit's `UIControl.h`); what happens to the touch is
  /// ``Tunables/disabledControlKeepsTouches``.
  open var isEnabled = true {
    didSet { noteDrawnChange() }
  }
  open var isSelected = false {
    didSet { noteDrawnChange() }
  }
  /// Set while a tracked touch is inside the tracking area, cleared on touch up and cancel.
  open var isHighlighted = false {
    didSet { noteDrawnChange() }
  }
  /// Whether the control is tracking a touch: `beginTracking` said yes and the touch has not
  /// ended, been cancelled, or been refused by `continueTracking`.
  public internal(set) var isTracking = false {
    didSet { noteDrawnChange() }
  }
  /// Whether the tracked touch is inside the tracking area (bounds + ``trackingAreaExpansion``).
  public internal(set) var isTouchInside = false

  /// How far beyond the bounds a tracked touch still counts as inside: 70 pt, UNSOURCED
  /// (``Tunables/controlTrackingAreaExpansion``).
  public static let trackingAreaExpansion: CGFloat = Tunables.controlTrackingAreaExpansion

  /// What the control holds besides its highlight: each control class says, in its own file.
  open var controlValue: ControlValue { .none }

  /// Registered target-action pairs, in the order they were added: the order actions are sent.
  var targetActions: [TargetAction] = []

  // MARK: Tracking (override points, as in UIKit)

  /// A touch began on the control. Return whether to track it (default true).
  open func beginTracking(_ touch: Touch, with event: TouchKit.Event?) -> Bool { true }

  /// The tracked touch moved. Return whether to keep tracking it (default true).
  open func continueTracking(_ touch: Touch, with event: TouchKit.Event?) -> Bool { true }

  /// The tracked touch ended.
  open func endTracking(_ touch: Touch?, with event: TouchKit.Event?) {}

  /// Tracking was cancelled; `event` may be nil (the view was removed, for instance).
  open func cancelTracking(with event: TouchKit.Event?) {}

  // MARK: Touches (not forwarded: the control handles them)

  open override func touchesBegan(_ touches: Set<Touch>, with event: TouchKit.Event?) {
    guard isEnabled else {
      return ignore(.touchesBegan, event) { super.touchesBegan(touches, with: event) }
    }
    handle(.touchesBegan, touches, event) { touch, recorder in
      isTouchInside = true
      isTracking = beginTracking(touch, with: event)
      recorder?.record(
        .controlTracking(control: traceID, step: .begin, inside: true, result: isTracking))
      guard isTracking else { return }
      didTrack(.begin, touch, with: event)
      setHighlighted(true, recorder)
      var events = Event.touchDown
      if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
      sendActions(for: events, with: event)
    }
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: TouchKit.Event?) {
    guard isEnabled else {
      return ignore(.touchesMoved, event) { super.touchesMoved(touches, with: event) }
    }
    handle(.touchesMoved, touches, event) { touch, recorder in
      guard isTracking else { return }
      let wasInside = isTouchInside
      let inside = isInTrackingArea(touch.location(in: self))
      isTouchInside = inside
      let keepsTracking = continueTracking(touch, with: event)
      recorder?.record(
        .controlTracking(control: traceID, step: .continue, inside: inside, result: keepsTracking))
      guard keepsTracking else {
        isTracking = false
        setHighlighted(false, recorder)
        return
      }
      didTrack(.continue, touch, with: event)
      setHighlighted(inside, recorder)
      var events = inside ? Event.touchDragInside : .touchDragOutside
      if inside != wasInside { events.insert(inside ? .touchDragEnter : .touchDragExit) }
      sendActions(for: events, with: event)
    }
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: TouchKit.Event?) {
    guard isEnabled else {
      return ignore(.touchesEnded, event) { super.touchesEnded(touches, with: event) }
    }
    handle(.touchesEnded, touches, event) { touch, recorder in
      defer { finishTracking(recorder) }
      guard isTracking else { return }
      let inside = isInTrackingArea(touch.location(in: self))
      isTouchInside = inside
      recorder?.record(.controlTracking(control: traceID, step: .end, inside: inside, result: nil))
      endTracking(touch, with: event)
      didTrack(.end, touch, with: event)
      sendActions(for: touchUpEvents(inside: inside), with: event)
      if inside { didTouchUpInside(touch, with: event) }
    }
  }

  open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchKit.Event?) {
    guard isEnabled else {
      return ignore(.touchesCancelled, event) { super.touchesCancelled(touches, with: event) }
    }
    handle(.touchesCancelled, touches, event) { _, recorder in
      defer { finishTracking(recorder) }
      guard isTracking else { return }
      recorder?.record(.controlTracking(control: traceID, step: .cancel, inside: nil, result: nil))
      cancelTracking(with: event)
      didTrack(.cancel, nil, with: event)
      sendActions(for: .touchCancel, with: event)
    }
  }

  // MARK: Hooks for TouchLab's own controls

  /// Runs after a tracking method (and its trace record), while the control still tracks: where
  /// a slider follows the finger.
  func didTrack(_ step: ControlTrackingStep, _ touch: Touch?, with event: TouchKit.Event?) {}

  /// The events a touch up sends: `touchUpInside` or `touchUpOutside`.
  func touchUpEvents(inside: Bool) -> Event {
    inside ? .touchUpInside : .touchUpOutside
  }

  /// Runs after `touchUpInside` was sent: where a switch toggles and a segmented control selects.
  func didTouchUpInside(_ touch: Touch, with event: TouchKit.Event?) {}

  // MARK: Actions

  /// Sends the actions registered for any of `controlEvents`, outside touch handling.
  open func sendActions(for controlEvents: Event) {
    sendActions(for: controlEvents, with: nil)
  }

  /// Sends each registered action whose events meet `controlEvents`, once per registration and
  /// in the order they were added, through ``sendAction(_:to:for:)``. The events are recorded
  /// even when no target listens: that a control sent them is part of the story.
  func sendActions(for controlEvents: Event, with event: TouchKit.Event?) {
    guard !controlEvents.isEmpty else { return }
    let recorder = traceRecorder(for: event)
    recorder?.record(.controlEvents(control: traceID, events: controlEvents.names))
    let due = targetActions.filter { !$0.events.isDisjoint(with: controlEvents) }
    let send = {
      for pair in due { self.sendAction(pair.action, to: pair.target, for: event) }
    }
    if let recorder { recorder.nested(send) } else { send() }
  }

  /// Sends one action: UIKit's `UIControl.sendAction(_:to:for:)`, which hands it to the
  /// application. Overridable, as in UIKit, to watch or reroute a control's actions.
  open func sendAction(_ action: String, to target: AnyObject?, for event: TouchKit.Event?) {
    guard let application = window?.application else {
      traceRecorder(for: event)?.record(
        .actionUnhandled(action: action, sender: traceID, reason: .noApplication))
      return
    }
    application.sendAction(action, to: target, from: self, for: event)
  }

  // MARK: Helpers

  /// Where this control's steps go: the event's trace, else the application's.
  func traceRecorder(for event: TouchKit.Event?) -> TraceRecorder? {
    event?.trace ?? window?.application?.trace
  }

  /// Whether `point` (in the control's coordinates) is inside the tracking area.
  /// A control whose bounds are not finite has no tracking area (`CGRect.contains` traps on one).
  public func isInTrackingArea(_ point: CGPoint) -> Bool {
    let area = bounds.insetBy(dx: -Self.trackingAreaExpansion, dy: -Self.trackingAreaExpansion)
    return area.isFinite && area.contains(point)
  }

  /// Records that the control handles `method` and runs `body` one level deeper with the touch
  /// it tracks. A control tracks one touch: the first of the set, by id.
  private func handle(
    _ method: TouchMethod, _ touches: Set<Touch>, _ event: TouchKit.Event?,
    body: (Touch, TraceRecorder?) -> Void
  ) {
    guard let touch = touches.min(by: { $0.id < $1.id }) else { return }
    let recorder = traceRecorder(for: event)
    guard let recorder else { return body(touch, nil) }
    recorder.record(.handle(responder: traceID, method: method, touches: touches.sortedIDs))
    recorder.nested { body(touch, recorder) }
  }

  /// A disabled control's touch method: recorded, then dropped or forwarded as
  /// ``Tunables/disabledControlKeepsTouches`` says.
  private func ignore(_ method: TouchMethod, _ event: TouchKit.Event?, forward: () -> Void) {
    traceRecorder(for: event)?.record(.controlIgnored(control: traceID, method: method, reason: .disabled))
    if !Tunables.disabledControlKeepsTouches { forward() }
  }

  private func setHighlighted(_ highlighted: Bool, _ recorder: TraceRecorder?) {
    guard isHighlighted != highlighted else { return }
    isHighlighted = highlighted
    recorder?.record(.controlHighlight(control: traceID, isHighlighted: highlighted))
  }

  /// Touch up or cancel: the highlight goes and tracking ends.
  private func finishTracking(_ recorder: TraceRecorder?) {
    setHighlighted(false, recorder)
    isTracking = false
    isTouchInside = false
  }
}
