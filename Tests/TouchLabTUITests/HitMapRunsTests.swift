import Foundation
import TestSupport
import Testing
import TouchLayout

@testable import TouchKit

/// The precise map a run of points at a time (``HitMapGrid/points(in:of:splitAt:)``) against
/// the map of every point, on every shipped layout: the same view hit at every point, and every
/// view's region (rectangles, area, reach, dead zones, best tap point) the same. Runs are cut
/// where UIKit's rectangle tests can change their answer (§1: `point(inside:)` tests the
/// bounds); this checks that no answer changes inside a run.
///
/// CI compares a seeded 120 × 120 pt box a layout; `TOUCHLAB_HITMAP_EVERY_CELL=1` compares
/// the whole screen (docs/reliability.md).
@Suite struct HitMapRunsTests {
  @Test("A run of points stands for every point in it", arguments: DrawnViewTests.layoutNames)
  func runsAgreeWithEveryPoint(name: String) throws {
    let layout = try LayoutLoader.load(contentsOf: DrawnViewTests.layouts.appendingPathComponent(name).path)
    let screen = CGRect(origin: .zero, size: layout.screenSize)
    // Cells of an odd size, so runs are cut at fractions of a point too.
    let cells = HitMapGrid(
      columns: .uniform(from: 0, step: screen.width / 97, count: 97),
      rows: .uniform(from: 0, step: screen.height / 41, count: 41))
    for area in Self.areas(of: layout.application, on: screen, seed: UInt64(name.utf8.count)) {
      let runs = HitRegionMap(
        application: layout.application, grid: .points(in: area, of: layout.application, splitAt: cells))
      let every = HitRegionMap(application: layout.application, grid: .points(in: area))
      #expect(runs.grid.count <= every.grid.count)
      var misses: [String] = []
      for row in 0..<every.grid.rows.count {
        for column in 0..<every.grid.columns.count {
          let point = every.grid.point(column: column, row: row)
          // The run holding the point: the last whose start is at or before it.
          let runColumn = runs.grid.columns.indices(from: -.infinity, to: point.x + 0.25).count - 1
          let runRow = runs.grid.rows.indices(from: -.infinity, to: point.y + 0.25).count - 1
          let expected = every.hitView(column: column, row: row)?.id
          let found = runs.hitView(column: runColumn, row: runRow)?.id
          if expected != found {
            misses.append("\(Format.point(point)): \(found ?? "nil"), not \(expected ?? "nil")")
          }
        }
      }
      let missCount = misses.count
      #expect(missCount == 0, "\(name) in \(area): \(misses.prefix(5))")
      for index in every.views.indices {
        #expect(
          runs.region(ofView: index) == every.region(ofView: index),
          "\(name) in \(area): \(every.views[index].id)")
      }
    }
  }

  /// Where to compare: the whole screen in the long run; else a box around each view whose hit
  /// geometry is not its frame (a hit area, a transform, an override; up to four), and one
  /// seeded box.
  static func areas(of application: Application, on screen: CGRect, seed: UInt64) -> [CGRect] {
    if HitMapShippedLayoutTests.everyCell { return [screen] }
    var random = SplitMix64(seed: seed)
    var areas = [
      CGRect(
        x: CGFloat(random.int(0...max(Int(screen.width) - 100, 0))),
        y: CGFloat(random.int(0...max(Int(screen.height) - 100, 0))), width: 100, height: 100)
    ]
    var pending: [View] = application.windows
    while let view = pending.popLast(), areas.count < 5 {
      pending += view.subviews
      guard view.hitArea != nil || view.hitTestOverride != nil || view.transform != .identity else {
        continue
      }
      let box = view.convert(view.bounds, to: nil).insetBy(dx: -20, dy: -20).intersection(screen)
      if !box.isNull {
        areas.append(
          CGRect(origin: box.origin, size: CGSize(width: min(box.width, 160), height: min(box.height, 160))))
      }
    }
    return areas
  }
}
