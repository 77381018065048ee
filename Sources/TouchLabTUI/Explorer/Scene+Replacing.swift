import Foundation
import TouchKit

extension Scene {
  /// The scene with `view`'s node, and its subtree's, taken again from the engine, and every
  /// other node kept as it is (its storage shared with this scene); nil when this scene has no
  /// node for the view where the engine has it now.
  ///
  /// Why: a key typed into a text field draws the field anew and nothing else, and a snapshot of
  /// every view for it was most of a keystroke's frame on 5,000 views (issue 39's goal is 16 ms).
  /// The caller vouches that nothing outside `view`'s subtree changed since this scene was taken
  /// (``TouchKit/DrawnStamp/moved(from:onlyBy:)``), and that nothing animates: the node is taken
  /// as ``init(application:screenSize:time:stamp:)`` takes it, so the result equals a whole
  /// snapshot's. The text input editing is read again too (Return may end the editing).
  func replacing(_ view: View, in application: Application) -> Scene? {
    guard let path = Self.path(to: view, in: application) else { return nil }
    // The nodes along the path, each taken out of its parent, down to the view's.
    var chain: [SceneNode] = []
    guard let windowSlot = windows.firstIndex(where: { $0.subviewIndex == path[0].index }) else { return nil }
    var current = windows[windowSlot]
    var slots = [windowSlot]
    for step in path.dropFirst() {
      guard current.id == step.parentID,
        let slot = current.children.firstIndex(where: { $0.subviewIndex == step.index })
      else { return nil }
      chain.append(current)
      current = current.children[slot]
      slots.append(slot)
    }
    guard current.id == view.traceID else { return nil }
    var names = ClassNames()
    var replacement = Scene.node(
      for: view, index: path[path.count - 1].index, superviewToScreen: Self.superviewToScreen(of: view),
      time: application.scheduler.now, names: &names)
    // Put back bottom up: each parent's children array is copied once, where it changed.
    for depth in chain.indices.reversed() {
      var parent = chain[depth]
      parent.children[slots[depth + 1]] = replacement
      replacement = parent
    }
    var scene = self
    scene.windows[windowSlot] = replacement
    scene.typingTarget = application.editingTextInput?.traceID
    return scene
  }

  /// The view's place from its window down: the window's index among the windows front to
  /// back, then each view's index in its superview's subviews, with the id its parent's node
  /// has. Nil for a view in no window of `application`.
  private static func path(to view: View, in application: Application) -> [(index: Int, parentID: String)]? {
    var reversed: [(index: Int, parentID: String)] = []
    var current = view
    while let superview = current.superview {
      guard let index = superview.subviews.firstIndex(where: { $0 === current }) else { return nil }
      reversed.append((index, superview.traceID))
      current = superview
    }
    guard let window = current as? Window,
      let index = application.windowsFrontToBack.firstIndex(where: { $0 === window })
    else { return nil }
    reversed.append((index, ""))
    return reversed.reversed()
  }

  /// The transform from the view's superview's coordinates to screen points, composed as a
  /// snapshot composes it (each view's own transform, then its superview's to the screen), so
  /// the node's frame equals a whole snapshot's to the bit.
  private static func superviewToScreen(of view: View) -> CGAffineTransform {
    var chain: [View] = []
    var current = view.superview
    while let next = current {
      chain.append(next)
      current = next.superview
    }
    return chain.reversed().reduce(CGAffineTransform.identity) { $1.toSuperviewTransform.concatenating($0) }
  }
}
