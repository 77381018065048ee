import Foundation
import Testing
import TouchKit

@testable import TouchLayout
@testable import TouchScript

/// The examples of docs/layout-format.md run their claims too: the documentation's lesson
/// holds, like the gallery's.
@Suite("Claims in the documentation")
struct DocumentationClaimTests {
  @Test(
    "Every claim in docs/layout-format.md's examples holds",
    arguments: DocumentationExampleTests.examples.map(\.line))
  func claimsHold(line: Int) throws {
    let yaml = try #require(DocumentationExampleTests.examples.first { $0.line == line }?.yaml)
    let source = "layout-format.md (line \(line))"
    let layout = try LayoutLoader.load(yaml: yaml, source: source)
    for result in try ClaimCheck.check(
      layout.claims, makeLayout: { try LayoutLoader.load(yaml: yaml, source: source) })
    where !result.holds {
      Issue.record("\(source), claim on line \(result.claim.line): \(result.failures)")
    }
  }

  @Test("The documentation has an example with a lesson and claims")
  func hasAnExample() throws {
    let layouts = try DocumentationExampleTests.examples.map {
      try LayoutLoader.load(yaml: $0.yaml, source: "doc")
    }
    #expect(layouts.contains { $0.lesson != nil && $0.claims.count >= 2 })
  }
}
