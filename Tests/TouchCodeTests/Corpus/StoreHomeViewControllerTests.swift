import Foundation
import Testing
import TouchKit

/// StoreHomeViewController.swift: a compositional layout with a carousel that scrolls sideways
/// above a list, a diffable data source and cell registrations (docs/collection-view.md).
@Suite("Corpus: StoreHomeViewController")
struct StoreHomeViewControllerTests {
  private func collection(_ screen: CorpusScreen) throws -> CollectionView {
    try #require(screen.views(ofClass: "CollectionView").first as? CollectionView)
  }

  private func frame(_ collection: CollectionView, _ item: Int, _ section: Int) throws -> CGRect {
    try #require(collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame)
  }

  @Test(
    "Cards 300 × 180, 10 apart, 16 from the edge, under a 44-point header; list rows under theirs (Apple's layout)"
  )
  func layout() throws {
    let screen = try Corpus.screen("StoreHomeViewController")
    let grid = try collection(screen)
    #expect(try frame(grid, 0, 0) == CGRect(x: 16, y: 44, width: 300, height: 180))
    #expect(try frame(grid, 1, 0) == CGRect(x: 326, y: 44, width: 300, height: 180))
    #expect(try frame(grid, 0, 1) == CGRect(x: 0, y: 284, width: 390, height: 44))
    // Two cards in the carousel's 390 points, and the rows down to 844: 13 (row 12 starts at 812).
    #expect(grid.indexPathsForVisibleItems.filter { $0.section == 0 }.count == 2)
    #expect(grid.indexPathsForVisibleItems.filter { $0.section == 1 }.count == 13)
  }

  @Test("A tap on a row opens its app: didSelectItemAt with the diffable data source's item")
  func tapRow() throws {
    let screen = try Corpus.screen("StoreHomeViewController")
    let grid = try collection(screen)
    #expect(screen.tap(200, 284 + 44 * 2 + 22).printed == ["open App 3"])
    #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 2, section: 1)])
  }

  @Test("A sideways drag scrolls the carousel, not the screen; a tap then opens the card under the finger")
  func carouselScrolls() throws {
    let screen = try Corpus.screen("StoreHomeViewController")
    let grid = try collection(screen)
    screen.drag(from: (350, 100), to: (50, 100))
    #expect(grid.contentOffset == .zero)
    let carousel = try #require(grid.subviews.first { $0 is ScrollView } as? ScrollView)
    #expect(carousel.contentOffset == CGPoint(x: 300, y: 0))
    // x 100 is 400 in the carousel's content: the second card (326 to 626).
    #expect(screen.tap(100, 100).printed == ["open Featured 2"])
  }

  @Test("§5 a tap on a card's GET button gets the app and opens nothing")
  func getButton() throws {
    let screen = try Corpus.screen("StoreHomeViewController")
    let grid = try collection(screen)
    let card = try frame(grid, 0, 0)
    let steps = screen.tap(card.maxX - 48, card.maxY - 32)
    #expect(steps.actionNames == ["getTapped"])
    #expect(steps.printed == ["get Featured 1"])
    #expect(grid.indexPathsForSelectedItems == [])
  }
}
