import Foundation
import Testing

@testable import TouchKit

/// A collection's visible cells and supplementary views are described under their index paths
/// and, for a header or footer, their kind (UIKit's `elementKind`): what `describe` and `query`
/// read (issue 38). Apple: `supplementaryView(forElementKind:at:)` and `cellForItem(at:)` give
/// only visible views, so a view in a reuse queue has no place.
struct CollectionListPlaceTests {
  @Test("A shown cell has its index path; a header its kind and index path")
  func cellsAndHeaders() throws {
    let setup = CollectionStage([4, 1]) { $0.headerReferenceSize = CGSize(width: 0, height: 40) }
    let cell = try #require(setup.collection.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(cell.listPlace == ListPlace(indexPath: IndexPath(item: 1, section: 0), elementKind: nil))
    let header = try #require(
      setup.collection.supplementaryView(
        forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
    #expect(
      header.listPlace
        == ListPlace(
          indexPath: IndexPath(item: 0, section: 0), elementKind: CollectionView.elementKindSectionHeader))
    let attributes = ViewDescription(header, index: 0).attributes.map { "\($0.name)=\($0.value.text)" }
    #expect(attributes.contains("elementKind=UICollectionElementKindSectionHeader"))
    #expect(attributes.contains("indexPath=0,0"))
    #expect(setup.collection.listPlace == nil)
  }

  @Test("A cell scrolled out and queued has no place; reused, it has its new one")
  func reusedCells() throws {
    let setup = CollectionStage([40])
    let first = try #require(setup.collection.cellForItem(at: IndexPath(item: 0, section: 0)))
    setup.scroll(to: 400)
    #expect(
      first.superview == nil
        || first.listPlace != ListPlace(indexPath: IndexPath(item: 0, section: 0), elementKind: nil))
    if first.superview == nil { #expect(first.listPlace == nil) }
    let shown = setup.collection.visibleCells
    #expect(!shown.isEmpty)
    for cell in shown {
      #expect(cell.listPlace?.indexPath == setup.collection.indexPath(for: cell))
    }
  }
}
