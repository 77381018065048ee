import ArgumentParser
import Foundation
import TouchKit
import TouchLabTUI

/// `touchlab render LAYOUT --size COLSxROWS [--tap X,Y]`: the canvas as plain text, exactly what
/// the terminal UI would draw at that size, without a terminal.
struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the canvas as plain text.",
    discussion: "What the terminal UI would show at that size; with --tap, after a tap there.")

  @Argument(help: "The layout file (default: Layouts/default.yaml).")
  var layout: String?

  @Option(help: ArgumentHelp("Terminal size in cells.", valueName: "COLSxROWS"), transform: Size.parse)
  var size = Size(columns: 100, rows: 30)

  @Option(help: ArgumentHelp("Tap at this screen point first (pressed and released).", valueName: "X,Y"))
  var tap: PointSpec?

  func run() throws {
    let loaded = try LayoutFile.load(layout)
    let clock = ManualClock()
    let session = Session(layout: loaded, columns: size.columns, rows: size.rows, clock: clock)
    if let tap {
      // The same update path a click takes, with a deterministic clock.
      session.handle(.pointer(.down, tap.point))
      clock.advance(by: Gesture.tapDuration)
      session.handle(.pointer(.up, tap.point))
      // As `trace` does: a double tap's wait or a delayed touch plays out in virtual time.
      session.runPendingTimers()
    }
    print(session.canvas.plainText.joined(separator: "\n"))
  }

  /// A terminal size, `COLSxROWS`.
  struct Size {
    var columns: Int
    var rows: Int

    static func parse(_ text: String) throws -> Size {
      let parts = text.lowercased().replacingOccurrences(of: "×", with: "x").split(separator: "x")
      guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
        (1...1000).contains(columns), (1...1000).contains(rows)
      else {
        throw ValidationError(
          "--size must be COLSxROWS with each between 1 and 1000, e.g. 100x30 (got '\(text)')")
      }
      return Size(columns: columns, rows: rows)
    }
  }

}
