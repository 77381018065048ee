import Foundation
import Testing

@testable import TouchKit

/// Issue 38's self-sizing collection items (CollectionView+SelfSizing.swift). Sources: Apple's
/// `UICollectionViewFlowLayout.estimatedItemSize` ("Specifying an estimated size for cells …
/// enables the self-sizing behavior"), `UICollectionReusableView.preferredLayoutAttributesFitting(_:)`
/// ("The default implementation of this method adjusts the size values to accommodate changes
/// made by a self-sizing cell") and `UICollectionViewLayout.shouldInvalidateLayout(
/// forPreferredLayoutAttributes:withOriginalAttributes:)`.
@Suite("UICollectionView: self-sizing items")
struct CollectionViewSelfSizingTests {
  /// A cell whose content view holds a 20-point-tall bar pinned 5 points inside it, as wide
  /// as its item says: 30, 50 or 70 points, so cells of 40, 60 and 80 by 30.
  class TagCell: CollectionViewCell {
    let bar = View(id: "", frame: .zero)
    lazy var barWidth = bar.widthAnchor.constraint(equalToConstant: 0)

    override init(frame: CGRect) {
      super.init(frame: frame)
      pin(bar, in: contentView, insets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
      LayoutConstraint.activate([bar.heightAnchor.constraint(equalToConstant: 20), barWidth])
    }

    required init?(coder: NSCoder) { nil }
  }

  /// A cell that answers its own size, whatever its content.
  final class SquareCell: TagCell {
    override func preferredLayoutAttributesFitting(
      _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
      let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
      attributes.size = CGSize(width: 70, height: 70)
      return attributes
    }
  }

  /// A flow layout that refuses every preferred size.
  final class RefusingLayout: CollectionViewFlowLayout {
    var asked = 0
    override func shouldInvalidateLayout(
      forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
      withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
      asked += 1
      return false
    }
  }

  final class Tags: CollectionViewDataSource, CollectionViewDelegate {
    var log: [String] = []
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 200 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tag", for: indexPath)
      (cell as? TagCell)?.barWidth.constant = [30, 50, 70][indexPath.item % 3]
      return cell
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
      log.append("didSelect \(indexPath.tableDescription)")
    }
  }

  func collection(
    _ stage: Stage, _ source: Tags, layout: CollectionViewFlowLayout = CollectionViewFlowLayout(),
    cell: TagCell.Type = TagCell.self, estimate: CGSize = CGSize(width: 100, height: 50)
  ) -> CollectionView {
    layout.estimatedItemSize = estimate
    layout.itemSize = CGSize(width: 100, height: 50)
    let collection = CollectionView(frame: rect(0, 0, 320, 200), collectionViewLayout: layout)
    collection.id = "tags"
    collection.register(cell, forCellWithReuseIdentifier: "Tag")
    collection.dataSource = source
    collection.delegate = source
    stage.add(collection)
    collection.layoutIfNeeded()
    return collection
  }

  func frame(_ collection: CollectionView, _ item: Int) -> CGRect? {
    collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
  }

  @Test(
    "estimatedItemSize: each displayed item takes the size its cell's content view fits (40, 60, 80 by 30), the line fills with them, and items not displayed stay at the estimate"
  )
  func displayedItemsTakeTheirCellsSize() {
    let stage = Stage()
    let collection = collection(stage, Tags())
    #expect(
      (0..<3).map { frame(collection, $0)?.size } == [40, 60, 80].map { CGSize(width: $0, height: 30) })
    // 40 + 60 + 80 + 40 + 60 with 10-point spacing fill the first 320-point line exactly;
    // item 5 starts the next line, 10 points below the 30-point line.
    #expect(frame(collection, 4)?.minX == 260)
    #expect(frame(collection, 5)?.minY == 40)
    #expect(frame(collection, 199)?.size == CGSize(width: 100, height: 50))
    #expect(collection.visibleCells.allSatisfy { $0.frame.height == 30 })
  }

  @Test(
    "A tap lands on the item as sized: x = 150 on the first line is item 2 (120–200), not item 1 (110–210 as estimated)"
  )
  func tapHitsTheSizedItem() {
    let stage = Stage()
    let source = Tags()
    let collection = collection(stage, source)
    #expect(frame(collection, 2)?.minX == 120)
    stage.tap(150, 15)
    #expect(source.log == ["didSelect [0,2]"])
  }

  @Test("A cell's override of preferredLayoutAttributesFitting(_:) is called and its size laid out")
  func cellOverrideIsObeyed() {
    let (stage, source) = (Stage(), Tags())
    let collection = collection(stage, source, cell: SquareCell.self)
    #expect(frame(collection, 0)?.size == CGSize(width: 70, height: 70))
  }

  @Test(
    "A layout whose shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:) answers false keeps its estimates"
  )
  func layoutMayRefuse() {
    let (layout, stage, source) = (RefusingLayout(), Stage(), Tags())
    let collection = collection(stage, source, layout: layout)
    #expect(layout.asked > 0)
    #expect(frame(collection, 0)?.size == CGSize(width: 100, height: 50))
  }

  @Test("Without estimatedItemSize no cell is asked: items are itemSize")
  func noEstimateNoSizing() {
    let (stage, source) = (Stage(), Tags())
    let collection = collection(stage, source, estimate: .zero)
    #expect(frame(collection, 0)?.size == CGSize(width: 100, height: 50))
  }
}
