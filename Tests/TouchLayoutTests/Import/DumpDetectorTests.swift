import Testing

@testable import TouchImport
@testable import TouchLayout

/// A dump is told from a layout by its first line that decides, wherever the lines break.
@Suite("Dump detection")
struct DumpDetectorTests {
  /// The detector as it was before it stopped at the first deciding line: it split the whole
  /// window into lines first. Kept as the oracle the line-by-line walk must agree with.
  private static func reference(_ text: String) -> Bool {
    let head = Array(text.utf8.prefix(DumpDetector.window))
    for line in head.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
      switch DumpLine.classify(Array(line)) {
      case .skipped: if DumpLine.isPrompt(Array(line)) { return true }
      case .view: return true
      case .unreadable: return DebuggerTranscript.kind(of: Array(line)) != nil
      }
    }
    return false
  }

  static let view = "<UIView: 0x1; frame = (0 0; 1 1)>"

  static let texts = [
    "", "\n", "\n\n\n", "title: x\nwindows: []\n", view, "\(view)\n", "\n\n\(view)",
    "(lldb) po v\n\(view)\n", "(lldb) po v", "(lldb) po v\n", "   \n\t\n\(view)", "# a layout\n\(view)",
    "(lldb) po v\r\n\(view)\r\n", "Printing description of v:\n\n\(view)", "| \(view)", "windows:\n\(view)",
    "2026-11-25 10:00:00.000 App[1:2] \(view)", "$3 = \(view)", "<CALayer: 0x2>\n\(view)",
  ]

  @Test("Agrees with splitting the whole window first, on every kind of first line")
  func agreesWithTheReference() {
    for text in Self.texts {
      #expect(DumpDetector.isDump(text) == Self.reference(text), "\(text.debugDescription)")
    }
  }

  @Test("Looks no further than its window: a view past it does not make a dump")
  func looksOnlyAtTheWindow() {
    let blank = String(repeating: "\n", count: DumpDetector.window)
    #expect(!DumpDetector.isDump(blank + Self.view))
    #expect(DumpDetector.isDump(String(blank.dropLast(Self.view.utf8.count + 1)) + Self.view))
    #expect(DumpDetector.isDump(blank + Self.view) == Self.reference(blank + Self.view))
  }
}
