/// Which views of a scene show other contents than in an earlier scene of the same views: the
/// ids whose node differs only in what is drawn inside its own box (a label's or a text
/// field's text, a control's value or highlight, the recognizer count in its title), when
/// nothing else differs. What lets ``LayoutLayer`` draw again only the rows of those boxes.
///
/// Why: a key typed into a text field changes its text and nothing else, and drawing 5,000
/// views again for it, and comparing the two scenes node by node, was most of a keystroke's
/// frame (issue 39's goal is 16 ms). Why these properties: each is drawn within the rows of the
/// node's own box (its title row, its body, a slider's thumb), so the rows of the box are all a
/// change of them can touch. A change of anything a subtree is drawn by (frame, hidden, alpha,
/// clipping, order, ids, classes) asks for a whole drawing.
///
/// Subtrees the two scenes share (one array buffer, as ``Scene/replacing(_:in:)`` leaves all
/// but the path to the changed view) are passed over without a look at their nodes.
enum SceneContentChanges {
  /// The ids of the nodes whose contents alone differ from `old` to `new`, empty when the
  /// scenes draw the same; nil when they differ in anything else.
  ///
  /// An explicit stack, not recursion: a hierarchy 10,000 deep (issue 17).
  static func ids(from old: [SceneNode], to new: [SceneNode]) -> Set<String>? {
    var changed: Set<String> = []
    var stack = [(old, new)]
    while let pair = stack.popLast() {
      let (before, after) = pair
      if LayoutLayer.sharesStorage(before, after) { continue }
      guard before.count == after.count else { return nil }
      for (was, now) in zip(before, after) {
        guard drawsTheSameBox(was, now) else { return nil }
        if !hasTheSameContents(was, now) { changed.insert(now.id) }
        if !was.children.isEmpty || !now.children.isEmpty { stack.append((was.children, now.children)) }
      }
    }
    return changed
  }

  /// Whether the two nodes are the same view, drawn at the same place, drawing their subtrees
  /// the same way.
  private static func drawsTheSameBox(_ was: SceneNode, _ now: SceneNode) -> Bool {
    was.frame == now.frame && was.hasNoArea == now.hasNoArea && was.subviewIndex == now.subviewIndex
      && was.id == now.id && was.className == now.className && was.importedClass == now.importedClass
      && was.isHidden == now.isHidden && was.alpha == now.alpha && was.clipsToBounds == now.clipsToBounds
      && was.isUserInteractionEnabled == now.isUserInteractionEnabled
  }

  /// Whether the nodes' own contents are the same: all that is drawn inside the box.
  private static func hasTheSameContents(_ was: SceneNode, _ now: SceneNode) -> Bool {
    was.caption == now.caption && was.control == now.control && was.recognizers == now.recognizers
      && was.skipReason == now.skipReason && was.isHighlighted == now.isHighlighted
  }
}
