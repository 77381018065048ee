import Foundation

/// Counts of changes to view hierarchies: a subview added, inserted or removed, a window added,
/// an id changed. Whoever caches something derived from an application's windows
/// (``ViewIndex``, ``DrawnStamp``) keeps the application's ``Application/hierarchyStamp`` it
/// was built at and rebuilds when the stamp has moved on.
///
/// Each window counts the changes in its own hierarchy (``Window/hierarchyChanges``), found by
/// walking up from the changed view (a view does not know its window), and the application
/// counts its window list and its own id; the stamp is their sum, which moves whenever one of
/// them does, as each only grows. Counted where the change is, not once for the process: a
/// change in one application costs no other application its caches, and applications on
/// different threads (parallel tests) share nothing. A view in no window counts nowhere: adding
/// it to one is the change. Building a layout adds views to parents not yet in a window, so the
/// walk up is one step there.
///
/// The subview indexes of hit testing do not read these: each parent owns its own and drops it
/// when its subviews change (``SubviewIndexCache``).
extension View {
  /// Records that this view's hierarchy changed: its window's count moves.
  func noteHierarchyChange() {
    var top = self
    while let superview = top.superview { top = superview }
    if let window = top as? Window { window.hierarchyChanges &+= 1 }
  }

  /// Called when something a ``SubviewIndex`` reads changes (center, bounds size, transform,
  /// anchor point, hit area, hitTest override): the superview's index, if it has one, is
  /// dropped, so every other view's setters stay a test of two pointers.
  @inline(__always)
  func noteGeometryChange() {
    superview?.dropSubviewIndex()
  }

  /// Drops this view's ``SubviewIndex``: its subviews, or where one of them is hit, changed.
  @inline(__always)
  func dropSubviewIndex() {
    if let extras, extras.subviewIndex != nil { extras.subviewIndex = nil }
  }
}

extension Application {
  /// The sum of this application's count and its windows': equal to an earlier reading only if
  /// no window was added and nothing in its windows' hierarchies changed since.
  public var hierarchyStamp: Int {
    var stamp = hierarchyChanges
    for window in windows { stamp &+= window.hierarchyChanges }
    return stamp
  }
}
