import Foundation
import Testing
import TouchKit

@testable import TouchLayout
@testable import TouchOpening
@testable import TouchScript

/// The layout of ScriptFixtures/layout.yaml (its comment maps it) and helpers to read and run
/// scripts on it.
enum ScriptFixture {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let layoutPath = folder.appendingPathComponent("ScriptFixtures/layout.yaml").path

  static func layout() throws -> Layout {
    try LayoutLoader.load(contentsOf: layoutPath)
  }

  /// `steps` (YAML list items, indented by two spaces) as a script.
  static func script(_ steps: String) -> String {
    "steps:\n" + steps + "\n"
  }

  static func read(_ steps: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Script {
    do {
      return try ScriptLoader.load(yaml: script(steps), source: "test.yaml", for: try layout())
    } catch {
      Issue.record("script did not load:\n\(error)", sourceLocation: sourceLocation)
      throw error
    }
  }

  /// The diagnostics reading `steps` reports, as printed; empty if it reads.
  static func diagnostics(_ steps: String) throws -> [String] {
    let layout = try layout()
    do {
      _ = try ScriptLoader.load(yaml: script(steps), source: "test.yaml", for: layout)
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  /// Runs `steps` on a fresh copy of the layout.
  static func run(_ steps: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> ScriptResult {
    ScriptRunner.run(try read(steps, sourceLocation: sourceLocation), on: try layout())
  }

  /// Every failure of running `steps`, as `line:column: message`.
  static func failures(_ steps: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String]
  {
    try run(steps, sourceLocation: sourceLocation).failures.map { "\($0.line):\($0.column): \($0.message)" }
  }
}
