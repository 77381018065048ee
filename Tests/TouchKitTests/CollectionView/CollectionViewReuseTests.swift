import Foundation
import Testing

@testable import TouchKit

/// UICollectionView's cells: only visible items have cells, a cell scrolled out is queued and
/// handed back by the next dequeue after `prepareForReuse()` (Apple's
/// `dequeueReusableCell(withReuseIdentifier:for:)` and `prepareForReuse()`), and what is where.
@Suite("UICollectionView reuse")
struct CollectionViewReuseTests {
  @Test("Only the items in the bounds have cells, and only they are subviews")
  func onlyVisibleItems() {
    // Lines 60 points apart, 3 items to a line: 220 points show lines 0–3, items 0–11.
    let setup = CollectionStage([300])
    #expect(setup.collection.indexPathsForVisibleItems == (0..<12).map { IndexPath(item: $0, section: 0) })
    #expect(setup.items.asked.count == 12)
    #expect(setup.collection.subviews.compactMap { $0 as? CollectionViewCell }.count == 12)
    #expect(setup.collection.contentSize.height == CGFloat(100 * 60 - 10))
  }

  @Test("A scroll through every item makes at most the visible cells and one line more")
  func reuseAcrossScroll() {
    let setup = CollectionStage([300])
    var y: CGFloat = 0
    while y < setup.collection.maximumContentOffset.y {
      y += 25
      setup.scroll(to: y)
    }
    #expect(setup.collection.viewsMade <= 15)
    #expect(setup.collection.indexPathsForVisibleItems.last == IndexPath(item: 299, section: 0))
    let cells = setup.collection.visibleCells.compactMap { $0 as? GridCell }
    #expect(cells.contains { $0.prepared > 0 })
  }

  @Test("A dequeue hands back the cell that left, after prepareForReuse(), and the trace says which")
  func dequeueRecord() throws {
    let setup = CollectionStage([300])
    let first = try #require(setup.collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? GridCell)
    // A drag scrolls by about 120 points: the layout pass after the event tiles, traced.
    setup.stage.down(160, 200)
    setup.stage.move(160, 150)
    setup.stage.move(160, 60)
    setup.stage.up(160, 60)
    #expect(setup.collection.contentOffset.y > 60)
    // Item 0 left the screen; its cell was queued and handed back for an item coming in.
    #expect(setup.collection.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    #expect(first.prepared == 1)
    let shown = try #require(setup.collection.indexPath(for: first))
    #expect(shown.item >= 12)
    #expect(
      setup.stage.steps.contains { step in
        if case .cellDequeue("grid", "Cell", first.serial, true, "[0,0]", .some) = step {
          true
        } else {
          false
        }
      })
    #expect(first.id.hasPrefix("grid[0,"))
    #expect(first.contentView.id == first.id + ".contentView")
  }

  @Test("indexPathForItem(at:) finds the item under a point and none in a gap")
  func indexPathForItem() {
    let setup = CollectionStage([7])
    #expect(setup.collection.indexPathForItem(at: CGPoint(x: 150, y: 70)) == IndexPath(item: 4, section: 0))
    #expect(setup.collection.indexPathForItem(at: CGPoint(x: 105, y: 20)) == nil)
    #expect(setup.collection.indexPathForItem(at: CGPoint(x: 150, y: 55)) == nil)
  }

  @Test("scrollToItem(at:at:animated:) puts the item at the position and shows its cell")
  func scrollToItem() {
    let setup = CollectionStage([300])
    let target = IndexPath(item: 150, section: 0)
    setup.collection.scrollToItem(at: target, at: .top, animated: false)
    #expect(setup.collection.contentOffset.y == CGFloat(50 * 60))
    #expect(setup.collection.cellForItem(at: target) != nil)
    setup.collection.scrollToItem(at: IndexPath(item: 0, section: 0), at: [], animated: false)
    #expect(setup.collection.contentOffset.y == 0)
  }

  @Test("The dequeue message for an unregistered identifier is UIKit's, whole")
  func unregisteredMessage() {
    #expect(
      CollectionViewFault.unregisteredCell("Photo").message
        == "could not dequeue a view of kind: UICollectionElementKindCell with identifier Photo - must "
        + "register a nib or a class for the identifier or connect a prototype cell in a storyboard")
  }

  @Test(
    "A registered subclass is made through its init(frame:) override, and its content view is below added views"
  )
  func registeredSubclass() throws {
    final class Framed: CollectionViewCell {
      var madeByFrame = false
      override init(frame: CGRect) {
        super.init(frame: frame)
        madeByFrame = true
      }
      required init?(coder: NSCoder) { nil }
    }
    let collection = CollectionView(
      frame: rect(0, 0, 320, 220), collectionViewLayout: CollectionViewFlowLayout())
    collection.register(Framed.self, forCellWithReuseIdentifier: "F")
    let cell = try #require(
      collection.dequeueReusableCell(withReuseIdentifier: "F", for: IndexPath(item: 0, section: 0)) as? Framed
    )
    #expect(cell.madeByFrame && cell.reuseIdentifier == "F")
    let badge = View(frame: rect(0, 0, 10, 10))
    cell.addSubview(badge)
    #expect(cell.subviews.first === cell.contentView && cell.subviews.last === badge)
  }
}
