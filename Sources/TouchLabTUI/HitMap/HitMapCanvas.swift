import Foundation
import TouchKit

/// Draws the map mode (`m`) over the canvas area: every cell painted with the letter of the
/// view a tap there hits (``HitMapPaint``), so a grown tap area, a pass-through overlay or a
/// dead parent shows at once; the selected view's region outlined, its area in the title.
///
/// Every mark reads without colour (colour only repeats it): a dead zone's letter (drawn, not
/// hit: the letter is the view that is hit instead) in reverse video, a reach zone's letter in
/// capitals and bold (hit beyond what is drawn), `/` for a cell holding more than one view's
/// region, `·` for a dead cell where no view is hit.
enum HitMapCanvas {
  static let mixedMark: Character = "/"
  static let nothingHit: Character = "·"

  static func draw(_ paint: HitMapPaint, scaling: Scaling, into canvas: inout Canvas) {
    let area = paint.area
    canvas.clip = scaling.area
    defer { canvas.clip = canvas.bounds }
    for row in area.row..<area.endRow {
      for column in area.column..<area.endColumn {
        guard let mark = paint.mark(column: column, row: row) else { continue }
        canvas.set(cell(mark), column: column, row: row)
      }
    }
    if let region = paint.selected { outline(region, scaling: scaling, into: &canvas) }
  }

  static func cell(_ mark: HitMapPaint.Mark) -> Cell {
    let letter = mark.letter ?? " "
    if mark.isMixed, mark.zone == .hit { return Cell(mixedMark, style: .bold, role: .hint) }
    switch mark.zone {
    case .empty: return .blank
    case .hit: return Cell(letter, role: .label)
    case .reach: return Cell(Character(String(letter).uppercased()), style: .bold, role: .hitView)
    case .dead:
      guard mark.letter != nil else { return Cell(nothingHit, style: .dim, role: .warning) }
      return Cell(letter, style: .reverse, role: .warning)
    }
  }

  /// The selected view's tappable region: each rectangle's cells outlined (their bounding box
  /// when there are more than four, as a round shape's strips), titled with the area in points
  /// and the share of the frame.
  static func outline(_ region: HitRegion, scaling: Scaling, into canvas: inout Canvas) {
    guard let first = region.rectangles.first else { return }
    let rectangles =
      region.rectangles.count > 4
      ? [region.rectangles.dropFirst().reduce(first) { $0.union($1) }] : region.rectangles
    for rectangle in rectangles {
      _ = BoxStyle.rounded.draw(
        scaling.cellRect(for: rectangle), into: &canvas, style: .bold, role: .selected)
    }
    let largest = rectangles.max { $0.width * $0.height < $1.width * $1.height } ?? first
    let box = scaling.cellRect(for: largest)
    let text = "[\(title(region))]"
    if TextWidth.width(of: text) <= box.columns - 2 {
      canvas.put(
        text, column: box.column + 1, row: box.row, maxColumns: box.columns - 2, style: .bold, role: .selected
      )
      return
    }
    // A region narrower than its title (a small button's): the title above it, else below.
    let area = scaling.area
    let row = box.row > area.row ? box.row - 1 : box.endRow
    let column = max(area.column, min(box.column, area.endColumn - TextWidth.width(of: text)))
    canvas.put(
      text, column: column, row: row, maxColumns: area.endColumn - column, style: .bold, role: .selected)
  }

  /// `save 4000 pt² 50%`.
  static func title(_ region: HitRegion) -> String {
    "\(region.id) \(Format.number(region.area)) pt²"
      + (region.shareOfFrame.map { " \(Int(($0 * 100).rounded()))%" } ?? "")
  }
}
