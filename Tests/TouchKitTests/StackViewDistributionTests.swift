import Foundation
import Testing

@testable import TouchKit

/// Issue 37: `UIStackView.Distribution`, each case as Apple's documentation page for it says
/// (developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum/…), in both
/// axes, with frames computed by hand from intrinsic sizes (``SizedView``).
@Suite("Stack view: distribution")
struct StackViewDistributionTests {
  @Test(
    "Distribution.fill: \"if the arranged views do not fill the stack view, it stretches the views according to their hugging priority\""
  )
  func fillStretchesLowestHugging() {
    let stage = Stage()
    let a = SizedView("a", 50, 20)
    let b = SizedView("b", 70, 30)
    b.setContentHuggingPriority(LayoutPriority(200), for: .horizontal)
    _ = stage.stack([a, b], frame: rect(0, 0, 300, 100), spacing: 10)
    #expect(a.frame == rect(0, 0, 50, 100))
    #expect(b.frame == rect(60, 0, 240, 100))
  }

  @Test(
    "Distribution.fill: \"when the arranged views do not fit within the stack view, it shrinks the views according to their compression resistance priority\""
  )
  func fillShrinksLowestCompressionResistance() {
    let stage = Stage()
    let a = SizedView("a", 50, 20)
    let b = SizedView("b", 70, 30)
    a.setContentCompressionResistancePriority(LayoutPriority(700), for: .horizontal)
    _ = stage.stack([a, b], frame: rect(0, 0, 100, 40), spacing: 10)
    #expect(a.frame == rect(0, 0, 20, 40))
    #expect(b.frame == rect(30, 0, 70, 40))
  }

  @Test("Distribution.fill in a vertical stack: the same along y, and the stack's width is every view's")
  func fillVertical() {
    let stage = Stage()
    let a = SizedView("a", 50, 20)
    let b = SizedView("b", 70, 30)
    a.setContentHuggingPriority(LayoutPriority(200), for: .vertical)
    _ = stage.stack([a, b], frame: rect(10, 10, 120, 200), axis: .vertical, spacing: 5)
    #expect(a.frame == rect(0, 0, 120, 165))
    #expect(b.frame == rect(0, 170, 120, 30))
  }

  @Test(
    "Distribution.fillEqually: \"the stack view resizes its arranged views so that they fill the available space along the stack view's axis … all the same size\""
  )
  func fillEqually() {
    let stage = Stage()
    let views = [SizedView("a", 50, 20), SizedView("b", 10, 20), SizedView("c", 90, 20)]
    _ = stage.stack(views, frame: rect(0, 0, 320, 44), distribution: .fillEqually, spacing: 10)
    #expect(views.map(\.frame) == [rect(0, 0, 100, 44), rect(110, 0, 100, 44), rect(220, 0, 100, 44)])
  }

  @Test(
    "Distribution.fillProportionally: \"views are resized proportionally based on their intrinsic content size along the stack view's axis\""
  )
  func fillProportionally() {
    let stage = Stage()
    let a = SizedView("a", 50, 20)
    let b = SizedView("b", 150, 20)
    _ = stage.stack([a, b], frame: rect(0, 0, 420, 40), distribution: .fillProportionally, spacing: 20)
    #expect(a.frame == rect(0, 0, 100, 40))
    #expect(b.frame == rect(120, 0, 300, 40))
    b.size = CGSize(width: 50, height: 20)
    stage.application.layoutIfNeeded()
    #expect(a.frame == rect(0, 0, 200, 40), "a new intrinsic size re-shares the length")
    #expect(b.frame == rect(220, 0, 200, 40))
  }

  @Test(
    "Distribution.equalSpacing: \"the stack view positions its arranged views so that they fill the available space with equal spacing between each\""
  )
  func equalSpacing() {
    let stage = Stage()
    let views = [SizedView("a", 50, 20), SizedView("b", 60, 20), SizedView("c", 70, 20)]
    _ = stage.stack(views, frame: rect(0, 0, 300, 20), distribution: .equalSpacing, spacing: 5)
    #expect(views.map(\.frame) == [rect(0, 0, 50, 20), rect(110, 0, 60, 20), rect(230, 0, 70, 20)])
  }

