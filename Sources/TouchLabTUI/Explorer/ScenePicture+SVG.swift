import Foundation
import TouchKit

/// Drawing a ``ScenePicture`` as SVG, in screen points (`viewBox` is the layout's screen).
///
/// Windows are blue outlines with their id; views are white boxes labelled with their id
/// (and their text, if they have room), drawn back to front as the canvas draws them, each a
/// `<g class="view">` nested in its superview's, with `data-id` and a tooltip (`<title>`) of
/// its class and frame. `clipsToBounds` clips the subviews' drawing. Hidden views, and views
/// with alpha below 0.01, are drawn dashed and unfilled rather than left out, so the picture
/// shows what hit testing skips. The hit view is filled orange; the hit-test path is outlined
/// in orange on top of everything; each finger is a red dot where it went down, a line along
/// its way and a ring where it lifted (a cross when cancelled).
extension ScenePicture {
  public var svg: String {
    var out = SVGWriter()
    out.begin(screen: scene.screenSize, title: title)
    out.screenRectangle(scene.screenSize)
    for window in scene.windows { draw(window, isWindow: true, faint: false, into: &out) }
    drawWindowOutlines(into: &out)
    drawPath(into: &out)
    drawStrokes(into: &out)
    return out.end()
  }

  /// What is left to write of a subtree: a view's group, or the closing of one.
  private enum Work {
    case node(SceneNode, isWindow: Bool, faint: Bool)
    case close(clips: Bool)
  }

  /// Writes `node`'s group and its subtree's, with an explicit stack of the groups left to
  /// close: a scene may be 10,000 deep.
  private func draw(_ node: SceneNode, isWindow: Bool, faint: Bool, into out: inout SVGWriter) {
    var work = [Work.node(node, isWindow: isWindow, faint: faint)]
    while let next = work.popLast() {
      switch next {
      case .node(let node, let isWindow, let faint):
        drawOpening(node, isWindow: isWindow, faint: faint, into: &out, then: &work)
      case .close(let clips):
        if clips {
          out.indent -= 1
          out.line("</g>")
        }
        out.indent -= 1
        out.line("</g>")
      }
    }
  }

