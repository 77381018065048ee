import Foundation
import Testing

@testable import TouchLabTUI

/// The help overlay ends with a legend of the canvas's marks (the first-hour issue: the
/// symbols were never explained), drawn from the glyphs the parts draw, each with an ASCII
/// look-alike for terminals without UTF-8.
@Suite struct LegendTests {
  @Test("? shows the legend after the keys, on every screen size, every mark explained")
  func legendIsInTheOverlay() {
    for (columns, rows) in [(60, 16), (80, 24), (120, 40)] {
      let layout = HelpOverlay.layout(
        for: ScreenLayout(columns: columns, rows: rows, screenSize: .init(width: 390, height: 844)))
      let lines = layout.pages.flatMap { $0 }.flatMap { $0 }
      #expect(
        lines.last { $0.isHeading }?.text.hasPrefix("What the marks mean") == true, "\(columns)×\(rows)")
      for entry in Legend.section.entries {
        #expect(lines.contains { $0.keys == entry.keys }, "\(entry.keys) at \(columns)×\(rows)")
      }
    }
  }

  @Test("Every mark the legend shows has an ASCII look-alike")
  func asciiLookAlikes() {
    for entry in Legend.section.entries {
      let ascii = String(entry.keys.map(ASCIIFallback.character(for:)))
      #expect(ascii.allSatisfy { $0.isASCII }, "\(entry.keys) → \(ascii)")
    }
  }

  /// docs/explorer.md has the same legend as `?` (a mark added to one and not the other, as the
  /// ghost finger once was to neither, is caught here).
  @Test("Every mark of the legend is in docs/explorer.md's table")
  func docsListEveryMark() throws {
    let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("docs/explorer.md")
    let text = try String(contentsOf: docs, encoding: .utf8)
    let table =
      try #require(text.components(separatedBy: "## What the marks mean").dropFirst().first)
      .components(separatedBy: "\n## ").first ?? ""
    for entry in Legend.section.entries {
      #expect(table.contains("`\(entry.keys)"), "\(entry.keys) is not in docs/explorer.md's legend")
    }
  }
}
