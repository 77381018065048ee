import Foundation
import Testing
import UIKit

@testable import CustomViews

/// OutsideBoundsView: subviews that stick out of it stay touchable there (§8 #1, §1).
@Suite("OutsideBoundsView")
struct OutsideBoundsViewTests {
  /// A card (made by `makeCard`) at (100, 100, 200, 120) with a `close` button sticking out of
  /// its top-right corner by 20 pt each way.
  private func screen(card makeCard: (CGRect) -> UIView = OutsideBoundsView.init(frame:)) -> (
    Screen, UIView, UIButton
  ) {
    let screen = Screen()
    let card = screen.add(makeCard(CGRect(x: 100, y: 100, width: 200, height: 120)), id: "card")
    let close = add(UIButton(frame: CGRect(x: 170, y: -20, width: 50, height: 40)), id: "close", to: card)
    return (screen, card, close)
  }

  @Test("§8 #1 a subview sticking out is hit outside the parent's bounds")
  func stickingOutPartIsHit() {
    let (screen, _, close) = screen()
    #expect(screen.hit(310, 90) === close)  // right of and above card
    #expect(screen.hit(280, 110) === close)  // inside card
  }

  @Test("§8 #1 the rule it overrides: with a plain UIView parent, that part is dead")
  func plainParentLeavesItDead() {
    let (screen, _, _) = screen(card: UIView.init(frame:))
    #expect(screen.hit(310, 90)?.id == "window")
  }

  @Test("§1 inside its bounds and not on a subview, the view itself is hit")
  func selfIsHitInsideItsBounds() {
    let (screen, card, _) = screen()
    #expect(screen.hit(150, 150) === card)
    #expect(screen.hit(50, 50)?.id == "window")
  }

  enum Untouchable: String, CaseIterable, CustomTestStringConvertible {
    case hidden, transparent, interactionDisabled
    var testDescription: String { rawValue }

    func apply(to view: UIView) {
      switch self {
      case .hidden: view.isHidden = true
      case .transparent: view.alpha = 0
      case .interactionDisabled: view.isUserInteractionEnabled = false
      }
    }
  }

  @Test(
    "§1 skip rules: the sticking-out subview is not hit when hidden, alpha 0 or interaction disabled",
    arguments: Untouchable.allCases)
  func untouchableSubviewIsSkipped(_ untouchable: Untouchable) {
    let (screen, card, close) = screen()
    untouchable.apply(to: close)
    #expect(screen.hit(310, 90)?.id == "window")
    #expect(screen.hit(280, 110) === card)
  }

  @Test(
    "§1 skip rules: a hidden, transparent or disabled OutsideBoundsView takes its subtree with it",
    arguments: Untouchable.allCases)
  func untouchableParentTakesItsSubtree(_ untouchable: Untouchable) {
    let (screen, card, _) = screen()
    untouchable.apply(to: card)
    #expect(screen.hit(310, 90)?.id == "window")
    #expect(screen.hit(280, 110)?.id == "window")
  }

  @Test("§8 #1 still limited by its own superview, which is asked first")
  func limitedByItsSuperview() {
    let screen = Screen()
    let panel = screen.add(UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 300)), id: "panel")
    let card = add(
      OutsideBoundsView(frame: CGRect(x: 100, y: 0, width: 200, height: 120)), id: "card", to: panel)
    add(UIButton(frame: CGRect(x: 170, y: -20, width: 50, height: 40)), id: "close", to: card)
    #expect(screen.hit(310, 90)?.id == "window")  // above panel: panel says no
    #expect(screen.hit(310, 110)?.id == "close")  // inside panel, outside card
  }

  @Test("§8 #1 class: OutsideBoundsView in a layout: the part of close outside card is hit")
  func fromALayout() throws {
    let layout = try loadCustomLayout(
      oneWindow(
        """
              - id: card
                class: OutsideBoundsView
                frame: [100, 100, 200, 120]
                subviews:
                  - {id: close, class: Button, frame: [170, -20, 50, 40], text: Close}
              - id: plainCard
                frame: [100, 400, 200, 120]
                subviews:
                  - {id: deadClose, class: Button, frame: [170, -20, 50, 40], text: Close}

        """))
    #expect(layout.hitID(310, 90) == "close")
    #expect(layout.hitID(310, 390) == "main")
    #expect(layout.hitID(280, 410) == "deadClose")
  }
}
