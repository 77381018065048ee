import Foundation
import Testing

@testable import TouchFoundation
@testable import TouchLayout
@testable import TouchYAML

/// A large text parsed in two parts on two cores (`YAMLComposer+Split.swift`, issue 17): split
/// at any list item, the tree and every error must be what one parse gives, whether the split
/// holds or the text is composed again in one piece.
@Suite("YAML split in two parts")
struct YAMLSplitTests {
  /// Texts whose lists end, or whose items hold, what could make a split differ from one parse.
  static let edges: [String] = [
    // A list that ends at the text's end, with and without a final line break.
    "views:\n  - a\n  - b\n  - c\n", "views:\n  - a\n  - b\n  - c",
    "views:\n  - a\n  - b\n  - c\n\n# done\n   \n",
    // Followed by a less indented key, list, document marker or second document.
    "top:\n  views:\n    - {id: a}\n    - {id: b}\n    - {id: c}\n  other: 1\nlast: 2\n",
    "windows:\n  - id: w\n    views:\n      - id: a\n      - id: b\n  - id: w2\n    views:\n      - id: c\n",
    "list:\n  - a\n  - b\n...\n", "list:\n  - a\n  - b\n---\nsecond: 1\n",
    // Lists written without indentation under their key.
    "views:\n- a\n- b\n- c\nother: 1\n", "a:\n  views:\n  - x\n  - y\n  other: 2\n",
    // Items that are mappings, lists, nested lists and empty.
    "l:\n  - id: a\n    sub:\n      - x\n      - y\n  - id: b\n    sub:\n      - z\n  - - p\n    - q\n  -\n  - end\n",
    // Block scalars ending at an item, kept and stripped, and one whose lines look like items.
    "l:\n  - text: |\n      one\n      - two\n  - text: |+\n      kept\n\n  - >-\n    folded\n  - last\n",
    "l:\n  - |\n    - not an item\n    - nor this\n  - item\n",
    // Quoted scalars and flow collections over several lines, across items' lines.
    "l:\n  - 'quoted\n  - still quoted'\n  - after\n", "l:\n  - \"double\n  - still\"\n  - after\n",
    "l:\n  - [a,\n  - b]\n  - after\n", "l:\n  - {a: 1,\n  - b}\n  - c\n",
    "l:\n  - plain\n    continued\n  - next\n",
    // A quoted scalar that the text after the list would close, and a flow list it would end.
    "top:\n  l:\n    - 'quoted\n    - still quoted'\n    - after\n  m: '\n",
    "top:\n  l:\n    - [a,\n    - b]\n    - c\n  m: ]\n",
    // Comments and blank lines between items; a key after a list at the list's own column.
    "l:\n  - a\n\n  # note\n  - b\n  # trailing\nm: 1\n",
    "m:\n  l:\n    - a\n    - b\n  l2: x\n",
    // Anchors and aliases, tags, a directive.
    "l:\n  - &x a\n  - *x\n  - b\n", "l:\n  - !custom a\n  - !!str b\n  - c\n",
    "%YAML 1.1\n---\nl:\n  - a\n  - b\n",
    // Errors in the first part, in the items, and after the list.
    "a: [\nl:\n  - a\n  - b\n", "l:\n  - a\n  - b: [\n  - c\n", "l:\n  - a\n  - b\nm: {\n",
    "l:\n  - {a: 1, a: 2}\n  - b\n", "l:\n  - a\n  - b\nl: again\n", "l:\n  - a\n\t- b\n",
    // Tabs, wide characters, and a line break libyaml counts that `\n` does not.
    "l:\n  - 'é'\n  - 日本\n  - c\n", "l:\n  - a\r\n  - b\r\n", "l:\n  - a\u{2028}\n  - b\n",
  ]

  /// Every line that opens a list item, in `text`.
  static func itemLines(_ text: String) -> [Int] {
    var copy = text
    let count = text.split(separator: "\n", omittingEmptySubsequences: false).count
    return copy.withUTF8 { bytes in (0..<count).filter { YAMLSplitPoint.at(line: $0, of: bytes) != nil } }
  }

  static func outcome(_ text: String, splitAtLine line: Int?) -> [String] {
    YAMLComposerTests.outcome(
      Result { () throws(YAMLParseError) in
        try YAMLComposer.compose(text, parsingAhead: false, splitAtLine: line)
      })
  }

