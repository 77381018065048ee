/// A window of `visible` lines over a list, from line `top`: the rules every scrolled list of
/// the side pane (the log, the tree, the inspector, the lesson) keeps to, in one place.
enum ScrollWindow {
  /// `top` kept within the list: not above the first line, and not so far down that the last
  /// line leaves the bottom of the window.
  static func clamped(_ top: Int, count: Int, visible: Int) -> Int {
    min(max(0, top), lastTop(count: count, visible: visible))
  }

  /// The top that shows the list's last line at the bottom of the window (0 when all fit).
  static func lastTop(count: Int, visible: Int) -> Int { max(0, count - visible) }

  /// The top after scrolling the least that shows `line`.
  static func top(revealing line: Int, from top: Int, visible: Int) -> Int {
    if line < top { return line }
    if line >= top + visible { return line - visible + 1 }
    return top
  }
}
