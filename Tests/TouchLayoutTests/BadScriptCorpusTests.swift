import Foundation
import Testing

@testable import TouchFoundation
@testable import TouchLayout
@testable import TouchScript

/// The corpus of broken scripts in `BadScripts/`: each `name.yaml` must fail to load against
/// the script fixture's layout with exactly the diagnostics in `name.expected`.
@Suite("Bad scripts")
struct BadScriptCorpusTests {
  static let directory = ScriptFixture.folder.appendingPathComponent("BadScripts")

  static let names: [String] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return files.filter { $0.hasSuffix(".yaml") }.sorted()
  }()

  @Test func corpusHasItsScripts() {
    #expect(Self.names.count >= 7)
  }

  @Test("Every bad script reports exactly its expected diagnostics", arguments: names)
  func reportsExactlyTheExpectedDiagnostics(name: String) throws {
    let layout = try ScriptFixture.layout()
    let path = Self.directory.appendingPathComponent(name).path
    let expected = try String(
      contentsOfFile: Self.directory.appendingPathComponent(String(name.dropLast(5)) + ".expected").path,
      encoding: .utf8)
    var actual = ""
    do {
      _ = try ScriptLoader.load(contentsOf: path, for: layout)
      Issue.record("\(name) loaded without errors")
    } catch {
      actual = error.diagnostics.map {
        Diagnostic(file: name, line: $0.line, column: $0.column, message: $0.message).description
      }.joined(separator: "\n")
    }
    #expect(actual == expected.trimmingCharacters(in: .newlines))
  }
}
