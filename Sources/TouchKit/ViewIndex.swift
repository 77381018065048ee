/// The views of an application by id, for ``Application/view(withID:)``: a script's every
/// step names its target by id, and a depth-first search of a thousand views for each step was
/// a tenth of a script's run.
///
/// Built on first use and again whenever the application's ``Application/hierarchyStamp`` has
/// moved on (HierarchyChanges.swift), so it never
/// answers from a hierarchy that is gone. It finds what the search would: windows in the
/// application's order, each depth-first in subview order, the first view with the id winning.
struct ViewIndex {
  private var views: [String: View] = [:]
  private var builtAt: Int?
  /// Every non-empty id in search order (``Application/viewIDs``), made only when asked for.
  private var ids: [String] = []
  private var idsBuiltAt: Int?

  mutating func view(withID id: String, in windows: [Window], stamp now: Int) -> View? {
    if builtAt != now {
      views.removeAll(keepingCapacity: true)
      for window in windows { add(window) }
      builtAt = now
    }
    return views[id]
  }

  mutating func ids(in windows: [Window], stamp now: Int) -> [String] {
    if idsBuiltAt != now {
      ids.removeAll(keepingCapacity: true)
      for window in windows {
        window.forEachInSubtree { view in
          if !view.id.isEmpty { ids.append(view.id) }
          return true
        }
      }
      idsBuiltAt = now
    }
    return ids
  }

  private mutating func add(_ view: View) {
    if views[view.id] == nil { views[view.id] = view }
    for subview in view.subviews { add(subview) }
  }
}
