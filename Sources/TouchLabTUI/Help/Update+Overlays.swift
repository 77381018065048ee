import Foundation
import TouchLayout

/// The help overlay (`?`) and the layout picker (`g`): how the update answers keys and mouse
/// reports while one is open, and the list of layouts coming back from the session.
///
/// An open overlay takes every key before anything else does, so that a key meant for it never
/// also acts on what is under it; the help comes first, over the picker. Only Ctrl-C (and `q` in
/// the picker, as in the script picker) gets through, to quit.
extension Update {
  /// A key while the help is open: `?` and Esc close it, the paging keys turn its pages, every
  /// other key does nothing. True when the help took the key.
  static func helpKey(_ key: Key, _ state: inout UIState) -> Bool {
    guard let page = state.helpPage else {
      guard key == .character("?") else { return false }
      state.helpPage = 0
      return true
    }
    let last = HelpOverlay.pageCount(for: state.layout) - 1
    switch key {
    case .character("?"), .escape: state.helpPage = nil
    case .down, .pageDown, .right, .character(" "): state.helpPage = min(last, page + 1)
    case .up, .pageUp, .left: state.helpPage = max(0, page - 1)
    case .home: state.helpPage = 0
    case .end: state.helpPage = last
    case .interrupt: return false
    default: break
    }
    return true
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

  /// A key while the picker is open; true when the picker took it.
  static func layoutPickerKey(_ key: Key, _ state: inout UIState, _ effects: inout [Effect]) -> Bool {
    guard var picker = state.layoutPicker else { return false }
    let page = LayoutPickerOverlay.pageRows(picker, in: state.layout)
    var chosen: Int?
    switch key {
    case .character("g"), .escape:
      state.layoutPicker = nil
      return true
    case .character("q"), .character("Q"), .interrupt: return false
    case .up: picker.move(by: -1)
    case .down: picker.move(by: 1)
    case .pageUp: picker.move(by: -page)
    case .pageDown: picker.move(by: page)
    case .home: picker.move(by: -picker.entries.count)
    case .end: picker.move(by: picker.entries.count)
    case .enter: chosen = picker.selected
    case .character(let character) where character.isASCII && character.isNumber:
      picker.problem = nil
      chosen = picker.type(character)
    default: break
    }
    state.layoutPicker = picker
    if let chosen {
      state.layoutPicker?.typed = ""
      // A recording belongs to the layout it was made on: it ends before another opens.
      if state.recording != nil { effects.append(.stopRecording) }
      effects.append(.openScenario(chosen))
    }
    return true
  }

  /// Whether a mouse report may act while an overlay is open: only the wheel (which turns the
  /// help's pages) and the rest of a touch already in flight, so that it still ends.
  static func overlayMouse(_ report: MouseReport, _ state: inout UIState) -> Bool {
    guard state.helpPage != nil || state.layoutPicker != nil else { return false }
    if let page = state.helpPage, report.action == .wheelUp || report.action == .wheelDown {
      let last = HelpOverlay.pageCount(for: state.layout) - 1
      state.helpPage = report.action == .wheelUp ? max(0, page - 1) : min(last, page + 1)
      return true
    }
    return !(state.isPressed && [.drag, .release].contains(report.action))
  }
}