  @Test(
    "Distribution.equalSpacing: \"if the arranged views do not fit … it shrinks the spacing until it reaches the minimum spacing … then the views by their compression resistance\""
  )
  func equalSpacingOverflow() {
    let stage = Stage()
    let views = [SizedView("a", 50, 20), SizedView("b", 60, 20), SizedView("c", 70, 20)]
    views[0].setContentCompressionResistancePriority(LayoutPriority(700), for: .horizontal)
    _ = stage.stack(views, frame: rect(0, 0, 150, 20), distribution: .equalSpacing, spacing: 5)
    #expect(views.map(\.frame) == [rect(0, 0, 10, 20), rect(15, 0, 60, 20), rect(80, 0, 70, 20)])
  }

  @Test(
    "Distribution.equalCentering: \"equal center-to-center spacing, while maintaining the spacing property's distance between views\""
  )
  func equalCentering() {
    let stage = Stage()
    let views = [SizedView("a", 40, 20), SizedView("b", 60, 20), SizedView("c", 100, 20)]
    _ = stage.stack(views, frame: rect(0, 0, 300, 20), distribution: .equalCentering, spacing: 5)
    #expect(views.map(\.frame) == [rect(0, 0, 40, 20), rect(105, 0, 60, 20), rect(200, 0, 100, 20)])
    #expect(views[1].frame.midX - views[0].frame.midX == views[2].frame.midX - views[1].frame.midX)
  }

  @Test("Distribution.equalSpacing in a vertical stack: equal gaps along y")
  func equalSpacingVertical() {
    let stage = Stage()
    let views = [SizedView("a", 50, 20), SizedView("b", 60, 30)]
    _ = stage.stack(
      views, frame: rect(0, 0, 60, 100), axis: .vertical, distribution: .equalSpacing, alignment: .leading)
    #expect(views.map(\.frame) == [rect(0, 0, 50, 20), rect(0, 70, 60, 30)])
  }

  @Test(
    "UIStackView, Maintaining consistency: \"a stack view automatically updates its layout whenever … one of the arranged subviews's isHidden property changes\"; hidden views take no space"
  )
  func hiddenViewCollapses() {
    let stage = Stage()
    let views = [SizedView("a", 50, 20), SizedView("b", 50, 20), SizedView("c", 50, 20)]
    _ = stage.stack(views, frame: rect(0, 0, 320, 40), distribution: .fillEqually, spacing: 10)
    #expect(views[1].frame == rect(110, 0, 100, 40))
    views[1].isHidden = true
    stage.application.layoutIfNeeded()
    #expect(views[0].frame == rect(0, 0, 155, 40), "the two visible views share the length and one spacing")
    #expect(views[2].frame == rect(165, 0, 155, 40))
    #expect(views[1].frame.width == 0, "UISV-hiding: the hidden view is 0 wide")
    views[1].isHidden = false
    stage.application.layoutIfNeeded()
    #expect(views.map(\.frame) == [rect(0, 0, 100, 40), rect(110, 0, 100, 40), rect(220, 0, 100, 40)])
  }

  @Test("A tap where a hidden arranged subview was lands on the neighbour that took its place")
  func tapAfterCollapse() {
    let stage = Stage()
    let top = SizedView("top", 100, 40)
    let middle = SizedView("middle", 100, 40)
    let bottom = SizedView("bottom", 100, 40)
    bottom.setContentHuggingPriority(LayoutPriority(200), for: .vertical)
    _ = stage.stack([top, middle, bottom], frame: rect(0, 0, 200, 120), axis: .vertical)
    stage.tap(50, 60)
    #expect(stage.hitView() == "middle")
    middle.isHidden = true
    stage.application.layoutIfNeeded()
    stage.tap(50, 60, after: 1)
    #expect(stage.hitView(ofTouch: 2) == "bottom")
  }
}
