import Foundation
import Testing

@testable import TouchLabTUI

@Suite struct ScalingTests {
  let scaling = Scaling(
    screenSize: CGSize(width: 200, height: 120), area: CellRect(column: 0, row: 1, columns: 59, rows: 28))

  @Test func cellToPointToCellRoundTrips() {
    for row in 1..<29 {
      for column in 0..<59 {
        let point = scaling.point(forColumn: column, row: row)
        #expect(scaling.cell(for: point) == CellPosition(column: column, row: row))
      }
    }
  }

  @Test func keepsProportionsWithTallCells() {
    // 59 columns / 200 pt vs 2 × 28 rows / 120 pt: the width limits.
    #expect(abs(scaling.columnsPerPoint - 59.0 / 200) < 1e-9)
    #expect(scaling.rowsPerPoint == scaling.columnsPerPoint / 2)
    let box = scaling.cellRect(for: CGRect(x: 0, y: 0, width: 200, height: 120))
    #expect(box == CellRect(column: 0, row: 1, columns: 59, rows: 18))
  }

  @Test func untrustedGeometryDoesNotTrap() {
    let huge = scaling.cellRect(for: CGRect(x: -1e300, y: 0, width: 1e308, height: .infinity))
    #expect(huge.columns >= 1)
    _ = scaling.cell(for: CGPoint(x: CGFloat.nan, y: 1e300))
  }

  @Test("Every cell of a view's box, border included, maps to a point inside the view")
  func boxCellsMapInsideTheirView() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<500 {
      let rect = CGRect(
        x: CGFloat.random(in: 0..<190, using: &generator), y: CGFloat.random(in: 0..<110, using: &generator),
        width: CGFloat.random(in: 8..<60, using: &generator),
        height: CGFloat.random(in: 8..<40, using: &generator))
      let box = scaling.cellRect(for: rect)
      for row in box.row..<(box.row + box.rows) {
        for column in box.column..<(box.column + box.columns) {
          let point = scaling.point(forColumn: column, row: row)
          #expect(rect.contains(point), "cell (\(column), \(row)) → \(point) is outside \(rect)")
        }
      }
    }
  }

  @Test("A cell maps to whole points when cells are at least 2 pt wide, tenths when smaller")
  func pointsAreRounded() {
    let point = scaling.point(forColumn: 7, row: 5)
    #expect(point.x == point.x.rounded() && point.y == point.y.rounded())
    let zoomed = Scaling(
      screenSize: CGSize(width: 20, height: 10), area: CellRect(column: 0, row: 0, columns: 100, rows: 30))
    let fine = zoomed.point(forColumn: 3, row: 2)
    #expect(fine.x != fine.x.rounded())
    #expect(zoomed.cell(for: fine) == CellPosition(column: 3, row: 2))
  }

  @Test("The canvas takes the width the screen needs; the trace pane gets the rest")
  func paneGetsWhatTheCanvasDoesNotNeed() {
    let tall = ScreenLayout(columns: 120, rows: 40, screenSize: CGSize(width: 390, height: 844))
    #expect(tall.paneColumns > 72)
    #expect(tall.dividerColumn < 40)
    let wide = ScreenLayout(columns: 120, rows: 40, screenSize: CGSize(width: 2000, height: 100))
    #expect(wide.paneColumns == 48)
  }
}
