import Foundation
import TouchKit

/// The lesson key (`l`) and moving through the gallery (`n`, `p`): how the update answers
/// them, and the scenario messages that come back from the session.
extension Update {
  /// The gallery's answers: a scenario opened (the log starts afresh, live) or not, the
  /// layouts listed for the picker.
  static func gallery(_ answer: GalleryMessage, _ state: inout UIState) {
    switch answer {
    case .opened(let scenario):
      opened(scenario, &state)
      state.log.history.removeAll()
      goLive(&state)
    case .failed(let index, let problems): failed(index: index, problems: problems, &state)
    case .listed(let entries, let current): layoutsListed(entries, current: current, &state)
    }
  }

  /// Shows or hides the lesson in the side pane; a layout without one says so.
  static func toggleLesson(_ state: inout UIState) {
    guard state.lesson.content != nil else {
      state.lesson.isShown = false
      state.status = "this layout has no lesson"
      return
    }
    state.lesson.isShown.toggle()
  }

  /// Asks for the scenario `step` away (1 next, -1 previous), counting from the last one
  /// tried: a scenario that did not load can be stepped over.
  static func moveInGallery(by step: Int, _ state: inout UIState, _ effects: inout [Effect]) {
    guard let gallery = state.gallery else {
      state.status = "n and p move through the gallery: g picks a layout from it"
      return
    }
    let target = (gallery.attempted ?? gallery.index) + step
    guard gallery.entries.indices.contains(target) else {
      state.status = step > 0 ? "this is the last scenario" : "this is the first scenario"
      return
    }
    // A recording belongs to the layout it was made on: it ends before another opens.
    if state.recording != nil { effects.append(.stopRecording) }
    effects.append(.openScenario(target))
  }

  /// Scrolls the lesson, within its text as wrapped to the pane (a resize may leave it past
  /// the end; the pane clamps it again when it draws).
  static func scrollLesson(by lines: Int, _ state: inout UIState) {
    let count = LessonPane.lines(state.lesson, title: state.title, width: state.layout.paneArea.columns - 1)
      .count
    let top = LessonPane.clampedTop(state.lesson.scroll, lineCount: count, visible: state.layout.paneLines)
    state.lesson.scroll = LessonPane.clampedTop(
      top + lines, lineCount: count, visible: state.layout.paneLines)
  }

  /// A scenario is open: its title, views and lesson replace the old ones, with a fresh trace.
  static func opened(_ scenario: OpenedScenario, _ state: inout UIState) {
    state.title = scenario.title
    state.scene = scenario.scene
    state.layout = ScreenLayout(
      columns: state.layout.columns, rows: state.layout.rows, screenSize: scenario.scene.screenSize)
    state.lesson.content = scenario.lesson
    state.lesson.isShown = state.lesson.isShown && scenario.lesson != nil
    state.lesson.scroll = 0
    state.trace = Trace(records: [])
    state.outcomeScan = TouchOutcome.Scan()
    state.log.followsEnd = true
    state.log.scroll = 0
    state.isPressed = false
    state.fingers = [:]
    state.heldTouch = nil
    if state.crosshair != nil { state.crosshair = screenCentre(state) }
    state.hoverView = nil
    state.hoverRecognizers = []
    state.hoverRunsOverrides = scenario.hoverRunsOverrides
    // Opened from the picker on a layout that was not in the gallery: now it is in it.
    if state.gallery == nil, let entries = state.layoutPicker?.entries,
      entries.indices.contains(scenario.index)
    {
      state.gallery = GalleryPosition(index: scenario.index, entries: entries)
    }
    state.layoutPicker = nil
    state.gallery?.index = scenario.index
    state.gallery?.attempted = nil
    // Another layout (or the file again): toggles were flips of the old one's values.
    state.toggles = ToggleState()
    state.fileProblems = nil
    state.status = openedStatus(state)
  }

  /// What the status bar says when a layout opens: where it is in the gallery, and that `l`
  /// shows its lesson. Nil when there is neither to say.
  static func openedStatus(_ state: UIState) -> String? {
    var parts: [String] = []
    if let gallery = state.gallery {
      parts.append("\(gallery.entries[gallery.index].fileName) (\(gallery.counter))")
    }
    if state.lesson.content != nil { parts.append("l shows its lesson") }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }

  /// A scenario did not load: the open layout stays, and the status bar says why.
  static func failed(index: Int, problems: [String], _ state: inout UIState) {
    state.gallery?.attempted = index
    state.layoutPicker?.problem = problems.first ?? "unknown problem"
    let more = problems.count > 1 ? " (+\(problems.count - 1) more)" : ""
    state.status = "did not load: \(problems.first ?? "unknown problem")\(more)"
  }
}
