import Foundation
import Testing
import TouchKit
import TouchLayout

@testable import TouchLabTUI

/// Geometry no screen was made for, in the explorer (issue 16; docs/reliability.md, "Hostile
/// input"): drawing costs what the screen shows, not what the layout spans, and a control too
/// thin to divide by does not trap. The bound is on work (cells visited), never on time.
@Suite("Hostile geometry in the explorer")
struct HostileGeometryTests {
  /// A 390×844 screen with one view of `frame`, transformed by `transform`, in window `main`.
  static func session(_ view: View, transform: CGAffineTransform = .identity) -> Session {
    let app = Application()
    let main = Window(id: "main", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    app.addWindow(main)
    view.transform = transform
    main.addSubview(view)
    let layout = Layout(
      source: "hostile.yaml", title: "Hostile", screenSize: CGSize(width: 390, height: 844), application: app)
    return Session(layout: layout, columns: 100, rows: 30, clock: ManualClock())
  }

  @Test("A box 200,000 cells a side is outlined by visiting at most the canvas's perimeter, twice")
  func hugeBoxVisitsTheScreen() {
    var canvas = Canvas(columns: 100, rows: 30)
    let huge = CellRect(column: -100_000, row: -100_000, columns: 200_000, rows: 200_000)
    let visited = BoxStyle.light.draw(huge, into: &canvas, style: .normal, role: .border)
    // Its edges are all off screen: nothing to visit, where the whole rectangle once was walked.
    #expect(visited == 0)
    let tall = CellRect(column: 10, row: -100_000, columns: 200_000, rows: 200_000)
    #expect(BoxStyle.light.draw(tall, into: &canvas, style: .normal, role: .border) <= 2 * (100 + 30))
    #expect(canvas[10, 5].character == "│")
  }

  @Test("A clipped box draws the same edges as before: corners, sides, one-cell lines and dots")
  func clippedOutline() {
    var canvas = Canvas(columns: 12, rows: 6)
    BoxStyle.light.draw(
      CellRect(column: 1, row: 1, columns: 4, rows: 3), into: &canvas, style: .normal, role: .border)
    BoxStyle.light.draw(
      CellRect(column: 7, row: 1, columns: 3, rows: 1), into: &canvas, style: .normal, role: .border)
    BoxStyle.light.draw(
      CellRect(column: 11, row: 4, columns: 1, rows: 1), into: &canvas, style: .normal, role: .border)
    canvas.clip = CellRect(column: 0, row: 0, columns: 12, rows: 5)
    BoxStyle.light.draw(
      CellRect(column: 6, row: 3, columns: 3, rows: 9), into: &canvas, style: .normal, role: .border)
    #expect(
      canvas.plainText == [
        "", " ┌──┐  ───", " │  │", " └──┘ ┌─┐", "      │ │  ▫", "",
      ])
  }

  @Test("A view scaled by 1e5 renders in the explorer; its box runs off every edge of the canvas")
  func scaledView() {
    let session = Self.session(
      View(id: "big", frame: CGRect(x: 20, y: 100, width: 300, height: 300)),
      transform: CGAffineTransform(scaleX: 100_000, y: 100_000))
    #expect(session.canvas.plainText.count == 30)
    #expect(session.state.scene.windows.first?.children.first?.id == "big")
  }

  @Test(
    "§5 UISegmentedControl 1e-300 wide in the explorer: a press and a release in its slop select the last segment"
  )
  func tinySegmentedControl() {
    let control = SegmentedControl(id: "range", frame: CGRect(x: 20, y: 300, width: 1e-300, height: 60))
    control.segmentTitles = ["Day", "Week", "Month"]
    let session = Self.session(control)
    session.handle(.pointer(.down, CGPoint(x: 20, y: 330)))
    session.handle(.pointer(.move, CGPoint(x: 25, y: 330)))
    session.handle(.pointer(.up, CGPoint(x: 25, y: 330)))
    #expect(control.selectedSegmentIndex == 2)
  }
}
