import Foundation
import Testing

@testable import TouchLayout

/// docs/layout-format.md promises examples that run: every YAML block in it is a complete
/// layout that loads.
@Suite("Documentation examples")
struct DocumentationExampleTests {
  static let document = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/layout-format.md")

  /// Each ```yaml block of the document, with the line its text starts on.
  static let examples: [(line: Int, yaml: String)] = {
    guard let text = try? String(contentsOf: document, encoding: .utf8) else { return [] }
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
      } else if line == "```yaml" {
        current = (index + 2, [])
      }
    }
    return result
  }()

  @Test("The document has its YAML examples: one per feature at least")
  func documentHasExamples() {
    #expect(Self.examples.count >= 10)
  }

  @Test(
    "Every YAML example in docs/layout-format.md loads without a diagnostic", arguments: examples.map(\.line))
  func exampleLoads(line: Int) throws {
    let yaml = try #require(Self.examples.first { $0.line == line }?.yaml)
    do {
      let layout = try LayoutLoader.load(yaml: yaml, source: "layout-format.md (line \(line))")
      #expect(!layout.application.windows.isEmpty)
    } catch {
      Issue.record("the example on line \(line) does not load:\n\(error)")
    }
  }

  /// The messages the "Errors" section quotes: lines of its code block, and code spans of its
  /// tables, that start with a corpus file's name.
  static let quotedMessages: [String] = {
    guard let text = try? String(contentsOf: document, encoding: .utf8),
      let start = text.range(of: "\n## Errors\n")
    else { return [] }
    let section = text[start.upperBound...]
    let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
    var messages: [String] = []
    for line in section[..<end].components(separatedBy: "\n") {
      let candidates = line.hasPrefix("|") ? line.components(separatedBy: "`") : [line]
      messages += candidates.filter {
        $0.range(of: #"^[a-z0-9-]+\.yaml:"#, options: .regularExpression) != nil
      }
    }
    return messages
  }()

  @Test("Every error message quoted in docs/layout-format.md is one the bad-layout corpus produces")
  func quotedErrorsAreReal() throws {
    #expect(Self.quotedMessages.count >= 40)
    let directory = try #require(BadLayoutCorpusTests.directory)
    var produced = Set<String>()
    for name in BadLayoutCorpusTests.names {
      let expected = directory.appendingPathComponent(String(name.dropLast(5)) + ".expected")
      produced.formUnion(try String(contentsOf: expected, encoding: .utf8).components(separatedBy: "\n"))
    }
    for message in Self.quotedMessages {
      #expect(produced.contains(message), "not in the corpus: \(message)")
    }
  }
}
