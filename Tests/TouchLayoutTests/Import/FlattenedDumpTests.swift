import Foundation
import Testing
import TouchKit

@testable import TouchImport

/// A dump whose line breaks were lost (pasted into a web page, a chat, a log that joins lines)
/// holds every view on one line, each after the `|`s that gave its depth. It reads as the dump
/// it was, with one warning saying so (``FlattenedDumpLine``).
@Suite("Dumps whose line breaks were lost")
struct FlattenedDumpTests {
  /// The same hierarchy printed as `recursiveDescription` prints it (depth 0, 1, 2, 1).
  static let lines = [
    "<UIView: 0xa1; frame = (0 0; 320 480); layer = <CALayer: 0xb1>>",
    "   | <UIButton: 0xa2; frame = (10 20; 100 44); opaque = NO; layer = <CALayer: 0xb2>>",
    "   |    | <UIImageView: 0xa3; frame = (0 0; 44 44); userInteractionEnabled = NO; layer = <CALayer: 0xb3>> - (null)",
    "   | <UILabel: 0xa4; frame = (10 80; 300 21); text = 'a | <UIView: 0x9; frame = (0 0; 1 1)>'; layer = <_UILabelLayer: 0xb4>>",
  ]

  /// A view's class, frame and subviews, without where it was printed.
  private static func shape(_ view: DumpView) -> String {
    "\(view.className) \(view.frame.map { "\($0)" } ?? "-") [\(view.subviews.map(shape).joined(separator: ", "))]"
  }

  @Test("One line of views reads as the lines it was, with one warning at its line")
  func sameTreeAsTheLines() {
    let printed = DumpParser.parse(Self.lines.joined(separator: "\n"), source: "printed.txt")
    let joined = DumpParser.parse(
      "(lldb) po view\n" + Self.lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " "),
      source: "joined.txt")
    #expect(printed.viewCount == 4)
    #expect(joined.roots.map(Self.shape) == printed.roots.map(Self.shape))
    #expect(joined.warnings.count == 1)
    #expect(joined.warnings.first?.line == 2)
    #expect(joined.warnings.first?.message.hasPrefix("4 views on one line") == true)
    #expect(printed.warnings.isEmpty)
  }

  @Test("A dump `po` printed as a Swift string (one quoted line, \\n escapes) reads as its lines")
  func printedAsAString() {
    let printed = DumpParser.parse(Self.lines.joined(separator: "\n"), source: "printed.txt")
    let quoted = "\"" + Self.lines.joined(separator: "\\n") + "\""
    let result = DumpParser.parse(
      "(lldb) po view.value(forKey: \"recursiveDescription\")!\n" + quoted, source: "po.txt")
    #expect(result.roots.map(Self.shape) == printed.roots.map(Self.shape))
    #expect(result.warnings.count == 1)
  }

  @Test("A '|' or '<' inside a label's text does not split it")
  func textKeepsItsPipes() throws {
    let joined = DumpParser.parse(Self.lines.joined(separator: " "), source: "joined.txt")
    let label = try #require(joined.roots.first?.subviews.last)
    #expect(label.className == "UILabel")
    #expect(label.text == "a | <UIView: 0x9; frame = (0 0; 1 1)>")
  }

  @Test("A later view's problem is at its column in the joined line")
  func columnsAreTheLines() throws {
    let first = "<UIView: 0xa1; frame = (0 0; 320 480)>"
    let second = " | <UIButton: 0xa2; frame = (1 2; x 4)>"
    let result = DumpParser.parse(first + second, source: "joined.txt")
    let problem = try #require(result.warnings.first { $0.message.contains("frame") })
    let frameValue = (first + second).range(of: "(1 2; x 4)").map {
      (first + second).distance(from: (first + second).startIndex, to: $0.lowerBound)
    }
    #expect(problem.column == (frameValue ?? -1) + 1)
  }

  @Test("Twenty thousand views on one line are all read (the split is linear in the line)")
  func longLine() {
    let view = " | <UIView: 0xa2; frame = (0 0; 1 1); layer = <CALayer: 0xb2>>"
    let text = "<UIWindow: 0xa1; frame = (0 0; 320 480)>" + String(repeating: view, count: 20_000)
    let result = DumpParser.parse(text, source: "long.txt")
    #expect(result.viewCount == 20_001)
    #expect(result.roots.first?.subviews.count == 20_000)
  }

  @Test("A dump cut off inside a nested value still gives its last view")
  func cutInsideNestedValue() {
    let text =
      "<UIView: 0xa1; frame = (0 0; 320 480)>\n   | <UIButton: 0xa2; frame = (1 2; 3 4); layer = <CALayer: 0xb"
    let result = DumpParser.parse(text, source: "cut.txt")
    #expect(result.viewCount == 2)
    #expect(result.roots.first?.subviews.first?.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(result.warnings.contains { $0.line == 2 && $0.message.contains("'>' missing") })
  }
}

/// A debugger's other hierarchies have no frames: a file of one is refused with what it is and
/// what to print instead, not a YAML error.
@Suite("Debugger output that is not a view dump")
struct DebuggerTranscriptTests {
  @Test(
    "_printHierarchy and _autolayoutTrace are named in the refusal",
    arguments: [
      (
        "(lldb) po root.value(forKey: \"_printHierarchy\")\n"
          + "<UINavigationController 0x7fb8>, state: appeared, view: <UILayoutContainerView 0x7fb9>\n"
          + "   | <MyApp.Home 0x7fba>, state: appeared, view: <UIView 0x7fbb>\n",
        "_printHierarchy"
      ),
      (
        "UIWindow:0x7f94\n|   •UIView:0x7f95\n|   |   *UILabel:0x7f96- AMBIGUOUS LAYOUT for UILabel:0x7f96.minX\n",
        "_autolayoutTrace"
      ),
    ])
  func namedRefusal(text: String, name: String) throws {
    #expect(DumpDetector.isDump(text))
    let result = DumpParser.parse(text, source: "lldb.txt")
    #expect(result.roots.isEmpty)
    let error = try #require(result.errors.first)
    #expect(error.message.contains(name))
    #expect(error.message.contains("recursiveDescription"))
  }

  @Test("A transcript that starts at LLDB's prompt is a dump, even when no view follows")
  func promptMakesADump() {
    #expect(DumpDetector.isDump("(lldb) po view\nerror: cannot find 'view' in scope\n"))
    #expect(!DumpDetector.isDump("windows:\n  - id: main\n"))
  }
}
