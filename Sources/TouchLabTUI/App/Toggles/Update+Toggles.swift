import Foundation
import TouchKit

/// The toggle keys: `h`, `u`, `a`, `c` flip a property of the selected view; `e` chooses one
/// of its recognizers, and `x`, `b`, `B`, `E` flip a property of that recognizer. Each asks
/// the session to re-run the last touch sequence on a fresh load with the toggles applied
/// (``Effect/applyToggles(_:previous:flipped:)``); the answer, ``Message/reran(_:)``, says
/// what changed.
extension Update {
  /// What the status bar says when a toggle key finds no view selected.
  static let selectFirst = "select a view first (right-click it, or Tab), then h/u/a/c toggle it"

  static func toggleView(
    _ property: PropertyToggle.ViewProperty, _ state: inout UIState, _ effects: inout [Effect]
  ) {
    guard let node = selectedNode(&state) else { return }
    request(.view(node.id, property), &state, &effects)
  }

  /// `e`: the next of the selected view's recognizers (the first after the last).
  static func chooseNextRecognizer(_ state: inout UIState) {
    guard let node = selectedNode(&state), let count = recognizerCount(of: node, &state) else { return }
    let next = state.toggles.recognizer(of: node.id).map { ($0.index + 1) % count } ?? 0
    let chosen = ChosenRecognizer(view: node.id, index: next, id: node.recognizers[next], count: count)
    state.toggles.recognizer = chosen
    // The status bar's mark names the recognizer (``ChosenRecognizer/text``); this, its keys.
    state.status = "e next · x cancelsTouchesInView · b/B delaysTouchesBegan/Ended · E isEnabled"
  }

  /// `x`, `b`, `B`, `E`: the chosen recognizer's property (the view's first when none is chosen).
  static func toggleRecognizer(
    _ property: PropertyToggle.RecognizerProperty, _ state: inout UIState, _ effects: inout [Effect]
  ) {
    guard let node = selectedNode(&state), let count = recognizerCount(of: node, &state) else { return }
    let chosen =
      state.toggles.recognizer(of: node.id)
      ?? ChosenRecognizer(view: node.id, index: 0, id: node.recognizers[0], count: count)
    state.toggles.recognizer = chosen
    request(.recognizer(view: node.id, index: chosen.index, property), &state, &effects)
  }

  /// Asks for the toggles with `toggle` flipped; the state changes when the session answers.
  static func request(_ toggle: PropertyToggle, _ state: inout UIState, _ effects: inout [Effect]) {
    let toggles = state.toggles.toggles
    effects.append(.applyToggles(toggles.flipping(toggle), previous: toggles, flipped: toggle))
  }

  /// The selected view's node in the scene; nil (and the status says why) without one.
  static func selectedNode(_ state: inout UIState) -> SceneNode? {
    guard let id = state.inspector.selectedView else {
      state.status = selectFirst
      return nil
    }
    if let node = state.scene.firstNode(withID: id) { return node }
    state.status = "\(id) is not in this layout: select a view again"
    return nil
  }

  private static func recognizerCount(of node: SceneNode, _ state: inout UIState) -> Int? {
    guard !node.recognizers.isEmpty else {
      state.status = "\(node.id) has no gesture recognizers"
      return nil
    }
    return node.recognizers.count
  }

  /// The session's answers to a toggle.
  /// The toggles' own update (``ToggleState/update(_:)``) keeps what is in force and says what
  /// the status bar shows.
  static func toggles(_ answer: ToggleMessage, _ state: inout UIState, _ effects: inout [Effect]) {
    state.status = state.toggles.update(answer)
    if case .reran(let whatIf) = answer { reran(whatIf, &state, &effects) }
  }

  /// The toggles are in force and the last sequence ran again (its trace and scene came just
  /// before): the pane shows from a little above the parting record, and the hover is asked
  /// again, since the view under the pointer may have changed.
  static func reran(_ whatIf: WhatIf, _ state: inout UIState, _ effects: inout [Effect]) {
    if let parting = whatIf.partingIndex {
      let rows = state.paneRows
      // The parting record's line under the filter (the trace comes before this answer).
      let line = rows.lines.isEmpty ? parting : rows.lines.line(showing: parting) ?? 0
      state.log.scroll = max(0, rows.row(ofLine: line) - partingContext)
      state.log.followsEnd = false
    }
    hoverAgain(state, &effects)
  }

  /// The engine changed under a pointer resting on the canvas: ask again what is under it.
  static func hoverAgain(_ state: UIState, _ effects: inout [Effect]) {
    guard let point = state.pointerPoint, let cell = state.pointerCell,
      state.layout.canvasArea.contains(column: cell.column, row: cell.row)
    else { return }
    effects.append(.hover(point))
  }

  /// Records shown above the parting one, so the question that decided is in view.
  static let partingContext = 2
}
