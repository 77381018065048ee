import Foundation
import TouchKit

/// The Elm-style update: a message and the current state give the next state and the effects
/// the engine must run. Pure, so every interaction can be tested as data.
public enum Update {
  /// Lines a wheel notch scrolls the side pane.
  static let wheelLines = 3

  public static func update(_ state: UIState, _ message: Message) -> (UIState, [Effect]) {
    var state = state
    var effects: [Effect] = []
    switch message {
    case .input(.key(let pressed)): key(pressed, &state, &effects)
    case .input(.mouse(let report)): mouse(report, &state, &effects)
    case .resize(let columns, let rows):
      state.layout = ScreenLayout(columns: columns, rows: rows, screenSize: state.scene.screenSize)
    case .tick(let now): effects.append(.advanceTime(to: now))
    case .pointer(let kind, let point): pointer(kind, at: point, &state, &effects)
    case .engine(let news): engine(news, &state)
    case .gallery(let answer): gallery(answer, &state)
    case .recording(let news): recording(news, &state)
    case .playback(let news): playback(news, &state, &effects)
    case .toggles(let answer): toggles(answer, &state, &effects)
    case .reload(let news): reload(news, &state, &effects)
    }
    state.layout.inspectorRows = InspectorPane.rows(for: state)
    return (state, effects)
  }

  /// News of the engine after an effect ran.
  static func engine(_ news: EngineMessage, _ state: inout UIState) {
    switch news {
    case .traced(let trace): traced(trace, &state)
    case .newSequence: newSequence(&state)
    case .sceneChanged(let scene): sceneChanged(scene, &state)
    case .hovered(let view, let recognizers):
      state.hoverView = view
      state.hoverRecognizers = recognizers
    case .inspected(let inspection): inspected(inspection, &state)
    }
  }

  /// A pointer event at a screen point: the path both clicks and scripted taps take.
  static func pointer(
    _ kind: PointerEvent.Kind, at point: CGPoint, _ state: inout UIState, _ effects: inout [Effect]
  ) {
    state.pointerPoint = point
    state.pointerCell = state.scaling.cell(for: point)
    switch kind {
    case .down:
      state.status = nil
      if !state.isPressed { beginSequence(&state, &effects) }
      state.isPressed = true
      state.fingers[0] = point
    case .move:
      guard state.isPressed else { return }
      state.fingers[0] = point
    case .up, .cancel:
      guard state.isPressed else { return }
      state.isPressed = false
      state.fingers = [:]
      state.heldTouch = nil
    }
    effects.append(.sendPointer(kind, point))
    effects.append(.hover(point))
  }

  /// A new touch sequence begins (a click, two fingers, a played script's first touch): the
  /// pane's trace starts afresh and follows the end, or step mode starts at its first step.
  static func beginSequence(_ state: inout UIState, _ effects: inout [Effect]) {
    sequenceBegins(&state)
    effects.append(.clearTrace)
    state.log.followsEnd = true
    touchBegan(&state)
  }

  static func mouse(_ report: MouseReport, _ state: inout UIState, _ effects: inout [Effect]) {
    // No new touches while the canvas is not shown, but a release still ends the one held.
    guard !state.layout.isTooSmall else { return releasedWhileHidden(report, &state, &effects) }
    guard !overlayMouse(report, &state) else { return }
    let canvas = state.layout.canvasArea
    let inCanvas = canvas.contains(column: report.column, row: report.row)
    let point = state.scaling.point(forColumn: report.column, row: report.row)
    if report.action == .motion, !hoverMovesPointer(&state, &effects) { return }
    switch report.action {
    case .press where selects(report, state), .release where selects(report, state):
      select(report, &state)
    case .press where report.button == .left:
      guard inCanvas || state.isPressed else {
        return selectLine(atRow: report.row, column: report.column, &state)
      }
      return press(at: point, inCanvas: inCanvas, modifiers: report.modifiers, &state, &effects)
    case .drag where state.isPressed:
      return drag(to: point, &state, &effects)
    case .release where state.isPressed:
      return release(at: point, &state, &effects)
    case .wheelUp, .wheelDown:
      let lines = report.action == .wheelUp ? -wheelLines : wheelLines
      if scrollInspecting(at: report, by: lines, &state) { return }
      guard state.layout.paneArea.contains(column: report.column, row: report.row) else { return }
      if state.lesson.isShown {
        scrollLesson(by: lines, &state)
      } else {
        scroll(by: lines, &state)
      }
      return
    case .press, .release, .drag, .motion, .wheelLeft, .wheelRight:
      break
    }
    // Every report moves the pointer; the status bar names the view under it.
    state.pointerCell = CellPosition(column: report.column, row: report.row)
    if inCanvas {
      state.pointerPoint = point
      effects.append(.hover(point))
    } else {
      if !state.isPressed { state.pointerPoint = nil }
      state.hoverView = nil
      state.hoverRecognizers = []
    }
  }

  /// `f`/`F`: the first recognizer a touch under the pointer would reach (the status bar's
  /// first after ✦) recognizes or fails now, without a gesture; its trace replaces the pane's.
  static func force(_ outcome: ForcedOutcome, _ state: inout UIState, _ effects: inout [Effect]) {
    guard let recognizer = state.hoverRecognizers.first else {
      state.status =
        "f/F: point at a view whose touches reach a recognizer (\(LayoutRenderer.recognizerGlyph)) first"
      return
    }
    if !state.isPressed {
      sequenceBegins(&state)
      effects.append(.clearTrace)
    }
    state.log.followsEnd = true
    effects.append(.force(recognizer: recognizer, outcome))
    state.status = "forced \(recognizer) to \(outcome == .recognize ? "recognize" : "fail")"
  }

  /// A key goes to the layers that listen, in precedence order (``Focus``): the first binding
  /// of a layer that answers it acts (``KeyBinding``); a modal layer keeps the keys it has no
  /// binding for.
  static func key(_ key: Key, _ state: inout UIState, _ effects: inout [Effect]) {
    state.status = nil
    KeyBinding.resolve(key, in: state)?.action(key, &state, &effects)
  }

  /// `q` and Ctrl-C: the session ends; a recording is kept whatever ends it.
  static func quit(_ state: inout UIState, _ effects: inout [Effect]) {
    if state.recording != nil { effects.append(.stopRecording) }
    state.isQuitting = true
  }

  /// Lines a page key scrolls the side pane: one fewer than it shows, so a line stays in view.
  static func pageLines(_ state: UIState) -> Int { max(1, state.layout.paneLines - 1) }

  /// How far a scrolling key moves a list (the lesson, the tree, the layout picker), when it
  /// is one: a line, a page, or to either end.
  static func scrollLines(for key: Key, page: Int) -> Int? {
    switch key {
    case .up: -1
    case .down: 1
    case .pageUp: -page
    case .pageDown: page
    case .home: Int.min / 2
    case .end: Int.max / 2
    case .character, .left, .right, .escape, .enter, .tab, .backspace, .backTab, .interrupt, .other: nil
    }
  }

  /// Scrolls the pane; reaching the last line resumes following the end.
  static func scroll(by lines: Int, _ state: inout UIState) {
    let (count, visible) = (state.logLines.count, state.layout.paneLines)
    let top = ScrollWindow.clamped(state.paneTop + lines, count: count, visible: visible)
    state.log.scroll = top
    state.log.followsEnd = top >= ScrollWindow.lastTop(count: count, visible: visible)
  }
}
