import Foundation
import TouchKit
import TouchLayout

/// Everything the terminal UI shows, as a value: changed only by ``Update/update(_:_:)`` and
/// drawn only by ``Screen/render(_:)``, so the whole UI is testable without a terminal.
public struct UIState: Equatable, Sendable {
  /// The layout's title (or its file name), shown in the title row.
  public var title: String
  /// The views to draw, snapshotted from the engine after every change.
  public var scene: Scene
  public var layout: ScreenLayout
  /// The last pointer position: the cell, and the screen point at its centre.
  public var pointerCell: CellPosition?
  public var pointerPoint: CGPoint?
  /// Whether the left button is down, i.e. a touch is in flight.
  public var isPressed = false
  /// The touch the person holds (mouse or keyboard `d`): its fingers' placement.
  public var heldTouch: HeldTouch?
  /// Every finger in flight, by pointer id, in screen points: the canvas marks each one.
  public var fingers: [Int: CGPoint] = [:]
  /// The modifiers held at the last mouse report (mode 1003 reports them with hovering too):
  /// with Alt, the canvas shows where a second finger would go down (``FingerMarks/ghost(_:)``).
  public var hoverModifiers: MouseReport.Modifiers = []
  /// Keyboard mode (`k`) is on while the crosshair is set: where Enter and `d` touch.
  public var crosshair: CGPoint?
  /// The trace of the latest touch sequence.
  public var trace = Trace(records: [])
  /// The status bar's result of ``trace``, read on as its records arrive (``TouchOutcome``).
  var outcomeScan = TouchOutcome.Scan()
  /// The view under the pointer, from an untraced hit test.
  public var hoverView: String?
  /// The selected view and how the side pane inspects it (the inspector, why-not, the tree).
  public var inspector = InspectorState()
  /// The script picker, while it is open (`o`).
  public var scriptPicker: ScriptPicker?
  /// The page of the help overlay shown, while it is open (`?`).
  public var helpPage: Int?
  /// The layout picker, while it is open (`g`).
  public var layoutPicker: LayoutPicker?
  /// The subviews a summary line of the log stands for, while they are shown (`X`).
  public var siblingList: SiblingList?
  /// Whether hovering may hit-test: false when the layout has Swift overrides of hit testing,
  /// which must run only when a touch begins (Session.hasSwiftOverrides).
  public var hoverRunsOverrides = true
  /// The recognizers a touch beginning under the pointer would reach (§3), for the status bar.
  public var hoverRecognizers: [String] = []
  public var status: String?
  public var isQuitting = false
  /// The layout's lesson, and whether and from where the side pane shows it.
  public var lesson = LessonState()
  /// Where the open layout is in the gallery; nil when it was not opened from one.
  public var gallery: GalleryPosition?
  /// The recording in progress (`r`), if any.
  public var recording: RecordingStatus?
  /// The script being played (`--play`), if any.
  public var playback: PlaybackStatus?
  /// The log pane: step mode, the selected step, filter, folding, search, earlier sequences.
  public var log = TraceLog()
  /// The properties toggled away from the file's values, and what the last toggle changed.
  public var toggles = ToggleState()
  /// Why the open layout's file, saved, no longer loads (while the last good layout runs).
  public var fileProblems: FileProblems?
  /// Zoomed to a subtree or not, boxes filled or outlines: how the canvas shows the scene.
  public var viewport = Viewport()
  /// The cell the middle button holds the zoomed canvas by while it drags it (``Update/middleDragPan(_:_:)``).
  public var panGrab: CellPosition?
  /// The hit-region map the canvas paints while ``Viewport/showsHitMap`` is on.
  public var hitMap: HitMapPaint?
  /// The question about a layout's code nobody allowed, while it is asked: over everything,
  /// taking every key and mouse report (``ConsentModal``).
  public var consent: ConsentModal?
  /// The text input that refused to stop editing at the last Esc: the next Esc forces it
  /// (``Update/stopTyping(_:_:)``).
  public var typingRefusal: String?

  public init(title: String, scene: Scene, columns: Int, rows: Int) {
    self.title = title
    self.scene = scene
    layout = ScreenLayout(columns: columns, rows: rows, screenSize: scene.screenSize)
  }

  /// Screen points ↔ canvas cells: the whole screen or the zoomed view's frame
  /// (``Viewport/zoom``) fitted into the canvas, or the screen freely zoomed
  /// (``Viewport/freeZoom``).
  ///
  /// While a step is shown the canvas draws the whole screen at the step, zoomed or not
  /// (``StepOverlay``), so the pointer's cells map at the fit too.
  public var scaling: Scaling {
    if isShowingStep { return Scaling(screenSize: scene.screenSize, area: layout.canvasArea) }
    if let node = zoomedNode { return Scaling(viewport: node.frame, area: layout.canvasArea) }
    if let free = viewport.freeZoom {
      return free.scaling(screenSize: scene.screenSize, area: layout.canvasArea)
    }
    return Scaling(screenSize: scene.screenSize, area: layout.canvasArea)
  }

  /// Whether a step is shown (``moment`` is not nil), found without building the step's scene.
  var isShowingStep: Bool {
    log.cursor != nil && !shownSequence.trace.records.isEmpty
  }

  /// The node the canvas is zoomed to, while its path still leads to a view of its id.
  public var zoomedNode: SceneNode? {
    guard let zoom = viewport.zoom, let node = scene.node(atPath: zoom.path), node.id == zoom.id else {
      return nil
    }
    return node
  }

  /// The view drawn on top at `cell` as the canvas draws it now (zoomed, outlines).
  public func drawnNode(at cell: CellPosition) -> DrawnNode? { drawnNode(at: cell, rows: nil) }

  /// The same, quicker with the scene's rows at this scaling (``LayoutLayer/rows(for:scaling:zoomed:)``).
  func drawnNode(at cell: CellPosition, rows: SceneRows?) -> DrawnNode? {
    scene.drawnNode(at: cell, scaling: scaling, viewport: viewport, rows: rows)
  }

  /// The hit view of the touch that began last (nil when it hit nothing or none began).
  public var hitView: String? {
    for record in liveTrace.records.reversed() {
      if case .hitView(_, let view, _) = record.step { return view }
    }
    return nil
  }

  /// The top row of the log pane actually shown (``PaneRows``), after clamping and following
  /// the end (not while a step is selected: the pane then stays where the step is).
  public var paneTop: Int {
    let count = paneRows.count
    return log.followsEnd && log.cursor == nil
      ? ScrollWindow.lastTop(count: count, visible: layout.paneLines)
      : ScrollWindow.clamped(log.scroll, count: count, visible: layout.paneLines)
  }

  /// The records the canvas marks the last touch from: after the layout's last reload, since
  /// the records before it are the old file's (the pane keeps them, the canvas does not mark
  /// them on the new one).
  var liveTrace: Trace {
    guard let reload = log.history.reloads.last?.before, reload > 0 else { return trace }
    return Trace(records: Array(trace.records.dropFirst(reload)))
  }

}
