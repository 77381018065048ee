import Foundation
import Testing

@testable import TouchKit

private let bannerKind = "banner"
private let creditsKind = "credits"

/// Sections (`sections` items each) of full-width rows 50 tall, 20 apart, under a 60-point
/// layout-wide header (`banner`) and over a 40-point footer (`credits`), set up by
/// `configure`, in CompositionalStage's 320×220 `grid`.
private func bannerStage(
  _ sections: [Int] = [10, 10], _ configure: (CollectionLayoutBoundarySupplementaryItem) -> Void = { _ in }
) -> CompositionalStage {
  let configuration = CompositionalLayoutConfiguration()
  configuration.interSectionSpacing = 20
  let banner = CollectionLayoutBoundarySupplementaryItem(
    layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
    elementKind: bannerKind, alignment: .top)
  configure(banner)
  let credits = CollectionLayoutBoundarySupplementaryItem(
    layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
    elementKind: creditsKind, alignment: .bottom)
  configuration.boundarySupplementaryItems = [banner, credits]
  let layout = CollectionViewCompositionalLayout(section: gridSection(1), configuration: configuration)
  return CompositionalStage(sections, layout) {
    for kind in [bannerKind, creditsKind] {
      $0.register(
        CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "Header")
    }
  }
}

private extension CompositionalStage {
  func view(_ kind: String) -> CollectionReusableView? {
    collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))
  }

  func scroll(to y: CGFloat) {
    collection.contentOffset = CGPoint(x: 0, y: y)
    collection.layoutIfNeeded()
  }
}

/// The compositional layout configuration's own headers and footers (Apple's
/// `UICollectionViewCompositionalLayoutConfiguration.boundarySupplementaryItems`: "the boundary
/// edges of the entire layout, such as global headers and footers"). docs/collection-view.md.
@Suite("Compositional layout-wide headers and footers")
struct LayoutBoundaryTests {
  @Test(
    "The layout's header is above the first section and its footer below the last; interSectionSpacing only between sections (Apple's configuration)"
  )
  func headerAboveFooterBelow() throws {
    let setup = bannerStage()
    let layout = setup.collection.collectionViewLayout
    #expect(try #require(setup.view(bannerKind)).frame == rect(0, 0, 320, 60))
    #expect(setup.view(bannerKind)?.id == "grid.banner")
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == rect(0, 60, 320, 50))
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == rect(0, 580, 320, 50))
    #expect(
      layout.layoutAttributesForSupplementaryView(ofKind: creditsKind, at: IndexPath(item: 0, section: 0))?
        .frame
        == rect(0, 1080, 320, 40))
    #expect(setup.collection.contentSize == CGSize(width: 320, height: 1120))
    setup.scroll(to: 900)
    #expect(try #require(setup.view(creditsKind)).frame == rect(0, 1080, 320, 40))
    #expect(setup.view(bannerKind) == nil)
  }

  @Test(
    "A pinned layout header stays at the visible top over the cells and takes the tap there; nothing is selected (Apple's pinToVisibleBounds: shown while any portion of the layout is visible)"
  )
  func pinnedHeaderTakesTheTap() throws {
    let setup = bannerStage {
      $0.pinToVisibleBounds = true
      $0.zIndex = 2
    }
    setup.scroll(to: 300)
    #expect(try #require(setup.view(bannerKind)).frame == rect(0, 300, 320, 60))
    setup.stage.tap(160, 20)
    #expect(setup.stage.hitView() == "grid.banner")
    #expect(setup.items.log.isEmpty)
  }

  @Test(
    "A collection with no sections still shows the layout's header and footer (Apple: they belong to the layout)"
  )
  func noSections() throws {
    let setup = bannerStage([])
    #expect(try #require(setup.view(bannerKind)).frame == rect(0, 0, 320, 60))
    #expect(try #require(setup.view(creditsKind)).frame == rect(0, 60, 320, 40))
  }
}
