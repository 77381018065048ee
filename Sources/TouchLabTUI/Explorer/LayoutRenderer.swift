import Foundation

/// Draws the scene into the canvas area: each view a box labelled with its id, windows back to
/// front and subviews after their superview, so the frontmost is drawn last and covers what is
/// behind it.
///
/// Markers that survive plain text (colour does not, in `capture-pane -p` or `touchlab render`):
/// the hit view has heavy lines and a `▶id◀` label; the other views on the hit-test path (whose
/// `hitTest` returned non-nil) are labelled `»id`; the view under the pointer is bold; a view
/// with gesture recognizers has `✦` and their count after its name (`*` without UTF-8); the
/// selected view (the inspector's) has rounded corners and a `[id]` label; the view drawn under
/// the pointer, when hit testing would pick another, is labelled `◇id`; a
/// highlighted control has double lines (and reverse video); a control's value is its body line
/// (``ControlFace``), a slider's thumb and a segmented control's segments drawn where the
/// engine has them (``SliderThumb``, ``SegmentFace``).
/// Hidden views (and their subtrees) are not drawn, as UIKit does not draw them; views with
/// alpha < 0.01 are drawn dashed and dim; `clipsToBounds` clips the drawing of subviews, and the
/// clipping view's outline is drawn over them (a viewport frame, see `draw`).
/// Transformed views are drawn as their frame's bounding box in screen points (a terminal draws
/// only axis-aligned boxes).
struct LayoutRenderer {
  /// The mark before the name of the view a selected step is about (``focus``): the renderer
  /// draws it, so the renderer owns it; the step mode (``StepOverlay``) only says which view.
  static let focusGlyph: Character = "◆"

  let scaling: Scaling
  let hitView: String?
  let hitPath: Set<String>
  let hoverView: String?
  /// At a selected step: the view the step is about (``StepOverlay``), and what its title adds
  /// (the recognizer's state).
  var focus: String? = nil
  var focusNote = ""
  var selectedView: String? = nil
  /// The view drawn under the pointer, when it is not the one hit testing picks (hoverView).
  var drawnView: String? = nil
  /// Zoomed to a subtree, outlines only (``Viewport``).
  var viewport = Viewport()
  /// Only these canvas rows are written (nil: all). The cells of the band come out exactly as
  /// a whole drawing leaves them: every write is clipped anyway, and none reaches another row
  /// (a wide character's other half is on its own row), so ``LayoutLayer`` can redraw the rows
  /// a frame's marks changed and keep the rest.
  var band: Range<Int>? = nil
  /// With a band: the rows of every subtree, in drawing order, so that a subtree wholly
  /// outside the band is passed over without a look at its views. Unused zoomed (the order
  /// counts from the first window's).
  var sceneRows: SceneRows? = nil

  /// Marks views that carry gesture recognizers: a narrow (East Asian width N), non-emoji
  /// character, so every terminal gives it one column.
  static let recognizerGlyph: Character = "✦"

  func draw(_ scene: Scene, into canvas: inout Canvas) {
    let area = scaling.area
    if let zoom = viewport.zoom {
      drawZoomed(scene, zoom, clip: area, into: &canvas)
    } else {
      // The drawing-order index of the next node, for ``sceneRows``.
      var order = 0
      let pruning = band.flatMap { band in sceneRows.map { (band, $0) } }
      for window in scene.windows {
        draw(window, into: &canvas, clip: area, faint: false, pruning: pruning, order: &order)
      }
      outlineHitViewAgain(scene, clip: area, into: &canvas)
    }
    canvas.clip = CellRect(column: 0, row: 0, columns: canvas.columns, rows: canvas.rows)
  }

  /// Only the zoomed view's subtree, cut by the ancestors that clip it and faint below a
  /// transparent one, as it is drawn unzoomed.
  private func drawZoomed(_ scene: Scene, _ zoom: Zoom, clip area: CellRect, into canvas: inout Canvas) {
    guard let chain = scene.chain(toPath: zoom.path), let node = chain.last else { return }
    var clip = area
    var faint = false
    for ancestor in chain.dropLast() {
      guard !ancestor.isHidden else { return }
      faint = faint || ancestor.isTransparentToHitTesting
      if ancestor.clipsToBounds { clip = clip.intersection(scaling.cellRect(for: ancestor.frame)) }
    }
    var order = 0
    draw(node, into: &canvas, clip: clip, faint: faint, pruning: nil, order: &order)
  }

  /// A level of the drawing: siblings still to draw (in drawing order), the clip and faintness
  /// they are drawn with, and what their parent draws after them: a clipping view's outline,
  /// again. The stack holds each level's array and an index, not the nodes: copying every
  /// 160-byte node onto a stack and off again was a third of drawing 100,000 views (issue 17).
  private struct Level {
    let nodes: [SceneNode]
    var next = 0
    let clip: CellRect
    let faint: Bool
    let outlineAgain: (node: SceneNode, rect: CellRect, clip: CellRect, faint: Bool, titleText: String?)?
  }

