/// The side pane after the open layout's file was saved and no longer loads: the loader's
/// diagnostics, each `file:line:column: message`, word-wrapped, then what runs: the last good
/// layout or code, or, when the code has not compiled since the start, the stand-ins shown. The text comes from a file, so it goes through the canvas, which
/// sanitizes it.
enum ProblemsPane {
  static func draw(_ problems: FileProblems, in layout: ScreenLayout, into canvas: inout Canvas) {
    let area = layout.paneArea
    canvas.clip = area
    defer { canvas.clip = canvas.bounds }
    canvas.fill(area)
    canvas.put(
      "\(problems.file) \(problems.isCode ? "does not compile" : "does not load")", column: area.column + 1,
      row: area.row, maxColumns: area.columns - 1, style: .bold, role: .warning)
    var lines: [String] = []
    for problem in problems.problems {
      // A compiler's message is followed by the source line and a caret under the column:
      // those lines keep their spacing (cut at the pane's edge, never wrapped).
      let parts = problem.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      lines += LessonPane.wrap(parts.first ?? "", width: area.columns - 1)
      lines += parts.dropFirst()
    }
    let running =
      problems.standIns.map { "None of the code runs: shown are \($0)." }
      ?? (problems.isCode ? "The last good code runs on." : "The last good layout runs on.")
    lines += [""] + LessonPane.wrap(running, width: area.columns - 1)
    lines += ["Fix the file and save it: it reloads.", "A click shows the trace again."]
    for (offset, line) in lines.prefix(layout.paneLines).enumerated() {
      canvas.put(
        line, column: area.column + 1, row: area.row + 1 + offset, maxColumns: area.columns - 1,
        role: .plain)
    }
  }
}
