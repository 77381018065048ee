import Foundation
import Testing

@testable import TouchLayout

/// docs/layout-format.md promises examples that run: its complete example must load.
@Suite("Documentation examples")
struct DocumentationExampleTests {
  static let document = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/layout-format.md")

  @Test("The complete example in docs/layout-format.md loads without a diagnostic")
  func completeExampleLoads() throws {
    let text = try String(contentsOf: Self.document, encoding: .utf8)
    let section = try #require(text.range(of: "## A complete example"))
    let rest = text[section.upperBound...]
    let start = try #require(rest.range(of: "```yaml\n"))
    let end = try #require(rest[start.upperBound...].range(of: "```"))
    let yaml = String(rest[start.upperBound..<end.lowerBound])
    let layout = try LayoutLoader.load(yaml: yaml, source: "layout-format.md")
    #expect(!layout.application.windows.isEmpty)
  }
}
