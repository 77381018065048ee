import Foundation

/// The callbacks a view hears when it changes superview or window, in UIKit's order.
///
/// Apple documents what each method means (UIView, "Observing view-related changes":
/// `willRemoveSubview(_:)` comes "before subviews are removed", `didAddSubview(_:)` after one is
/// added, the window's pair "when the view's window changes") but not their order against each
/// other. The order here is UIKit's as logged by developers (community-observed, e.g.
/// e-com-net.com/article/5357521.htm and jianshu.com/p/681053cc48fd, iOS 9–12):
/// - adding: `willMove(toSuperview:)`, `didMoveToSuperview()`, the superview's
///   `didAddSubview(_:)`, then `willMove(toWindow:)` and `didMoveToWindow()` if the window
///   changes;
/// - removing: the superview's `willRemoveSubview(_:)` (documented as before), then
///   `willMove(toSuperview: nil)`, `willMove(toWindow: nil)`, `didMoveToWindow()`,
///   `didMoveToSuperview()`.
///
/// The window's pair goes to the view and each of its subviews, depth first, as UIKit tells a
/// whole subtree. A person's override runs announced (``UserCode``), so a crash in it is
/// reported at their method.
extension View {
  /// Moves the view to `newSuperview` at `index` (nil: out of the hierarchy), telling everyone
  /// involved in UIKit's order.
  func announceMove(to newSuperview: View?, index: Int) {
    let oldWindow = window
    let newWindow = newSuperview?.window
    let windowChanges = oldWindow !== newWindow
    // Before anyone hears of the move: the first responder leaving its window resigns.
    if windowChanges, oldWindow != nil { resignFirstResponderLeavingWindow() }
    if let oldSuperview = superview {
      UserCode.run(.willRemoveSubview, of: oldSuperview) { oldSuperview.willRemoveSubview(self) }
    }
    UserCode.run(.willMoveToSuperview, of: self) { willMove(toSuperview: newSuperview) }
    guard let newSuperview else {
      if windowChanges { tellSubtree(willMoveTo: nil) }
      detach()
      if windowChanges { tellSubtreeMovedToWindow() }
      UserCode.run(.didMoveToSuperview, of: self) { didMoveToSuperview() }
      return
    }
    detach()
    newSuperview.attach(self, at: index)
    UserCode.run(.didMoveToSuperview, of: self) { didMoveToSuperview() }
    UserCode.run(.didAddSubview, of: newSuperview) { newSuperview.didAddSubview(self) }
    if windowChanges {
      tellSubtree(willMoveTo: newWindow)
      tellSubtreeMovedToWindow()
    }
  }

  /// `willMove(toWindow:)` to the view and its subviews, depth first.
  private func tellSubtree(willMoveTo newWindow: Window?) {
    UserCode.run(.willMoveToWindow, of: self) { willMove(toWindow: newWindow) }
    for subview in subviews { subview.tellSubtree(willMoveTo: newWindow) }
  }

  /// `didMoveToWindow()` to the view and its subviews, depth first.
  private func tellSubtreeMovedToWindow() {
    UserCode.run(.didMoveToWindow, of: self) { didMoveToWindow() }
    for subview in subviews { subview.tellSubtreeMovedToWindow() }
  }
}
