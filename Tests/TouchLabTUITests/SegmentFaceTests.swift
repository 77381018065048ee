import Foundation
import Testing
import TouchKit
import TouchLayout

@testable import TouchLabTUI

/// A segmented control's titles are drawn in the segments the engine divides it into, so a
/// click on a drawn title selects that segment (a sibling of the slider's thumb: drawn one
/// after the other from the left, `Month` sat over the middle segment).
@Suite struct SegmentFaceTests {
  @Test("§5 UISegmentedControl: a click on each drawn title selects its segment, at every size")
  func clickOnATitleSelectsIt() throws {
    for (columns, rows) in [(80, 24), (110, 40), (120, 40), (200, 60)] {
      let app = Application()
      let main = Window(id: "main", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      app.addWindow(main)
      let range = SegmentedControl(id: "range", frame: CGRect(x: 20, y: 300, width: 350, height: 60))
      range.segmentTitles = ["Day", "Week", "Month"]
      main.addSubview(range)
      let layout = Layout(
        source: "s.yaml", title: "S", screenSize: CGSize(width: 390, height: 844), application: app)
      let clock = ManualClock()
      let session = Session(layout: layout, columns: columns, rows: rows, clock: clock)
      // At 80×24 the box is one row: the segments are in its title, where there is no room to
      // place them.
      guard session.state.scaling.cellRect(for: range.frame).rows >= 2 else {
        #expect(columns < 110, "\(columns)×\(rows): room for the segments")
        continue
      }
      for (index, title) in range.segmentTitles.enumerated() {
        let text = session.canvas.plainText
        let row = try #require(text.firstIndex { $0.contains(title) }, "\(columns)×\(rows): \(title) drawn")
        let offset = try #require(text[row].range(of: title))
        let column = text[row].distance(from: text[row].startIndex, to: offset.lowerBound)
        let point = session.state.scene.touchPoint(
          at: CellPosition(column: column, row: row), scaling: session.state.scaling)
        session.handle(.pointer(.down, point))
        clock.advance(by: 0.05)
        session.handle(.pointer(.up, point))
        clock.advance(by: 1)
        #expect(range.selectedSegmentIndex == index, "\(columns)×\(rows): a click on \(title)")
      }
    }
  }
}
