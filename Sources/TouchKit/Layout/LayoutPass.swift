import Foundation

/// UIKit's layout pass: every marked view's `layoutSubviews()`, a superview before its
/// subviews, at the "next update cycle" (``View/setNeedsLayout()``).
///
/// TouchLab's update cycle is each turn of its engine: after a layout is built (before the
/// first screen or event) and after each pointer event is delivered (`TouchSynthesizer`), and
/// at once for a subtree by `layoutIfNeeded()`. The pass descends only where
/// `subtreeNeedsLayout` is set, so a turn in which nothing was marked costs one test per
/// window.
///
/// A view whose own `layoutSubviews()` marks it again (setting its own size, calling
/// `setNeedsLayout()` on itself) is not laid out again for it: that change was part of its
/// layout. Marks it makes elsewhere (a subview's size) are laid out in the same pass, top-down;
/// marks above it (a superview's size) start another round from the top. A layout that never
/// settles stops after ``Tunables/maximumLayoutRounds`` rounds, recorded as `layoutLoop` naming
/// the view laid out last (whose layout marked the view above it again).
enum LayoutPass {
  /// Lays out `root`'s marked subtree; `trace` gets a `layoutLoop` record if the bound stops it.
  /// `ownClasses`: the memo of the application it runs for (a fresh one for a view in no window).
  static func run(from root: View, trace: TraceRecorder?, ownClasses: OwnClasses) {
    var rounds = 0
    var pass = Pass(top: CodeNames.topmost(root), trace: trace, ownClasses: ownClasses)
    while root.needsLayout || root.subtreeNeedsLayout {
      guard rounds < Tunables.maximumLayoutRounds else {
        clearMarks(below: root)
        let culprit = pass.last?.traceID ?? root.traceID
        trace?.record(.layoutLoop(view: culprit, limit: Tunables.maximumLayoutRounds))
        break
      }
      rounds += 1
      // Auto Layout first: the solve marks the superviews of the views it moves, whose own
      // layoutSubviews() then gives them their frames (AutoLayout/AutoLayoutEngine.swift).
      if pass.top.holdsConstraints { AutoLayoutEngine.update(top: pass.top, trace: trace) }
      visit(root, &pass)
    }
  }

  /// What one run carries down the tree.
  private struct Pass {
    /// The hierarchy's root, where code-built views' names must be unique.
    let top: View
    let trace: TraceRecorder?
    /// Which classes are TouchKit's own: a person's are traced and have what they hold named.
    let ownClasses: OwnClasses
    /// The view laid out last, which the `layoutLoop` record names (the last layout of the last
    /// round re-marked a view above it).
    var last: View?
  }

  /// Lays out `root`'s marked views top-down: each view if marked, then what its code holds is
  /// named (``CodeNames``), then its marked subviews in order. An explicit stack, not recursion,
  /// so a hierarchy nested thousands deep cannot overflow the thread's stack; a view is checked
  /// when it is reached, so marks an earlier sibling's layout made are seen.
  private static func visit(_ root: View, _ pass: inout Pass) {
    var stack: [(view: View, parent: View?)] = [(root, nil)]
    while let (view, parent) = stack.popLast() {
      // Moved away by a layout that ran since it was pushed, or not marked: nothing to do here.
      if let parent, view.superview !== parent { continue }
      guard view.needsLayout || view.subtreeNeedsLayout else { continue }
      if view.needsLayout { layOut(view, &pass) }
      CodeNames.assign(heldBy: view, top: pass.top, ownClasses: pass.ownClasses)
      guard view.subtreeNeedsLayout else { continue }
      view.subtreeNeedsLayout = false
      for subview in view.subviews.reversed() { stack.append((subview, view)) }
    }
  }

  /// One view's layout, with its controller's callbacks around it.
  private static func layOut(_ view: View, _ pass: inout Pass) {
    let controller = view.owningViewController
    if let controller {
      UserCode.run(.viewWillLayoutSubviews, of: controller) { controller.viewWillLayoutSubviews() }
    }
    // A configured button's update asked for since the last cycle (Button+Configuration.swift).
    // A cell's likewise (CellConfigurationUpdate.swift).
    if let button = view as? Button {
      button.updateConfigurationIfNeeded()
    } else if let cell = view as? TableViewCell {
      cell.updateConfigurationIfNeeded()
    } else if let cell = view as? CollectionViewCell {
      cell.updateConfigurationIfNeeded()
    }
    UserCode.run(.layoutSubviews, of: view) {
      view.layoutSubviews()
      // UIKit's layoutSubviews runs inside UIView's layoutSublayers(of:), so an override's
      // code after `super` runs after it, as here. A view that never made its layer has no
      // sublayers to lay out, and is not given one for it.
      if let layer = view.extras?.appearance?.layer { view.layoutSublayers(of: layer) }
    }
    view.needsLayout = false
    pass.last = view
    if let trace = pass.trace, type(of: view) != View.self, !pass.ownClasses.contains(type(of: view)),
      OverriddenMethods.overrides(.layoutSubviews, in: type(of: view)) == true
    {
      trace.record(.layout(view: view.traceID))
    }
    if let controller {
      UserCode.run(.viewDidLayoutSubviews, of: controller) { controller.viewDidLayoutSubviews() }
    }
  }

  private static func clearMarks(below root: View) {
    var stack = [root]
    while let view = stack.popLast() {
      guard view.needsLayout || view.subtreeNeedsLayout else { continue }
      view.needsLayout = false
      view.subtreeNeedsLayout = false
      stack.append(contentsOf: view.subviews)
    }
  }
}

extension Application {
  /// One update cycle's layout: each window's marked views (``LayoutPass``). The layout loader
  /// runs it once a layout is built, the synthesizer after each event.
  public func layoutIfNeeded() {
    for window in windows where window.needsLayout || window.subtreeNeedsLayout {
      LayoutPass.run(from: window, trace: trace, ownClasses: ownClasses)
    }
  }
}
