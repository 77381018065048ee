import Foundation
import TouchLayout

/// The help overlay (`?`) and the layout picker (`g`): how the update answers keys and mouse
/// reports while one is open, and the list of layouts coming back from the session.
///
/// Their keys are bindings (HelpBindings.swift, LayoutPickerBindings.swift); which of them gets
/// a key first, and which keys get through an open overlay, is ``Focus``'s to say.
extension Update {
  /// Turns the help's page by `delta`, within its pages on this screen.
  static func turnHelpPage(by delta: Int, _ state: inout UIState) {
    guard let page = state.helpPage else { return }
    let last = HelpOverlay.pageCount(for: state.layout) - 1
    state.helpPage = min(last, max(0, page + delta))
  }

  /// `g`: asks the session for the layouts (``Effect/listLayouts``), or closes the picker.
  static func toggleLayoutPicker(_ state: inout UIState, _ effects: inout [Effect]) {
    if state.layoutPicker == nil {
      effects.append(.listLayouts)
    } else {
      state.layoutPicker = nil
    }
  }

  /// The session's answer to ``Effect/listLayouts``: the picker opens on the open layout.
  static func layoutsListed(_ entries: [Gallery.Entry], current: Int?, _ state: inout UIState) {
    guard !entries.isEmpty else {
      state.status =
        "g: no layouts found (a Layouts folder beside the layout, in the working directory, or $TOUCHLAB_LAYOUTS)"
      return
    }
    state.layoutPicker = LayoutPicker(entries: entries, current: state.gallery?.index ?? current)
  }

  /// A cursor key in the picker: ↑/↓ by one, PgUp/PgDn by a page, Home/End to either end.
  static func moveInLayoutPicker(_ key: Key, _ state: inout UIState) {
    guard let picker = state.layoutPicker else { return }
    let page = LayoutPickerOverlay.pageRows(picker, in: state.layout)
    guard let step = scrollLines(for: key, page: page) else { return }
    state.layoutPicker?.move(by: step)
  }

  /// Opens the layout chosen in the picker (nil: none yet, the digits typed may go on).
  static func chooseLayout(_ chosen: Int?, _ state: inout UIState, _ effects: inout [Effect]) {
    guard let chosen else { return }
    state.layoutPicker?.typed = ""
    // A recording belongs to the layout it was made on: it ends before another opens.
    if state.recording != nil { effects.append(.stopRecording) }
    effects.append(.openScenario(chosen))
  }

  /// Whether a mouse report may act while an overlay is open: only the wheel (which turns the
  /// help's pages) and the rest of a touch already in flight, so that it still ends.
  static func overlayMouse(_ report: MouseReport, _ state: inout UIState) -> Bool {
    guard !Focus.openOverlays(in: state).isEmpty else { return false }
    if state.helpPage != nil, report.action == .wheelUp || report.action == .wheelDown {
      turnHelpPage(by: report.action == .wheelUp ? -1 : 1, &state)
      return true
    }
    return !(state.isPressed && [.drag, .release].contains(report.action))
  }
}
