import Foundation
import Testing

@testable import TouchKit

private let badgeKind = "badge"

/// Two items to a 50-point row, each with a 20×20 badge `configure` sets up, anchored on its
/// top trailing corner with its centre there (Apple's badge: `fractionalOffset: (0.5, -0.5)`),
/// in CompositionalStage's 320×220 `grid`. Item 2 spans (0, 50, 160, 50): its badge is
/// (150, 40, 20, 20), over item 1 (160, 0, 160, 50) and item 3 (160, 50, 160, 50).
private func badgedStage(
  items: Int = 6, _ configure: (CollectionLayoutSupplementaryItem) -> Void = { _ in }
) -> CompositionalStage {
  let badge = CollectionLayoutSupplementaryItem(
    layoutSize: CollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
    elementKind: badgeKind,
    containerAnchor: CollectionLayoutAnchor(
      edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
  configure(badge)
  let item = CollectionLayoutItem(
    layoutSize: CollectionLayoutSize(
      widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
    supplementaryItems: [badge])
  let group = CollectionLayoutGroup.horizontal(
    layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
    subitems: [item])
  let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
  return CompositionalStage([items], layout) {
    $0.register(
      CollectionReusableView.self, forSupplementaryViewOfKind: badgeKind, withReuseIdentifier: "Header")
  }
}

private extension CompositionalStage {
  func badge(_ item: Int) -> CollectionReusableView? {
    collection.supplementaryView(forElementKind: badgeKind, at: IndexPath(item: item, section: 0))
  }
}

/// An item's supplementary items (Apple's `NSCollectionLayoutSupplementaryItem` and
/// `NSCollectionLayoutAnchor`): badges placed by their anchors on each cell, asked of the data
/// source at the item's index path, reused, stacked by `zIndex`. docs/collection-view.md.
@Suite("Compositional item supplementary items (badges)")
struct ItemSupplementaryTests {
  @Test(
    "An anchor without offset keeps the badge inside the named edges; two edges name a corner, one edge centres it along the other axis (Apple's NSCollectionLayoutAnchor)"
  )
  func anchorInsideEdges() {
    let item = rect(100, 100, 100, 50)
    let size = CGSize(width: 20, height: 10)
    #expect(
      CollectionLayoutAnchor(edges: [.top, .trailing]).frame(of: size, on: item, itemAnchor: nil)
        == rect(180, 100, 20, 10))
    #expect(
      CollectionLayoutAnchor(edges: [.bottom, .leading]).frame(of: size, on: item, itemAnchor: nil)
        == rect(100, 140, 20, 10))
    #expect(
      CollectionLayoutAnchor(edges: .bottom).frame(of: size, on: item, itemAnchor: nil)
        == rect(140, 140, 20, 10))
  }

  @Test(
    "An absolute offset moves the badge by points, a fractional one by fractions of the badge's own size (Apple's init(edges:absoluteOffset:), isFractionalOffset)"
  )
  func anchorOffsets() {
    let item = rect(100, 100, 100, 50)
    let size = CGSize(width: 20, height: 10)
    let absolute = CollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 4, y: -6))
    #expect(absolute.isAbsoluteOffset && !absolute.isFractionalOffset)
    #expect(absolute.frame(of: size, on: item, itemAnchor: nil) == rect(184, 94, 20, 10))
    let fractional = CollectionLayoutAnchor(
      edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5))
    #expect(fractional.isFractionalOffset)
    #expect(fractional.frame(of: size, on: item, itemAnchor: nil) == rect(190, 95, 20, 10))
  }

  @Test(
    "With an item anchor, the item's point the container anchor names meets the badge's point the item anchor names (UNSOURCED: Apple's itemAnchor says only that it anchors the badge to the item)"
  )
  func itemAnchorMeetsContainerAnchor() {
    let item = rect(100, 100, 100, 50)
    let frame = CollectionLayoutAnchor(edges: [.top, .trailing]).frame(
      of: CGSize(width: 20, height: 10), on: item,
      itemAnchor: CollectionLayoutAnchor(edges: [.bottom, .leading]))
    #expect(frame == rect(200, 90, 20, 10))
  }

  @Test(
    "Each cell gets its badge from the data source at its own index path, placed by its anchor (Apple: a supplementary item follows the index path of the item it's attached to)"
  )
  func badgeFollowsItsItem() throws {
    let setup = badgedStage()
    #expect(try #require(setup.badge(2)).frame == rect(150, 40, 20, 20))
    #expect(try #require(setup.badge(3)).frame == rect(310, 40, 20, 20))
    #expect(
      setup.collection.collectionViewLayout.layoutAttributesForSupplementaryView(
        ofKind: badgeKind, at: IndexPath(item: 5, section: 0))?.frame == rect(310, 90, 20, 20))
    #expect(setup.badge(2)?.id == "grid.badge[0,2]")
  }

  @Test(
    "A badge sticking out of its cell over the next one takes the tap there, and no item is selected (zIndex ties: supplementary views in front, as a header; UICollectionViewLayoutAttributes.zIndex)"
  )
  func badgeTakesTheTap() {
    let setup = badgedStage()
    setup.stage.tap(165, 45)
    #expect(setup.stage.hitView() == "grid.badge[0,2]")
    #expect(setup.items.log.isEmpty)
  }

  @Test(
    "A badge with a lower zIndex than the cells is behind them: the same tap selects item 1 (Apple's zIndex: higher values appear on top)"
  )
  func lowerZIndexIsBehind() {
    let setup = badgedStage { $0.zIndex = -1 }
    setup.stage.tap(165, 45)
    #expect(setup.stage.hitView() == "grid[0,1].contentView")
    #expect(setup.items.log.last == "didSelect [0,1]")
  }

  @Test("A badge scrolled out is queued and handed back by the next dequeue of its kind (Apple's reuse)")
  func badgeIsReused() throws {
    let setup = badgedStage(items: 40)
    let first = try #require(setup.badge(0))
    setup.collection.contentOffset = CGPoint(x: 0, y: 600)
    setup.collection.layoutIfNeeded()
    #expect(setup.badge(0) == nil)
    // Rows 12 to 16 are in view at 600: items 24 to 33 and their badges.
    let shown = (24..<34).compactMap { setup.badge($0) }
    #expect(shown.count == 10)
    #expect(shown.contains { $0 === first })
  }
}
