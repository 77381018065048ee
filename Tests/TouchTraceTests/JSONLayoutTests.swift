import Foundation
import Testing
import TouchKit

@testable import TouchTrace

/// The one JSON writer's pretty layouts (issue 35): the trace's JSON is `JSONEncoder`'s
/// `.prettyPrinted` bytes, which the golden traces hold, and `describe`'s layout is what it was
/// when `JSONValue` wrote its own text.
@Suite("JSON layouts")
struct JSONLayoutTests {
  /// Nested objects and arrays, empty ones at several depths, strings whose escapes hold the
  /// layout's own characters (`"`, `\`, `:`, `,`, brackets), numbers, `null`.
  struct Sample: Encodable {
    var empty: [Int] = []
    var emptyObject: [String: Int] = [:]
    var nested: [[Int]] = [[1, 2], [], [3]]
    var objects: [String: [String: [Int]]] = ["b": ["z": [], "a": [1]], "a": [:]]
    var text = "a \"quoted\" \\ path: {x, [y]} / é \u{1} \u{202E}"
    var numbers: [Double] = [0.5, -3, 1e-5, 1e21]
    var nothing: Int?
    var missing: String? = nil
    var flag = true
  }

  static func encoded(_ value: some Encodable, _ formatting: JSONEncoder.OutputFormatting) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = formatting.union([.sortedKeys, .withoutEscapingSlashes])
    return TerminalSafeJSON.escaped(try encoder.encode(value))
  }

  @Test("The encoder layout of compact JSON is JSONEncoder's .prettyPrinted, empty containers included")
  func encoderLayout() throws {
    for value in [Sample(), Sample(empty: [7], emptyObject: ["k": 1], nested: [], objects: [:], text: "")] {
      let compact = try Self.encoded(value, [])
      let laidOut = compact.withUnsafeBytes { JSONLayout.encoder.apply(to: $0.bindMemory(to: UInt8.self)) }
      #expect(
        String(decoding: laidOut, as: UTF8.self)
          == String(decoding: try Self.encoded(value, .prettyPrinted), as: UTF8.self))
    }
    let emptyList = try Self.encoded([Int](), [])
    let laidOut = emptyList.withUnsafeBytes { JSONLayout.encoder.apply(to: $0.bindMemory(to: UInt8.self)) }
    #expect(String(decoding: laidOut, as: UTF8.self) == "[\n\n]")
  }

  @Test("A trace's JSON, every record kind and a summary, is JSONEncoder's pretty-printed bytes")
  func traceDocument() throws {
    var records: [TraceRecord] = []
    for (index, step) in TraceStepSamples.all.enumerated() {
      records.append(TraceRecord(id: index + 1, time: Double(index) / 10, depth: index % 3, step: step))
    }
    for trace in [Trace(records: records), Trace(records: [])] {
      let document = TraceDocument(trace)
      let written = String(decoding: try document.encoded(), as: UTF8.self)
      #expect(written == String(decoding: try Self.encoded(document, .prettyPrinted), as: UTF8.self))
    }
  }

  @Test(
    "describe's layout: \"key\": value, [] and {} on one line, keys sorted, numbers as the text shows them")
  func describeLayout() {
    let value = JSONValue.object([
      "subviews": .array([]), "frame": .object(["x": .number(0.1 + 0.2), "y": .number(.infinity)]),
      "id": .string("a\"b"), "hidden": .bool(false), "extras": .object([:]), "tag": .null,
    ])
    let expected = """
      {
        "extras": {},
        "frame": {
          "x": 0.3,
          "y": null
        },
        "hidden": false,
        "id": "a\\"b",
        "subviews": [],
        "tag": null
      }
      """
    #expect(value.rendered() == expected)
    #expect(
      value.compactText()
        == #"{"extras":{},"frame":{"x":0.3,"y":null},"hidden":false,"id":"a\"b","subviews":[],"tag":null}"#)
  }

  @Test("describe's indentation stops at Indentation.maximumLevels, so a deep value stays linear")
  func describeIndentationIsCapped() {
    var value = JSONValue.string("leaf")
    for _ in 0..<(Indentation.maximumLevels + 20) { value = .array([value]) }
    let lines = value.rendered().split(separator: "\n")
    let widest = lines.map { $0.prefix { $0 == " " }.count }.max()
    #expect(widest == 2 * Indentation.maximumLevels)
    #expect(lines.contains { $0.hasSuffix("\"leaf\"") })
    value.dismantle()
  }
}
