import Foundation
import Testing

@testable import TouchKit

/// UICollectionView's highlight and selection, timed as the table's (ListSelectionTracker.swift, the table's tracker):
/// Apple's `UICollectionViewDelegate` (each call), `allowsSelection`, `allowsMultipleSelection`;
/// the scroll view's content-touch delay (§7, UNSOURCED 150 ms); a control in a cell (§5).
@Suite("UICollectionView selection")
struct CollectionViewSelectionTests {
  /// Item 1 spans x 110..<210, y 0..<50.
  let item1 = CGPoint(x: 160, y: 25)

  @Test("A quick tap highlights at the lift and selects at once; the cell's isSelected observer runs (§7)")
  func quickTap() throws {
    let setup = CollectionStage([7])
    setup.stage.tap(item1.x, item1.y)
    #expect(setup.items.log == ["didHighlight [0,1]", "didUnhighlight [0,1]", "didSelect [0,1]"])
    #expect(setup.collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    let cell = try #require(setup.collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? GridCell)
    #expect(cell.selectionSeen == [true])
    #expect(setup.stage.steps.contains(.rowSelect(tableView: "grid", row: "[0,1]", isSelected: true)))
  }

  @Test("A held finger highlights the item 150 ms late: the content-touch delay (§7, UNSOURCED)")
  func heldFingerHighlightsLate() {
    let setup = CollectionStage([7])
    setup.stage.down(item1.x, item1.y)
    #expect(setup.items.log.isEmpty)
    setup.stage.synthesizer.advance(to: 0.2)
    #expect(setup.items.log == ["didHighlight [0,1]"])
    #expect(setup.collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isHighlighted == true)
    setup.stage.up(item1.x, item1.y)
    #expect(setup.items.log.last == "didSelect [0,1]")
  }

  @Test("A tap on another item deselects the first; with multiple selection a second tap deselects (Apple)")
  func singleAndMultiple() {
    let setup = CollectionStage([7])
    setup.stage.tap(item1.x, item1.y)
    setup.stage.tap(50, 25, after: 1)
    #expect(setup.items.log.suffix(2) == ["didDeselect [0,1]", "didSelect [0,0]"])
    let multiple = CollectionStage([7])
    multiple.collection.allowsMultipleSelection = true
    multiple.stage.tap(item1.x, item1.y)
    multiple.stage.tap(50, 25, after: 1)
    multiple.stage.tap(item1.x, item1.y, after: 2)
    #expect(multiple.collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    #expect(multiple.items.log.last == "didDeselect [0,1]")
  }

  @Test("shouldSelectItemAt false selects nothing, and the trace says why (Apple)")
  func shouldSelectFalse() {
    let setup = CollectionStage([7])
    setup.items.shouldSelect = { _ in false }
    setup.stage.tap(item1.x, item1.y)
    #expect(!setup.items.log.contains { $0.hasPrefix("didSelect") })
    #expect(
      setup.stage.steps.contains(.rowSkipped(tableView: "grid", row: "[0,1]", reason: .shouldSelectItemFalse))
    )
  }

  @Test("allowsSelection false: no highlight, no selection (Apple)")
  func selectionNotAllowed() {
    let setup = CollectionStage([7])
    setup.collection.allowsSelection = false
    setup.stage.tap(item1.x, item1.y)
    #expect(setup.items.log.isEmpty)
  }

  @Test("A touch that scrolls selects nothing (§7)")
  func scrollSelectsNothing() {
    let setup = CollectionStage([300])
    setup.stage.down(item1.x, 100)
    setup.stage.move(item1.x, 80)
    setup.stage.move(item1.x, 60)
    setup.stage.up(item1.x, 60)
    #expect(setup.collection.contentOffset.y > 0)
    #expect(!setup.items.log.contains { $0.hasPrefix("didSelect") })
  }

  @Test("A button in a cell's content view takes its touch as a control does, and selects nothing (§5)")
  func buttonInCell() throws {
    let setup = CollectionStage([7])
    let cell = try #require(setup.collection.cellForItem(at: IndexPath(item: 1, section: 0)))
    let button = Button(id: "like", frame: rect(60, 10, 30, 30))
    cell.contentView.addSubview(button)
    setup.stage.tap(185, 25)
    #expect(setup.stage.steps.contains(.controlEvents(control: "like", events: ["touchDown"])))
    #expect(!setup.items.log.contains { $0.hasPrefix("didSelect") })
  }

  @Test("selectItem from code calls no delegate method (Apple)")
  func selectFromCode() {
    let setup = CollectionStage([7])
    setup.collection.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    #expect(setup.items.log.isEmpty)
    #expect(setup.collection.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
    setup.collection.deselectItem(at: IndexPath(item: 2, section: 0), animated: false)
    #expect(setup.collection.indexPathsForSelectedItems == [])
  }
}
