import Foundation
import Testing
import TouchKit

@testable import TouchTrace

/// The trace's JSON and JSON Lines are valid JSON that is safe to print (issue 16;
/// docs/trace-format.md, "Numbers" and "Strings"): non-finite numbers are `null`, and every
/// character ``TerminalSafety`` lists is `\uXXXX`, in both writers alike.
@Suite("JSON that is safe to print")
struct JSONSafetyTests {
  /// An id holding each kind of character a terminal would act on or misread.
  static let hostile = "a\u{1B}]52;c;aGk=\u{7}\u{9B}31m\u{202E}\u{7F}\u{2028}\u{200B}\u{FEFF}\u{61C}b"

  static func record(_ step: TraceStep, time: TimeInterval = 0.5) -> TraceRecord {
    TraceRecord(id: 1, time: time, depth: 0, step: step)
  }

  static func documentText(_ records: [TraceRecord]) throws -> String {
    String(decoding: try TraceDocument(Trace(records: records)).encoded(), as: UTF8.self)
  }

  static func linesText(_ records: [TraceRecord]) throws -> String {
    try Trace(records: records).jsonLines()
  }

  /// Scalars neither writer may leave raw: TerminalSafety's, line feed aside (JSON Lines'
  /// separator, and the pretty document's).
  static func unsafe(_ text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { $0 != "\n" && TerminalSafety.needsEscaping($0) }
  }

  @Test(
    "Ids holding ESC, OSC 52, U+009B, U+202E, DEL and zero-width characters are escaped in JSON and JSON Lines"
  )
  func hostileStrings() throws {
    let records = [
      Self.record(.hitTestVisit(view: Self.hostile, point: .zero, implementation: .uikit, caller: nil))
    ]
    for text in [try Self.documentText(records), try Self.linesText(records)] {
      #expect(Self.unsafe(text).isEmpty, "\(Self.unsafe(text).map { String($0.value, radix: 16) })")
      #expect(text.contains("\\u009b31m\\u202e\\u007f\\u2028\\u200b\\ufeff\\u061c"))
    }
    // Still JSON, and still the exact id once read back.
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(Self.documentText(records).utf8)) as? [String: Any])
    let first = try #require((document["records"] as? [[String: Any]])?.first)
    #expect(first["view"] as? String == Self.hostile)
    let line = try #require(try Self.linesText(records).split(separator: "\n").dropFirst().first)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    #expect(object["view"] as? String == Self.hostile)
  }

  @Test("NaN and infinite coordinates and times are null in JSON and JSON Lines, never the string \"nan\"")
  func nonFiniteNumbers() throws {
    let nan = CGPoint(x: CGFloat.nan, y: CGFloat.infinity)
    let records = [
      Self.record(.touch(touch: 1, phase: .began, location: nan, tapCount: 1), time: .nan),
      Self.record(.scroll(scrollView: "list", contentOffset: CGPoint(x: -CGFloat.infinity, y: 0))),
    ]
    let lines = try Self.linesText(records).split(separator: "\n").map(String.init)
    #expect(lines[1].contains("\"location\":{\"x\":null,\"y\":null}") && lines[1].contains("\"time\":null"))
    #expect(lines[2].contains("\"contentOffset\":{\"x\":null,\"y\":0}"))
    let document = try Self.documentText(records)
    #expect(document.contains("\"x\" : null") && document.contains("\"time\" : null"))
    for text in [document] + lines {
      #expect(!text.contains("nan") && !text.contains("inf"), "\(text)")
      #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(text.utf8)) }
    }
  }

  @Test("The escaping of JSONEncoder's output leaves ASCII-only JSON untouched and keeps other characters")
  func escapingRule() {
    let plain = Data("{\"a\":\"é€😀\"}".utf8)
    #expect(TerminalSafeJSON.escaped(plain) == plain)
    #expect(
      String(decoding: TerminalSafeJSON.escaped(Data("[\"\u{202E}\u{9B}\u{7F}x\"]".utf8)), as: UTF8.self)
        == "[\"\\u202e\\u009b\\u007fx\"]")
  }

  @Test(
    "One escaper: JSONEncoder's output escaped, JSONBytes and describe's JSONValue write every string alike")
  func oneEscaper() throws {
    // Every C0 control, the characters JSON escapes by name, DEL, C1, each TerminalSafety
    // range's ends, and characters none escapes (`/`, é, an emoji).
    var scalars = (0...0x20).compactMap(Unicode.Scalar.init)
    scalars += [
      "\"", "\\", "/", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "é", "\u{61C}", "\u{200B}", "\u{200F}",
    ]
    scalars += ["\u{2028}", "\u{2029}", "\u{202A}", "\u{202E}", "\u{2060}", "\u{2069}", "\u{FEFF}", "😀"]
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    for scalar in scalars {
      let text = "a" + String(scalar) + "b"
      let quoted = TerminalSafeJSON.quoted(text)
      let encoded = String(decoding: TerminalSafeJSON.escaped(try encoder.encode([text])), as: UTF8.self)
      #expect("[" + quoted + "]" == encoded, "U+\(String(scalar.value, radix: 16))")
      let buffer = ByteBuffer()
      var bytes = JSONBytes(into: buffer)
      bytes.string(text)
      #expect(buffer.text == quoted, "U+\(String(scalar.value, radix: 16))")
      #expect(JSONValue.string(text).rendered() == quoted)
    }
  }
}
