import Foundation

/// The hierarchy read and reordered: UIView's "Managing the view hierarchy" less adding and
/// removing, which stay beside the `subviews` they change (View.swift) so that only one file
/// writes the list (the plain hit test reads it in place, View+PlainHitTesting.swift).
extension View {
  public func bringSubviewToFront(_ view: View) {
    guard view.superview === self else { return }
    addSubview(view)
  }

  public func sendSubviewToBack(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// This view and every view below it, depth first in subview order (back to front).
  public var allViews: [View] {
    var result: [View] = []
    var stack: [View] = [self]
    while let view = stack.popLast() {
      result.append(view)
      stack.append(contentsOf: view.subviews.reversed())
    }
    return result
  }

  /// Calls `body` with this view and every view below it, in ``allViews``' order, until it
  /// returns false; returns false if it was stopped. Without building that list: at a million
  /// views, the lists the explorer's start built were 0.2 s of its first screen (issue 17).
  @discardableResult
  public func forEachInSubtree(_ body: (View) -> Bool) -> Bool {
    guard body(self) else { return false }
    var stack: [(views: [View], next: Int)] = [(subviews, 0)]
    while let top = stack.indices.last {
      guard stack[top].next < stack[top].views.count else {
        stack.removeLast()
        continue
      }
      let view = stack[top].views[stack[top].next]
      stack[top].next += 1
      guard body(view) else { return false }
      if !view.subviews.isEmpty { stack.append((view.subviews, 0)) }
    }
    return true
  }

  /// The view with `id` in this subtree: the first in ``allViews``' order (depth first, back
  /// to front). Searched without building that list, as a script looks up a target every step.
  public func view(withID id: String) -> View? {
    // Recursive (as deep as hit testing goes): an explicit stack cost a retain and a release
    // per view pushed, and the runner asks this for every step's target.
    if self.id == id { return self }
    for subview in subviews {
      if let found = subview.view(withID: id) { return found }
    }
    return nil
  }
}
