import Foundation

/// Points ↔ cells: how the screen (in points) is fitted into the canvas area (in cells).
///
/// One scale for both axes, with a cell counted as twice as tall as it is wide, so boxes keep
/// their proportions; the screen sits at the area's top-left corner. A cell maps back to the
/// point at its centre, so `cell(for: point(forColumn:row:))` is the identity.
///
/// Zoomed (``init(viewport:area:)``), a rectangle of the screen is fitted into the area
/// instead: its top-left corner at the area's, points still in screen coordinates, so a click
/// is a point of the whole screen and hit testing runs through every window, as unzoomed.
/// Freely zoomed (``init(origin:columnsPerPoint:area:screenSize:)``, `+`, `-` and the wheel), the
/// scale is chosen and the screen may reach past the area on every side: drawing clips it.
public struct Scaling: Equatable, Sendable {
  /// The size of what is fitted into the area: the screen, or the zoomed viewport.
  public let screenSize: CGSize
  public let area: CellRect
  /// Columns per point; rows per point is half of it.
  public let columnsPerPoint: CGFloat
  /// The screen point at the area's top-left corner: (0, 0), or the zoomed viewport's origin.
  public let origin: CGPoint
  /// What cell centres are rounded to (``snapStep(columnsPerPoint:)``).
  private let snapStep: CGFloat
  /// The screen points the area shows content for: the screen, the zoomed view's frame, or
  /// (freely zoomed) the part of the screen inside the area. The hit map maps these cells
  /// only: a cell off the screen hits nothing, and mapping it would cost a hit test.
  public let content: CGRect

  public init(screenSize: CGSize, area: CellRect) {
    self.init(viewport: CGRect(origin: .zero, size: screenSize), area: area)
  }

  /// Fits `viewport` (screen points) into `area`: a zoom to part of the screen.
  public init(viewport: CGRect, area: CellRect) {
    let screenSize = viewport.size
    self.screenSize = screenSize
    self.area = area
    origin = viewport.origin.x.isFinite && viewport.origin.y.isFinite ? viewport.origin : .zero
    let width = max(screenSize.width, 1)
    let height = max(screenSize.height, 1)
    let scale = min(CGFloat(area.columns) / width, 2 * CGFloat(area.rows) / height)
    columnsPerPoint = max(scale, 0.0001)
    snapStep = Self.snapStep(columnsPerPoint: columnsPerPoint)
    content = CGRect(origin: origin, size: screenSize)
  }

  /// A free zoom: `columnsPerPoint` chosen, `origin` the screen point at the area's top-left
  /// corner, and the screen (`screenSize`, from (0, 0)) shown wherever it falls in the area.
  public init(origin: CGPoint, columnsPerPoint: CGFloat, area: CellRect, screenSize: CGSize) {
    self.area = area
    self.origin = origin.x.isFinite && origin.y.isFinite ? origin : .zero
    self.columnsPerPoint = columnsPerPoint.isFinite ? max(columnsPerPoint, 0.0001) : 1
    snapStep = Self.snapStep(columnsPerPoint: self.columnsPerPoint)
    let shown = CGRect(
      origin: self.origin,
      size: CGSize(
        width: CGFloat(area.columns) / self.columnsPerPoint,
        height: 2 * CGFloat(area.rows) / self.columnsPerPoint))
    self.screenSize = shown.size
    let screen = CGRect(origin: .zero, size: screenSize)
    let visible = shown.intersection(screen)
    content = visible.isNull ? CGRect(origin: self.origin, size: .zero) : visible
  }

  public var rowsPerPoint: CGFloat { columnsPerPoint / 2 }

  /// The points a cell stands for: those ``cell(for:)`` maps to it.
  public func bounds(ofColumn column: Int, row: Int) -> CGRect {
    let (left, top) = (CGFloat(column - area.column), CGFloat(row - area.row))
    return CGRect(
      x: origin.x + left / columnsPerPoint, y: origin.y + top / rowsPerPoint, width: 1 / columnsPerPoint,
      height: 1 / rowsPerPoint)
  }

  /// The cell containing `point` (screen points); may lie outside the area.
  public func cell(for point: CGPoint) -> CellPosition {
    CellPosition(
      column: area.column + Self.cellIndex((point.x - origin.x) * columnsPerPoint, .down),
      row: area.row + Self.cellIndex((point.y - origin.y) * rowsPerPoint, .down))
  }

