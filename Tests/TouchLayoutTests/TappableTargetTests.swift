import Foundation
import Testing
import TouchKit

@testable import TouchFoundation
@testable import TouchLayout
@testable import TouchOpening
@testable import TouchScript

/// `tap: {view: save, at: tappable}` (issue 41): a tap at the view's best tap point on the
/// hit-region map, on the default layout, where `save` sticks out of `card`, so its centre is
/// not in its superview and a tap there never reaches it (reference §1).
@Suite("Script targets at the tappable point")
struct TappableTargetTests {
  static let defaultLayout =
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Layouts/default.yaml").path

  private func run(_ steps: String) throws -> ScriptResult {
    let layout = try LayoutLoader.load(contentsOf: Self.defaultLayout)
    let script = try ScriptLoader.load(yaml: "steps:\n" + steps + "\n", source: "test.yaml", for: layout)
    return ScriptRunner.run(script, on: try LayoutLoader.load(contentsOf: Self.defaultLayout))
  }

  @Test("tap: save taps its centre, which card's point(inside:) refuses (§1); at: tappable hits save")
  func tappableHitsWhereTheCentreMisses() throws {
    let centre = try run("  - tap: save\n    expect: {hits: save}")
    #expect(centre.failures.count == 1)
    let tappable = try run("  - tap: {view: save, at: tappable}\n    expect: {hits: save}")
    #expect(tappable.failures == [])
    #expect(tappable.trace.records.contains { $0.step == .hitView(touch: 1, view: "save", window: "main") })
  }

  @Test("A view no tap hits fails the step with the map's reason")
  func noTappablePoint() throws {
    let result = try run("  - tap: {view: banner, at: tappable}")
    let message = try #require(result.failures.first?.message)
    #expect(
      message.contains(
        "banner has no tappable point: no tap on the map hits it: where it is drawn, list takes the tap"))
  }

  @Test("at takes only tappable, and the view must exist, when the script is read")
  func readErrors() throws {
    let layout = try LayoutLoader.load(contentsOf: Self.defaultLayout)
    for (steps, expected) in [
      ("  - tap: {view: save, at: middle}", "tap at must be tappable"),
      ("  - tap: {view: sav, at: tappable}", "did you mean 'save'?"),
    ] {
      #expect(throws: LayoutLoadError.self) {
        _ = try ScriptLoader.load(yaml: "steps:\n" + steps + "\n", source: "test.yaml", for: layout)
      }
      do {
        _ = try ScriptLoader.load(yaml: "steps:\n" + steps + "\n", source: "test.yaml", for: layout)
      } catch {
        #expect(error.diagnostics.contains { $0.description.contains(expected) }, "\(error.diagnostics)")
      }
    }
  }
}
