import Foundation
import Testing

@testable import TouchLayout
@testable import TouchOpening
@testable import TouchScript

/// docs/script-format.md promises examples that run: every ```yaml block is a script, whose
/// first line (`# layout: PATH`, from the package root) names the layout it runs on, and every
/// expectation in it holds. The messages its "Errors" section quotes come from the corpus.
@Suite("Script format documentation")
struct DocumentationScriptTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let document = root.appendingPathComponent("docs/script-format.md")
  static let text = (try? String(contentsOf: document, encoding: .utf8)) ?? ""

  /// The blocks of `language`, with the line each one's text starts on.
  static func blocks(_ language: String) -> [(line: Int, text: String)] {
    var result: [(Int, String)] = []
    var current: (line: Int, lines: [String])?
    for (index, line) in text.components(separatedBy: "\n").enumerated() {
      if var block = current {
        if line.hasPrefix("```") {
          result.append((block.line, block.lines.joined(separator: "\n") + "\n"))
          current = nil
        } else {
          block.lines.append(line)
          current = block
        }
      } else if line == "```" + language {
        current = (index + 2, [])
      }
    }
    return result
  }

  static let examples = blocks("yaml")

  @Test("The document has an example for each part of the format")
  func documentHasExamples() {
    #expect(Self.examples.count >= 8)
  }

  @Test(
    "Every YAML example runs on the layout it names, and every expectation holds",
    arguments: examples.map(\.line))
  func exampleRuns(line: Int) throws {
    let yaml = try #require(Self.examples.first { $0.line == line }?.text)
    let first = yaml.components(separatedBy: "\n").first ?? ""
    let prefix = "# layout: "
    try #require(first.hasPrefix(prefix), "the example on line \(line) does not name its layout")
    let path = Self.root.appendingPathComponent(String(first.dropFirst(prefix.count))).path
    let source = "script-format.md (line \(line))"
    do {
      let script = try ScriptLoader.load(
        yaml: yaml, source: source, for: try LayoutLoader.load(contentsOf: path))
      let result = ScriptRunner.run(script, on: try LayoutLoader.load(contentsOf: path))
      #expect(result.failures == [], "the example on line \(line) fails")
    } catch {
      Issue.record("the example on line \(line) does not load:\n\(error)")
    }
  }

  @Test("Every error message quoted in docs/script-format.md is one the bad-script corpus produces")
  func quotedErrorsAreReal() throws {
    let errors = try #require(Self.text.range(of: "\n## Errors\n"))
    let quoted = Self.blocks("text").filter { block in
      Self.text.distance(from: Self.text.startIndex, to: errors.lowerBound)
        < Self.text.components(separatedBy: "\n").prefix(block.line).joined(separator: "\n").count
    }.flatMap { $0.text.components(separatedBy: "\n") }.filter { !$0.isEmpty }
    #expect(quoted.count >= 15)
    var produced = Set<String>()
    for name in BadScriptCorpusTests.names {
      let expected = BadScriptCorpusTests.directory.appendingPathComponent(
        String(name.dropLast(5)) + ".expected")
      produced.formUnion(try String(contentsOf: expected, encoding: .utf8).components(separatedBy: "\n"))
    }
    for message in quoted {
      #expect(produced.contains(message), "not in the corpus: \(message)")
    }
  }
}
