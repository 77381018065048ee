/// The view function: a ``UIState`` in, the whole screen as a ``Canvas`` out. Pure: the
/// terminal, `touchlab render` and the golden tests all show exactly this.
public enum Screen {
  public static func render(_ state: UIState) -> Canvas { render(state, layer: nil) }

  /// The same screen, with the layout drawn through `layer` (the explorer's, kept between
  /// frames) when one is given: a frame that only moves marks redraws only their rows.
  static func render(_ state: UIState, layer: LayoutLayer?) -> Canvas {
    let layout = state.layout
    guard !layout.isTooSmall else {
      var canvas = Canvas(columns: layout.columns, rows: layout.rows)
      drawTooSmall(layout, into: &canvas)
      return canvas
    }
    // A selected step (step mode, or a line chosen in the log) shows the scene at that step;
    // the view drawn under the pointer is found once: the canvas marks it, the status bar names it.
    let moment = state.moment
    let drawn =
      moment == nil
      ? StatusBar.drawnOnly(
        state, rows: layer?.rows(for: state.scene, scaling: state.scaling, zoomed: state.viewport.zoom != nil)
      ) : nil
    var renderer =
      moment.map { StepOverlay.renderer(for: $0, area: layout.canvasArea) }
      ?? LayoutRenderer(
        scaling: state.scaling, hitView: state.hitView, hitPath: Set(state.liveTrace.hitTestPath),
        hoverView: state.hoverView, drawnView: drawn)
    renderer.selectedView = state.inspector.selectedView
    // Step mode shows the whole screen at the step; outlines stay as chosen.
    renderer.viewport.outlinesOnly = state.viewport.outlinesOnly
    if moment == nil { renderer.viewport.zoom = state.viewport.zoom }
    var canvas: Canvas
    if let layer, moment == nil {
      canvas = layer.draw(state.scene, with: renderer, columns: layout.columns, rows: layout.rows)
    } else {
      canvas = Canvas(columns: layout.columns, rows: layout.rows)
      renderer.draw(moment?.scene ?? state.scene, into: &canvas)
    }
    if moment == nil, state.viewport.showsHitMap, let paint = state.hitMap {
      HitMapCanvas.draw(paint, scaling: renderer.scaling, into: &canvas)
    }
    // The title row after the layout, which never writes outside the canvas area.
    canvas.fill(
      CellRect(column: 0, row: 0, columns: layout.columns, rows: 1), with: Cell(style: .reverse, role: .title)
    )
    canvas.put(
      " TouchLab — \(state.title)\(titleNote(state))", column: 0, row: 0, maxColumns: layout.columns,
      style: .reverse, role: .title)
    if let moment {
      StepOverlay.drawFingers(moment, scaling: renderer.scaling, into: &canvas)
    } else {
      FingerMarks.draw(state, into: &canvas)
    }
    for row in layout.canvasArea.row..<layout.canvasArea.endRow {
      canvas.set(Cell("│", role: .border), column: layout.dividerColumn, row: row)
    }
    SidePane.shown(in: state).draw(state, into: &canvas)
    StatusBar.draw(state, drawnView: drawn, into: &canvas)
    // The overlay that gets keys first (``Focus``) is drawn last, on top.
    for overlay in Focus.openOverlays(in: state).reversed() { draw(overlay, state, into: &canvas) }
    // The consent question over everything: it takes every key first.
    if let consent = state.consent { ConsentOverlay.draw(consent, in: state.layout, into: &canvas) }
    return canvas
  }

  /// What the title row adds about how the canvas shows the scene: the zoom, outlines.
  static func titleNote(_ state: UIState) -> String {
    let zoom =
      state.zoomedNode.map { " — zoomed to \($0.id) (Z: whole screen)" }
      ?? (state.isShowingStep ? nil : state.viewport.freeZoom).map {
        " — \(FreeZoom.label($0.level)) (0: fit)"
      }
      ?? ""
    return zoom + (state.viewport.outlinesOnly ? " — outlines (W: filled)" : "")
      + (state.viewport.showsHitMap ? " — hit map (m: boxes)" : "")
  }

  /// An overlay over the whole screen.
  static func draw(_ overlay: Focus, _ state: UIState, into canvas: inout Canvas) {
    switch overlay {
    case .help:
      if let page = state.helpPage { HelpOverlay.draw(page: page, state, into: &canvas) }
    case .layoutPicker:
      if let picker = state.layoutPicker { LayoutPickerOverlay.draw(picker, in: state.layout, into: &canvas) }
    case .siblingList:
      if let list = state.siblingList { SiblingListOverlay.draw(list, in: state.layout, into: &canvas) }
    case .search, .typing, .keyboard, .lesson, .scriptPicker, .tree, .explorer: break
    }
  }

  /// The message for ``ScreenLayout/isTooSmall``, word-wrapped so it fits even a tiny terminal.
  public static func tooSmallMessage(_ layout: ScreenLayout) -> String {
    "terminal too small: need at least \(ScreenLayout.minimumColumns)×\(ScreenLayout.minimumRows), "
      + "have \(layout.columns)×\(layout.rows)"
  }

  static func drawTooSmall(_ layout: ScreenLayout, into canvas: inout Canvas) {
    var lines: [String] = []
    for word in tooSmallMessage(layout).split(separator: " ") {
      if let last = lines.last, TextWidth.width(of: last) + 1 + word.count <= layout.columns {
        lines[lines.count - 1] = last + " " + word
      } else {
        lines.append(String(word))
      }
    }
    let top = max(0, (layout.rows - lines.count) / 2)
    for (offset, line) in lines.enumerated() {
      let column = max(0, (layout.columns - TextWidth.width(of: line)) / 2)
      canvas.put(line, column: column, row: top + offset, style: .bold, role: .warning)
    }
  }
}
