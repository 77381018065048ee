import Foundation
import TouchKit

/// The hit-region map as the explorer and `touchlab map` show it: the engine's map at the
/// canvas's cells (what a tap at each cell hits), and at one sample a point over the screen,
/// or over the selected view and its neighbours, for what a cell's centre cannot say: the
/// tappable rectangles in points, their area, and which cells hold more than one view's
/// region.
public struct HitMapView: Sendable {
  /// One sample a cell: what the canvas paints.
  public let cells: HitRegionMap
  /// Every point of ``preciseArea``, a run of points with one answer a sample
  /// (``HitMapGrid/points(in:of:splitAt:)``).
  public let points: HitRegionMap
  /// The screen points the precise map covers: the whole screen, or around a view.
  public let preciseArea: CGRect
  /// The canvas area the cells are: the first cell is the map's column 0, row 0.
  public let area: CellRect

  /// Maps `application` at `scaling`'s cells, and at every point of `preciseArea` (default:
  /// the whole screen).
  public init(application: Application, scaling: Scaling, preciseArea: CGRect? = nil) {
    let screen = scaling.content
    let covered = scaling.cellRect(for: screen).intersection(scaling.area)
    area = covered
    cells = HitRegionMap(application: application, grid: Self.grid(scaling, covered))
    let precise = (preciseArea ?? screen).intersection(screen)
    self.preciseArea = precise.isNull ? .zero : precise.integral
    points = HitRegionMap(
      application: application, grid: .points(in: self.preciseArea, of: application, splitAt: cells.grid))
  }

  /// The precise area around a view: its frame and wherever the cell map finds it hit, grown
  /// by `margin` points (a tap area grown past its frame is found at the cells' resolution,
  /// then measured to the point).
  public static func area(around id: String, in cells: HitRegionMap, margin: CGFloat = 44) -> CGRect? {
    guard let index = cells.viewIndex(id: id) else { return nil }
    var box = cells.views[index].frame
    let label = Int32(index)
    for (sample, hit) in cells.hits.enumerated() where hit == label {
      let column = sample % cells.grid.columns.count
      let row = sample / cells.grid.columns.count
      box = box.union(cells.grid.span(column: column, row: row))
    }
    return box.insetBy(dx: -margin, dy: -margin)
  }

  /// A grid of `covered`'s cells, each tested at the point a click there touches
  /// (``Scaling/point(forColumn:row:)``) and standing for the points it stands for.
  static func grid(_ scaling: Scaling, _ covered: CellRect) -> HitMapGrid {
    let columns = covered.column..<covered.endColumn
    let rows = covered.row..<covered.endRow
    let first = scaling.bounds(ofColumn: covered.column, row: covered.row)
    return HitMapGrid(
      columns: HitMapAxis(
        samples: columns.map { scaling.point(forColumn: $0, row: covered.row).x },
        edges: columns.map { scaling.bounds(ofColumn: $0, row: covered.row).minX }
          + [
            columns.isEmpty
              ? first.minX : scaling.bounds(ofColumn: covered.endColumn - 1, row: covered.row).maxX
          ]),
      rows: HitMapAxis(
        samples: rows.map { scaling.point(forColumn: covered.column, row: $0).y },
        edges: rows.map { scaling.bounds(ofColumn: covered.column, row: $0).minY }
          + [
            rows.isEmpty ? first.minY : scaling.bounds(ofColumn: covered.column, row: covered.endRow - 1).maxY
          ]))
  }

  /// Whether the cell (map column and row) holds more than one view's region at point
  /// resolution (or some of it hits a view and some nothing): the canvas's mark that the cell's
  /// one letter is not the whole story. False where the precise map does not reach.
  public func isMixed(column: Int, row: Int) -> Bool {
    let span = cells.grid.span(column: column, row: row)
    let grid = points.grid
    let columns = grid.columns.indices(from: span.minX, to: span.maxX)
    let rows = grid.rows.indices(from: span.minY, to: span.maxY)
    guard let firstColumn = columns.first, let firstRow = rows.first else { return false }
    let first = points.hits[points.index(column: firstColumn, row: firstRow)]
    for row in rows {
      for column in columns where points.hits[points.index(column: column, row: row)] != first {
        return true
      }
    }
    return false
  }

  /// Every view's region at point resolution, in the map's view order: the views hit
  /// somewhere, or with a dead zone (drawn, not hit).
  public func regions() -> [HitRegion] {
    let rectangles = points.tappableRectangles()
    return points.views.indices.compactMap { index in
      let region = points.region(ofView: index, rectangles: rectangles[Int32(index)] ?? [])
      return region.area > 0 || !region.deadZones.isEmpty ? region : nil
    }
  }
}
