/// The side pane while the script picker is open (`o`): the scripts numbered 1–9, how they will
/// play, and the keys. Paths come from the file system (read by the session, not here), so they
/// are drawn through the canvas, which sanitizes them.
enum ScriptPickerPane {
  static func draw(_ picker: ScriptPicker, in layout: ScreenLayout, into canvas: inout Canvas) {
    let area = layout.paneArea
    canvas.clip = area
    defer { canvas.clip = canvas.bounds }
    canvas.fill(area)
    let width = area.columns - 1
    canvas.put(
      "Play a script · 1–9 play · s step by step · o/Esc close", column: area.column + 1, row: area.row,
      maxColumns: width, style: .bold, role: .title)
    let mode = picker.stepping ? "one step per space" : "at its recorded speed"
    var lines = ["Plays \(mode), as you watch.", ""]
    if picker.paths.isEmpty {
      lines.append("No scripts: press r to record one, or put scripts in Scripts/.")
    }
    for (index, name) in picker.names.enumerated() {
      lines.append("\(index + 1)  \(name)")
    }
    for (offset, line) in lines.prefix(layout.paneLines).enumerated() {
      canvas.put(line, column: area.column + 1, row: area.row + 1 + offset, maxColumns: width, role: .plain)
    }
  }
}
