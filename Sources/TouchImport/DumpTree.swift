import Foundation
import TouchFoundation

/// Puts views read line by line into their tree by depth: a view at depth d is a subview of
/// the last view read at a smaller depth.
///
/// A line that skips a level (depth 3 after depth 1: a line lost in copying, or one that could
/// not be read) is attached to the nearest open view above it, with a warning; the lines below
/// it keep their own depths, so its subviews stay its subviews and its next sibling is not taken
/// for its child. Views nested deeper than a layout allows (``LayoutLimits/maximumViewDepth``)
/// are left out with a warning, so nothing downstream recurses without bound.
struct DumpTree {
  let source: String
  private var roots: [DumpView] = []
  /// The open views, root first, each with the depth its line printed.
  private var stack: [(view: DumpView, depth: Int)] = []
  /// The first line left out for depth, so the warning is given once per run of them.
  private var droppedSince: Int?

  init(source: String) {
    self.source = source
  }

  /// Adds `view` read at `depth`; returns the warnings (line, column, message).
  mutating func add(_ view: DumpView, depth: Int) -> [(Int, Int, String)] {
    while let top = stack.last, top.depth >= depth { closeTop() }
    guard stack.count < LayoutLimits.maximumViewDepth else {
      guard droppedSince == nil else { return [] }
      droppedSince = view.line
      return [
        (
          view.line, view.column,
          "views nest deeper than \(LayoutLimits.maximumViewDepth) levels, the limit for a layout; "
            + "this view and the ones below it are left out"
        )
      ]
    }
    droppedSince = nil
    var warnings: [(Int, Int, String)] = []
    if let parent = stack.last, depth > parent.depth + 1 {
      warnings.append(
        (
          view.line, view.column,
          "indentation skips from level \(parent.depth) to level \(depth); attached to the view on line "
            + "\(parent.view.line)"
        ))
    } else if stack.isEmpty, roots.isEmpty, depth > 0 {
      warnings.append(
        (
          view.line, view.column,
          "the first view is indented \(depth) level(s); read as the top of the hierarchy"
        ))
    }
    stack.append((view, depth))
    return warnings
  }

  /// Closes the innermost open view into its parent (or the roots).
  private mutating func closeTop() {
    let view = stack.removeLast().view
    if stack.isEmpty {
      roots.append(view)
    } else {
      stack[stack.count - 1].view.subviews.append(view)
    }
  }

  mutating func finish() -> [DumpView] {
    while !stack.isEmpty { closeTop() }
    return roots
  }
}
