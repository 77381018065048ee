import Foundation
import Testing
import TouchKit

@testable import TouchLayout
@testable import TouchScript

/// Why-not beyond UIKit (issue 37): when a bound closed hit testing, what Auto Layout did to it:
/// a size no constraint sets, or a view moved outside its superview by constraints, naming the
/// one the engine broke. The gallery's scenarios 26 and 27 (Layouts/).
@Suite("Why not: Auto Layout")
struct WhyNotLayoutTests {
  func whyNot(_ gallery: String, _ steps: String) throws -> [String?] {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Layouts/\(gallery).yaml")
    let layout = try loadLayout(String(contentsOf: path, encoding: .utf8))
    let script = try ScriptLoader.load(yaml: "steps:\n" + steps, source: "test.yaml", for: layout)
    return ScriptRunner.run(script, on: layout).failures.map(\.whyNot)
  }

  @Test(
    "Auto Layout Guide, Ambiguous Layouts: a superview no constraint gives a height is 0 tall, and why-not says so"
  )
  func zeroHeight() throws {
    let lines = try whyNot("26-zero-height-container", "  - tap: [195, 222]\n    expect: {hits: pay}\n")
    #expect(lines.count == 1)
    let line = try #require(lines.first ?? nil)
    #expect(
      line.contains(
        "footer returned false from point(inside:) at (175, 22), outside its bounds (0, 0, 350, 0)"))
    #expect(line.hasSuffix("; its height is 0 because no constraint sets it (hasAmbiguousLayout)"))
  }

  @Test(
    "Auto Layout Guide, Unsatisfiable Layouts: a view moved outside its superview by a broken constraint, named"
  )
  func brokenConstraint() throws {
    let lines = try whyNot("27-broken-constraint-moves-view", "  - tap: [50, 262]\n    expect: {hits: buy}\n")
    let line = try #require(lines.first ?? nil)
    #expect(
      line.hasSuffix(
        "; buy is at (370, 140, 28.672, 44) in card, outside its bounds, where its constraints put it: Auto Layout "
          + "broke <NSLayoutConstraint buy.leading == card.leading + 16   (active)> (a conflict)"))
  }
}
