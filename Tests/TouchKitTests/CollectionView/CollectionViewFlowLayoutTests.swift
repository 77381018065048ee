import Foundation
import Testing

@testable import TouchKit

/// UICollectionViewFlowLayout's frames (FlowLayoutPlan.swift has each rule and its source):
/// Apple's "Using a Flow Layout" (lines filled until an item does not fit, extra space
/// spread between items, items centred on their line), Apple's property defaults, and the
/// community-observed last line packed to the leading edge and lone item centred (UNSOURCED).
@Suite("UICollectionViewFlowLayout")
struct CollectionViewFlowLayoutTests {
  @Test("Apple's defaults: 50 × 50 items, 10-point spacings, no insets, vertical")
  func defaults() {
    let layout = CollectionViewFlowLayout()
    #expect(layout.itemSize == CGSize(width: 50, height: 50))
    #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
    #expect(layout.sectionInset == .zero && layout.scrollDirection == .vertical)
  }

  @Test("Items fill a line while they fit with the minimum spacing; an exact fit keeps it (Apple)")
  func exactFit() {
    // 100 + 10 + 100 + 10 + 100 = 320: three to a line; 7 items make lines of 3, 3, 1.
    let setup = CollectionStage([7])
    #expect(setup.frame(0) == rect(0, 0, 100, 50))
    #expect(setup.frame(1) == rect(110, 0, 100, 50))
    #expect(setup.frame(2) == rect(220, 0, 100, 50))
    #expect(setup.frame(3) == rect(0, 60, 100, 50))
    #expect(setup.frame(6) == rect(0, 120, 100, 50))
    #expect(setup.collection.contentSize == CGSize(width: 320, height: 170))
  }

  @Test("Extra space widens the spacing of a full line (Apple); the last line packs leading (community)")
  func justifiedThenPacked() {
    // 90-point items: 3 fit (290), 30 points spare, spread over 2 gaps → 25-point gaps.
    let setup = CollectionStage([5]) { $0.itemSize = CGSize(width: 90, height: 50) }
    #expect(setup.frame(0)?.minX == 0)
    #expect(setup.frame(1)?.minX == 115)
    #expect(setup.frame(2)?.minX == 230)
    #expect(setup.frame(3) == rect(0, 60, 90, 50))
    #expect(setup.frame(4) == rect(100, 60, 90, 50))
  }

  @Test("A lone item on a line that is not the last is centred (community-observed, UNSOURCED)")
  func loneItemCentred() {
    let setup = CollectionStage([2])
    setup.items.sizes = { _ in CGSize(width: 200, height: 40) }
    setup.collection.reloadData()
    setup.collection.layoutIfNeeded()
    #expect(setup.frame(0) == rect(60, 0, 200, 40))
    #expect(setup.frame(1) == rect(0, 50, 200, 40))
  }

  @Test("Items of different heights are centred on their line, as tall as its tallest (Apple)")
  func centredOnLine() {
    let setup = CollectionStage([4])
    setup.items.sizes = { CGSize(width: 100, height: $0.item == 1 ? 30 : 50) }
    setup.collection.reloadData()
    setup.collection.layoutIfNeeded()
    #expect(setup.frame(1) == rect(110, 10, 100, 30))
    #expect(setup.frame(3)?.minY == 60)
  }

  @Test("A header, the section's insets and a footer, in that order (Apple's flow layout)")
  func headerInsetsFooter() throws {
    let setup = CollectionStage([4, 1]) {
      $0.headerReferenceSize = CGSize(width: 0, height: 40)
      $0.footerReferenceSize = CGSize(width: 0, height: 20)
      $0.sectionInset = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    }
    // 280 points between the insets: two 100-point items to a line.
    #expect(setup.frame(0) == rect(20, 50, 100, 50))
    #expect(setup.frame(1) == rect(200, 50, 100, 50))
    #expect(setup.frame(2) == rect(20, 110, 100, 50))
    let header = try #require(
      setup.collection.collectionViewLayout.layoutAttributesForSupplementaryView(
        ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
    // Section 0: 40 + 10 + 50 + 10 + 50 + 10 + 20 = 190.
    #expect(header.frame == rect(0, 190, 320, 40))
    #expect(setup.frame(0, 1) == rect(20, 240, 100, 50))
    let shown = try #require(
      setup.collection.supplementaryView(
        forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
    #expect(shown.frame == rect(0, 0, 320, 40) && shown.id == "grid.header[0]")
  }

  @Test("Horizontal: lines are columns down the height, stacked left to right")
  func horizontal() {
    // Height 220: 50 + 10 + 50 + 10 + 50 = 170 fits, a fourth does not; 50 spare → 35-point gaps.
    let setup = CollectionStage([7]) { $0.scrollDirection = .horizontal }
    #expect(setup.frame(0) == rect(0, 0, 100, 50))
    #expect(setup.frame(1) == rect(0, 85, 100, 50))
    #expect(setup.frame(2) == rect(0, 170, 100, 50))
    #expect(setup.frame(3) == rect(110, 0, 100, 50))
    #expect(setup.frame(6) == rect(220, 0, 100, 50))
    #expect(setup.collection.contentSize == CGSize(width: 320, height: 220))
  }

  @Test("The delegate's sizeForItemAt, insetForSectionAt and spacings are asked per section (Apple)")
  func delegateMethods() {
    final class Spaced: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
      func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
      func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
      {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
      }
      func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
      ) -> CGSize { CGSize(width: 150, height: 20) }
      func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
      ) -> EdgeInsets { EdgeInsets(top: 5, left: 5, bottom: 5, right: 5) }
      func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
      ) -> CGFloat { 2 }
    }
    let source = Spaced()
    let collection = CollectionView(
      frame: rect(0, 0, 320, 220), collectionViewLayout: CollectionViewFlowLayout())
    collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collection.dataSource = source
    collection.delegate = source
    collection.layoutIfNeeded()
    // 310 points between the insets: 150 + 10 + 150 fits exactly; the third wraps 2 points down.
    #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == rect(165, 5, 150, 20))
    #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == rect(5, 27, 150, 20))
  }
}
