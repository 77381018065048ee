import Foundation
import TouchKit

/// The top of the side pane while a view is selected: the inspector, or the why-not answer
/// (`w`), above the trace. Sized to its text, but always leaving the trace a third of the pane
/// (at least a header and four lines); the wheel over it scrolls what does not fit.
///
/// Each line starts with what it shows, in UIKit's names (`frame`, `isHidden`,
/// `cancelsTouchesInView`), so a reader can look any of it up; lines too long for the pane wrap
/// between their items. Ids, titles and class names come from a layout file: they reach the
/// terminal through the canvas, which sanitizes them.
enum InspectorPane {
  typealias Line = InspectorLine

  /// Rows the pane's top part takes for `state` (``ScreenLayout/inspectorRows``): none without
  /// an inspection to show, or while the tree, the lesson or the script picker has the pane.
  static func rows(for state: UIState) -> Int {
    guard state.inspector.selectedView != nil, state.inspector.inspection != nil,
      state.inspector.pane != .tree,
      !state.lesson.isShown, state.scriptPicker == nil, !state.layout.isTooSmall
    else { return 0 }
    let paneRows = state.layout.rows - 2
    let maximum = paneRows - max(5, paneRows / 3)
    return max(0, min(lines(state, width: state.layout.paneColumns - 1).count + 1, maximum))
  }

  static func draw(_ state: UIState, into canvas: inout Canvas) {
    let area = state.layout.inspectorArea
    guard area.rows > 0, let inspection = state.inspector.inspection else { return }
    canvas.clip = area
    defer { canvas.clip = canvas.bounds }
    canvas.fill(area)
    let width = area.columns - 1
    let lines = self.lines(state, width: width)
    let top = clampedTop(state.inspector.scroll, state)
    let more = top + area.rows - 1 < lines.count ? " ↓ more" : ""
    let title =
      state.inspector.pane == .whyNot
      ? "Why not \(inspection.id)?\(more)" : "Inspector: \(inspection.id)\(more)"
    let keys = state.inspector.pane == .whyNot ? " · w back" : " · w why not · t tree"
    let fits = TextWidth.width(of: Sanitizer.sanitize(title + keys)) <= width
    canvas.put(
      fits ? title + keys : title, column: area.column + 1, row: area.row, maxColumns: width, style: .bold,
      role: .title)
    for (offset, line) in lines.dropFirst(top).prefix(area.rows - 1).enumerated() {
      canvas.put(
        line.text, column: area.column + 1, row: area.row + 1 + offset, maxColumns: width, style: line.style,
        role: line.role)
    }
  }

  /// The first line shown: the scroll, kept within the text.
  static func top(_ state: UIState) -> Int { clampedTop(state.inspector.scroll, state) }

  static func clampedTop(_ scroll: Int, _ state: UIState) -> Int {
    let count = lines(state, width: state.layout.paneColumns - 1).count
    return ScrollWindow.clamped(scroll, count: count, visible: state.layout.inspectorRows - 1)
  }

  /// What the top part shows, wrapped to `width` columns.
  static func lines(_ state: UIState, width: Int) -> [Line] {
    guard let inspection = state.inspector.inspection else { return [] }
    if state.inspector.pane == .whyNot {
      return LessonPane.wrap(inspection.whyNot, width: width).map { Line(text: $0) }
    }
    return hitMapLines(state, width: width)
      + InspectorText.entries(inspection).flatMap { $0.wrapped(to: width) }
  }

  /// With the map on (`m`), the selected view's region first: its area and share of its frame,
  /// its dead zones, and its tappable rectangles in points (what one cell's letter cannot say).
  static func hitMapLines(_ state: UIState, width: Int) -> [Line] {
    guard state.viewport.showsHitMap, let region = state.hitMap?.selected,
      region.id == state.inspector.inspection?.id
    else { return [] }
    let rectangles = region.rectangles.prefix(8).map(HitMapText.describe)
    let more = region.rectangles.count > 8 ? ["… \(region.rectangles.count - 8) more rectangles"] : []
    let point = region.bestTapPoint.map { "best tap point (\(Format.number($0.x)), \(Format.number($0.y)))" }
    return
      (["hit map: " + HitMapText.describe(region)] + (point.map { [$0] } ?? []) + rectangles.map { "  " + $0 }
      + more)
      .flatMap { LessonPane.wrap($0, width: width) }.map { Line(text: $0, role: .selected) }
  }
}
