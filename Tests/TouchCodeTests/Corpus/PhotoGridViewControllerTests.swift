import Foundation
import Testing
import TouchKit

/// PhotoGridViewController.swift: a controller with a collection view, a flow layout sized by
/// its delegate, a diffable data source and a cell with a button (docs/collection-view.md).
@Suite("Corpus: PhotoGridViewController")
struct PhotoGridViewControllerTests {
  /// Item `item`'s centre on screen (the collection is at the screen's origin, not scrolled).
  private func centre(_ collection: CollectionView, _ item: Int) throws -> CGPoint {
    let frame = try #require(collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame)
    return CGPoint(x: frame.midX, y: frame.midY)
  }

  @Test("Three 116-point columns, the 2 spare points spread over the gaps (Apple's flow layout)")
  func columns() throws {
    let screen = try Corpus.screen("PhotoGridViewController")
    let collection = try #require(screen.views(ofClass: "CollectionView").first as? CollectionView)
    let frames = (0..<4).compactMap {
      collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    #expect(frames.map(\.minX) == [10, 137, 264, 10])
    #expect(frames.map(\.minY) == [10, 10, 10, 136])
    #expect(frames.first?.size == CGSize(width: 116, height: 116))
    // 844 points show rows 0 to 6 (the seventh starts at 766): 21 cells, no more.
    #expect(collection.visibleCells.count == 21)
  }

  @Test("A tap on a photo selects it: didSelectItemAt, and the cell's isSelected observer outlines it")
  func tapSelects() throws {
    let screen = try Corpus.screen("PhotoGridViewController")
    let collection = try #require(screen.views(ofClass: "CollectionView").first as? CollectionView)
    let point = try centre(collection, 4)
    #expect(screen.tap(point.x, point.y - 30).printed == ["opened Photo 5"])
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.contentView.layer.borderWidth == 2)
  }

  @Test("§5 a tap on a photo's heart sends favoriteTapped and selects nothing")
  func heartTakesItsTouch() throws {
    let screen = try Corpus.screen("PhotoGridViewController")
    let collection = try #require(screen.views(ofClass: "CollectionView").first as? CollectionView)
    let frame = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame)
    let steps = screen.tap(frame.maxX - 22, frame.maxY - 22)
    #expect(steps.actionNames == ["favoriteTapped"])
    #expect(steps.printed == ["favorite Photo 5"])
    #expect(collection.indexPathsForSelectedItems == [])
  }
}
