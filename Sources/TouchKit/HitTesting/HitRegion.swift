import Foundation

/// Where one view can really be tapped, from a ``HitRegionMap``: the samples whose tap hits it,
/// as rectangles of screen points, with the views that take the touch elsewhere in its box.
///
/// What the test frameworks' users ask for (EarlGrey issue 532, Hammer issues 13 and 38): the
/// area where a tap reaches the view, with what covers it subtracted. On a map of one sample a
/// point (``HitMapGrid/points(in:)``) the rectangles are exact to the point.
public struct HitRegion: Equatable, Sendable {
  public var id: String
  /// The view's box on screen (``MappedView/frame``).
  public var frame: CGRect
  /// The points where a tap hits the view, as rectangles that do not overlap.
  public var rectangles: [CGRect]
  /// Their area, in square points.
  public var area: CGFloat
  /// ``area`` over the frame's area: below 1 where parts of it are covered or dead, above 1
  /// where its tap area reaches beyond it. Nil for a frame of no area.
  public var shareOfFrame: Double?
  /// The part of ``area`` where the view is not drawn (a grown tap area, a redirect).
  public var reachArea: CGFloat
  /// Its dead zones: where its own box is drawn but a tap there goes to a view outside its
  /// subtree, or to none; one entry for each view that takes those taps.
  public var deadZones: [DeadZone]
  /// The centre of its largest tappable rectangle: the point a script's `at: tappable` taps.
  /// Nil when no point of the map hits it.
  public var bestTapPoint: CGPoint?

  /// Part of a view's box where taps go elsewhere.
  public struct DeadZone: Equatable, Sendable {
    /// The view that takes a tap there; nil when no view does.
    public var takenBy: String?
    public var rectangles: [CGRect]
    public var area: CGFloat
  }
}

extension HitRegionMap {
  /// The tappable rectangles of every view hit somewhere, in sample units, by view index.
  public func tappableRectangles() -> [Int32: [SampleRect]] {
    Dictionary(
      grouping: SampleRectangles.rectangles(
        columns: 0..<grid.columns.count, rows: 0..<grid.rows.count, width: grid.columns.count,
        label: { hits[$0] }), by: \.label)
  }

  /// The region of the view at `index` in ``views``. `rectangles`: its tappable rectangles,
  /// when ``tappableRectangles()`` has been worked out already for every view (else found here).
  public func region(ofView index: Int, rectangles: [SampleRect]? = nil) -> HitRegion {
    let view = views[index]
    let label = Int32(index)
    let samples =
      rectangles
      ?? SampleRectangles.rectangles(
        columns: 0..<grid.columns.count, rows: 0..<grid.rows.count, width: grid.columns.count,
        label: { hits[$0] == label ? label : -1 })
    let tappable = samples.filter { $0.label == label }
    let points = tappable.map(span(of:))
    let area = points.reduce(0) { $0 + $1.width * $1.height }
    let frameArea = view.frame.width * view.frame.height
    return HitRegion(
      id: view.id, frame: view.frame, rectangles: points, area: area,
      shareOfFrame: frameArea > 0 ? Double(area / frameArea) : nil,
      reachArea: reachArea(of: label, in: tappable), deadZones: deadZones(of: index),
      bestTapPoint: bestTapPoint(of: label, in: tappable))
  }

  /// The points a rectangle of samples stands for.
  public func span(of rectangle: SampleRect) -> CGRect {
    grid.span(
      column: rectangle.column, row: rectangle.row, columnCount: rectangle.columns, rowCount: rectangle.rows)
  }

  private func reachArea(of label: Int32, in tappable: [SampleRect]) -> CGFloat {
    var area: CGFloat = 0
    for rectangle in tappable {
      for row in rectangle.row..<(rectangle.row + rectangle.rows) {
        for column in rectangle.column..<(rectangle.column + rectangle.columns)
        where zone(at: index(column: column, row: row)) == .reach {
          let span = grid.span(column: column, row: row)
          area += span.width * span.height
        }
      }
    }
    return area
  }

  /// The samples of the view's drawn box whose tap goes to a view outside its subtree (or to
  /// none), grouped by who takes it.
  private func deadZones(of index: Int) -> [HitRegion.DeadZone] {
    let view = views[index]
    guard let visible = view.visibleRect else { return [] }
    let columns = grid.columns.indices(from: visible.minX, to: visible.maxX)
    let rows = grid.rows.indices(from: visible.minY, to: visible.maxY)
    let subtree = Int32(index)..<Int32(view.subtreeEnd)
    // Labels: the taker's index, or the map's view count for "no view" (labels are ≥ 0).
    let nobody = Int32(views.count)
    let rectangles = SampleRectangles.rectangles(columns: columns, rows: rows, width: grid.columns.count) {
      let hit = hits[$0]
      if hit < 0 { return nobody }
      return subtree.contains(hit) ? -1 : hit
    }
    let byTaker = Dictionary(grouping: rectangles, by: \.label)
    return byTaker.keys.sorted().map { taker in
      let points = (byTaker[taker] ?? []).map(span(of:))
      return HitRegion.DeadZone(
        takenBy: taker == nobody ? nil : views[Int(taker)].id, rectangles: points,
        area: points.reduce(0) { $0 + $1.width * $1.height })
    }
  }

  /// The centre of the largest rectangle of samples hitting `label`, within the box its
  /// tappable rectangles span.
  private func bestTapPoint(of label: Int32, in tappable: [SampleRect]) -> CGPoint? {
    guard let first = tappable.first else { return nil }
    var box = (
      columns: first.column..<(first.column + first.columns), rows: first.row..<(first.row + first.rows)
    )
    for rectangle in tappable.dropFirst() {
      box.columns =
        min(
          box.columns.lowerBound, rectangle.column)..<max(
          box.columns.upperBound, rectangle.column + rectangle.columns)
      box.rows =
        min(box.rows.lowerBound, rectangle.row)..<max(box.rows.upperBound, rectangle.row + rectangle.rows)
    }
    guard
      let largest = SampleRectangles.largest(
        columns: box.columns, rows: box.rows, in: grid, holds: { hits[index(column: $0, row: $1)] == label })
    else { return nil }
    let span = span(of: largest)
    return CGPoint(x: span.midX, y: span.midY)
  }
}

extension HitRegionMap {
  /// Where to tap the view at `index` so that the tap hits it: its best tap point
  /// (``HitRegion/bestTapPoint``), or why the map has none, in words a script's failure and
  /// `touchlab map --view` print: not drawn, or drawn and every tap there taken by another view
  /// (the one taking most of its box is named).
  public func tappablePoint(ofView index: Int) -> Result<CGPoint, HitRegion.NoTappablePoint> {
    let region = region(ofView: index)
    if let point = region.bestTapPoint { return .success(point) }
    guard let zone = region.deadZones.max(by: { $0.area < $1.area }) else {
      return .failure(
        .init(
          "no tap on the map hits it, and it is not drawn there (hidden, off the map, cut away or of no size)"
        ))
    }
    return .failure(
      .init(
        "no tap on the map hits it: where it is drawn, "
          + (zone.takenBy.map { "\($0) takes the tap" } ?? "no view is hit")))
  }
}

extension HitRegion {
  /// Why a view has no tappable point (``HitRegionMap/tappablePoint(ofView:)``).
  public struct NoTappablePoint: Error, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
  }
}