  /// Draws `node` and its subtree, in the recursion's order but with an explicit stack: a
  /// hierarchy 10,000 deep draws without 10,000 frames of the thread's stack (issue 17).
  private func draw(
    _ node: SceneNode, into canvas: inout Canvas, clip: CellRect, faint: Bool,
    pruning: (band: Range<Int>, rows: SceneRows)?, order: inout Int
  ) {
    var stack = [Level(nodes: [node], clip: clip, faint: faint, outlineAgain: nil)]
    while let top = stack.indices.last {
      guard stack[top].next < stack[top].nodes.count else {
        if let again = stack.removeLast().outlineAgain, meetsBand(again.rect) {
          canvas.clip = banded(again.clip)
          outline(again.node, again.rect, faint: again.faint, titleText: again.titleText, into: &canvas)
        }
        continue
      }
      let nodes = stack[top].nodes
      let index = stack[top].next
      stack[top].next += 1
      if let pruning, !pruning.rows.subtree(order, meets: pruning.band) {
        order += pruning.rows.size(order)
        continue
      }
      if let level = drawBox(nodes[index], into: &canvas, clip: stack[top].clip, faint: stack[top].faint) {
        stack.append(level)
        order += 1
      } else if let pruning {
        // Hidden, a leaf, or subviews clipped out of the band: none of the subtree is drawn.
        order += pruning.rows.size(order)
      }
    }
  }

  /// Draws one view's box and body; returns the level of its subviews, to draw next (and, for
  /// a view that clips, its outline again after them).
  private func drawBox(_ node: SceneNode, into canvas: inout Canvas, clip: CellRect, faint: Bool) -> Level? {
    guard !node.isHidden else { return nil }
    let rect = scaling.cellRect(for: node.frame)
    let faint = faint || node.isTransparentToHitTesting
    // A view with no area draws nothing of its own, as on iOS, and no touch can land in it
    // (§1): a box there would be drawn where a click hits what is behind. Its subviews still
    // show, unless it clips them to nothing.
    if node.hasNoArea {
      return node.clipsToBounds ? nil : subviews(of: node, rect, clip: clip, faint: faint, titleText: nil)
    }
    guard meetsBand(rect) else { return subviews(of: node, rect, clip: clip, faint: faint, titleText: nil) }
    canvas.clip = banded(clip)
    // Views are opaque boxes: clear what is behind before drawing the outline. Not a box drawn
    // as an outline only (`W`, a see-through image view): what is behind it shows.
    if !viewport.drawsOutlineOnly(node) { canvas.fill(rect) }
    let text = body(of: node, rows: rect.rows)
    // A label too short for a line inside its box shows its text in the title instead.
    let textInTitle = !text.isEmpty && rect.rows < 3
    outline(node, rect, faint: faint, titleText: textInTitle ? text : nil, into: &canvas)
    if !text.isEmpty, !textInTitle, rect.columns >= 3 {
      let dim = faint || node.control?.isEnabled == false
      canvas.put(
        text, column: rect.column + 1, row: rect.row + 1, maxColumns: rect.columns - 2,
        style: dim ? .dim : .normal, role: .label)
    }
    if let control = node.control {
      let style: Cell.Style = faint || !control.isEnabled ? .dim : .normal
      SliderThumb.draw(node, in: rect, scaling: scaling, style: style, into: &canvas)
      SegmentFace.draw(node, in: rect, scaling: scaling, style: style, into: &canvas)
    }
    return subviews(of: node, rect, clip: clip, faint: faint, titleText: textInTitle ? text : nil)
  }

  /// The level of `node`'s subviews: nil when there are none, or when the band is set and
  /// none of their cells could be in it (the view clips them to rows outside it).
  private func subviews(of node: SceneNode, _ rect: CellRect, clip: CellRect, faint: Bool, titleText: String?)
    -> Level?
  {
    guard !node.children.isEmpty else { return nil }
    // A view that clips draws its outline again, over its subviews: its edge is where they are
    // cut off, so content scrolled past it (bounds.origin, a scroll view's contentOffset)
    // slides under the frame instead of erasing it.
    let again = node.clipsToBounds ? (node, rect, clip, faint, titleText) : nil
    let inner = node.clipsToBounds ? clip.intersection(rect) : clip
    guard !inner.isEmpty, meetsBand(inner) else { return nil }
    return Level(nodes: node.children, clip: inner, faint: faint, outlineAgain: again)
  }

  /// Whether `rect`'s rows meet the band (always, without one).
  func meetsBand(_ rect: CellRect) -> Bool {
    guard let band else { return true }
    return rect.row < band.upperBound && rect.endRow > band.lowerBound
  }

  /// `clip` cut to the band's rows.
  func banded(_ clip: CellRect) -> CellRect {
    guard let band else { return clip }
    return clip.intersection(
      CellRect(column: clip.column, row: band.lowerBound, columns: clip.columns, rows: band.count))
  }

