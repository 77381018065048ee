import Foundation
import TouchFoundation

/// Puts views read line by line into their tree by depth: a view at depth d is a subview of
/// the last view at depth d − 1.
///
/// A line that skips a level (depth 3 after depth 1: a line lost in copying) is attached to the
/// deepest open view, with a warning; views nested deeper than a layout allows
/// (``LayoutLimits/maximumViewDepth``) are left out with a warning, so nothing downstream
/// recurses without bound.
struct DumpTree {
  let source: String
  private var roots: [DumpView] = []
  /// The open views, root first: `stack[d]` is the last view read at depth d.
  private var stack: [DumpView] = []
  /// The first line left out for depth, so the warning is given once per run of them.
  private var droppedSince: Int?

  init(source: String) {
    self.source = source
  }

  /// Adds `view` read at `depth`; returns the warnings (line, column, message).
  mutating func add(_ view: DumpView, depth: Int) -> [(Int, Int, String)] {
    var warnings: [(Int, Int, String)] = []
    var depth = depth
    guard depth < LayoutLimits.maximumViewDepth,
      stack.count < LayoutLimits.maximumViewDepth || depth < stack.count
    else {
      if droppedSince == nil {
        droppedSince = view.line
        warnings.append(
          (
            view.line, view.column,
            "views nest deeper than \(LayoutLimits.maximumViewDepth) levels, the limit for a layout; "
              + "this view and the ones below it are left out"
          ))
      }
      return warnings
    }
    if depth > stack.count {
      let message =
        stack.isEmpty
        ? "the first view is indented \(depth) level(s); read as the top of the hierarchy"
        : "indentation skips from level \(stack.count - 1) to level \(depth); attached to the view on line "
          + "\(stack[stack.count - 1].line)"
      warnings.append((view.line, view.column, message))
      depth = stack.count
    }
    droppedSince = nil
    close(downTo: depth)
    stack.append(view)
    return warnings
  }

  /// Closes open views until `depth` are left, each into its parent (or the roots).
  private mutating func close(downTo depth: Int) {
    while stack.count > depth {
      let view = stack.removeLast()
      if stack.isEmpty {
        roots.append(view)
      } else {
        stack[stack.count - 1].subviews.append(view)
      }
    }
  }

  mutating func finish() -> [DumpView] {
    close(downTo: 0)
    return roots
  }
}