  /// The screen point at the centre of a cell: the inverse of ``cell(for:)``. Rounded to whole
  /// points (tenths when a cell is under 2 pt wide) so traces read `(120, 300)`, not
  /// `(120.974, 300.368)`; the rounding never leaves the cell.
  public func point(forColumn column: Int, row: Int) -> CGPoint {
    CGPoint(x: centre(ofColumn: column - area.column), y: centre(ofRow: row - area.row))
  }

  /// The cells a rectangle covers: those whose point (``point(forColumn:row:)``) lies inside
  /// it, minimum edges inside and maximum edges outside as `CGRect.contains`. So clicking any
  /// cell of a view's box, border included, touches a point inside that view; nested and
  /// adjacent boxes line up because every edge follows the same rule.
  ///
  /// A rectangle narrower (or shorter) than a cell may hold no centre: it gets the one cell its
  /// middle lies in, where it is, and a click there touches the view itself
  /// (``Scene/touchPoint(at:scaling:)``), not the cell's centre beside it.
  public func cellRect(for rect: CGRect) -> CellRect {
    let (left, columns) = span(
      rect.minX, rect.maxX, from: origin.x, perPoint: columnsPerPoint, centre: centre(ofColumn:))
    let (top, rows) = span(
      rect.minY, rect.maxY, from: origin.y, perPoint: rowsPerPoint, centre: centre(ofRow:))
    return CellRect(column: area.column + left, row: area.row + top, columns: columns, rows: rows)
  }

  /// The first cell and the number of cells from `minimum` to `maximum` on one axis (screen
  /// points; the area starts at `start`): the cells whose centres lie in it, or else the one
  /// cell its middle is in. Inlined, as ``firstCell(atOrAfter:from:perPoint:centre:)`` and
  /// ``cellIndex(_:_:)`` are, so the axis's centre function and the rounding rule are known
  /// where they are used: working out cell rectangles was a third of drawing a million views
  /// (issue 17).
  @inline(__always)
  private func span(
    _ minimum: CGFloat, _ maximum: CGFloat, from start: CGFloat, perPoint: CGFloat, centre: (Int) -> CGFloat
  ) -> (first: Int, count: Int) {
    let first = firstCell(atOrAfter: minimum, from: start, perPoint: perPoint, centre: centre)
    let end = firstCell(atOrAfter: maximum, from: start, perPoint: perPoint, centre: centre)
    guard end <= first else { return (first, end - first) }
    return (Self.cellIndex(((minimum + maximum) / 2 - start) * perPoint, .down), 1)
  }

  /// Points are snapped to whole points when a cell is at least this many points wide.
  static let wholePointCellWidth: CGFloat = 2

  /// Whole points, else tenths, else finer (a zoom into a small view): at most half a cell
  /// wide, so rounding never leaves the cell.
  static func snapStep(columnsPerPoint: CGFloat) -> CGFloat {
    var step: CGFloat = 1
    while step > 1e-6, 1 / columnsPerPoint < wholePointCellWidth * step { step /= 10 }
    return step
  }

  @inline(__always)
  private func centre(ofColumn index: Int) -> CGFloat {
    snapped(origin.x + (CGFloat(index) + 0.5) / columnsPerPoint)
  }

  @inline(__always)
  private func centre(ofRow index: Int) -> CGFloat {
    snapped(origin.y + (CGFloat(index) + 0.5) / rowsPerPoint)
  }

  /// A screen coordinate rounded to ``snapStep``, so a viewport at x = 20.5 still gives
  /// whole points.
  private func snapped(_ value: CGFloat) -> CGFloat {
    (value / snapStep).rounded() * snapStep
  }

  /// The first cell index whose centre is at or after `value`: estimated from the scale, then
  /// corrected by the one step snapping can shift it.
  @inline(__always)
  private func firstCell(
    atOrAfter value: CGFloat, from start: CGFloat, perPoint: CGFloat, centre: (Int) -> CGFloat
  )
    -> Int
  {
    var index = Self.cellIndex((value - start) * perPoint - 0.5, .up)
    guard value.isFinite, abs(index) < 100_000 else { return index }
    while centre(index - 1) >= value { index -= 1 }
    while centre(index) < value { index += 1 }
    return index
  }

  /// A cell index from a scaled coordinate; layouts are untrusted, so huge or NaN values are
  /// clamped rather than trapping in `Int(_:)`.
  @inline(__always)
  static func cellIndex(_ value: CGFloat, _ rule: FloatingPointRoundingRule) -> Int {
    guard value.isFinite else { return 0 }
    return Int(min(max(value.rounded(rule), -100_000), 100_000))
  }
}
