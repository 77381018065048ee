import Foundation
import Testing

/// One JSON writer per output language (issue 35): every JSON TouchLab writes comes from
/// TouchTrace's `JSONBytes` (the trace's JSON and JSON Lines, `describe --json`, the hit-region
/// map, the consent list through `JSONValue`), so one rule says how a string is escaped and a
/// number written. Decoding is no output: `JSONDecoder` may be used anywhere.
@Suite("One JSON writer")
struct OneJSONWriterTests {
  /// Files that may write JSON another way, each with its reason. None today.
  static let allowed: [String: String] = [:]

  /// The names of the other ways to write JSON.
  static let otherWriters: Set<String> = ["JSONEncoder", "JSONSerialization"]

  @Test("No file under Sources/ writes JSON with JSONEncoder or JSONSerialization")
  func oneWriter() {
    let tree = SourceLayering.read()
    #expect(tree.files.count > 100)
    for file in tree.files {
      let path = "\(file.module)/\(file.path)"
      let used = SourceLayering.identifiers(in: file.text).intersection(Self.otherWriters)
      guard !used.isEmpty, Self.allowed[path] == nil else { continue }
      Issue.record(
        "\(path) writes JSON with \(used.sorted().joined(separator: ", ")): use JSONBytes or JSONValue")
    }
  }

  @Test("The scan sees a use in code, and none in a comment or a string")
  func scanSeesUses() {
    let code = "let encoder = JSONEncoder()"
    let words = "/// written by `JSONEncoder`\nlet note = \"not JSONSerialization\""
    #expect(SourceLayering.identifiers(in: code).intersection(Self.otherWriters) == ["JSONEncoder"])
    #expect(SourceLayering.identifiers(in: words).intersection(Self.otherWriters).isEmpty)
  }
}
