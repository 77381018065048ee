import Foundation
import Testing
import UIKit

@testable import CustomViews

/// ExtendedTapAreaButton: hit testing asks `point(inside:with:)`, which the class widens (§1).
@Suite("ExtendedTapAreaButton")
struct ExtendedTapAreaButtonTests {
  /// A 24 × 24 pt button at (100, 100) on a full-screen background.
  private func screenWithButton() -> (Screen, ExtendedTapAreaButton) {
    let screen = Screen()
    screen.add(UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)), id: "background")
    let button = screen.add(
      ExtendedTapAreaButton(frame: CGRect(x: 100, y: 100, width: 24, height: 24)), id: "plus")
    return (screen, button)
  }

  @Test("§1 point(inside:) decides the hit: a tap 8 pt outside the button hits it")
  func tapBesideTheButtonHitsIt() {
    let (screen, button) = screenWithButton()
    #expect(screen.hit(124 + 8, 112) === button)  // right of it
    #expect(screen.hit(112, 100 - 8) === button)  // above it
    #expect(screen.hit(100 - 8, 124 + 8) === button)  // beside its bottom-left corner
    #expect(screen.hit(112, 112) === button)
  }

  @Test("§1 beyond the 10 pt margin the touch goes to the view behind")
  func tapBeyondTheMarginMisses() {
    let (screen, _) = screenWithButton()
    #expect(screen.hit(124 + 11, 112)?.id == "background")
    #expect(screen.hit(112, 100 - 11)?.id == "background")
  }

  @Test("§1 UIEdgeInsets grow one edge only: extraTapInsets with a negative right inset")
  func edgeInsetsGrowOneEdge() {
    let (screen, button) = screenWithButton()
    button.extraTapInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: -30)
    #expect(screen.hit(124 + 35, 112) === button)
    #expect(screen.hit(100 - 15, 112)?.id == "background")
  }

  @Test("§8 #1 the margin only works inside the superview: the superview is asked first")
  func marginIsLimitedBySuperview() {
    let screen = Screen()
    let bar = screen.add(UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44)), id: "bar")
    let button = add(
      ExtendedTapAreaButton(frame: CGRect(x: 10, y: 10, width: 24, height: 24)), id: "plus", to: bar)
    #expect(screen.hit(22, 40) === button)  // below the button, inside bar
    #expect(screen.hit(22, 50)?.id == "window")  // below the button, below bar: bar says no
  }

  @Test("§1 class: ExtendedTapAreaButton in a layout is a button (text, actions) hit 8 pt outside")
  func fromALayout() throws {
    let layout = try loadCustomLayout(
      oneWindow(
        """
              - id: plus
                class: ExtendedTapAreaButton
                frame: [100, 100, 24, 24]
                text: "+"
                actions: {touchUpInside: add}

        """))
    let button = try #require(layout.view("plus") as? ExtendedTapAreaButton)
    #expect(button.title == "+")
    #expect(layout.hitID(132, 112) == "plus")
    #expect(layout.hitID(135, 112) == "main")
  }
}
