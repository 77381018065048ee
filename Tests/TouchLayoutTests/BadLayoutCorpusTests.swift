import Foundation
import Testing

@testable import TouchFoundation
@testable import TouchLayout
@testable import TouchOpening

/// The corpus of broken layouts in `BadLayouts/`: each `name.yaml` must fail to load with
/// exactly the diagnostics in `name.expected` (see `BadLayouts/README.md`).
struct BadLayoutCorpusTests {
  static var directory: URL? { Bundle.module.url(forResource: "BadLayouts", withExtension: nil) }

  /// The corpus files' names, sorted; empty if the folder is missing (which a test reports).
  static let names: [String] = {
    guard let directory, let files = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
    else {
      return []
    }
    return files.filter { $0.hasSuffix(".yaml") }.sorted()
  }()

  @Test func corpusHasAtLeastTwentyFiveLayouts() {
    #expect(Self.names.count >= 25)
  }

  @Test(arguments: names)
  func reportsExactlyTheExpectedDiagnostics(name: String) throws {
    let directory = try #require(Self.directory)
    let path = directory.appendingPathComponent(name).path
    let expectedPath = directory.appendingPathComponent(String(name.dropLast(5)) + ".expected").path
    let expected = try String(contentsOfFile: expectedPath, encoding: .utf8)
    var actual = ""
    do {
      _ = try LayoutLoader.load(contentsOf: path, registry: .standard, options: LimitTests.small)
      Issue.record("\(name) loaded without errors")
    } catch {
      // Messages name the file as given; the corpus names it by its file name alone.
      actual = error.diagnostics.map {
        Diagnostic(file: name, line: $0.line, column: $0.column, message: $0.message).description
      }.joined(separator: "\n")
    }
    #expect(actual == expected.trimmingCharacters(in: .newlines))
  }
}
