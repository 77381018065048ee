import Foundation
import Testing

@testable import TouchLayout
@testable import TouchYAML

/// A side file's keys are handed on as YAML lines (``ImportOverrides``), written by libyaml's
/// emitter (``YAMLEmitter``) since Yams was dropped (issue 35). They must be the bytes
/// `Yams.serialize(node:)` wrote, so an import with a side file gives the layout it gave: the
/// expected texts below are Yams 6.2.2's, recorded by a program linking it, for each key of
/// `text` composed and serialized as one mapping, as `ImportOverrides` did.
@Suite("YAML emitter")
struct YAMLEmitterTests {
  static let text = """
    gestures: [{id: notesTap, type: tap, action: didTapNotes}]
    handles: [touchesEnded]
    accessibilityLabel: "Notes: a list"
    title: '#hash and yes'
    label: 'yes'
    hex: "0x1F"
    accent: "é – ü"
    text: |
      two
      lines
    empty: []
    frame: [0, 0.5, 1e3, -2]
    tagged: !!str 12
    nothing: ~
    long: "\(String(repeating: "word ", count: 30))end"
    nested: {a: {b: [1, {c: d}]}}
    quote: "it's \\"quoted\\""
    tab: "a\\tb"
    """

  /// What Yams wrote for each key, in order.
  static let yams = [
    "gestures:\n- id: notesTap\n  type: tap\n  action: didTapNotes\n",
    "handles:\n- touchesEnded\n",
    "accessibilityLabel: \"Notes: a list\"\n",
    "title: '#hash and yes'\n",
    "label: 'yes'\n",
    "hex: \"0x1F\"\n",
    "accent: \"\\xE9 \\u2013 \\xFC\"\n",
    "text: |\n  two\n  lines\n",
    "empty: []\n",
    "frame:\n- 0\n- 0.5\n- 1e3\n- -2\n",
    // Yams wrote a resolved tag as implicit, so an explicit `!!str` was dropped; kept so.
    "tagged: 12\n",
    "nothing: ~\n",
    "long: \"word word word word word word word word word word word word word word word\n"
      + "  word word word word word word word word word word word word word word word end\"\n",
    "nested:\n  a:\n    b:\n    - 1\n    - c: d\n",
    "quote: \"it's \\\"quoted\\\"\"\n",
    "tab: \"a\\tb\"\n",
  ]

  @Test("Each key and its value is written byte for byte as Yams.serialize wrote it")
  func sameBytesAsYams() throws {
    let root = try #require(try YAMLComposer.compose(Self.text))
    let mapping = try #require(root.mapping)
    #expect(mapping.count == Self.yams.count)
    for (pair, expected) in zip(mapping, Self.yams) {
      let mark = try #require(pair.key.mark)
      let written = YAMLEmitter.text(of: .mapping(YAMLMapping(pairs: [pair], tag: .map, mark: mark)))
      #expect(written == expected, "\(pair.key.scalarText ?? "?")")
    }
  }
}
