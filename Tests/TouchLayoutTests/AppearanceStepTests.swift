import Foundation
import Testing
import TouchKit

@testable import TouchLayout
@testable import TouchOpening
@testable import TouchScript

/// A script's `appearance:` step, the documented toggle that changes a trait while a layout
/// runs (docs/script-format.md): views hear it through `traitCollectionDidChange(_:)`, as UIKit
/// tells a change of the interface environment (Apple's UITraitEnvironment), never the first.
@Suite("A script's appearance step")
struct AppearanceStepTests {
  final class Watching: View {
    var heard: [TraitCollection.UserInterfaceStyle?] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
      heard.append(previousTraitCollection?.userInterfaceStyle)
    }
  }

  @Test("appearance: dark switches the traits; views hear it once, with the light traits before")
  func switchesTheAppearance() throws {
    let layout = try ScriptFixture.layout()
    let watching = Watching(id: "watching", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    try #require(layout.application.windows.first).addSubview(watching)
    let script = try ScriptLoader.load(
      yaml: ScriptFixture.script("  - appearance: dark\n  - appearance: dark"), source: "test.yaml",
      for: layout)
    let result = ScriptRunner.run(script, on: layout)
    #expect(result.failures.isEmpty)
    #expect(layout.application.traitCollection.userInterfaceStyle == .dark)
    #expect(watching.heard == [.light])
  }

  @Test("appearance takes light or dark, and says so at the value")
  func onlyLightOrDark() throws {
    let problems = try ScriptFixture.diagnostics("  - appearance: dim")
    #expect(problems.count == 1)
    #expect(problems.first?.contains("appearance must be light or dark, got 'dim'") == true)
  }
}
