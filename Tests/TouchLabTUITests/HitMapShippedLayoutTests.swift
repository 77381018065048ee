import Foundation
import TestSupport
import Testing
import TouchLayout
import TouchOpening

@testable import TouchKit
@testable import TouchLabTUI

/// The hit-region map against the traced hit test (issue 41), on every shipped layout at three
/// terminal sizes: at a seeded sample of cells, the view the map says a tap there hits is the
/// view a traced `Application.hitTest` returns at the cell's point (reference §1), and the
/// precise map, one sample a point, agrees at the points around it.
///
/// The long run checks every cell: `TOUCHLAB_HITMAP_EVERY_CELL=1 swift test --filter
/// HitMapShippedLayoutTests` (docs/reliability.md). Both run at the fit and freely zoomed
/// (``ZoomLevels``).
@Suite struct HitMapShippedLayoutTests {
  static let sizes = [(80, 24), (120, 40), (200, 60)]
  static let everyCell = ProcessInfo.processInfo.environment["TOUCHLAB_HITMAP_EVERY_CELL"] != nil
  /// Cells sampled a layout and size when not every cell is.
  static let sampleSize = 60

  @Test(
    "A tap at a map's cell hits the view the traced hit test returns there",
    arguments: DrawnViewTests.layoutNames)
  func cellsAgreeWithTracedHitTest(name: String) throws {
    let layout = try LayoutLoader.load(contentsOf: DrawnViewTests.layouts.appendingPathComponent(name).path)
    var random = Self.random(for: name)
    for (columns, rows) in Self.sizes {
      let scaling = Scaling(
        screenSize: layout.screenSize, area: CellRect(column: 0, row: 0, columns: columns, rows: rows))
      let misses = Self.misses(layout, scaling, &random)
      #expect(misses.isEmpty, "\(name) \(columns)×\(rows): \(misses.count) cells: \(misses.prefix(5))")
    }
  }

  /// The same, freely zoomed (``ZoomLevels``: 2× around the middle, and 1 pt a column or less
  /// around the smallest view): the map works zoomed, computed for the zoomed cells.
  @Test(
    "Freely zoomed, a tap at a map's cell hits the view the traced hit test returns there",
    arguments: DrawnViewTests.layoutNames)
  func zoomedCellsAgreeWithTracedHitTest(name: String) throws {
    let layout = try LayoutLoader.load(contentsOf: DrawnViewTests.layouts.appendingPathComponent(name).path)
    var random = Self.random(for: name)
    let scene = Scene(application: layout.application, screenSize: layout.screenSize)
    for (columns, rows) in Self.sizes {
      let area = CellRect(column: 0, row: 0, columns: columns, rows: rows)
      for (zoomName, zoom) in ZoomLevels.freeZooms(scene, area: area) {
        let scaling = zoom.scaling(screenSize: layout.screenSize, area: area)
        let misses = Self.misses(layout, scaling, &random)
        #expect(
          misses.isEmpty, "\(name) \(columns)×\(rows) \(zoomName): \(misses.count) cells: \(misses.prefix(5))"
        )
      }
    }
  }

  static func random(for name: String) -> SplitMix64 {
    SplitMix64(seed: UInt64(truncatingIfNeeded: name.utf8.reduce(5381) { ($0 &* 33) &+ Int($1) }))
  }

  /// The sampled cells (every cell in the long run) of the map at `scaling` whose view is not
  /// the one a traced hit test at the cell's point returns.
  static func misses(_ layout: Layout, _ scaling: Scaling, _ random: inout SplitMix64) -> [String] {
    let map = HitMapView(application: layout.application, scaling: scaling, preciseArea: .zero)
    let cells = map.cells
    let total = cells.grid.count
    let samples =
      everyCell
      ? Array(0..<total) : (0..<min(sampleSize, total)).map { _ in random.int(0...(total - 1)) }
    var misses: [String] = []
    for sample in samples {
      let column = sample % cells.grid.columns.count
      let row = sample / cells.grid.columns.count
      let point = cells.grid.point(column: column, row: row)
      #expect(point == scaling.point(forColumn: map.area.column + column, row: map.area.row + row))
      let recorder = TraceRecorder()
      let event = Event(trace: recorder)
      event.timestamp = layout.application.scheduler.now
      let traced = layout.application.hitTest(point, with: event)
      if cells.hitView(column: column, row: row)?.id != traced?.traceID {
        misses.append(
          "\(Format.point(point)): map \(cells.hitView(column: column, row: row)?.id ?? "nil"), traced \(traced?.traceID ?? "nil")"
        )
      }
      #expect(!recorder.trace.records.isEmpty, "the hit test was traced")
    }
    return misses
  }

  @Test(
    "The precise map agrees with the hit test at every point around a sampled point",
    arguments: DrawnViewTests.layoutNames)
  func pointsAgree(name: String) throws {
    let layout = try LayoutLoader.load(contentsOf: DrawnViewTests.layouts.appendingPathComponent(name).path)
    var random = SplitMix64(seed: 17)
    let screen = layout.screenSize
    let centre = CGPoint(
      x: CGFloat(random.int(0...max(Int(screen.width) - 1, 0))),
      y: CGFloat(random.int(0...max(Int(screen.height) - 1, 0))))
    let area = CGRect(x: centre.x - 20, y: centre.y - 20, width: 40, height: 40)
    let map = HitRegionMap(application: layout.application, grid: .points(in: area))
    for row in 0..<map.grid.rows.count {
      for column in 0..<map.grid.columns.count {
        let point = map.grid.point(column: column, row: row)
        let hit = layout.application.hitTest(point, with: nil)
        #expect(
          map.hitView(column: column, row: row)?.id == hit?.traceID, "\(name) at \(Format.point(point))")
      }
    }
  }
}