  /// What a box shows inside: a control's face, a label's text, an image view's `[name]`. A
  /// slider's thumb and a segmented control's segments (in a box of two rows or more) are drawn
  /// where the engine has them instead (``SliderThumb``, ``SegmentFace``).
  func body(of node: SceneNode, rows: Int) -> String {
    if let control = node.control {
      if case .segments = control.value, rows >= 2 { return "" }
      if let face = ControlFace.text(control.value) { return face }
    }
    // An image view without an image (`- (null)` in a dump) shows nothing, not `[]`.
    guard let caption = node.caption, !caption.isEmpty else { return "" }
    return node.className == "ImageView" ? "[\(caption)]" : caption
  }

  /// The box and its title: heavy and bold for the hit view, dashed and dim when faint (or a
  /// disabled control), double lines in reverse video for a highlighted control.
  func outline(
    _ node: SceneNode, _ rect: CellRect, faint: Bool, titleText: String?, into canvas: inout Canvas
  ) {
    let isHit = node.id == hitView
    let isSelected = node.id == selectedView
    // A highlighted control, or a highlighted label (an open menu's row under the finger).
    let isHighlighted = node.control?.isHighlighted == true || node.isHighlighted
    let box: BoxStyle =
      isHighlighted ? .double : isHit ? .heavy : isSelected ? .rounded : faint ? .dashed : .light
    var style: Cell.Style = isHit ? .bold : faint ? .dim : .normal
    if node.id == hoverView { style.insert(.bold) }
    if isHighlighted { style.insert(.reverse) }
    if node.control?.isEnabled == false { style.insert(.dim) }
    if node.id == focus { style.insert(.bold) }
    let role: Cell.Role =
      node.id == focus
      ? .stepFocus
      : isHit
        ? .hitView
        : isSelected
          ? .selected
          : hitPath.contains(node.id)
            ? .hitPath : node.id == drawnView ? .drawn : node.id == hoverView ? .hover : .border
    box.draw(rect, into: &canvas, style: style, role: role)
    guard rect.columns >= 3 else { return }
    let heading =
      title(of: node, isHit: isHit, width: rect.columns - 2)
      + (titleText.map { " \u{201C}\($0)\u{201D}" } ?? "")
    canvas.put(
      heading, column: rect.column + 1, row: rect.row, maxColumns: rect.columns - 2, style: style, role: role)
  }

  /// The id, marked for the hit view and the hit-test path, and with the recognizer count; a
  /// class name when it says more than "a view" and the title still fits with it: in a narrow
  /// box the count outlives the class name, which the trace names anyway. An imported view's
  /// class (the dump's) is what tells it from its neighbours, so it outlives the rest
  /// (``importedTitle``).
  private func title(of node: SceneNode, isHit: Bool, width: Int) -> String {
    let marks =
      (node.control.map { ControlFace.titleNote($0.value) } ?? "")
      + (node.recognizers.isEmpty ? "" : " \(Self.recognizerGlyph)\(node.recognizers.count)")
    let isFocus = node.id == focus
    func heading(_ name: String, withMarks: Bool = true) -> String {
      let drawn = node.id == drawnView ? "◇" : ""
      let name = node.id == selectedView ? "[\(name)]" : name
      let marked = isHit ? "▶\(name)◀" : hitPath.contains(node.id) ? "»\(name)" : name
      let noted = isFocus && !focusNote.isEmpty ? focusNote : marks
      return (isFocus ? "\(Self.focusGlyph)" : "") + drawn + marked + (withMarks ? noted : "")
    }
    if let importedClass = node.importedClass {
      return importedTitle(node, importedClass, width: width, heading: heading)
    }
    guard !["View", "Window", "Label", "ImageView", node.id].contains(node.className) else {
      return heading(node.id)
    }
    let full = heading("\(node.id): \(node.displayedClassName)")
    return marks.isEmpty || fits(full, width) ? full : heading(node.id)
  }

  /// An imported view's title, the first that fits: `id: Class (imported as Kind)`, then
  /// `id: Class`, then the id shortened (`label_Card…: UILabel`), then without the recognizer
  /// count; when not even `i…: Class` fits, the id alone, as other views.
  private func importedTitle(
    _ node: SceneNode, _ importedClass: String, width: Int, heading: (String, Bool) -> String
  ) -> String {
    let full = heading("\(node.id): \(node.displayedClassName)", true)
    if fits(full, width) { return full }
    let named = heading("\(node.id): \(importedClass)", true)
    if fits(named, width) { return named }
    let id = Array(node.id)
    for withMarks in [true, false] {
      func shortened(_ kept: Int) -> String {
        heading("\(String(id.prefix(kept)))…: \(importedClass)", withMarks)
      }
      guard fits(shortened(1), width) else { continue }
      // The longest prefix of the id that fits, with an ellipsis (one character at least).
      var (low, high) = (1, max(1, id.count - 1))
      while low < high {
        let middle = (low + high + 1) / 2
        if fits(shortened(middle), width) { low = middle } else { high = middle - 1 }
      }
      return shortened(low)
    }
    return heading(node.id, true)
  }

  private func fits(_ text: String, _ width: Int) -> Bool {
    TextWidth.width(of: Sanitizer.sanitize(text)) <= width
  }
}
