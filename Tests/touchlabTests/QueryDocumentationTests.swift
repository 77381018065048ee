import Foundation
import Testing

/// The `touchlab query` examples of docs/describe-and-query.md run, and select what their
/// comments say.
@Suite("query documentation")
struct QueryDocumentationTests {
  /// `swift run touchlab query LAYOUT "EXPR"   # ids`: layout, expression, expected ids.
  static func examples() throws -> [(layout: String, expression: String, ids: String)] {
    let doc = TouchlabProcess.packageRoot.appendingPathComponent("docs/describe-and-query.md")
    let text = try String(contentsOf: doc, encoding: .utf8)
    let prefix = "swift run touchlab query "
    return text.split(separator: "\n").compactMap { line -> (String, String, String)? in
      guard line.hasPrefix(prefix), let quote = line.firstIndex(of: "\""), let hash = line.range(of: "  # ")
      else { return nil }
      let layout = line[line.index(line.startIndex, offsetBy: prefix.count)..<quote].trimmingCharacters(
        in: .whitespaces)
      let quoted = line[quote..<hash.lowerBound].trimmingCharacters(in: .whitespaces)
      return (layout, String(quoted.dropFirst().dropLast()), String(line[hash.upperBound...]))
    }
  }

  @Test("Every XPath example of the doc runs and selects the views its comment names")
  func examplesRun() throws {
    let examples = try Self.examples()
    #expect(examples.count >= 10)
    for example in examples {
      let result = try TouchlabProcess.run(["query", example.layout, example.expression])
      #expect(result.status == 0, "\(example.expression): \(result.stderr)")
      let ids = result.stdout.split(separator: "\n").map { String($0.split(separator: " ")[1]) }
      // Ids are listed ", "-separated: a list's cells have commas of their own (`list[0,2]`).
      let named = example.ids.components(separatedBy: ", ").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.contains("…") }
      for id in named { #expect(ids.contains(id), "\(example.expression) should select \(id)") }
    }
  }
}
