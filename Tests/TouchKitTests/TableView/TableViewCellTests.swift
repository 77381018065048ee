import Foundation
import Testing

@testable import TouchKit

/// UITableViewCell: its content view, labels, accessory and states (Apple's `UITableViewCell`).
@Suite("UITableViewCell")
struct TableViewCellTests {
  /// A cell that adds a button to itself instead of its content view, in its initializer.
  final class MistakenCell: TableViewCell {
    let button = Button(id: "mistake", frame: rect(10, 5, 80, 30))
    required init(style: CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      addSubview(button)
    }
    required init?(coder: NSCoder) { nil }
  }

  @Test(
    "contentView is made on first access and added above the cell's subviews, so a view added to the cell before is covered (community-sourced, iOS 14+)"
  )
  func contentViewCoversEarlierSubviews() {
    let stage = Stage()
    let cell = stage.add(MistakenCell(style: .default, reuseIdentifier: "Cell"))
    cell.frame = rect(0, 0, 320, 44)
    #expect(cell.subviews.count == 1)
    let content = cell.contentView
    #expect(cell.subviews.map { $0 === content } == [false, true])
    #expect(cell.contentView === content)
    content.id = "content"
    stage.tap(20, 20)
    #expect(stage.hitView() == "content")
  }

  @Test(
    "textLabel is in the content view; detailTextLabel is nil for the default style (Apple's UITableViewCell)"
  )
  func labels() {
    let plain = TableViewCell(style: .default, reuseIdentifier: nil)
    #expect(plain.detailTextLabel == nil)
    #expect(plain.textLabel?.superview === plain.contentView)
    let subtitle = TableViewCell(style: .subtitle, reuseIdentifier: nil)
    #expect(subtitle.detailTextLabel?.superview === subtitle.contentView)
  }

  @Test("An accessory view sits beside the content view and narrows it")
  func accessoryView() {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = rect(0, 0, 320, 44)
    let content = cell.contentView
    let toggle = Switch(frame: rect(0, 0, 51, 31))
    cell.accessoryView = toggle
    cell.layoutIfNeeded()
    #expect(toggle.superview === cell)
    #expect(content.frame.maxX <= toggle.frame.minX)
  }

  @Test("isHighlighted and isSelected go through setHighlighted/setSelected; prepareForReuse clears them")
  func states() {
    let cell = TableViewCell(style: .default, reuseIdentifier: "Cell")
    cell.isHighlighted = true
    cell.setSelected(true, animated: true)
    #expect(cell.isHighlighted && cell.isSelected)
    cell.prepareForReuse()
    #expect(!cell.isHighlighted && !cell.isSelected)
    #expect(cell.reuseIdentifier == "Cell")
  }
}
