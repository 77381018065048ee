import Foundation
import Testing
import TouchFoundation
import TouchLayout
import TouchOpening
import UIKit

@testable import CustomViews

/// Layouts/custom-views.yaml loads with the registry `touchlab` uses, and does what its header
/// comment says.
@Suite("Layouts/custom-views.yaml")
struct CustomViewsLayoutTests {
  static let path = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Layouts/custom-views.yaml").path

  private func layout() throws -> Layout {
    try LayoutLoader.load(contentsOf: Self.path, registry: .custom)
  }

  @Test("It loads, with one view of each of the four classes")
  func loads() throws {
    let layout = try layout()
    #expect(layout.view("plus") is ExtendedTapAreaButton)
    #expect(layout.view("card") is OutsideBoundsView)
    #expect(layout.view("flipFlop") is FlipFlopView)
    #expect(layout.view("overlay") is PassThroughView)
  }

  @Test("It needs ViewClassRegistry.custom: the standard registry does not know the classes")
  func needsTheCustomRegistry() {
    #expect(throws: LayoutLoadError.self) { try LayoutLoader.load(contentsOf: Self.path) }
  }

  @Test("Its claims: §1 plus 6 pt beside it, §8 #1 close outside card, §8 #5 map through overlay")
  func claims() throws {
    let layout = try layout()
    #expect(layout.hitID(70, 100) == "plus")
    #expect(layout.hitID(320, 70) == "close")
    #expect(layout.hitID(200, 500) == "map")
    #expect(layout.hitID(190, 620) == "pin")
  }

  @Test("Its claims: §8 #17 flipFlop takes the 1st and 3rd clicks, home the 2nd")
  func flipFlopClaim() throws {
    let tap = Gesture.tap(CGPoint(x: 100, y: 300))
    #expect(hitViews(of: try layout(), running: [tap, tap, tap]) == ["flipFlop", "home", "flipFlop"])
  }
}
