import Foundation
import TouchKit

/// Reads the engine's state as each record is made (``TouchKit/TraceRecorder/observer``) and
/// keeps each change a step shows (``StepChange``) at the record that made it: the session's
/// side of step mode, which the UI receives as a ``StepTimeline``.
///
/// The state at a record is the engine's state when the record is made. The engine records a
/// control's highlight or value, a scroll, a recognizer's transition or reset right after
/// making it (`Control.setHighlighted`, `ScrollView.scroll(by:)`, `GestureEnvironment.apply`),
/// so it is read at that record. A record naming a control (a touch method it handles, a
/// tracking step) is read again at the next record, where what the control set after
/// recording it (`isTracking`) first shows; after a dispatch's last record, at the index the
/// next record will have. Subjects are found by trace id (the first view in document order with it, as the
/// inspector does), indexed once per touch sequence: reading one costs a dictionary look-up
/// and a walk up its superviews, never a walk of the hierarchy.
final class StepStateRecorder {
  /// The changes of the current trace so far.
  private(set) var timeline = StepTimeline()
  /// Bumped whenever ``timeline`` changes: the session sends it when this moved.
  private(set) var version = 0
  /// The engine the records come from (the session sets it before an engine dispatches).
  /// Another engine (a reload that keeps the trace) is indexed afresh; the timeline stays.
  weak var application: Application? {
    didSet {
      if application !== oldValue { reindex() }
    }
  }

  /// Each subject's object and its last value read.
  private var objects: [StepChange.Subject: AnyObject] = [:]
  private var known: [StepChange.Subject: StepChange.Value] = [:]
  /// Subjects of the last record, read again at the next one.
  private var pending: [StepChange.Subject] = []
  private var lastIndex = 0

  /// A record was made: its index in the trace is its id less one (the explorer's recorder
  /// is never drained). The first record of a trace starts a new timeline, from the engine's
  /// state before it (the first record of a dispatch is its input, before anything changed).
  func observe(_ record: TraceRecord) {
    let index = record.id - 1
    if index == 0 { begin() }
    read(pending, at: index)
    pending = subjects(of: record.step)
    read(pending, at: index)
    lastIndex = index
  }

  /// The dispatch is over: what the last record's subjects set after it is read now, and kept
  /// from the next record on.
  func settle() {
    read(pending, at: lastIndex + 1)
    pending = []
  }

  /// A new trace: an empty timeline, and every subject indexed with its value now.
  private func begin() {
    timeline = StepTimeline()
    version += 1
    lastIndex = 0
    reindex()
  }

  /// Every subject of the engine, with its value now.
  private func reindex() {
    (objects, known, pending) = ([:], [:], [])
    guard let application else { return }
    known[.editing] = .editing(application.editingTextInput?.traceID)
    known[.keyboard] = .shown(application.keyboardWindow != nil)
    // An explicit stack, not recursion: a hierarchy 10,000 deep (issue 17). Document order:
    // windows front to back, each depth first in subview order.
    var stack: [View] = application.windowsFrontToBack.reversed()
    while let view = stack.popLast() {
      index(view)
      stack.append(contentsOf: view.subviews.reversed())
    }
  }

  private func index(_ view: View) {
    let id = view.traceID
    if let control = view as? Control, objects[.control(id)] == nil {
      objects[.control(id)] = control
      known[.control(id)] = .control(Scene.snapshot(of: control, toScreen: Self.toScreen(control)))
    }
    if let scrollView = view as? ScrollView, objects[.scrollView(id)] == nil {
      objects[.scrollView(id)] = scrollView
      known[.scrollView(id)] = .offset(scrollView.contentOffset)
    }
    for recognizer in view.attachedRecognizers where objects[.recognizer(recognizer.traceID)] == nil {
      objects[.recognizer(recognizer.traceID)] = recognizer
      known[.recognizer(recognizer.traceID)] = .recognizer(recognizer.state)
    }
  }

  /// Reads `subjects` and keeps, at `index`, those whose value moved.
  private func read(_ subjects: [StepChange.Subject], at index: Int) {
    for subject in subjects {
      guard let value = value(of: subject), let before = known[subject], value != before else { continue }
      timeline.append(StepChange(index: index, subject: subject, before: before, after: value))
      known[subject] = value
      version += 1
    }
  }

  /// A subject's value now; nil for one not indexed (a view added during the sequence).
  private func value(of subject: StepChange.Subject) -> StepChange.Value? {
    switch (subject, objects[subject]) {
    case (.control, let control as Control):
      .control(Scene.snapshot(of: control, toScreen: Self.toScreen(control)))
    case (.scrollView, let scrollView as ScrollView): .offset(scrollView.contentOffset)
    case (.recognizer, let recognizer as GestureRecognizer): .recognizer(recognizer.state)
    case (.editing, _): application.map { StepChange.Value.editing($0.editingTextInput?.traceID) }
    case (.keyboard, _): application.map { StepChange.Value.shown($0.keyboardWindow != nil) }
    default: nil
    }
  }

  /// The transform from `view`'s coordinates to screen points, composed as ``Scene`` composes
  /// it (each view's own transform, then its superview's to the screen), so a value read here
  /// equals the scene's to the bit.
  static func toScreen(_ view: View) -> CGAffineTransform {
    var chain: [View] = []
    var current: View? = view
    while let next = current {
      chain.append(next)
      current = next.superview
    }
    return chain.reversed().reduce(CGAffineTransform.identity) { $1.toSuperviewTransform.concatenating($0) }
  }

  /// What a record names whose state a step shows.
  private func subjects(of step: TraceStep) -> [StepChange.Subject] {
    switch step {
    case .controlTracking(let control, _, _, _), .controlHighlight(let control, _),
      .controlEvents(let control, _), .controlValue(let control, _), .controlIgnored(let control, _, _):
      return [.control(control)]
    case .handle(let responder, _, _) where objects[.control(responder)] != nil:
      return [.control(responder)]
    case .scroll(let scrollView, _): return [.scrollView(scrollView)]
    case .stateChange(let recognizer, _, _, _), .reset(let recognizer), .forced(let recognizer, _, _):
      return [.recognizer(recognizer)]
    // Editing begins or ends as the first responder changes; the keyboard's window is added or
    // removed just before its record.
    case .firstResponder: return [.editing]
    case .keyboard: return [.keyboard]
    default: return []
    }
  }
}
