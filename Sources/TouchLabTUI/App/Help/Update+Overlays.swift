import Foundation
import TouchLayout

/// The help overlay (`?`), and mouse reports while an overlay (the help, the layout picker)
/// is open. The layout picker's update is in App/Gallery/Update+LayoutPicker.swift.
///
/// Their keys are bindings (HelpBindings.swift, LayoutPickerBindings.swift); which of them gets
/// a key first, and which keys get through an open overlay, is ``Focus``'s to say.
extension Update {
  /// Turns the help's page by `delta`, within its pages on this screen.
  static func turnHelpPage(by delta: Int, _ state: inout UIState) {
    guard let page = state.helpPage else { return }
    state.helpPage = HelpOverlay.page(
      page, turnedBy: delta, pageCount: HelpOverlay.pageCount(for: state.layout))
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
