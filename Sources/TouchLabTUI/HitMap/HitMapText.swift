import Foundation
import TouchKit

/// `touchlab map --format text`: the map as text, two canvases side by side and a legend.
///
/// The left canvas has a letter per cell, the letter of the view a tap there hits (blank:
/// none); the right one says how that compares with what is drawn there: `.` the view drawn on
/// top is hit, `x` a dead zone (drawn, not hit), `+` a reach zone (hit beyond what is drawn),
/// `/` a plain cell whose points are not all one view's (the letter is the one at its centre).
/// The legend gives each letter's view with its area at point resolution.
public struct HitMapText {
  public let map: HitMapView
  public let title: String
  /// The view `--view` asked about: only its line in the legend, with its best tap point.
  public let focus: String?

  public init(map: HitMapView, title: String, focus: String? = nil) {
    self.map = map
    self.title = title
    self.focus = focus
  }

  /// Letters for views: a–z, A–Z, 0–9, then `?` (the legend says which views share it).
  static let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

  /// The letter of each view hit on the cell map, in the map's view order (back to front),
  /// from `alphabet`, then `?`.
  func letters(_ alphabet: [Character] = alphabet) -> [Int32: Character] {
    let hit = Set(map.cells.hits.filter { $0 >= 0 })
    var letters: [Int32: Character] = [:]
    for (order, index) in hit.sorted().enumerated() {
      letters[index] = order < alphabet.count ? alphabet[order] : "?"
    }
    return letters
  }

  /// The zones canvas's mark for a cell.
  func mark(column: Int, row: Int) -> Character {
    switch map.cells.zone(column: column, row: row) {
    case .empty: return " "
    case .dead: return "x"
    case .reach: return "+"
    case .hit: return map.isMixed(column: column, row: row) ? "/" : "."
    }
  }

  public var text: String {
    let cells = map.cells
    let letters = letters()
    let screen = map.preciseArea
    var lines = [
      "hit map: \(TerminalSafety.sanitized(title)) · \(Format.number(screen.width))×\(Format.number(screen.height)) pt"
        + " in \(cells.grid.columns.count)×\(cells.grid.rows.count) cells"
    ]
    let width = cells.grid.columns.count
    lines.append("hit".padding(toLength: width, withPad: " ", startingAt: 0) + "   zones")
    for row in 0..<cells.grid.rows.count {
      var left = ""
      var right = ""
      for column in 0..<width {
        let hit = cells.hits[cells.index(column: column, row: row)]
        left.append(hit >= 0 ? letters[hit] ?? "?" : " ")
        right.append(mark(column: column, row: row))
      }
      lines.append(left + "   " + right)
    }
    lines.append("")
    lines.append(". hit where drawn   x dead: drawn, not hit   + reach: hit beyond what is drawn")
    lines.append("/ more than one view's region in the cell (the letter is its centre's)")
    lines.append("")
    lines += legend(letters)
    if cells.overrideRecords + map.points.overrideRecords > 0 {
      lines.append(
        "overrides wrote \(cells.overrideRecords + map.points.overrideRecords) records while mapping (counted, not shown)"
      )
    }
    return lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }.joined(separator: "\n")
      + "\n"
  }

  /// One line a view: its letter, id, area in points and share of its frame, its dead zones.
  private func legend(_ letters: [Int32: Character]) -> [String] {
    let cellLetters = Dictionary(
      letters.map { (map.cells.views[Int($0.key)].id, $0.value) }, uniquingKeysWith: { first, _ in first })
    var lines: [String] = []
    let regions = map.regions()
    for region in regions where focus == nil || region.id == focus {
      let letter = cellLetters[region.id].map { String($0) } ?? "-"
      lines.append("\(letter)  " + Self.describe(region))
      if focus != nil {
        lines.append(
          "   best tap point: "
            + (region.bestTapPoint.map { "(\(Format.number($0.x)), \(Format.number($0.y)))" } ?? "none"))
        for rectangle in region.rectangles.prefix(20) {
          lines.append("   tappable " + Self.describe(rectangle))
        }
      }
    }
    if let focus, !regions.contains(where: { $0.id == focus }) {
      lines.append("\(TerminalSafety.sanitized(focus)): " + Self.noPoint(focus, in: map.points))
    }
    return lines
  }

  /// `save: tappable 4,000 pt² (50% of its frame) · dead 4,000 pt² (home)`.
  static func describe(_ region: HitRegion) -> String {
    var text = "\(TerminalSafety.sanitized(region.id)): tappable \(Format.number(region.area)) pt²"
    if let share = region.shareOfFrame { text += " (\(Int((share * 100).rounded()))% of its frame)" }
    if region.reachArea > 0 { text += ", \(Format.number(region.reachArea)) pt² of it beyond what is drawn" }
    for zone in region.deadZones {
      text +=
        " · dead \(Format.number(zone.area)) pt² ("
        + (zone.takenBy.map(TerminalSafety.sanitized) ?? "nothing hit")
        + ")"
    }
    return text
  }

  static func describe(_ rectangle: CGRect) -> String {
    "(\(Format.number(rectangle.minX)), \(Format.number(rectangle.minY)), "
      + "\(Format.number(rectangle.width)), \(Format.number(rectangle.height))) pt"
  }

  /// Why a view has no tappable point on the map (``HitRegionMap/tappablePoint(ofView:)``).
  public static func noPoint(_ id: String, in map: HitRegionMap) -> String {
    guard let index = map.viewIndex(id: id) else { return "no view has this id" }
    if case .failure(let reason) = map.tappablePoint(ofView: index) {
      return TerminalSafety.sanitized(reason.message)
    }
    return "tappable"
  }
}
