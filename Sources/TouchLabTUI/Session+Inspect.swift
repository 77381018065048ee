import Foundation
import TouchKit
import TouchLayout

/// The inspector's side of the session: the engine is reference-typed and lives here, so the
/// session snapshots the selected view into an ``Inspection`` the pure UI can draw.
extension Session {
  /// The message that brings ``UIState/inspection`` up to date, or nil when it is.
  ///
  /// Called when a message and everything it led to are done: the snapshot is rebuilt when the
  /// selection moved to another view, or when `engineChanged` (a message that may have changed
  /// the engine came through: a recognizer's state, a control's targets, the trace why-not
  /// reads, another layout).
  func refreshedInspection(engineChanged: Bool) -> Message? {
    let stale: Bool =
      if let inspection = state.inspection {
        inspection.id != state.selectedView || state.selectedIndex.map { $0 != inspection.index } == true
      } else {
        state.selectedView != nil
      }
    guard stale || (engineChanged && state.selectedView != nil) else { return nil }
    let inspection = inspect(state.selectedView, at: state.selectedIndex)
    return inspection == state.inspection ? nil : .inspected(inspection)
  }

  /// The snapshot of the view with trace id `id`: the one at `index` in document order when it
  /// has that id, else the first that has it. Nil when no view has it.
  func inspect(_ id: String?, at index: Int?) -> Inspection? {
    guard let id else { return nil }
    let views = application.windowsFrontToBack.flatMap(\.allViews)
    let found =
      index.flatMap { views.indices.contains($0) && views[$0].traceID == id ? $0 : nil }
      ?? views.firstIndex { $0.traceID == id }
    guard let found else { return nil }
    let view = views[found]
    return Inspection(
      index: found, view: ViewDescription(view, index: found),
      responderChain: Self.responderChain(from: view),
      whyNot: WhyNot.answer(id, in: recorder.records, layout: layout))
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
  /// recognizers' states, the trace): the inspection is then rebuilt.
  var mayChangeInspection: Bool {
    switch self {
    case .traced, .sceneChanged, .scenarioOpened: true
    default: false
    }
  }
}
