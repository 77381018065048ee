import Foundation
import Testing
import TouchKit

@testable import TouchLayout
@testable import TouchScript

/// Rows whose cells show a list content configuration (iOS 14's `UIListContentConfiguration`,
/// set in `cellForRowAt` as Apple's samples do).
private final class ConfiguredRows: TableViewDataSource {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = "Row \(indexPath.row)"
    cell.contentConfiguration = content
    return cell
  }
}

/// Why-not finds a list content configuration's label by its id (`list[0,1].text`), as it finds
/// a cell's `textLabel`: the labels UIKit's `UIListContentView` makes take no touches (a label's
/// `isUserInteractionEnabled` is false, Apple's `UILabel`), so a tap on the text goes to the row.
@Suite("Why not: list content configurations")
struct WhyNotListContentTests {
  @Test(
    "A tap on a configured row's text: why-not names the label by its id and says it takes no touches (Apple's UILabel: isUserInteractionEnabled false)"
  )
  func labelFoundByID() throws {
    let layout = try loadLayout(oneWindow("      - {id: list, class: TableView, frame: [0, 0, 390, 400]}\n"))
    let list = try #require(layout.view("list") as? TableView)
    let rows = ConfiguredRows()
    list.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    list.dataSource = rows
    list.layoutIfNeeded()
    let synthesizer = TouchSynthesizer(application: layout.application)
    // Row 1 spans 44..<88.
    for pointer in Gesture.pointerEvents(for: [.tap(CGPoint(x: 100, y: 66))]) { synthesizer.send(pointer) }
    _ = synthesizer.runUntilIdle()
    let answer = WhyNot.answer("list[0,1].text", in: synthesizer.trace?.trace.records ?? [], layout: layout)
    #expect(answer.hasPrefix("list[0,1].text was not hit"), "\(answer)")
    #expect(answer.contains("isUserInteractionEnabled is false"), "\(answer)")
  }
}
