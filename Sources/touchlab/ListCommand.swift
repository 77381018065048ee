import ArgumentParser
import Foundation
import TouchKit
import TouchLabTUI
import TouchLayout

/// `touchlab list`: the gallery, one scenario per line: its number, its name, its title.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "List the gallery of teaching scenarios (the layouts in Layouts/).",
    discussion: """
      Open one by name or number: `touchlab outside-bounds`, `touchlab 3`. In the terminal UI, \
      `l` shows its lesson and `n`/`p` move to the next and previous scenario.
      """)

  func run() throws {
    guard let gallery = GalleryLookup.gallery() else {
      printError(
        "touchlab: no Layouts folder found in $TOUCHLAB_LAYOUTS, ./Layouts or next to the binary")
      throw ExitCode(2)
    }
    guard !gallery.entries.isEmpty else {
      printError("touchlab: no layouts (*.yaml) in \(gallery.folder)")
      return
    }
    for line in Self.lines(gallery) { print(TerminalSafety.sanitized(line)) }
  }

  /// ` 3  outside-bounds  A button outside its superview is dead there`: the number right-aligned
  /// (blank for files without one), names padded to one column, titles sanitized since they
  /// come from files.
  static func lines(_ gallery: Gallery) -> [String] {
    let names = gallery.entries.map { TerminalSafety.sanitized($0.name) }
    let width = names.map(\.count).max() ?? 0
    return zip(gallery.entries, names).map { entry, name in
      let number = entry.number.map { String(format: "%2d", $0) } ?? "  "
      let title = TerminalSafety.sanitized(entry.title ?? "(no title)")
      return "\(number)  \(name.padding(toLength: width, withPad: " ", startingAt: 0))  \(title)"
    }
  }
}
