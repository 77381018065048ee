import Foundation
import Testing
import TouchKit

@testable import TouchFoundation
@testable import TouchImport
@testable import TouchLayout
@testable import TouchOpening

/// The reader never crashes or hangs, whatever it is given, and says where and why.
@Suite("Hostile dumps")
struct HostileDumpTests {
  @Test("1 MB of garbage (view-like fragments, brackets, quotes, pipes) reads in bounded time")
  func megabyteOfGarbage() {
    var generator = SystemRandomNumberGenerator()
    let pieces = [
      "<", ">", "{", "}", "(", ")", "[", "]", "'", ";", " = ", ": 0x", "|", "   | ", "\n", "text = '",
      "<UIView: 0x1f; frame = (", "nan", "1e308", "-", "é", "\u{202E}", "(layer)", "baseClass = ",
    ]
    var text = ""
    while text.utf8.count < 1 << 20 {
      text += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
    }
    let start = Date()
    let result = DumpParser.parse(text, source: "garbage.txt")
    #expect(Date().timeIntervalSince(start) < 10)
    #expect(result.diagnostics.count <= LayoutLimits.maximumDiagnostics + 1)
    // Whatever it read imports to a layout that loads, or is refused with a message.
    switch DumpImporter.importDump(text: text, source: "garbage.txt") {
    case .success(let imported):
      #expect(throws: Never.self) {
        _ = try LayoutLoader.load(imported: imported, source: "garbage.txt", registry: .standard)
      }
    case .failure(let error): #expect(!error.diagnostics.isEmpty)
    }
  }

  /// Found by FuzzDump (issue 16): an image view's ` - name` trailer cut to a lone `-` by the
  /// trailing space was read past its end, a range whose end came before its start: a trap.
  /// The input is kept in FuzzTesting/Findings/FuzzDump/.
  @Test("An image view's trailer that is only '- ' names no image and does not crash")
  func trailerOfADashAndASpace() throws {
    for trailer in [" - ", " -  ", " -\t", " - \t "] {
      let text =
        "<UIView: 0x1; frame = (0 0; 100 100)>\n   | <UIImageView: 0x2; frame = (0 0; 10 10)>\(trailer)\n"
      let result = DumpParser.parse(text, source: "trailer.txt")
      let image = try #require(result.roots.first?.subviews.first, "\(trailer.debugDescription)")
      #expect(image.imageName == nil, "\(trailer.debugDescription)")
    }
    let named = DumpParser.parse(
      "<UIImageView: 0x2; frame = (0 0; 10 10)> - avatar \n", source: "trailer.txt")
    #expect(named.roots.first?.imageName == "avatar")
  }

  /// Found by a review (issue 16): `touchlab import` without `-o` prints the layout, and a
  /// label's text kept U+202E (which reverses what follows on the terminal) and zero-width
  /// characters raw; the source comment kept C1 and bidi characters.
  @Test("An imported layout writes none of the terminal table's characters raw, and reads back the same")
  func importedTextIsTerminalSafe() throws {
    let hostile = "a\u{202E}b\u{200B}c\u{2066}d\u{9B}e\u{1B}f\u{FEFF}g\u{2028}h"
    let text = "<UILabel: 0x3000; frame = (0 0; 100 20); text = '\(hostile)'; layer = <CALayer: 0x1>>\n"
    let imported = try DumpImporter.importDump(text: text, source: "x\u{9B}y\u{202E}z.txt").get()
    #expect(imported.yaml.unicodeScalars.allSatisfy { !TerminalSafety.needsEscaping($0) || $0 == "\n" })
    #expect(imported.yaml.contains("a\\u202Eb\\u200Bc\\u2066d\\u009Be\\u001Bf\\uFEFFg\\u2028h"))
    #expect(imported.yaml.contains("from x\u{FFFD}yz.txt"))
    let layout = try LayoutLoader.load(yaml: imported.yaml, source: "imported.yaml")
    let label = try #require(layout.application.windows.flatMap(\.allViews).compactMap { $0 as? Label }.first)
    #expect(label.text == hostile)
  }

  @Test("A text with no view is an error saying what a dump looks like")
  func notADump() {
    let result = DumpParser.parse("hello\nworld\n", source: "notes.txt")
    #expect(result.roots.isEmpty)
    #expect(result.errors.first?.message.contains("not a view dump") == true)
    #expect(result.diagnostics.count == 1)
    #expect(!DumpDetector.isDump("title: x\nwindows: []\n"))
    #expect(DumpDetector.isDump("(lldb) po v\n<UIView: 0x1; frame = (0 0; 1 1)>\n"))
  }

  @Test("Indentation that skips a level attaches to the deepest view, with a warning at the line")
  func skippedLevel() throws {
    let text = """
      <UIView: 0x1; frame = (0 0; 100 100)>
         |    |    | <UIView: 0x2; frame = (10 10; 20 20)>
         | <UIView: 0x3; frame = (50 50; 20 20)>
      """
    let result = DumpParser.parse(text, source: "skip.txt")
    #expect(result.roots.count == 1)
    #expect(result.roots.first?.subviews.map(\.address) == ["0x2", "0x3"])
    let warning = try #require(result.warnings.first)
    #expect(
      warning.description
        == "skip.txt:2:16: warning: indentation skips from level 0 to level 3; attached to the view on line 1"
    )
  }

  @Test("Under a lost line, its subviews stay its subviews and its sibling stays a sibling")
  func lostLineKeepsTheLevelsBelowIt() {
    // Line 2 (depth 1) is missing: the card (depth 2) is attached to the root; the button
    // (depth 3) stays the card's subview; the table (depth 2) is the card's sibling, not
    // the button's subview as it was when every later line was shifted a level.
    let text = """
      <UIView: 0x1; frame = (0 0; 100 100)>
         |    | <UIView: 0x2; frame = (0 0; 50 50)>
         |    |    | <UIButton: 0x3; frame = (1 1; 10 10)>
         |    | <UITableView: 0x4; frame = (0 50; 50 50)>
      """
    let result = DumpParser.parse(text, source: "lost.txt")
    let root = result.roots.first
    #expect(root?.subviews.map(\.address) == ["0x2", "0x4"])
    #expect(root?.subviews.first?.subviews.map(\.address) == ["0x3"])
    #expect(result.warnings.map(\.line) == [2, 4])
  }

  @Test("A Swift generic class's name keeps its arguments (a SwiftUI hosting view)")
  func genericClassNames() throws {
    let text = """
      <UIView: 0x1; frame = (0 0; 100 100)>
         | <SwiftUI._UIHostingView<SwiftUI.ModifiedContent<MyApp.Root, Swift.Int>>: 0x2; frame = (0 0; 50 50)>
         |    | <MyApp.ListCell<MyApp.Item>: 0x3; baseClass = UITableViewCell; frame = (1 1; 10 10)>
      """
    let result = DumpParser.parse(text, source: "generic.txt")
    #expect(result.warnings.isEmpty)
    let host = try #require(result.roots.first?.subviews.first)
    #expect(host.className == "SwiftUI._UIHostingView<SwiftUI.ModifiedContent<MyApp.Root, Swift.Int>>")
    #expect(host.subviews.first?.className == "MyApp.ListCell<MyApp.Item>")
    #expect(ImportIDs.classPart(host.className) == "hostingView")
    #expect(ImportIDs.classPart("MyApp.ListCell<MyApp.Item>") == "listCell")
  }

  @Test("NaN, negative and absurd frames, NaN alpha, unreadable values: warnings, and a layout that loads")
  func oddValues() throws {
    let text = """
      <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>
         | <UIView: 0x3; frame = (nan nan; 10 10); layer = <CALayer: 0x4>>
         | <UIView: 0x5; frame = (100 100; -50 -20); alpha = nan; layer = <CALayer: 0x6>>
         | <UIView: 0x7; frame = (0 0; 1e300 5); hidden = MAYBE; layer = <CALayer: 0x8>>
         | <UIView: 0x9; frame = (1 2 3); transform = [0, 0, 0, 0, 0, 0]; layer = <CALayer: 0xa>>
         | <UIView: 0xb; frame = (0 0; 10 10); transform = [1, 0.5, 0, 1, 0, 0]; layer = <CALayer: 0xc>>
      """
    let imported = try DumpImporter.importDump(text: text, source: "odd.txt").get()
    let messages = imported.warnings.map(\.description)
    #expect(messages.contains { $0.hasPrefix("odd.txt:2:6: warning: frame has NaN") })
    #expect(messages.contains { $0.hasPrefix("odd.txt:3:6: warning: frame has a negative width") })
    #expect(messages.contains { $0.hasPrefix("odd.txt:3:6: warning: alpha = nan") })
    #expect(messages.contains { $0.hasPrefix("odd.txt:4:6: warning: frame has a value beyond") })
    #expect(messages.contains { $0.hasPrefix("odd.txt:4:53: warning: hidden must be YES or NO") })
    #expect(messages.contains { $0.hasPrefix("odd.txt:5:28: warning: frame must read") })
    #expect(messages.contains { $0.contains("scales the view to nothing") })
    #expect(messages.contains { $0.contains("skews the view") })
    let layout = try LayoutLoader.load(imported: imported, source: "odd.txt", registry: .standard)
    let views = layout.application.windows[0].subviews
    #expect(views[1].frame == CGRect(x: 50, y: 80, width: 50, height: 20))
    // §1 alpha rule: NaN is not < 0.01, so the view stays hittable (alpha read as 1).
    #expect(views[1].alpha == 1)
    #expect(views[0].frame.size == .zero)
  }

  @Test("Views nested deeper than a layout allows are left out with one warning")
  func tooDeep() {
    var text = ""
    for depth in 0..<200 {
      text += String(repeating: "   | ", count: depth) + "<UIView: 0x\(depth + 16); frame = (0 0; 10 10)>\n"
    }
    let result = DumpParser.parse(text, source: "deep.txt")
    #expect(result.viewCount == LayoutLimits.maximumViewDepth)
    #expect(result.warnings.count == 1)
  }
}
