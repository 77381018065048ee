import Foundation
import Testing
import TouchKit

/// Every record kind has a row in docs/trace-format.md's tables (`| \`kind\` | fields | … |`), so
/// a new kind cannot ship undocumented.
@Suite struct DocumentedKindsTests {
  @Test("Every TraceStep.Kind has a row in docs/trace-format.md")
  func everyKindIsDocumented() throws {
    let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("docs/trace-format.md")
    let text = try String(contentsOf: docs, encoding: .utf8)
    let missing = TraceStep.Kind.allCases.map(\.rawValue).filter { !text.contains("| `\($0)` |") }
    #expect(missing == [])
  }
}
