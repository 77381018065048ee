import Foundation
import TouchLayout

/// The side pane while the lesson is shown (`l`): the title, then Try, What happens, Why and
/// Rule, each word-wrapped to the pane and scrolled with the pane's keys. The text comes from a
/// layout file, so it is drawn through the canvas, which sanitizes it.
enum LessonPane {
  static func draw(_ lesson: LessonState, title: String, in layout: ScreenLayout, into canvas: inout Canvas) {
    let area = layout.paneArea
    canvas.clip = area
    defer { canvas.clip = canvas.bounds }
    canvas.fill(area)
    let lines = self.lines(lesson, title: title, width: area.columns - 1)
    let top = clampedTop(lesson.scroll, lineCount: lines.count, visible: layout.paneLines)
    let more = top + layout.paneLines < lines.count ? " ↓ more" : ""
    canvas.put(
      "Lesson\(more) · l: back to the trace", column: area.column + 1, row: area.row,
      maxColumns: area.columns - 1,
      style: .bold, role: .title)
    for (offset, line) in lines.dropFirst(top).prefix(layout.paneLines).enumerated() {
      canvas.put(
        line.text, column: area.column + 1, row: area.row + 1 + offset, maxColumns: area.columns - 1,
        style: line.isHeading ? .bold : .normal, role: line.isHeading ? .title : .plain)
    }
  }

  /// The first line shown: `scroll`, kept within the text.
  static func clampedTop(_ scroll: Int, lineCount: Int, visible: Int) -> Int {
    ScrollWindow.clamped(scroll, count: lineCount, visible: visible)
  }

  /// The lesson of the layout called `title` as lines at most `width` columns wide, headings
  /// marked.
  static func lines(_ lesson: LessonState, title: String, width: Int) -> [(text: String, isHeading: Bool)] {
    guard let lesson = lesson.content else {
      return [("This layout has no lesson.", false)]
    }
    var lines: [(String, Bool)] = wrap(title, width: width).map { ($0, true) }
    for part in lesson.parts {
      lines.append(("", false))
      lines.append((part.heading, true))
      lines += wrap(part.text, width: width).map { ($0, false) }
    }
    return lines
  }

  /// `text` word-wrapped to `width` columns, sanitized; a word longer than a line is cut
  /// across lines. Line breaks in the text (a YAML block scalar's) are kept.
  static func wrap(_ text: String, width: Int) -> [String] {
    let width = max(2, width)
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    var lines: [String] = []
    for paragraph in trimmed.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      var line = ""
      for word in Sanitizer.sanitize(String(paragraph)).split(separator: " ") {
        for piece in pieces(of: String(word), width: width) {
          if line.isEmpty {
            line = piece
          } else if TextWidth.width(of: line) + 1 + TextWidth.width(of: piece) <= width {
            line += " " + piece
          } else {
            lines.append(line)
            line = piece
          }
        }
      }
      lines.append(line)
    }
    return lines
  }

  /// `word` in pieces of at most `width` columns (one piece when it fits).
  private static func pieces(of word: String, width: Int) -> [String] {
    var pieces = [""]
    var used = 0
    for character in word {
      let columns = TextWidth.width(of: character)
      if used + columns > width, !(pieces.last ?? "").isEmpty {
        pieces.append("")
        used = 0
      }
      pieces[pieces.count - 1].append(character)
      used += columns
    }
    return pieces
  }
}
