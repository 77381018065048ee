import TouchLayout

/// The open layout's lesson (`l`): shown in the side pane instead of the trace while
/// ``isShown``, from line ``scroll``.
public struct LessonState: Equatable, Sendable {
  /// The lesson of the layout; nil when it has none.
  public var content: Lesson?
  public var isShown = false
  /// First lesson line shown (clamped when drawn, since wrapping depends on the pane's width).
  public var scroll = 0

  public init(content: Lesson? = nil) {
    self.content = content
  }
}
