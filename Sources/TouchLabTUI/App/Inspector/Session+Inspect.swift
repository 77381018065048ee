import Foundation
import TouchKit
import TouchLayout
import TouchScript

/// The inspector's side of the session: the engine is reference-typed and lives here, so the
/// session snapshots the selected view into an ``Inspection`` the pure UI can draw.
extension Session {
  /// The message that brings ``InspectorState/inspection`` up to date, or nil when it is.
  ///
  /// Called when a message and everything it led to are done: the snapshot is rebuilt when the
  /// selection moved to another view, or when `engineChanged` (a message that may have changed
  /// the engine came through: a recognizer's state, a control's targets, the trace why-not
  /// reads, another layout).
  func refreshedInspection(engineChanged: Bool) -> Message? {
    let stale: Bool =
      if let inspection = state.inspector.inspection {
        inspection.id != state.inspector.selectedView
          || state.inspector.selectedIndex.map { $0 != inspection.index } == true
          || inspection.step != state.shownStep
      } else {
        state.inspector.selectedView != nil
      }
    guard stale || (engineChanged && state.inspector.selectedView != nil) else { return nil }
    let inspection = inspect(
      state.inspector.selectedView, at: state.inspector.selectedIndex, step: state.shownStep)
    // A selection whose view is gone (another layout opened without it) is answered too: the
    // update then clears it.
    guard
      inspection != state.inspector.inspection || (inspection == nil && state.inspector.selectedView != nil)
    else {
      return nil
    }
    return .inspected(inspection)
  }

  /// The snapshot of the view with trace id `id`: the one at `index` in document order when it
  /// has that id, else the first that has it. Nil when no view has it. At a `step`, what the
  /// sequence's steps changed is as it was at that step, and why-not reads the records up to
  /// it (``Inspection/atStep(_:of:layout:)``).
  func inspect(_ id: String?, at index: Int?, step: StepPosition? = nil) -> Inspection? {
    guard let id else { return nil }
    let windows = application.windowsFrontToBack
    let atIndex = index.flatMap { index in
      Self.view(in: windows) { $1 == index }.flatMap { $0.view.traceID == id ? $0 : nil }
    }
    guard let (view, found) = atIndex ?? Self.view(in: windows, where: { view, _ in view.traceID == id })
    else {
      return nil
    }
    var description = ViewDescription(view, index: found)
    description.constraints = view.constraintReport
    description.ambiguousLayout = view.ambiguousLayoutParts
    description.edges = view.edgeReport
    description.storedFrameComparison = view.storedFrameComparison
    var inspection = Inspection(
      index: found, view: description,
      responderChain: Self.responderChain(from: view),
      whyNot: step == nil ? WhyNot.answer(id, in: recorder.records, layout: layout) : "",
      skipReason: view.hitTestSkipReason(at: application.scheduler.now))
    inspection.reuse = CellReuse(of: view)
    guard let step else { return inspection }
    return inspection.atStep(step, of: state.shownSequence, layout: layout)
  }

  /// The first view in document order (`windows` front to back, each depth first in subview
  /// order) that `matches` (given the view and its index), with its index. Stops there: a
  /// selection near the top of a big layout does not cost a walk of all of it.
  static func view(in windows: [Window], where matches: (View, Int) -> Bool) -> (view: View, index: Int)? {
    var index = 0
    func search(_ view: View) -> View? {
      if matches(view, index) { return view }
      index += 1
      for subview in view.subviews {
        if let found = search(subview) { return found }
      }
      return nil
    }
    for window in windows {
      if let found = search(window) { return (found, index) }
    }
    return nil
  }

  /// Each `next` from `responder` to the end of the chain (§6). A subclass's `next` may make
  /// a loop: the chain then ends with the responder it comes back to, marked `↻`.
  static func responderChain(from responder: Responder) -> [String] {
    var chain: [String] = []
    var seen: Set<ObjectIdentifier> = []
    var current: Responder? = responder
    while let next = current {
      guard seen.insert(ObjectIdentifier(next)).inserted else {
        chain.append("↻ \(next.traceID)")
        break
      }
      chain.append(next.traceID)
      current = next.next
    }
    return chain
  }
}

extension Message {
  /// Whether the message brings news of the engine that an inspection shows (its views, its
  /// recognizers' states, the trace) or another layout: the inspection is then rebuilt.
  var mayChangeInspection: Bool {
    switch self {
    case .engine(let news): news.mayChangeInspection
    case .gallery(.opened): true
    case .gallery(.failed), .gallery(.listed): false
    case .input, .resize, .tick, .pointer, .recording, .playback, .toggles, .reload, .consent, .typing: false
    }
  }
}