  @Test("Every text of the repository, split at every list item, composes as one parse")
  func repository() {
    // Aliases defused, as the parse-ahead test does: a split part refuses any alias, so a text
    // with one is only ever composed whole.
    for (name, text) in YAMLComposerTests.corpus.map({
      ($0.name, $0.text.replacingOccurrences(of: "*", with: "x"))
    }) {
      let whole = Self.outcome(text, splitAtLine: nil)
      for line in Self.itemLines(text) {
        #expect(Self.outcome(text, splitAtLine: line) == whole, "\(name), split at line \(line + 1)")
      }
    }
  }

  @Test("Texts made to trip a split compose as one parse at every list item", arguments: edges)
  func edgeCases(text: String) {
    let whole = Self.outcome(text, splitAtLine: nil)
    for line in Self.itemLines(text) {
      #expect(Self.outcome(text, splitAtLine: line) == whole, "split at line \(line + 1)")
    }
  }

  @Test("A split that would differ from one parse is not taken: the text is composed again")
  func fallsBack() {
    // Line 3 (from 0) is inside a quoted scalar, a flow list, a block scalar; an alias; a
    // tab; no list item at all.
    let texts = [
      "l:\n  - 'quoted\n  - still quoted'\n  - after\n", "l:\n  - [a,\n  - b]\n  - after\n",
      "l:\n  - |\n    - x\n    - y\n", "l:\n  - &x a\n  - *x\n  - b\n",
    ]
    for text in texts {
      var copy = text
      let split = copy.withUTF8 { bytes -> YAMLNode?? in
        guard let point = YAMLSplitPoint.at(line: 2, of: bytes) ?? YAMLSplitPoint.at(line: 3, of: bytes)
        else {
          return .some(nil)
        }
        return YAMLComposer.composeSplit(
          text: text, bytes: bytes, at: point, stackBytes: LayoutLimits.parserStackBytes,
          maximumNesting: LayoutLimits.maximumYAMLNesting)
      }
      #expect(split == nil, "\(text.debugDescription) split")
    }
  }

  @Test("A large layout splits near its middle, at its outermost list, and the split holds")
  func largeLayoutSplits() throws {
    var text = "screen: {width: 1000, height: 1000}\nwindows:\n  - id: main\n    views:\n"
    for container in 0..<100 {
      text += "      - id: c\(container)\n        frame: [0, 0, 100, 100]\n        subviews:\n"
      for child in 0..<50 { text += "          - {id: v\(container).\(child), frame: [0, 0, 10, 10]}\n" }
    }
    text += "  - id: second\n    views: [{id: last}]\n"
    var copy = text
    let (point, split) = try copy.withUTF8 { bytes in
      let point = try #require(YAMLSplitPoint.middle(of: bytes))
      let split = YAMLComposer.composeSplit(
        text: text, bytes: bytes, at: point, stackBytes: LayoutLimits.parserStackBytes,
        maximumNesting: LayoutLimits.maximumYAMLNesting)
      return (point, split)
    }
    #expect(point.column == 6, "the windows' views, not a container's subviews")
    let root = try #require(split, "the split held")
    #expect(
      YAMLComposerTests.describe(root)
        == YAMLComposerTests.describe(try YAMLComposer.compose(text, parsingAhead: false)))
  }

  @Test(
    "The split point is a list item's line near the middle, and texts libyaml counts otherwise are not split")
  func splitPoint() {
    var lines = (0..<400).map { "    - item \($0)" }
    lines[220] = "  - outer"
    var text = "a:\n" + lines.joined(separator: "\n") + "\n"
    let point = text.withUTF8 { YAMLSplitPoint.middle(of: $0) }
    #expect(point?.line == 221 && point?.column == 2, "the least indented item past the middle")
    for bad in ["\r", "\u{85}", "\u{2029}", "\n%TAG ! tag:x,2000:\n"] {
      var changed = text.replacingOccurrences(of: "item 7\n", with: "item 7\(bad)\n")
      #expect(changed.withUTF8 { YAMLSplitPoint.middle(of: $0) } == nil, "\(bad.debugDescription)")
    }
  }
}
