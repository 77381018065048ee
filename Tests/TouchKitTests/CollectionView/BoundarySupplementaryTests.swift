import Foundation
import Testing

@testable import TouchKit

/// Two sections of ten full-width rows 50 tall under a 40-point header (a 30-point footer with
/// `footer`), set up by `configure`, in CompositionalStage's 320×220 `grid`. Section 0 spans
/// y 0..<540 without a footer; row `n` of section 0 spans y 40 + 50n ..< 90 + 50n.
private func pinnedStage(
  footer: Bool = false, _ configure: (CollectionLayoutBoundarySupplementaryItem) -> Void
) -> CompositionalStage {
  let item = CollectionLayoutItem(
    layoutSize: CollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
  let group = CollectionLayoutGroup.vertical(
    layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
    subitems: [item])
  let section = CollectionLayoutSection(group: group)
  let header = CollectionLayoutBoundarySupplementaryItem(
    layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
    elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
  configure(header)
  section.boundarySupplementaryItems = [header]
  if footer {
    let item = CollectionLayoutBoundarySupplementaryItem(
      layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
      elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom)
    item.pinToVisibleBounds = true
    section.boundarySupplementaryItems.append(item)
  }
  return CompositionalStage([10, 10], CollectionViewCompositionalLayout(section: section)) {
    $0.register(
      CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
      withReuseIdentifier: "Header")
  }
}

private extension CompositionalStage {
  func scroll(to y: CGFloat) {
    collection.contentOffset = CGPoint(x: 0, y: y)
    collection.layoutIfNeeded()
  }

  func view(_ kind: String = CollectionView.elementKindSectionHeader, section: Int = 0)
    -> CollectionReusableView?
  {
    collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))
  }
}

/// A compositional section's headers and footers (Apple's
/// `NSCollectionLayoutBoundarySupplementaryItem`): pinned to the visible bounds
/// (`pinToVisibleBounds`), stacked by `zIndex` (`UICollectionViewLayoutAttributes.zIndex`), laid
/// over the content when they do not `extendsBoundary`. docs/collection-view.md.
@Suite("Compositional headers and footers")
struct BoundarySupplementaryTests {
  @Test(
    "A pinned header stays at the visible top while its section scrolls under it, and its section's end pushes it away (Apple's pinToVisibleBounds)"
  )
  func pinnedHeaderFollowsTheTop() throws {
    let setup = pinnedStage { $0.pinToVisibleBounds = true }
    setup.scroll(to: 100)
    #expect(try #require(setup.view()).frame == rect(0, 100, 320, 40))
    // At 520 section 0 ends at 540: its header is pushed up to end there.
    setup.scroll(to: 520)
    #expect(try #require(setup.view()).frame == rect(0, 500, 320, 40))
    #expect(try #require(setup.view(section: 1)).frame == rect(0, 540, 320, 40))
    // Never below its own place: at the top it is where the section puts it.
    setup.scroll(to: 0)
    #expect(try #require(setup.view()).frame == rect(0, 0, 320, 40))
  }

  @Test(
    "A tap at the top of the bounds hits the pinned header in front (zIndex 2, Apple's pinned-header sample), not the row under it, which is not selected"
  )
  func pinnedHeaderTakesTheTap() {
    let setup = pinnedStage {
      $0.pinToVisibleBounds = true
      $0.zIndex = 2
    }
    setup.scroll(to: 100)
    // y 20 in the window is 120 in the content: row 1 (90..<140) lies under the header.
    setup.stage.tap(160, 20)
    #expect(setup.stage.hitView() == "grid.header[0]")
    #expect(setup.items.log.isEmpty)
  }

  @Test("An unpinned header scrolls away with its section, and the same tap selects the row there (Apple)")
  func unpinnedHeaderScrollsAway() {
    let setup = pinnedStage { $0.zIndex = 2 }
    setup.scroll(to: 100)
    #expect(setup.view() == nil)
    setup.stage.tap(160, 20)
    #expect(setup.items.log == ["didHighlight [0,1]", "didUnhighlight [0,1]", "didSelect [0,1]"])
  }

  @Test(
    "A pinned footer stays at the visible bottom while its section is in view (Apple's pinToVisibleBounds)")
  func pinnedFooterFollowsTheBottom() throws {
    let setup = pinnedStage(footer: true) { _ in }
    // Its place is y 540 (header 40, rows 500); pinned, it shows at 220 - 30.
    let footer = try #require(setup.view(CollectionView.elementKindSectionFooter))
    #expect(footer.frame == rect(0, 190, 320, 30))
  }

  @Test(
    "A header that does not extend the boundary lies over the first row; the higher zIndex is in front and takes the tap (Apple's extendsBoundary, zIndex)"
  )
  func overlayHeaderStacksByZIndex() throws {
    for (zIndex, hit) in [(1, "grid.header[0]"), (-1, "grid[0,0].contentView")] {
      let setup = pinnedStage {
        $0.extendsBoundary = false
        $0.zIndex = zIndex
      }
      #expect(
        setup.collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
          == rect(0, 0, 320, 50))
      #expect(try #require(setup.view()).frame == rect(0, 0, 320, 40))
      setup.stage.tap(160, 20)
      #expect(setup.stage.hitView() == hit, "zIndex \(zIndex)")
    }
  }
}
