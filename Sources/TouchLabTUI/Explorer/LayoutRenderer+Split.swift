import Dispatch
import Foundation

/// A large scene drawn on two cores (issue 17: at a million views the first drawing took half
/// a second on one core while the other idled).
///
/// A band of rows comes out exactly as a whole drawing leaves those rows (``band``: every write
/// is clipped, and none reaches another row), which is what lets ``LayoutLayer`` patch rows. So
/// two workers draw the same scene, one in the top half of the rows and one in the bottom half,
/// each on its own copy of the canvas, and the bottom half is copied into the top worker's:
/// the same cells as one drawing (`LayoutSplitDrawingTests`). Each worker still walks every
/// view (which rows a box covers is known only once its cell rectangle is worked out), but
/// draws only what lands in its rows.
///
/// The scene is a value: drawing it runs nothing of the engine or of a person's code, so any
/// scene may be drawn this way.
extension LayoutRenderer {
  /// From this many views on, a whole unzoomed drawing is split: below it, the second worker
  /// costs more than it saves. UNSOURCED: measured here (docs/performance.md).
  static let splitViews = 50_000

  /// Draws `scene` whole into `canvas`, as ``draw(_:into:)`` does, on two workers when the
  /// scene has `splitViews` views or more, the drawing is unzoomed and unbanded, and there is a
  /// second core (the tests split small scenes).
  func drawWhole(_ scene: Scene, into canvas: inout Canvas, splitViews: Int = Self.splitViews) {
    let area = scaling.area
    guard band == nil, viewport.zoom == nil, area.rows >= 2,
      ProcessInfo.processInfo.activeProcessorCount >= 2, scene.hasViews(atLeast: splitViews)
    else {
      draw(scene, into: &canvas)
      return
    }
    let middle = area.row + area.rows / 2
    let drawing = BandedDrawing(
      renderer: self, scene: scene, canvas: canvas, bands: [0..<middle, middle..<canvas.rows])
    DispatchQueue.concurrentPerform(iterations: 2) { drawing.draw(band: $0) }
    canvas = drawing.joined()
  }

  /// Two bands of one drawing, each on its own canvas.
  ///
  /// `@unchecked Sendable`: the renderer and the scene are values only read; each worker
  /// writes only its own canvas, through its own element of storage allocated before they
  /// start, and they are joined after `concurrentPerform` has returned, that is, after both
  /// workers have finished.
  private final class BandedDrawing: @unchecked Sendable {
    private let renderer: LayoutRenderer
    private let scene: Scene
    private let bands: [Range<Int>]
    private let canvases: UnsafeMutableBufferPointer<Canvas>

    init(renderer: LayoutRenderer, scene: Scene, canvas: Canvas, bands: [Range<Int>]) {
      self.renderer = renderer
      self.scene = scene
      self.bands = bands
      canvases = .allocate(capacity: bands.count)
      // Each its own storage before the workers start, so neither copies an array they share.
      for index in bands.indices {
        var own = Canvas(columns: canvas.columns, rows: canvas.rows)
        own.copyRows(0..<canvas.rows, from: canvas)
        canvases.initializeElement(at: index, to: own)
      }
    }

    deinit {
      _ = canvases.deinitialize()
      canvases.deallocate()
    }

    func draw(band index: Int) {
      var banded = renderer
      banded.band = bands[index]
      banded.draw(scene, into: &canvases[index])
    }

    /// The first band's canvas with every other band's rows copied in.
    func joined() -> Canvas {
      var canvas = canvases[0]
      for index in bands.indices.dropFirst() { canvas.copyRows(bands[index], from: canvases[index]) }
      return canvas
    }
  }
}

extension Scene {
  /// Whether the scene holds `count` views or more, windows included: a walk that stops there.
  func hasViews(atLeast count: Int) -> Bool {
    var seen = 0
    var levels: [[SceneNode]] = [windows]
    while let level = levels.popLast() {
      seen += level.count
      if seen >= count { return true }
      for node in level where !node.children.isEmpty { levels.append(node.children) }
    }
    return false
  }
}
