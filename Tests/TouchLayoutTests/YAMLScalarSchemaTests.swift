import Foundation
import Testing

@testable import TouchLayout
@testable import TouchYAML

/// The loader's scalar schema (issue 17) against Yams' default resolver, whose regular
/// expressions it replaced: the same tag for every string tried.
///
/// Yams is no longer linked (one libyaml in a program: docs/performance.md), so its answers are
/// a record: `YAMLRecords/yams-6.2.2-scalars.jsonl`, one JSON array a sample — the sample, the
/// tag Yams 6.2.2's `Resolver.default` gave it (less `tag:yaml.org,2002:`), `Int.construct`'s
/// value and `Double.construct`'s bit pattern (`-`: none, `nan`: a NaN). It was written once by
/// a program linking Yams, before Yams was dropped; a sample added here without a record fails.
@Suite("YAML scalar schema")
struct YAMLScalarSchemaTests {
  /// Strings near each rule's edges, and combinations of the characters the rules care about.
  static let samples: [String] = {
    var samples = [
      "", "~", "null", "Null", "NULL", "nUll", "yes", "Yes", "YES", "yEs", "no", "on", "ON", "off", "OFF",
      "Off",
      "true", "True", "TRUE", "false", "y", "n", "0", "-0", "+0", "00", "07", "08", "0o7", "0o", "0o8", "0b",
      "0b101",
      "0b2", "0x", "0x1F", "0xg", "0x_", "1_000", "+1", "-", "+", "1:20", "1:60", "1:5:9", "190:20:30",
      "0:30",
      "1.5", "1.", ".5", ".", "._", "1e5", "1e+5", "1E-5", ".5e5", ".5e+5", "1.5e", "+.inf", "-.Inf", ".INF",
      ".inf", ".nan", ".NaN", "-.nan", "1:20.5", "1:20:30.", "<<", "<", "=", "==", "2001-12-14", "2001-1-14",
      "2001-12-14t21:59:43.10-05:00", "2001-12-14 21:59:43.10 -5", "2001-12-15T02:59:43.1Z",
      "2001-12-14 21:59:43.10", "2001-12-14  21:59:43", "2002-12-14T1:2:3", "2001-12-14 21:59:43 Z",
      "2001-12-14 21:59:43 ", "2001-12-14T21:59:43+5:30", "2001-12-14T21:59:43+05:3", "12345-12-14",
      "true\n", "1\r\n", "null\u{2028}", "1\u{85}", "1\n\n", "a b", "View", "frame", "x1", "1x", "١", "１",
    ]
    let alphabet = ["0", "1", "7", "9", "_", ":", ".", "e", "-", "+", "x", "b", "o", "T", " ", "Z"]
    for first in alphabet {
      for second in alphabet {
        for third in ["", "0", "5", ":", "."] { samples.append(first + second + third) }
      }
    }
    return samples
  }()

  /// Yams' answers, by sample.
  static let record: [String: (tag: String, int: String, double: String)] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("YAMLRecords/yams-6.2.2-scalars.jsonl")
    var record: [String: (String, String, String)] = [:]
    guard let data = try? Data(contentsOf: url) else { return record }
    for line in data.split(separator: UInt8(ascii: "\n")) {
      guard let fields = try? JSONDecoder().decode([String].self, from: line), fields.count == 4 else {
        continue
      }
      record[fields[0]] = (fields[1], fields[2], fields[3])
    }
    return record
  }()

  @Test("Every sample resolves to the tag Yams' default resolver gave it")
  func sameAsYams() throws {
    #expect(Self.samples.count > 1000)
    for sample in Self.samples {
      let expected = try #require(Self.record[sample], "no record of \(sample.debugDescription)")
      let actual = YAMLScalarSchema.tag(of: sample)
      #expect(actual.name == "tag:yaml.org,2002:" + expected.tag, "\(sample.debugDescription)")
    }
  }
}

/// The numbers the loader reads from plain scalars (YAMLScalar/int, YAMLScalar/float)
/// against Yams' constructors, which they replaced (their answers recorded, as above).
@Suite("YAML numbers")
struct YAMLNumberTests {
  @Test("Ints and floats read as Yams' Int.construct and Double.construct read them")
  func sameAsYams() throws {
    let samples =
      YAMLScalarSchemaTests.samples + [
        "12", "-12", "1_000_000", "0x1F", "-0x1F", "0o17", "017", "0b1010", "+5", "1:30", "-1:30",
        "1:30.5", "3.25", "-0.5", "1e3", "6.02e+23", ".5", "9223372036854775807", "9223372036854775808",
      ]
    for sample in samples {
      let yams = try #require(YAMLScalarSchemaTests.record[sample], "no record of \(sample.debugDescription)")
      let ours = YAMLScalar(
        string: sample, tag: YAMLScalarSchema.tag(of: sample), style: .plain, mark: .init(line: 1, column: 1))
      #expect(ours.int.map(String.init) ?? "-" == yams.int, "int \(sample.debugDescription)")
      let expected = yams.double == "nan" ? Double.nan : UInt64(yams.double).map(Double.init(bitPattern:))
      let actual = ours.float
      #expect(
        expected == actual || (expected?.isNaN == true && actual?.isNaN == true),
        "float \(sample.debugDescription)")
    }
    let quoted = YAMLScalar(string: "5", tag: .str, style: .doubleQuoted, mark: .init(line: 1, column: 1))
    #expect(quoted.int == nil && quoted.float == nil, "a quoted scalar is no number")
  }
}
