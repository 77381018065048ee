import Foundation
import TouchKit

/// What the SVG picture of a layout shows (`touchlab render --svg`): the scene, the hit-test
/// path and hit view of the last touch, and where the fingers went — all values, so drawing it
/// (``svg``) is a pure function, like the canvas.
public struct ScenePicture: Equatable, Sendable {
  /// A finger's way from down to up (or cancel), in screen points.
  public struct Stroke: Equatable, Sendable {
    public var pointer: Int
    public var points: [CGPoint]
    /// Where it began, when: for the dot's tooltip.
    public var startTime: TimeInterval
    public var wasCancelled: Bool

    public init(pointer: Int, points: [CGPoint], startTime: TimeInterval, wasCancelled: Bool = false) {
      self.pointer = pointer
      self.points = points
      self.startTime = startTime
      self.wasCancelled = wasCancelled
    }
  }

  public var scene: Scene
  public var title: String?
  /// Views whose `hitTest` returned a view for the last touch, outermost first.
  public var hitTestPath: [String]
  /// The last touch's hit view.
  public var hitView: String?
  public var strokes: [Stroke]

  public init(
    scene: Scene, title: String? = nil, hitTestPath: [String] = [], hitView: String? = nil,
    strokes: [Stroke] = []
  ) {
    self.scene = scene
    self.title = title
    self.hitTestPath = hitTestPath
    self.hitView = hitView
    self.strokes = strokes
  }

  /// The picture of `scene` after `trace`: its last touch's path and hit view, and a stroke
  /// for every pointer that went down.
  public init(scene: Scene, trace: Trace, title: String? = nil) {
    var hitView: String?
    for record in trace.records {
      if case .hitView(_, let view, _) = record.step { hitView = view }
    }
    self.init(
      scene: scene, title: title, hitTestPath: trace.hitTestPath, hitView: hitView,
      strokes: Self.strokes(in: trace))
  }

  /// Pointer records grouped into strokes: a down starts one for its pointer, moves extend
  /// it, an up ends it; a cancel ends every stroke in flight.
  static func strokes(in trace: Trace) -> [Stroke] {
    var strokes: [Stroke] = []
    var open: [Int: Int] = [:]
    for record in trace.records {
      guard case .pointer(let event) = record.step else { continue }
      switch event.kind {
      case .down:
        open[event.pointer] = strokes.count
        strokes.append(Stroke(pointer: event.pointer, points: [event.location], startTime: record.time))
      case .move, .up:
        guard let index = open[event.pointer] else { continue }
        if strokes[index].points.last != event.location { strokes[index].points.append(event.location) }
        if event.kind == .up { open[event.pointer] = nil }
      case .cancel:
        for index in open.values { strokes[index].wasCancelled = true }
        open = [:]
      }
    }
    return strokes
  }
}
