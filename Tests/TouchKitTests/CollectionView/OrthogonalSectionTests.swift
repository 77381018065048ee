import Foundation
import Testing

@testable import TouchKit

/// Orthogonally scrolling sections (`orthogonalScrollingBehavior`): a scroll view of their own
/// across the collection, with its own pan, so a sideways drag scrolls the section and a
/// vertical one the collection, as on iOS (Apple's `NSCollectionLayoutSection`; the
/// cross-directional nesting of Apple's Scroll View Programming Guide; which axis wins by the
/// drag's direction is UNSOURCED, what iOS shows).
@Suite("Orthogonal sections")
struct OrthogonalSectionTests {
  /// Section 0: ten 100×80 items in a row that scrolls sideways; section 1: rows of four.
  private func setUp() -> CompositionalStage {
    let layout = CollectionViewCompositionalLayout { index, _ in
      guard index == 0 else { return gridSection(0.25) }
      let item = CollectionLayoutItem(
        layoutSize: CollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: CollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(80)),
        subitems: [item])
      let section = CollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = .continuous
      return section
    }
    return CompositionalStage([10, 40], layout)
  }

  private func drag(_ stage: Stage, from start: CGPoint, by delta: CGPoint) {
    stage.down(start.x, start.y)
    for step in 1...5 {
      let fraction = CGFloat(step) / 5
      stage.move(start.x + delta.x * fraction, start.y + delta.y * fraction)
    }
    stage.up(start.x + delta.x, start.y + delta.y)
  }

  private func shown(_ collection: CollectionView, section: Int) -> [Int] {
    collection.indexPathsForVisibleItems.filter { $0.section == section }.map(\.item)
  }

  @Test("The section's row is a scroll view of its own holding the section's visible cells")
  func rowIsAScrollView() throws {
    let setup = setUp()
    let collection = setup.collection
    let row = try #require(collection.orthogonalScrollViews[0])
    #expect(row.frame == rect(0, 0, 320, 80))
    #expect(row.contentSize == CGSize(width: 1_000, height: 80))
    #expect(row.id == "grid.section[0]")
    #expect(shown(collection, section: 0) == [0, 1, 2, 3])
    #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.superview === row)
    #expect(collection.contentSize == CGSize(width: 320, height: 580))
  }

  @Test("A sideways drag on the section scrolls the section, not the collection, and shows its next cells")
  func sidewaysDragScrollsTheSection() throws {
    let setup = setUp()
    let (stage, collection) = (setup.stage, setup.collection)
    drag(stage, from: CGPoint(x: 300, y: 40), by: CGPoint(x: -200, y: 0))
    let row = try #require(collection.orthogonalScrollViews[0])
    #expect(row.contentOffset == CGPoint(x: 200, y: 0))
    #expect(collection.contentOffset == .zero)
    collection.layoutIfNeeded()
    // Items 1 (its edge touching the bounds, which counts as it does for the flow layout) to 5.
    #expect(shown(collection, section: 0) == [1, 2, 3, 4, 5])
    #expect(
      stage.steps.contains(.scroll(scrollView: "grid.section[0]", contentOffset: CGPoint(x: 200, y: 0))))
  }

  @Test("A vertical drag on the section scrolls the collection: the section's pan does not begin")
  func verticalDragScrollsTheCollection() throws {
    let setup = setUp()
    let (stage, collection) = (setup.stage, setup.collection)
    drag(stage, from: CGPoint(x: 150, y: 70), by: CGPoint(x: 0, y: -50))
    #expect(collection.contentOffset == CGPoint(x: 0, y: 50))
    #expect(collection.orthogonalScrollViews[0]?.contentOffset == .zero)
  }

  @Test("After the section scrolls, a tap selects the item under the finger, by its index path")
  func tapAfterScrollSelectsTheRightItem() throws {
    let setup = setUp()
    let (stage, collection, source) = (setup.stage, setup.collection, setup.items)
    drag(stage, from: CGPoint(x: 300, y: 40), by: CGPoint(x: -200, y: 0))
    #expect(collection.indexPathForItem(at: CGPoint(x: 150, y: 40)) == IndexPath(item: 3, section: 0))
    stage.tap(150, 40, after: 1)
    #expect(source.log.last == "didSelect [0,3]")
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    stage.tap(150, 120, after: 1)
    #expect(source.log.last == "didSelect [1,1]")
  }
}
