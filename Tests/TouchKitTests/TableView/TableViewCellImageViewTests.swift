import Foundation
import Testing

@testable import TouchKit

/// UITableViewCell's `imageView` (Apple, `UITableViewCell.imageView`: "The image view of the
/// table view cell is nil if the cell style does not support an image"; `CellStyle.value2` has
/// none). Where it sits is UNSOURCED (TouchLab loads no pixels): at the leading inset, a square
/// as tall as the content view unless its image has a size, the text
/// ``TableViewCell/Metrics/labelInset`` after it (TableViewCell+ImageView.swift).
@Suite("UITableViewCell.imageView")
struct TableViewCellImageViewTests {
  /// A data source whose rows show "Row n" with the image "star".
  final class StarredRows: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = "Row \(indexPath.row)"
      cell.imageView?.image = Image(named: "star")
      return cell
    }
  }

  @Test(
    "Apple: the default, subtitle and value1 styles have an image view, in the content view; value2 has none")
  func stylesWithAnImage() throws {
    for style in [TableViewCell.CellStyle.default, .subtitle, .value1] {
      let cell = TableViewCell(style: style, reuseIdentifier: nil)
      let imageView = try #require(cell.imageView, "\(style)")
      #expect(imageView.superview === cell.contentView)
      #expect(cell.imageView === imageView, "made once")
      #expect(!imageView.isUserInteractionEnabled, "an image view takes no touches (§8)")
    }
    #expect(TableViewCell(style: .value2, reuseIdentifier: nil).imageView == nil)
  }

  @Test(
    "With an image, the image sits at the leading inset and the text label starts after it (UNSOURCED sizes); without one the text keeps the leading inset"
  )
  func textMovesAfterTheImage() throws {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = rect(0, 0, 320, 44)
    cell.textLabel?.text = "Title"
    _ = cell.imageView
    cell.layoutIfNeeded()
    let inset = TableViewCell.Metrics.labelInset
    #expect(cell.textLabel?.frame.minX == inset, "an image view with no image moves nothing")
    cell.imageView?.image = Image(named: "star")
    cell.setNeedsLayout()
    cell.layoutIfNeeded()
    let imageFrame = try #require(cell.imageView?.frame)
    #expect(imageFrame == rect(inset, 0, 44, 44))
    #expect(cell.textLabel?.frame.minX == imageFrame.maxX + inset)
    #expect(cell.textLabel?.frame.maxX == 320 - inset)
  }

  @Test(
    "Set from a data source (cell.imageView?.image = …): each row's image view is named after its row, and a tap on the image selects the row, as the image view takes no touches"
  )
  func tapOnTheImageSelectsTheRow() throws {
    let stage = Stage()
    let table = TableView(frame: rect(0, 0, 320, 220), style: .plain)
    table.id = "list"
    let rows = StarredRows()
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = rows
    stage.add(table)
    table.layoutIfNeeded()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(cell.imageView?.id == "list[0,1].imageView")
    #expect(cell.imageView?.image?.name == "star")
    let image = try #require(cell.imageView)
    let point = image.convert(CGPoint(x: image.bounds.midX, y: image.bounds.midY), to: nil)
    stage.tap(point.x, point.y)
    #expect(stage.hitView() == "list[0,1].contentView")
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
  }
}
