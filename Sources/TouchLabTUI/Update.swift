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
    case .traced(let trace): state.trace = trace
    case .sceneChanged(let scene): state.scene = scene
    case .hovered(let view, let recognizers):
      state.hoverView = view
      state.hoverRecognizers = recognizers
    case .scenarioOpened(let scenario): opened(scenario, &state)
    case .scenarioFailed(let index, let problems): failed(index: index, problems: problems, &state)
    case .layoutsListed(let entries, let current): layoutsListed(entries, current: current, &state)
    default: _ = recordingOrPlayback(message, &state, &effects)
    }
    return (state, effects)
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
      if !state.isPressed {
        effects.append(.clearTrace)
        state.followsEnd = true
      }
      state.isPressed = true
    case .move: guard state.isPressed else { return }
    case .up, .cancel:
      guard state.isPressed else { return }
      state.isPressed = false
    }
    effects.append(.sendPointer(kind, point))
    effects.append(.hover(point))
  }

  static func mouse(_ report: MouseReport, _ state: inout UIState, _ effects: inout [Effect]) {
    guard !state.layout.isTooSmall, !overlayMouse(report, &state) else { return }
    let canvas = state.layout.canvasArea
    let inCanvas = canvas.contains(column: report.column, row: report.row)
    let point = state.scaling.point(forColumn: report.column, row: report.row)
    switch report.action {
    case .press where report.button == .left:
      guard inCanvas || state.isPressed else { return }
      return pointer(.down, at: point, &state, &effects)
    case .drag where state.isPressed:
      return pointer(.move, at: point, &state, &effects)
    case .release where state.isPressed:
      return pointer(.up, at: point, &state, &effects)
    case .wheelUp, .wheelDown:
      guard state.layout.paneArea.contains(column: report.column, row: report.row) else { return }
      let lines = report.action == .wheelUp ? -wheelLines : wheelLines
      if state.showsLesson {
        scrollLesson(by: lines, &state)
      } else {
        scroll(by: lines, &state)
      }
      return
    default:
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
    if !state.isPressed { effects.append(.clearTrace) }
    state.followsEnd = true
    effects.append(.force(recognizer: recognizer, outcome))
    state.status = "forced \(recognizer) to \(outcome == .recognize ? "recognize" : "fail")"
  }

  static func key(_ key: Key, _ state: inout UIState, _ effects: inout [Effect]) {
    let page = max(1, state.layout.paneLines - 1)
    state.status = nil
    if helpKey(key, &state) || layoutPickerKey(key, &state, &effects) { return }
    if state.showsLesson, let lines = lessonLines(for: key, page: page) {
      return scrollLesson(by: lines, &state)
    }
    if pickerKey(key, &state, &effects) { return }
    switch key {
    case .character("q"), .character("Q"), .interrupt:
      // A recording is kept whatever ends the session.
      if state.recording != nil { effects.append(.stopRecording) }
      state.isQuitting = true
    case .character("r"), .character("R"): toggleRecording(&state, &effects)
    case .character("o"), .character("O"): toggleScriptPicker(&state, &effects)
    case .character(" "): playNextStep(&state, &effects)
    case .character("l"), .character("L"): toggleLesson(&state)
    case .character("n"), .character("N"): moveInGallery(by: 1, &state, &effects)
    case .character("p"), .character("P"): moveInGallery(by: -1, &state, &effects)
    case .character("g"): toggleLayoutPicker(&state, &effects)
    case .character("f"): force(.recognize, &state, &effects)
    case .character("F"): force(.fail, &state, &effects)
    case .up: scroll(by: -1, &state)
    case .down: scroll(by: 1, &state)
    case .pageUp: scroll(by: -page, &state)
    case .pageDown: scroll(by: page, &state)
    case .home:
      state.paneScroll = 0
      state.followsEnd = state.trace.records.count <= state.layout.paneLines
    case .end: state.followsEnd = true
    case .escape:
      // Like a system interruption: the touch in flight is cancelled.
      guard state.isPressed, let point = state.pointerPoint else { return }
      pointer(.cancel, at: point, &state, &effects)
    default: break
    }
  }

  /// How far a key scrolls the lesson, when it is a scrolling key.
  static func lessonLines(for key: Key, page: Int) -> Int? {
    switch key {
    case .up: -1
    case .down: 1
    case .pageUp: -page
    case .pageDown: page
    case .home: Int.min / 2
    case .end: Int.max / 2
    default: nil
    }
  }

  /// Scrolls the pane; reaching the last line resumes following the end.
  static func scroll(by lines: Int, _ state: inout UIState) {
    let maximum = max(0, state.trace.records.count - state.layout.paneLines)
    let top = min(max(0, state.paneTop + lines), maximum)
    state.paneScroll = top
    state.followsEnd = top >= maximum
  }
}
