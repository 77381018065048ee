/// The layout as ``LayoutRenderer`` last drew it, kept between frames so that a frame which
/// only moves the marks (the view under the pointer, the hit view and its path, the selection)
/// redraws the rows of the views whose marks changed instead of every view.
///
/// Why: drawing is linear in the views, and a hover at 100,001 views spent 38 ms drawing all of
/// them again to make one box bold (issue 17's goal for a mouse report is 16 ms). Why rows: a
/// mark changes only its view's box, and every write of a box stays on the rows of the box (a
/// wide character's two halves share a row), so the other rows come out of a whole drawing as
/// they were; drawn with ``LayoutRenderer/band``, the changed rows come out as a whole drawing
/// leaves them. `LayoutLayerTests` checks frame after frame that the result is exactly
/// ``Screen/render(_:)``'s.
///
/// Anything else that changes the drawing (another scene, scaling, zoom, outlines, canvas size)
/// draws the whole layer again. A scene taken again after an event that changed no view is a
/// new value with the same contents; it is compared before it costs a whole drawing.
final class LayoutLayer {
  /// What a drawing depends on besides the marks.
  private struct Basis {
    var scene: Scene
    var scaling: Scaling
    var viewport: Viewport
    var columns: Int
    var rows: Int
  }

  /// The marks a drawing shows: when only these differ, the layer is patched.
  private struct Marks: Equatable {
    var hitView: String?
    var hitPath: Set<String>
    var hoverView: String?
    var drawnView: String?
    var selectedView: String?

    init(_ renderer: LayoutRenderer) {
      hitView = renderer.hitView
      hitPath = renderer.hitPath
      hoverView = renderer.hoverView
      drawnView = renderer.drawnView
      selectedView = renderer.selectedView
    }

    /// The ids whose marks differ between the two.
    func changedIDs(to other: Marks) -> Set<String> {
      var ids = hitPath.symmetricDifference(other.hitPath)
      for (old, new) in [
        (hitView, other.hitView), (hoverView, other.hoverView), (drawnView, other.drawnView),
        (selectedView, other.selectedView),
      ] where old != new {
        if let old { ids.insert(old) }
        if let new { ids.insert(new) }
      }
      return ids
    }
  }

  private var basis: Basis?
  private var marks: Marks?
  private var canvas = Canvas(columns: 0, rows: 0)
  /// The basis scene's subtree rows, worked out at its first patch (a layout never patched,
  /// such as `touchlab render`'s, never pays for them).
  private var sceneRows: SceneRows?

  /// How the last call drew: for tests and benchmarks.
  private(set) var lastDrawing = Drawing.whole

  enum Drawing: Equatable {
    case whole
    /// Patched: the rows drawn again (none when the marks had not changed).
    case rows(Int)
  }

  /// The layout drawn by `renderer` on a blank canvas of `columns`×`rows`: only the layout, as
  /// ``Screen`` draws it before the rest of the screen. `renderer` must have no focus (a
  /// selected step draws its own scene whole).
  func draw(_ scene: Scene, with renderer: LayoutRenderer, columns: Int, rows: Int) -> Canvas {
    let newMarks = Marks(renderer)
    guard let basis, let marks, let redrawn = sameBasis(basis, scene, renderer, columns: columns, rows: rows)
    else {
      drawWhole(scene, with: renderer, columns: columns, rows: rows)
      self.marks = newMarks
      return canvas
    }
    let changed = marks.changedIDs(to: newMarks).union(redrawn)
    var patched = renderer
    var ranges: [Range<Int>] = []
    if !changed.isEmpty {
      let rows = keptRows(of: basis)
      patched.sceneRows = rows
      ranges = Self.rowRanges(of: changed, in: rows, area: renderer.scaling.area)
    }
    for range in ranges {
      canvas.fill(CellRect(column: 0, row: range.lowerBound, columns: columns, rows: range.count))
      patched.band = range
      patched.draw(scene, into: &canvas)
    }
    self.marks = newMarks
    lastDrawing = .rows(ranges.reduce(0) { $0 + $1.count })
    return canvas
  }

  /// The rows of `scene` at `scaling`, when the layer was drawn from that scene (kept, or
  /// worked out now); nil `zoomed`, or before the first drawing of the scene. Asked with the
  /// app's values, not its state, so the explorer names nothing of the app that draws it.
  func rows(for scene: Scene, scaling: Scaling, zoomed: Bool) -> SceneRows? {
    guard let basis, !zoomed, basis.viewport.zoom == nil,
      Self.sharesStorage(basis.scene.windows, scene.windows),
      basis.scene.screenSize == scene.screenSize
    else { return nil }
    guard basis.scaling == scaling else { return nil }
    return keptRows(of: basis)
  }

  /// The basis scene's rows at its scaling, worked out the first time they are asked for.
  private func keptRows(of basis: Basis) -> SceneRows {
    let rows = sceneRows ?? SceneRows(basis.scene, scaling: basis.scaling)
    sceneRows = rows
    return rows
  }

  private func drawWhole(_ scene: Scene, with renderer: LayoutRenderer, columns: Int, rows: Int) {
    canvas = Canvas(columns: columns, rows: rows)
    renderer.drawWhole(scene, into: &canvas)
    sceneRows = nil
    basis = Basis(
      scene: scene, scaling: renderer.scaling, viewport: renderer.viewport, columns: columns, rows: rows)
    lastDrawing = .whole
  }

  /// Whether the layer was drawn from the same views and settings: the ids of the views whose
  /// contents alone differ (``SceneContentChanges``), whose rows are drawn again; nil when a
  /// whole drawing is needed. A kept scene is found by its storage at once; a new scene is
  /// compared node by node, once, passing over the subtrees it shares with the layer's: it
  /// becomes the layer's, so the next frame finds it by storage.
  private func sameBasis(
    _ basis: Basis, _ scene: Scene, _ renderer: LayoutRenderer, columns: Int, rows: Int
  )
    -> Set<String>?
  {
    guard basis.columns == columns, basis.rows == rows, basis.scaling == renderer.scaling,
      basis.viewport == renderer.viewport, basis.scene.screenSize == scene.screenSize
    else { return nil }
    guard let changed = SceneContentChanges.ids(from: basis.scene.windows, to: scene.windows) else {
      return nil
    }
    // A zoomed drawing has no rows to patch by (``rows(for:scaling:zoomed:)``): drawn whole.
    guard changed.isEmpty || renderer.viewport.zoom == nil else { return nil }
    self.basis?.scene = scene
    return changed
  }

  /// Whether two arrays are one buffer, without comparing elements when they are not (the layer
  /// keeps its copy, so the buffer cannot change or be reused under it): a frame's search for
  /// the box under the pointer must not cost a comparison of every node.
  static func sharesStorage(_ first: [SceneNode], _ second: [SceneNode]) -> Bool {
    guard first.count == second.count else { return false }
    return first.withUnsafeBufferPointer { a in
      second.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
    }
  }

  /// The canvas rows of every view with one of `ids`, within the area, merged into ascending
  /// ranges that do not touch. A view's whole box counts, wherever it is clipped or covered:
  /// more rows than needed are only drawn again.
  private static func rowRanges(of ids: Set<String>, in rows: SceneRows, area: CellRect) -> [Range<Int>] {
    let ranges = ids.compactMap { id -> Range<Int>? in
      guard let range = rows.rows(of: id)?.clamped(to: area.row..<area.endRow), !range.isEmpty else {
        return nil
      }
      return range
    }
    var merged: [Range<Int>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = merged.last, range.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    return merged
  }
}
