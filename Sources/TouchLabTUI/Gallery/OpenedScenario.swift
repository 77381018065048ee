import TouchKit
import TouchLayout

/// What the UI shows of a scenario just opened from the gallery.
public struct OpenedScenario: Equatable, Sendable {
  public var index: Int
  public var title: String
  public var scene: Scene
  public var lesson: Lesson?
  /// Whether hovering may hit-test the scenario (``UIState/hoverRunsOverrides``).
  public var hoverRunsOverrides: Bool

  public init(index: Int, title: String, scene: Scene, lesson: Lesson?, hoverRunsOverrides: Bool = true) {
    self.index = index
    self.title = title
    self.scene = scene
    self.lesson = lesson
    self.hoverRunsOverrides = hoverRunsOverrides
  }
}
