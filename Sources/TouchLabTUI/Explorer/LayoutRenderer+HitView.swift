import Foundation

extension LayoutRenderer {
  /// The hit view's outline drawn again, last, over whatever is drawn in front of it: a view
  /// hit through a pass-through overlay (or under a view with interaction off) is covered by
  /// that view's box, yet it is what the status bar names as hit, so the canvas must show it
  /// too (issue 41). Cut by the ancestors that clip it, as its box is; only its outline and
  /// title, so what is in front stays readable inside it.
  func outlineHitViewAgain(_ scene: Scene, clip area: CellRect, into canvas: inout Canvas) {
    guard let hitView, let (node, clip, faint) = Self.find(hitView, in: scene, clip: area, scaling: scaling)
    else { return }
    let rect = scaling.cellRect(for: node.frame)
    guard meetsBand(rect) else { return }
    canvas.clip = banded(clip)
    let text = body(of: node, rows: rect.rows)
    outline(node, rect, faint: faint, titleText: !text.isEmpty && rect.rows < 3 ? text : nil, into: &canvas)
  }

  /// The first drawn node with `id`, in drawing order, with the clip its ancestors cut it by
  /// and whether it is drawn faint: an explicit stack, as a scene may be 10,000 deep.
  static func find(_ id: String, in scene: Scene, clip area: CellRect, scaling: Scaling)
    -> (SceneNode, CellRect, Bool)?
  {
    var stack = scene.windows.reversed().map { (node: $0, clip: area, faint: false) }
    while let (node, clip, faint) = stack.popLast() {
      guard !node.isHidden else { continue }
      let isFaint = faint || node.isTransparentToHitTesting
      if node.id == id { return (node, clip, isFaint) }
      let inner = node.clipsToBounds ? clip.intersection(scaling.cellRect(for: node.frame)) : clip
      guard !inner.isEmpty else { continue }
      stack += node.children.reversed().map { (node: $0, clip: inner, faint: isFaint) }
    }
    return nil
  }
}
