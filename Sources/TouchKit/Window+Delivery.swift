import Foundation

/// What `Window.sendEvent(_:)` does with an event's touches (reference §3): the gesture
/// recognizers holding them see each phase first; then each view gets the touches of its own
/// that changed phase, one call per phase, unless a recognizer cancelled or delays them, or
/// `isMultipleTouchEnabled` or `isExclusiveTouch` keep a touch from it.
extension Window {
  func deliverTouches(of event: Event) {
    let mine = event.orderedTouches.filter { $0.window === self && $0.phase != .stationary }
    guard let trace = event.trace else { return dispatch(mine, of: event) }
    trace.record(.sendEvent(responder: traceID, touches: mine.sortedIDs))
    trace.nested { dispatch(mine, of: event) }
  }

  private func dispatch(_ mine: [Touch], of event: Event) {
    let environment = (application ?? event.application)?.gestureEnvironment
    environment?.dispatch(mine, in: event)
    let phases: [Touch.Phase] = [.began, .moved, .ended, .cancelled]
    for phase in phases {
      guard let method = TouchMethod(phase: phase) else { continue }
      for (view, touches) in group(mine.filter { $0.phase == phase }) {
        let now = environment?.gate(touches, method, to: view) ?? touches
        deliver(method, now, to: view, in: event)
      }
    }
    environment?.resetIfIdle()
  }

  /// Sends `method` with `touches` to `view`, except touches the multiple-touch and exclusive
  /// rules keep from it; the gesture environment uses it for late and cancelled deliveries.
  func deliver(_ method: TouchMethod, _ touches: [Touch], to view: View, in event: Event) {
    let delivered = touches.filter { admit($0, to: view, method: method, in: event) }
    guard !delivered.isEmpty else { return }
    event.trace?.record(.deliver(responder: view.traceID, method: method, touches: delivered.sortedIDs))
    for touch in delivered {
      touch.viewDelivery =
        method == .touchesBegan ? .tracking : method == .touchesMoved ? touch.viewDelivery : .finished
    }
    view.send(method, Set(delivered), with: event)
    if method == .touchesEnded || method == .touchesCancelled {
      event.deliveries.finish(delivered)
    }
  }

  /// Touches grouped by their view, in the order the views first appear.
  private func group(_ touches: [Touch]) -> [(View, [Touch])] {
    var groups: [(View, [Touch])] = []
    for touch in touches {
      guard let view = touch.view else { continue }
      if let index = groups.firstIndex(where: { $0.0 === view }) {
        groups[index].1.append(touch)
      } else {
        groups.append((view, [touch]))
      }
    }
    return groups
  }

  /// Whether `touch` may be delivered to `view`; records why not. A touch withheld when it
  /// began stays withheld for its whole life.
  private func admit(_ touch: Touch, to view: View, method: TouchMethod, in event: Event) -> Bool {
    if method == .touchesBegan, let reason = withholdReason(touch, view, event) {
      event.deliveries.withheld[touch.id] = reason
    } else if event.deliveries.withheld[touch.id] == nil {
      if method == .touchesBegan { event.deliveries.begin(touch, on: view) }
      return true
    }
    if let reason = event.deliveries.withheld[touch.id] {
      event.trace?.record(.withhold(view: view.traceID, method: method, touch: touch.id, reason: reason))
    }
    return false
  }

  private func withholdReason(_ touch: Touch, _ view: View, _ event: Event) -> WithholdReason? {
    // isExclusiveTouch (§3): an exclusive view takes touches only when no other view in the
    // window is tracking, and while it tracks no other view in the window gets touches.
    for (other, _) in event.deliveries.tracking where other !== view && other.window === self {
      if other.isExclusiveTouch {
        return .exclusiveTouch(exclusiveView: other.traceID, trackingView: other.traceID)
      }
      if view.isExclusiveTouch {
        return .exclusiveTouch(exclusiveView: view.traceID, trackingView: other.traceID)
      }
    }
    // touchesShouldBegin (§7): the enclosing scroll view may keep a touch from its content.
    if let scrollView = view.enclosingScrollView {
      let answer = scrollView.touchesShouldBegin([touch], with: event, in: view)
      event.trace?.record(
        .scrollViewAsk(
          scrollView: scrollView.traceID, question: .touchesShouldBegin, view: view.traceID, answer: answer))
      if !answer { return .scrollViewDeclined(scrollView: scrollView.traceID) }
    }
    // isMultipleTouchEnabled (§3): otherwise the view gets only the first touch of a sequence.
    if !view.isMultipleTouchEnabled, let first = event.deliveries.firstTouch[ObjectIdentifier(view)]?.touch {
      return .multipleTouchDisabled(firstTouch: first)
    }
    return nil
  }
}

/// Per-sequence bookkeeping for the delivery rules: which views track which touches.
struct DeliveryBook {
  /// Views with touches delivered and not yet ended, with those touches' ids.
  var tracking: [(View, Set<Int>)] = []
  /// The first touch each view was given in this sequence, with the view held: a view freed
  /// during the sequence (a menu's backdrop, closed) must not leave its address to a new view,
  /// which would then inherit its first touch, and the trace would depend on the allocator.
  var firstTouch: [ObjectIdentifier: (view: View, touch: Int)] = [:]
  /// Touches kept from their view, and why.
  var withheld: [Int: WithholdReason] = [:]

  mutating func begin(_ touch: Touch, on view: View) {
    let key = ObjectIdentifier(view)
    if firstTouch[key] == nil { firstTouch[key] = (view, touch.id) }
    if let index = tracking.firstIndex(where: { $0.0 === view }) {
      tracking[index].1.insert(touch.id)
    } else {
      tracking.append((view, [touch.id]))
    }
  }

  mutating func finish(_ touches: [Touch]) {
    let ids = Set(touches.map(\.id))
    for index in tracking.indices { tracking[index].1.subtract(ids) }
    tracking.removeAll { $0.1.isEmpty }
  }
}
