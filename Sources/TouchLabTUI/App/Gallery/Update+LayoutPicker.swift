import TouchLayout

/// The layout picker (`g`): opening and closing it, its cursor, choosing a layout, and the list
/// of layouts coming back from the session. Its keys are in LayoutPickerBindings.swift.
extension Update {
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
}
