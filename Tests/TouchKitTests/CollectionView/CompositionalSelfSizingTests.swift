import Foundation
import Testing

@testable import TouchKit

/// Self-sizing items in a compositional layout (CompositionalLayoutPlan+SelfSizing.swift).
/// Sources: Apple's `NSCollectionLayoutDimension.estimated(_:)` ("The final size of the
/// dimension is determined when the content is rendered"; the class's overview: "You provide an
/// initial estimated size and the system computes the actual value later"),
/// `UICollectionReusableView.preferredLayoutAttributesFitting(_:)` (the cell answers the size),
/// and `UICollectionLayoutListConfiguration`, whose rows are `.estimated(44)` (the list
/// section's row height, CollectionLayoutListConfiguration.swift: UNSOURCED as a number). How
/// items after a sized one move, and that a list row keeps the list's width, are TouchLab's
/// model of what iOS shows (the file's comment).
@Suite("UICollectionViewCompositionalLayout: self-sizing .estimated items")
struct CompositionalSelfSizingTests {
  /// A cell whose content view holds a bar pinned 5 points inside it on every side, `height`
  /// tall: a cell of `height` + 10. It counts the times it is asked for its size.
  final class BarCell: CollectionViewCell {
    let bar = View(id: "", frame: .zero)
    lazy var barHeight = bar.heightAnchor.constraint(equalToConstant: 20)
    var asked = 0

    override init(frame: CGRect) {
      super.init(frame: frame)
      pin(bar, in: contentView, insets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
      barHeight.isActive = true
    }

    required init?(coder: NSCoder) { nil }

    override func preferredLayoutAttributesFitting(
      _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
      asked += 1
      return super.preferredLayoutAttributesFitting(layoutAttributes)
    }
  }

  /// 40 items; item `i`'s bar is `heights(i)` tall.
  final class Bars: CollectionViewDataSource, CollectionViewDelegate {
    var heights: (Int) -> CGFloat = { $0 % 4 == 1 ? 100 : 20 }
    var log: [String] = []
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 40 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Bar", for: indexPath)
      (cell as? BarCell)?.barHeight.constant = heights(indexPath.item)
      return cell
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
      log.append("didSelect \(indexPath.tableDescription)")
    }
  }

  final class Setup {
    let stage = Stage()
    let bars = Bars()
    let collection: CollectionView

    init(_ layout: CollectionViewCompositionalLayout) {
      collection = CollectionView(frame: rect(0, 0, 320, 220), collectionViewLayout: layout)
      collection.id = "list"
      collection.register(BarCell.self, forCellWithReuseIdentifier: "Bar")
      collection.dataSource = bars
      collection.delegate = bars
      stage.add(collection)
      collection.layoutIfNeeded()
    }

    func frame(_ item: Int) -> CGRect? {
      collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }
  }

  static func plainList() -> CollectionViewCompositionalLayout {
    .list(using: CollectionLayoutListConfiguration(appearance: .plain))
  }

  /// Two items a row, each half the width; item and group heights `.estimated(50)`.
  static func twoColumns() -> CollectionViewCompositionalLayout {
    let item = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(50))
    )
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
      subitems: [item])
    return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
  }

  @Test(
    "A list's rows (.estimated(44)) take their cells' fitted heights, keep the list's width, and the rows below move; rows not displayed stay at 44"
  )
  func listRowsSizeThemselves() {
    let setup = Setup(Self.plainList())
    // Rows 0 and 1 are 30 and 110 tall (bars of 20 and 100): row 2 starts at 140.
    #expect(setup.frame(0) == rect(0, 0, 320, 30))
    #expect(setup.frame(1) == rect(0, 30, 320, 110))
    #expect(setup.frame(2) == rect(0, 140, 320, 30))
    #expect(setup.frame(39)?.height == 44)
    #expect(setup.collection.visibleCells.allSatisfy { $0.frame.width == 320 })
    // The rows never displayed follow at 44 points each, and the content ends with them.
    let (sixth, last) = (setup.frame(6), setup.frame(39))
    #expect(last?.minY == sixth.map { $0.minY + 33 * 44 })
    #expect(setup.collection.contentSize.height == last?.maxY)
  }

  @Test(
    "A tap on the row below a tall self-sized row selects it where the fitted layout puts it: y = 150 is row 2 (140–170), not row 3 (132–176 at the estimates)"
  )
  func tapLandsOnTheFittedRow() {
    let setup = Setup(Self.plainList())
    setup.stage.tap(100, 150)
    #expect(setup.bars.log == ["didSelect [0,2]"])
  }

  @Test(
    "A group whose height is .estimated grows to its tallest item, and the next group starts below it"
  )
  func groupGrowsWithItsItems() {
    let setup = Setup(Self.twoColumns())
    // Row 0: items 0 (30) and 1 (110), side by side, half the width each.
    #expect(setup.frame(0) == rect(0, 0, 160, 30))
    #expect(setup.frame(1) == rect(160, 0, 160, 110))
    #expect(setup.frame(2) == rect(0, 110, 160, 30))
  }

  @Test(
    "An item of .fractionalHeight(1) in a group of .estimated height does not size itself: the estimate must be on the item (community: vbutko.com, \"How to enable self-sizing cells in UICollectionViewCompositionalLayout\")"
  )
  func fractionalItemInEstimatedGroupKeepsTheEstimate() {
    let item = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = CollectionLayoutGroup.vertical(
      layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
      subitems: [item])
    let setup = Setup(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)))
    #expect(setup.frame(1) == rect(0, 50, 320, 50))
  }

  @Test("Items of .absolute and fractional sizes are never asked for their size")
  func fixedItemsAreNotAsked() {
    let setup = Setup(CollectionViewCompositionalLayout(section: gridSection(0.5)))
    #expect(setup.collection.visibleCells.compactMap { ($0 as? BarCell)?.asked }.allSatisfy { $0 == 0 })
    #expect(setup.frame(2) == rect(0, 50, 160, 50))
  }

  @Test(
    "reconfigureItems(at:) measures the item again: its new content's height is laid out and the rows below move (community: iOS re-sizes a reconfigured self-sizing cell)"
  )
  func reconfigureMeasuresAgain() {
    let setup = Setup(Self.plainList())
    setup.bars.heights = { $0 == 0 ? 60 : ($0 % 4 == 1 ? 100 : 20) }
    setup.collection.reconfigureItems(at: [IndexPath(item: 0, section: 0)])
    setup.collection.layoutIfNeeded()
    #expect(setup.frame(0) == rect(0, 0, 320, 70))
    #expect(setup.frame(1) == rect(0, 70, 320, 110))
  }
}
