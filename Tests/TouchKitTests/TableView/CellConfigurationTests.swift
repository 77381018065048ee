import Foundation
import Testing

@testable import TouchKit

/// Cell configurations (iOS 14 and 15), on table and collection cells alike: Apple's
/// `contentConfiguration`, `defaultContentConfiguration()` ("a default list content
/// configuration for the cell's style"), `backgroundConfiguration`,
/// `setNeedsUpdateConfiguration()` ("The system calls this method automatically when the
/// cell's configurationState changes … The system might combine multiple requests into a single
/// update"), `updateConfiguration(using:)` and `configurationUpdateHandler` ("an alternative
/// approach to overriding updateConfiguration(using:)"). That the update runs in the layout
/// pass after the event, as a button's, is TouchLab's reading of "combine multiple requests".
@Suite("Cell configurations")
struct CellConfigurationTests {
  /// A table cell that logs the states its updates see.
  final class StateCell: TableViewCell {
    var seen: [String] = []
    override func updateConfiguration(using state: CellConfigurationState) {
      seen.append("override h=\(state.isHighlighted) s=\(state.isSelected)")
    }
  }

  /// Rows 44 points tall from y = 0: row 1 spans 44..<88.
  let row1 = CGPoint(x: 100, y: 66)

  @Test(
    "A table cell's default content configuration follows its style, and setting it puts a list content view in the content view (Apple)"
  )
  func tableContentConfiguration() throws {
    let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
    var content = cell.defaultContentConfiguration()
    content.text = "Wi-Fi"
    content.secondaryText = "Home"
    cell.contentConfiguration = content
    let shown = try #require(cell.contentView.subviews.first?.subviews.first as? ListContentView)
    #expect(shown.textLabel.text == "Wi-Fi" && shown.secondaryTextLabel.text == "Home")
    #expect(shown.configuration.style == .value)
    #expect(
      TableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration().style == .stacked)
    // Set again, the same content view shows the new texts.
    content.text = "Bluetooth"
    cell.contentConfiguration = content
    #expect(shown.textLabel.text == "Bluetooth")
    #expect((cell.contentConfiguration as? ListContentConfiguration)?.text == "Bluetooth")
    cell.backgroundConfiguration = .listGroupedCell()
    #expect(cell.backgroundConfiguration?.backgroundColor == .secondarySystemBackground)
  }

  @Test(
    "Highlight and selection ask for an update: updateConfiguration(using:) then the handler see the held row highlighted, then selected (Apple)"
  )
  func tableUpdatesOnStateChange() throws {
    let setup = TableStage([20], cellClass: StateCell.self)
    let cell = try #require(setup.table.cellForRow(at: IndexPath(row: 1, section: 0)) as? StateCell)
    cell.configurationUpdateHandler = { cell, state in
      (cell as? StateCell)?.seen.append("handler h=\(state.isHighlighted) s=\(state.isSelected)")
    }
    setup.table.layoutIfNeeded()
    cell.seen = []
    setup.stage.down(row1.x, row1.y)
    setup.stage.synthesizer.advance(to: 0.2)
    // The run-loop turn after the content-touch delay's timer lays out what it marked.
    setup.stage.application.layoutIfNeeded()
    #expect(cell.seen == ["override h=true s=false", "handler h=true s=false"])
    setup.stage.up(row1.x, row1.y)
    // Unhighlight and select at the lift are one update (requests combined).
    #expect(cell.seen.suffix(2) == ["override h=false s=true", "handler h=false s=true"])
    #expect(cell.seen.count == 4)
  }

  @Test("A new cell is updated before its first display, so its first look is its state's")
  func firstDisplayUpdates() throws {
    let setup = TableStage([20], cellClass: StateCell.self)
    let cell = try #require(setup.table.cellForRow(at: IndexPath(row: 0, section: 0)) as? StateCell)
    #expect(cell.seen == ["override h=false s=false"])
  }

  @Test(
    "A collection cell's handler sees its selection after a tap; its content configuration shows in its content view (Apple)"
  )
  func collectionUpdatesOnSelection() throws {
    let setup = CollectionStage([6])
    let cell = try #require(setup.collection.cellForItem(at: IndexPath(item: 0, section: 0)))
    var states: [CellConfigurationState] = []
    cell.configurationUpdateHandler = { _, state in states.append(state) }
    var content = ListContentConfiguration.cell()
    content.text = "Photo"
    cell.contentConfiguration = content
    setup.collection.layoutIfNeeded()
    #expect(states.count == 1 && states.last?.isSelected == false)
    #expect((cell.contentConfiguration as? ListContentConfiguration)?.text == "Photo")
    setup.stage.tap(50, 25)
    #expect(states.last?.isSelected == true && states.last?.isHighlighted == false)
  }

  @Test(
    "The views a list content configuration makes are named after their cell as textLabel is (list[0,1].text), and renamed with the cell when it is reused for another row"
  )
  func listContentViewsAreNamed() throws {
    let setup = TableStage([40])
    let cell = try #require(setup.table.cellForRow(at: IndexPath(row: 1, section: 0)))
    var content = cell.defaultContentConfiguration()
    content.text = "Wi-Fi"
    content.secondaryText = "Home"
    cell.contentConfiguration = content
    let shown = try #require(ContentConfigurationHost.host(in: cell.contentView)?.content as? ListContentView)
    #expect(shown.textLabel.id == "list[0,1].text")
    #expect(
      shown.secondaryTextLabel.id == "list[0,1].secondaryText" && shown.imageView.id == "list[0,1].image")
    #expect(shown.id == "list[0,1].listContentView")
    #expect(shown.superview?.id == "list[0,1].contentConfiguration")
    // Scrolled out, the cell comes back for a row below, its parts renamed with it.
    setup.scroll(to: 1_000)
    #expect(cell.id != "list[0,1]" && !cell.id.isEmpty)
    #expect(shown.textLabel.id == cell.id + ".text")
  }

  @Test("A collection list cell's content configuration views are named after the cell (grid[0,2].text)")
  func collectionListContentViewsAreNamed() throws {
    let setup = CompositionalStage([3], .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
    let cell = try #require(setup.collection.cellForItem(at: IndexPath(item: 2, section: 0)))
    var content = ListContentConfiguration.cell()
    content.text = "Inbox"
    cell.contentConfiguration = content
    let shown = try #require(cell.contentView.subviews.first?.subviews.first as? ListContentView)
    #expect(shown.textLabel.id == "grid[0,2].text")
  }
}
