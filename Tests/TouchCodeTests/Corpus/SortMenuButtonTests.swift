import Foundation
import Testing
import TouchKit

/// SortMenuButton.swift: a button whose menu is its primary action (`UIButton.menu`,
/// `showsMenuAsPrimaryAction`: the menu opens at touch down) and a label with a
/// `UIContextMenuInteraction` (a long press opens its delegate's menu). docs/menus.md.
@Suite("Corpus: SortMenuButton")
struct SortMenuButtonTests {
  // The Sort button's menu is placed under it (y 60), 8 pt inside the screen's right edge
  // (x 132); rows are 44 pt: Name, Date, Size, Reverse Order, Clear Sorting.
  static func row(_ index: Int) -> CGFloat { 60 + 44 * CGFloat(index) - 22 }

  @Test("A tap on Sort opens its menu: single-selection orders inline, then the reverse and deferred rows")
  func opensMenu() throws {
    let screen = try Corpus.screen("SortMenuButton")
    let steps = screen.tap(330, 40)
    #expect(
      steps.contains(
        .menuOpened(
          menu: "menu \"Sort By\"", source: "sort",
          items: ["✓ Name", "Date", "Size", "Reverse Order", "Clear Sorting"])))
    #expect(screen.layout.application.menuWindow != nil)
  }

  @Test("Choosing Date runs its handler, closes the menu, and Date is on the next time it opens")
  func choosesDate() throws {
    let screen = try Corpus.screen("SortMenuButton")
    screen.tap(330, 40)
    let steps = screen.tap(200, Self.row(2))
    #expect(steps.printed == ["sorted by Date"])
    #expect(steps.contains(.menuClosed(menu: "menu \"Sort By\"", reason: .itemChosen)))
    #expect(screen.layout.application.menuWindow == nil)
    let again = screen.tap(330, 40)
    #expect(
      again.contains { step in
        if case .menuOpened(_, _, let items) = step {
          items.prefix(3) == ["Name", "✓ Date", "Size"]
        } else {
          false
        }
      })
  }

  @Test("A tap on the count label opens nothing; a long press opens its context menu, and Copy runs")
  func contextMenu() throws {
    let screen = try Corpus.screen("SortMenuButton")
    #expect(!screen.tap(60, 40).contains { if case .menuOpened = $0 { true } else { false } })
    let held = screen.run(.hold(CGPoint(x: 60, y: 40)))
    #expect(held.states(of: "contextMenu").first == .began)
    #expect(held.contains(.menuOpened(menu: "menu", source: "count", items: ["Copy"])))
    let steps = screen.tap(100, Self.row(1))
    #expect(steps.printed == ["copied 42 items"])
  }
}