  /// Writes a view's group up to its subviews, and adds them and its closing to `work`.
  private func drawOpening(
    _ node: SceneNode, isWindow: Bool, faint: Bool, into out: inout SVGWriter, then work: inout [Work]
  ) {
    let faint = faint || node.isHidden || node.isTransparentToHitTesting
    let isHit = !isWindow && node.id == hitView
    var classes = [isWindow ? "window" : "view"]
    if isHit { classes.append("hit-view") }
    if faint { classes.append("faint") }
    let id = SVGWriter.escaped(node.id)
    out.line(#"<g class="\#(classes.joined(separator: " "))" data-id="\#(id)">"#)
    out.indent += 1
    out.line("<title>\(id) (\(SVGWriter.escaped(node.className))) \(Format.rect(node.frame))</title>")
    let fill = faint ? "none" : isHit ? Palette.hitView : isWindow ? Palette.windowFill : Palette.view
    let stroke =
      isWindow
      ? #"stroke="\#(Palette.window)" stroke-width="2""# : #"stroke="\#(Palette.line)" stroke-width="1""#
    let dash = faint ? #" stroke-dasharray="4 3""# : ""
    out.line(#"<rect \#(SVGWriter.box(node.frame)) fill="\#(fill)" \#(stroke)\#(dash)/>"#)
    var label = node.id
    if node.isHidden {
      label += " (hidden)"
    } else if node.isTransparentToHitTesting {
      label += " (alpha \(Format.number(node.alpha)))"
    }
    if !isWindow {
      out.text(
        label, at: CGPoint(x: node.frame.minX + 4, y: node.frame.minY + 14),
        fill: faint ? Palette.faint : Palette.label
      )
    }
    if let text = node.caption, !text.isEmpty, node.frame.height >= 34 {
      out.text(
        text, at: CGPoint(x: node.frame.minX + 4, y: node.frame.minY + 28), fill: Palette.line, italic: true)
    }
    let clips = node.clipsToBounds && !node.children.isEmpty
    if clips {
      out.line(#"<clipPath id="clip-\#(out.nextClip)"><rect \#(SVGWriter.box(node.frame))/></clipPath>"#)
      out.line(#"<g clip-path="url(#clip-\#(out.nextClip))">"#)
      out.nextClip += 1
      out.indent += 1
    }
    work.append(.close(clips: clips))
    for child in node.children.reversed() { work.append(.node(child, isWindow: false, faint: faint)) }
  }

  /// Each window's outline and name over its views (a root view usually covers its window).
  private func drawWindowOutlines(into out: inout SVGWriter) {
    out.line(#"<g class="window-outlines" fill="none" stroke="\#(Palette.window)" stroke-width="2">"#)
    out.indent += 1
    for window in scene.windows where !window.isHidden {
      out.line(#"<rect \#(SVGWriter.box(window.frame)) data-id="\#(SVGWriter.escaped(window.id))"/>"#)
      let corner = CGPoint(x: window.frame.minX + 4, y: window.frame.maxY - 6)
      out.text("window \(window.id)", at: corner, fill: Palette.window, stroke: false)
    }
    out.indent -= 1
    out.line("</g>")
  }

  /// The path's outlines over everything, so a view covered by its subviews still shows.
  private func drawPath(into out: inout SVGWriter) {
    let frames = hitTestPath.compactMap { id in scene.firstNode(withID: id).map { (id, $0.frame) } }
    guard !frames.isEmpty else { return }
    out.line(#"<g class="hit-test-path" fill="none" stroke="\#(Palette.path)" stroke-width="3">"#)
    out.indent += 1
    for (id, frame) in frames {
      out.line(#"<rect \#(SVGWriter.box(frame)) data-id="\#(SVGWriter.escaped(id))"/>"#)
    }
    out.indent -= 1
    out.line("</g>")
  }

  private func drawStrokes(into out: inout SVGWriter) {
    guard !strokes.isEmpty else { return }
    out.line(#"<g class="touches" fill="\#(Palette.touch)" stroke="\#(Palette.touch)">"#)
    out.indent += 1
    for stroke in strokes {
      guard let start = stroke.points.first, let end = stroke.points.last else { continue }
      if stroke.points.count > 1 {
        let points = stroke.points.map { "\(Format.number($0.x)),\(Format.number($0.y))" }
        out.line(#"<polyline points="\#(points.joined(separator: " "))" fill="none" stroke-width="2"/>"#)
        let x = Format.number(end.x)
        let y = Format.number(end.y)
        out.line(
          stroke.wasCancelled
            ? #"<path d="M\#(Format.number(end.x - 5)),\#(Format.number(end.y - 5)) l10,10 m0,-10 l-10,10" stroke-width="2"/>"#
            : #"<circle cx="\#(x)" cy="\#(y)" r="5" fill="none" stroke-width="2"/>"#)
      }
      let tip =
        "pointer \(stroke.pointer) down at \(Format.point(start)), \(Format.seconds(stroke.startTime)) s"
      out.line(
        #"<circle class="touch" cx="\#(Format.number(start.x))" cy="\#(Format.number(start.y))" r="7" "#
          + #"fill-opacity="0.8" stroke="\#(Palette.view)" stroke-width="1.5"><title>\#(SVGWriter.escaped(tip))</title></circle>"#
      )
    }
    out.indent -= 1
    out.line("</g>")
  }
}

extension Scene {
  /// The first node, back to front and depth first, with `id`.
  func firstNode(withID id: String) -> SceneNode? {
    // An explicit stack, in the recursion's order: a scene may be 10,000 deep.
    var stack = Array(windows.reversed())
    while let node = stack.popLast() {
      if node.id == id { return node }
      stack.append(contentsOf: node.children.reversed())
    }
    return nil
  }
}
