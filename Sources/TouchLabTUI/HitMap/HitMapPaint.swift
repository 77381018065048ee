import Foundation
import TouchKit

/// What the explorer's map mode (`m`) paints, as a value the UI state holds: for each cell of
/// the canvas the view a tap there hits, how that compares with what is drawn there, and
/// whether the cell holds more than one view's region; for the selected view, its region at
/// point resolution. Worked out by the session against the engine (``Session/refreshedHitMap()``)
/// whenever what it depends on changes (``Basis``), drawn by ``HitMapCanvas``.
public struct HitMapPaint: Equatable, Sendable {
  /// What the paint was worked out for: the scene, the cells and the selection.
  public struct Basis: Equatable, Sendable {
    public var scene: Scene
    public var scaling: Scaling
    public var selectedView: String?
  }

  /// One cell: the letter of the view hit there (nil: none), and its zone.
  public struct Mark: Equatable, Sendable {
    public var letter: Character?
    public var zone: HitZone
    /// More than one view's region in the cell (at point resolution, around the selection).
    public var isMixed: Bool
  }

  /// Letters that have capitals, for reach zones, then digits (which do not: bold tells them).
  static let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789")

  public var basis: Basis
  /// The cells of the map, row by row, over ``area``.
  public var area: CellRect
  public var marks: [Mark]
  /// Each letter's view, in letter order.
  public var legend: [(letter: Character, id: String)]
  /// The selected view's region, at one sample a point around it and its neighbours.
  public var selected: HitRegion?
  /// Records the person's overrides wrote while mapping: counted, not shown in the trace.
  public var overrideRecords: Int

  public static func == (lhs: HitMapPaint, rhs: HitMapPaint) -> Bool {
    lhs.basis == rhs.basis && lhs.area == rhs.area && lhs.marks == rhs.marks
      && lhs.legend.map(\.letter) == rhs.legend.map(\.letter) && lhs.legend.map(\.id) == rhs.legend.map(\.id)
      && lhs.selected == rhs.selected && lhs.overrideRecords == rhs.overrideRecords
  }

  /// The mark of canvas cell (`column`, `row`), if the map covers it.
  public func mark(column: Int, row: Int) -> Mark? {
    guard area.contains(column: column, row: row) else { return nil }
    return marks[(row - area.row) * area.columns + (column - area.column)]
  }

  /// Maps `application` for `basis`: the cells, and every point around the selected view (its
  /// frame and wherever the cells find it hit, grown by 44 pt), which also measures its
  /// neighbours there.
  public init(application: Application, basis: Basis) {
    self.basis = basis
    let cellsOnly = HitMapView(application: application, scaling: basis.scaling, preciseArea: .zero)
    let around = basis.selectedView.flatMap { HitMapView.area(around: $0, in: cellsOnly.cells) }
    let map =
      around.map { HitMapView(application: application, scaling: basis.scaling, preciseArea: $0) }
      ?? cellsOnly
    area = map.area
    let text = HitMapText(map: map, title: "")
    let letters = text.letters(Self.alphabet)
    var marks: [Mark] = []
    marks.reserveCapacity(map.cells.grid.count)
    for row in 0..<map.cells.grid.rows.count {
      for column in 0..<map.cells.grid.columns.count {
        let hit = map.cells.hits[map.cells.index(column: column, row: row)]
        marks.append(
          Mark(
            letter: hit >= 0 ? letters[hit] : nil, zone: map.cells.zone(column: column, row: row),
            isMixed: around != nil && map.isMixed(column: column, row: row)))
      }
    }
    self.marks = marks
    legend = letters.sorted { $0.key < $1.key }.map { ($0.value, map.cells.views[Int($0.key)].id) }
    selected = basis.selectedView.flatMap { id in
      map.points.viewIndex(id: id).map { map.points.region(ofView: $0) }
    }
    overrideRecords = map.cells.overrideRecords + map.points.overrideRecords
  }
}
