import Foundation
import Testing
import TouchKit

/// CellContentView.swift: a `hitTest` override with `is`/`as?`, `superview`, `window?`, and a
/// badge found by `viewWithTag(_:)`.
@Suite("Corpus: CellContentView")
struct CellContentViewTests {
  @Test("§1 the icon, an image view with interaction on, takes its tap")
  func iconTakesTap() throws {
    let screen = try Corpus.screen("CellContentView")
    let icon = try #require(screen.hit(34, 130))
    #expect(icon is ImageView)
    #expect(icon.superview?.id == "row")
  }

  @Test("§1 §8 #3 a tap on the title label hits the row (labels ignore touches)")
  func titleHitsRow() throws {
    let screen = try Corpus.screen("CellContentView")
    #expect(screen.hit(150, 130)?.id == "row")
    #expect(screen.tap(150, 130).delivered(to: "row") == [.touchesBegan, .touchesEnded])
  }

  @Test("Views held by properties are named by them; the badge, held by none, keeps its class name")
  func names() throws {
    let screen = try Corpus.screen("CellContentView")
    let row = try #require(screen.view("row"))
    #expect(row.subviews.map(\.traceID) == ["row.iconView", "row.titleLabel", "Label"])
  }

  @Test("§1 the badge, made in code and found by its tag, hits the row")
  func badgeHitsRow() throws {
    let screen = try Corpus.screen("CellContentView")
    let row = try #require(screen.view("row"))
    #expect(row.subviews.count == 3)
    #expect(screen.hit(350, 130)?.id == "row")
  }

  @Test("§1 out of its window the row's override takes no touch (window?.isHidden is nil)")
  func noWindowNoHit() throws {
    let screen = try Corpus.screen("CellContentView")
    let row = try #require(screen.view("row"))
    row.removeFromSuperview()
    #expect(row.hitTest(CGPoint(x: 150, y: 30), with: nil) == nil)
  }
}
