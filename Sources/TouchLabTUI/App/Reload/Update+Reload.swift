import Foundation
import TouchKit

/// Hot reload: the session saw the open layout's file change (``Message/layoutFileChanged``),
/// the update asks for a reload, and the session answers with the layout reloaded or the
/// reasons it no longer loads.
///
/// A reload makes the file the truth: the toggles are dropped (they were flips of the old
/// file's values, which may no longer mean the same), and the status bar says so. The
/// selection stays where its id is still in the file.
extension Update {
  /// Hot reload's news: the file changed (load it again), loaded, or no longer loads.
  static func reload(_ news: ReloadMessage, _ state: inout UIState, _ effects: inout [Effect]) {
    switch news {
    case .fileChanged: effects.append(.reloadLayout)
    case .reloaded(let scenario, let file, let time):
      reloaded(scenario, file: file, &state)
      state.log.history.markReload(
        ReloadMark.text(file: file, at: time), afterRecords: state.trace.records.count)
      hoverAgain(state, &effects)
    case .failed(let file, let problems):
      // The status bar's mark says it (``FileProblems/mark``), as long as the file is broken.
      // Stand-ins shown since the start stay until the code compiles: there is no good code.
      let standIns = state.fileProblems?.standIns
      state.fileProblems = FileProblems(file: file, problems: problems)
      state.fileProblems?.standIns = standIns
      state.status = nil
    case .openedOnProblems(let problems):
      state.fileProblems = problems
      state.status = nil
    }
  }

  /// The file loaded again: it replaces the layout as a scenario opened does, keeping the
  /// selection (and its chosen recognizer) where its id is still there, and the trace the pane
  /// shows: the person was reading it when they changed the file (the caller marks the reload
  /// after it).
  static func reloaded(_ scenario: OpenedScenario, file: String, _ state: inout UIState) {
    let selection = state.inspector.selectedView
    let chosen = state.toggles.recognizer
    let hadToggles = !state.toggles.toggles.isEmpty
    let (trace, scan, scroll, followsEnd) = (
      state.trace, state.outcomeScan, state.log.scroll, state.log.followsEnd
    )
    opened(scenario, &state)
    (state.trace, state.outcomeScan, state.log.scroll, state.log.followsEnd) = (
      trace, scan, scroll, followsEnd
    )
    var notes = ["reloaded \(file)"]
    if hadToggles { notes.append("toggles dropped (the file is the truth)") }
    if let selection {
      if let node = scenario.scene.windows.lazy.compactMap({ find(selection, in: $0) }).first {
        state.inspector.selectedView = selection
        if let chosen, chosen.view == selection, node.recognizers.indices.contains(chosen.index) {
          state.toggles.recognizer = ChosenRecognizer(
            view: selection, index: chosen.index, id: node.recognizers[chosen.index],
            count: node.recognizers.count)
        }
      } else {
        state.inspector.selectedView = nil
        notes.append("\(selection) is gone: nothing selected")
      }
    }
    state.status = notes.joined(separator: " · ")
  }

  private static func find(_ id: String, in node: SceneNode) -> SceneNode? {
    if node.id == id { return node }
    for child in node.children {
      if let found = find(id, in: child) { return found }
    }
    return nil
  }

  /// A touch sequence begins: what the pane showed about the last one (a what-if, a file's
  /// problems) gives way to its trace.
  static func sequenceBegins(_ state: inout UIState) {
    state.toggles.whatIf = nil
    state.fileProblems?.isShown = false
  }
}
