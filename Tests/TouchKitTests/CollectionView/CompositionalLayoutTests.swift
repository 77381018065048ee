import Foundation
import Testing

@testable import TouchKit

/// A 320×220 collection `grid` of `items` placed by a compositional layout, registered for
/// `GridCell`, laid out; it keeps the data source, which the collection holds weakly.
final class CompositionalStage {
  let stage = Stage()
  let collection: CollectionView
  let items: Items

  init(
    _ items: [Int], _ layout: CollectionViewCompositionalLayout, register: (CollectionView) -> Void = { _ in }
  ) {
    self.items = Items(items)
    collection = CollectionView(frame: rect(0, 0, 320, 220), collectionViewLayout: layout)
    collection.id = "grid"
    collection.register(GridCell.self, forCellWithReuseIdentifier: "Cell")
    collection.register(
      CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      withReuseIdentifier: "Header")
    register(collection)
    collection.dataSource = self.items
    collection.delegate = self.items
    stage.add(collection)
    collection.layoutIfNeeded()
  }
}

/// A section of rows `height` tall whose items are `fraction` of the width.
func gridSection(_ fraction: CGFloat, height: CGFloat = 50) -> CollectionLayoutSection {
  let item = CollectionLayoutItem(
    layoutSize: CollectionLayoutSize(
      widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1)))
  let group = CollectionLayoutGroup.horizontal(
    layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
    subitems: [item])
  return CollectionLayoutSection(group: group)
}

private func frame(_ collection: CollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
  collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}

/// UIKit's compositional layout (`UICollectionViewCompositionalLayout`): items sized as
/// fractions of their group, groups of their section, repeated until the items are used
/// (Apple's `NSCollectionLayoutDimension`, `NSCollectionLayoutGroup`, `NSCollectionLayoutSection`
/// and the "Implementing Modern Collection Views" sample; docs/collection-view.md).
@Suite("UICollectionViewCompositionalLayout")
struct CompositionalLayoutTests {
  @Test(
    "A group repeats its subitem while it fits: items of a quarter of the width make rows of four (Apple's grid)"
  )
  func gridRows() {
    let section = gridSection(0.25)
    section.interGroupSpacing = 10
    let setup = CompositionalStage([10], CollectionViewCompositionalLayout(section: section))
    let collection = setup.collection
    #expect(
      (0..<5).compactMap { frame(collection, $0) } == [
        rect(0, 0, 80, 50), rect(80, 0, 80, 50), rect(160, 0, 80, 50), rect(240, 0, 80, 50),
        rect(0, 60, 80, 50),
      ])
    // Three groups (4 + 4 + 2) with two 10-point gaps.
    #expect(collection.contentSize == CGSize(width: 320, height: 170))
  }

  @Test("An item's contentInsets shrink its cell after it is placed (Apple's contentInsets)")
  func itemInsets() {
    let section = gridSection(0.5)
    section.group.subitems[0].contentInsets = DirectionalEdgeInsets(
      top: 5, leading: 5, bottom: 5, trailing: 5)
    let setup = CompositionalStage([2], CollectionViewCompositionalLayout(section: section))
    let collection = setup.collection
    #expect(frame(collection, 1) == rect(165, 5, 150, 40))
  }

  @Test("subitem:count: shares the group's width among exactly count items after the spacing (Apple)")
  func countedGroup() {
    let item = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(widthDimension: .absolute(500), heightDimension: .absolute(40)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
      subitem: item, count: 3)
    group.interItemSpacing = .fixed(10)
    let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
    let setup = CompositionalStage([4], layout)
    let collection = setup.collection
    #expect(
      (0..<4).compactMap { frame(collection, $0) } == [
        rect(0, 0, 100, 40), rect(110, 0, 100, 40), rect(220, 0, 100, 40), rect(0, 40, 100, 40),
      ])
  }

  @Test("Nested groups: a half-width item beside a column of two quarter-height items (Apple's groups nest)")
  func nestedGroups() {
    let big = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    let small = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
    let column = CollectionLayoutGroup.vertical(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
      subitem: small, count: 2)
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      subitems: [big, column])
    let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
    let setup = CompositionalStage([4], layout)
    let collection = setup.collection
    #expect(
      (0..<4).compactMap { frame(collection, $0) } == [
        rect(0, 0, 160, 100), rect(160, 0, 160, 50), rect(160, 50, 160, 50), rect(0, 100, 160, 100),
      ])
  }

  @Test("Section insets narrow the groups; a header spans the insets' width above the top inset (Apple)")
  func insetsAndHeader() throws {
    let section = gridSection(0.5)
    section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
    section.boundarySupplementaryItems = [
      CollectionLayoutBoundarySupplementaryItem(
        layoutSize: CollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
        elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
    ]
    let setup = CompositionalStage([2], CollectionViewCompositionalLayout(section: section))
    let collection = setup.collection
    #expect(frame(collection, 0) == rect(20, 40, 140, 50))
    let header = try #require(
      collection.supplementaryView(
        forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
    // The estimate is the height: TouchLab has no self-sizing.
    #expect(header.frame == rect(20, 0, 280, 30))
    #expect(collection.contentSize.height == 100)
  }

  @Test(
    "A section provider is asked per section with the collection's size; sections are spaced apart (Apple)")
  func sectionProvider() {
    var widths: [CGFloat] = []
    let configuration = CompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 20
    let layout = CollectionViewCompositionalLayout(
      sectionProvider: { index, environment in
        widths.append(environment.container.effectiveContentSize.width)
        return gridSection(index == 0 ? 0.5 : 0.25)
      }, configuration: configuration)
    let setup = CompositionalStage([2, 4], layout)
    let collection = setup.collection
    #expect(widths.prefix(2) == [320, 320])
    #expect(frame(collection, 1, 0) == rect(160, 0, 160, 50))
    #expect(frame(collection, 3, 1) == rect(240, 70, 80, 50))
  }

  @Test("A horizontal configuration stacks the sections' groups left to right")
  func horizontalScrolling() {
    let item = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
    let group = CollectionLayoutGroup.vertical(
      layoutSize: CollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
      subitems: [item])
    let configuration = CompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let layout = CollectionViewCompositionalLayout(
      section: CollectionLayoutSection(group: group), configuration: configuration)
    let setup = CompositionalStage([5], layout)
    let collection = setup.collection
    #expect(frame(collection, 3) == rect(100, 110, 100, 110))
    #expect(collection.contentSize == CGSize(width: 300, height: 220))
  }

  @Test(
    "Only the visible items have cells; scrolled out, cells are reused (real reuse, as the flow layout's)")
  func onlyVisibleCells() {
    let setup = CompositionalStage([4_000], CollectionViewCompositionalLayout(section: gridSection(0.25)))
    let collection = setup.collection
    // 220 points show rows 0 to 4: 20 cells.
    #expect(collection.visibleCells.count == 20)
    // At 25,010 rows 500 to 504 are in view (a row touching the edge would count).
    collection.contentOffset = CGPoint(x: 0, y: 25_010)
    collection.layoutIfNeeded()
    #expect(collection.indexPathsForVisibleItems.first == IndexPath(item: 2_000, section: 0))
    #expect(collection.visibleCells.count == 20)
    // Twenty cells asked for again, and no new cell made: the first twenty were reused.
    #expect(setup.items.asked.count == 40)
    #expect(collection.viewsMade == 20)
  }
}
