import Foundation
import Testing
import TouchKit

/// PaymentSheetViewController.swift: a vertical `UIStackView` of rows with a hidden promo
/// banner and a horizontal bar of equal buttons, arranged by the stack views' constraints
/// (issue 37), on the layout's screen: 390 × 844 points, safe-area insets zero. Sources:
/// UIStackView's documentation (a hidden arranged view takes no space; `fillEqually`;
/// "the stack view automatically updates its layout whenever … one of the arranged subviews's
/// isHidden property changes").
@Suite("Corpus: PaymentSheetViewController")
struct PaymentSheetViewControllerTests {
  /// The controller's buttons by title.
  func button(_ screen: CorpusScreen, _ title: String) throws -> Button {
    let root = try #require(screen.controller("sheet")?.view)
    let buttons = screen.views(ofClass: "Button", in: root).compactMap { $0 as? Button }
    return try #require(buttons.first { $0.title == title })
  }

  @Test(
    "On iOS the hidden banner takes no space: Add Promo Code is 16 pt under the total, Cancel and Pay share the bar filled equally, 12 pt apart"
  )
  func arrangedOnIOS() throws {
    let screen = try Corpus.screen("PaymentSheetViewController")
    let frame = { (button: Button) in button.convert(button.bounds, to: nil) }
    // The total: a 20 pt line (24 pt) at the safe area's top + 24; buttons 30 pt tall.
    #expect(frame(try button(screen, "Add Promo Code")) == CGRect(x: 20, y: 64, width: 350, height: 30))
    #expect(frame(try button(screen, "Cancel")) == CGRect(x: 20, y: 114, width: 169, height: 30))
    #expect(frame(try button(screen, "Pay")) == CGRect(x: 201, y: 114, width: 169, height: 30))
  }

  @Test("§5 a tap on Pay sends payTapped to the controller; one between Cancel and Pay hits the action bar")
  func payTap() throws {
    let screen = try Corpus.screen("PaymentSheetViewController")
    #expect(screen.tap(285, 129).actions.map(\.description).first?.hasPrefix("payTapped from ") == true)
    #expect(screen.tap(195, 129).actionNames == [])
    #expect(screen.hit(195, 129) is StackView, "the 12 pt gap is the action bar's own")
  }

  @Test(
    "Showing the banner re-arranges the stack: everything under it moves down 36 pt, and a tap where Pay was lands on Add Promo Code"
  )
  func bannerMovesTheBar() throws {
    let screen = try Corpus.screen("PaymentSheetViewController")
    let steps = screen.tap(195, 79)
    #expect(steps.actionNames == ["addPromoTapped"])
    #expect(steps.printed == ["promo code applied"])
    let pay = try button(screen, "Pay")
    #expect(pay.convert(pay.bounds, to: nil) == CGRect(x: 201, y: 150, width: 169, height: 30))
    #expect(screen.tap(285, 129).actionNames == ["addPromoTapped"], "Pay moved from under the finger")
    #expect(screen.tap(285, 165).actionNames == ["payTapped"])
  }
}
