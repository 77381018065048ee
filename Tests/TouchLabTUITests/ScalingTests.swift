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
}
