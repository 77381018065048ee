import Foundation
import TouchKit

/// The canvas at a selected step (step mode, or a line selected in the log): the scene at the
/// step (its dispatch's, with what changed inside the dispatch put back as it was at the step:
/// ``RecordedSequence/scene(at:)``), drawn with the step's hit-test path so far and hit view,
/// and marked.
///
/// - The view the step is about (the view asked, the responder receiving a touch method, the
///   control, the view carrying the recognizer) is drawn in its own colour, bold, with
///   ``focusGlyph`` before its name: `◆card`. Heavy lines still mean the hit view, `»` the path
///   so far.
/// - A recognizer step adds the recognizer and its state at that step to the title:
///   `◆card ✦1 tap: began`.
/// - Each finger down at that step (and the one lifting) is a ``fingerGlyph``, drawn over the
///   boxes.
///
/// Marks are characters, so they show in plain text (`capture-pane -p`, the golden tests) as
/// well as in colour.
enum StepOverlay {
  static let focusGlyph = LayoutRenderer.focusGlyph
  static let fingerGlyph: Character = FingerMarks.finger

  /// The renderer for the scene at `moment`: its hit view, path so far and focus; no hover.
  static func renderer(for moment: StepMoment, area: CellRect) -> LayoutRenderer {
    var renderer = LayoutRenderer(
      scaling: Scaling(screenSize: moment.scene.screenSize, area: area), hitView: moment.hitView,
      hitPath: Set(moment.hitPath), hoverView: nil)
    renderer.focus = focus(of: moment)
    renderer.focusNote =
      moment.recognizer.map { " \(LayoutRenderer.recognizerGlyph)\($0.id): \($0.state.rawValue)" } ?? ""
    return renderer
  }

  /// Draws the fingers at the step, over the boxes, within the canvas area.
  static func drawFingers(_ moment: StepMoment, scaling: Scaling, into canvas: inout Canvas) {
    canvas.clip = scaling.area
    defer { canvas.clip = canvas.bounds }
    for point in moment.touches {
      let cell = scaling.cell(for: point)
      canvas.set(Cell(fingerGlyph, style: .bold, role: .stepFocus), column: cell.column, row: cell.row)
    }
  }

  /// The id of the drawn view the step is about: the first of the step's subjects that is a
  /// visible view, else the visible view carrying its recognizer; nil when none is drawn.
  static func focus(of moment: StepMoment) -> String? {
    for subject in moment.subjects where find(in: moment.scene, where: { $0.id == subject }) != nil {
      return subject
    }
    guard let recognizer = moment.recognizer?.id else { return nil }
    return find(in: moment.scene) { $0.recognizers.contains(recognizer) }?.id
  }

  /// The first visible node (not hidden, nor inside a hidden one) that matches, front window
  /// first, then depth-first.
  static func find(in scene: Scene, where matches: (SceneNode) -> Bool) -> SceneNode? {
    func search(_ node: SceneNode) -> SceneNode? {
      guard !node.isHidden else { return nil }
      if matches(node) { return node }
      for child in node.children {
        if let found = search(child) { return found }
      }
      return nil
    }
    for window in scene.windows.reversed() {
      if let found = search(window) { return found }
    }
    return nil
  }
}
