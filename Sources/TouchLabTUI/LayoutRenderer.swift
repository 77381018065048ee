import Foundation

/// Draws the scene into the canvas area: each view a box labelled with its id, windows back to
/// front and subviews after their superview, so the frontmost is drawn last and covers what is
/// behind it.
///
/// Markers that survive plain text (colour does not, in `capture-pane -p` or `touchlab render`):
/// the hit view has heavy lines and a `▶id◀` label; the other views on the hit-test path (whose
/// `hitTest` returned non-nil) are labelled `»id`; the view under the pointer is bold.
/// Hidden views (and their subtrees) are not drawn, as UIKit does not draw them; views with
/// alpha < 0.01 are drawn dashed and dim; `clipsToBounds` clips the drawing of subviews.
/// Transformed views are drawn as their frame's bounding box in screen points (a terminal draws
/// only axis-aligned boxes).
struct LayoutRenderer {
  let scaling: Scaling
  let hitView: String?
  let hitPath: Set<String>
  let hoverView: String?

  func draw(_ scene: Scene, into canvas: inout Canvas) {
    let area = scaling.area
    for window in scene.windows {
      draw(window, into: &canvas, clip: area, faint: false)
    }
    canvas.clip = CellRect(column: 0, row: 0, columns: canvas.columns, rows: canvas.rows)
  }

  private func draw(_ node: SceneNode, into canvas: inout Canvas, clip: CellRect, faint: Bool) {
    guard !node.isHidden else { return }
    let rect = scaling.cellRect(for: node.frame)
    let faint = faint || node.alpha < 0.01
    canvas.clip = clip
    // Views are opaque boxes: clear what is behind before drawing the outline.
    canvas.fill(rect)
    let isHit = node.id == hitView
    let box: BoxStyle = isHit ? .heavy : faint ? .dashed : .light
    var style: Cell.Style = isHit ? .bold : faint ? .dim : .normal
    if node.id == hoverView { style.insert(.bold) }
    let role: Cell.Role =
      isHit ? .hitView : hitPath.contains(node.id) ? .hitPath : node.id == hoverView ? .hover : .border
    box.draw(rect, into: &canvas, style: style, role: role)
    if rect.columns >= 3 {
      canvas.put(
        title(of: node, isHit: isHit), column: rect.column + 1, row: rect.row,
        maxColumns: rect.columns - 2, style: style, role: role)
    }
    if let text = node.text, !text.isEmpty, rect.rows >= 3, rect.columns >= 3 {
      let shown = node.className == "ImageView" ? "[\(text)]" : text
      canvas.put(
        shown, column: rect.column + 1, row: rect.row + 1, maxColumns: rect.columns - 2,
        style: faint ? .dim : .normal, role: .label)
    }
    let inner = node.clipsToBounds ? clip.intersection(rect) : clip
    for child in node.children {
      draw(child, into: &canvas, clip: inner, faint: faint)
    }
  }

  /// The id, marked for the hit view and the hit-test path; a class name when it says more
  /// than "a view".
  private func title(of node: SceneNode, isHit: Bool) -> String {
    var name = node.id
    if !["View", "Window", "Label", "ImageView", node.id].contains(node.className) {
      name += ": \(node.className)"
    }
    if isHit { return "▶\(name)◀" }
    return hitPath.contains(node.id) ? "»\(name)" : name
  }
}
