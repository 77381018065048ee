import Foundation
import TouchKit

/// The bottom row: the result of the last touch, the pointer in screen points, the view under it
/// and the recognizers a touch there would reach (after ``LayoutRenderer/recognizerGlyph``), and
/// the keys; its parts give way in a fixed order when the row is short (``StatusPart``). `? help` is
/// always there, however narrow the screen and long the text beside it: every other key is
/// found from it.
enum StatusBar {
  static let hints = "? help · g layouts · q quit · r record · o play · s step · Esc cancel touch"
  static let shortHint = "? help · q quit"
  static let helpHint = "? help"
  /// Shown first when the layout has a lesson, and when it was opened from the gallery.
  static let lessonHint = "l lesson"
  static let galleryHint = "n/p next/prev"
  /// In keyboard mode (`k`) the keys of the crosshair replace the others.
  static let keyboardHint = "←↑↓→ move · Enter tap · d press/lift · k leave"
  /// While a text input edits: every key is typed but these.
  static let typingHint = "Esc stop typing · Ctrl-C quit"
  /// Shown first in step mode: the keys that step.
  static let stepHint = "j step · J over · G end"
  /// Shown while a view is selected.
  static let inspectHint = "Tab next · t tree · w why not"

  /// The hints to try, longest first: the lesson and gallery keys stay as long as they fit.
  static func hintChoices(_ state: UIState) -> [String] {
    // While typing, keys are the text field's: `?` is typed, Esc is the way out.
    if state.typingTarget != nil { return [typingHint, "Esc stop typing"] }
    if state.crosshair != nil { return [keyboardHint + " · " + helpHint, "k leave · " + helpHint, helpHint] }
    var extra: [String] = []
    if state.log.stepMode { extra.append(stepHint) }
    if state.lesson.content != nil { extra.append(lessonHint) }
    if state.gallery != nil { extra.append(galleryHint) }
    if state.inspector.selectedView != nil { extra.append(inspectHint) }
    let joined = { (hint: String) in (extra + [hint]).joined(separator: " · ") }
    return [joined(hints), joined(shortHint), shortHint, helpHint]
  }

  /// `drawnView`: ``drawnOnly(_:)``, found by the caller, who marks it on the canvas too.
  static func draw(_ state: UIState, drawnView: String? = nil, into canvas: inout Canvas) {
    let row = state.layout.statusRow
    canvas.fill(CellRect(column: 0, row: row, columns: canvas.columns, rows: 1), with: Cell(role: .status))
    // Room is kept for the help hint: the text gives way to it.
    let room = canvas.columns - 2 - TextWidth.width(of: helpHint) - 3
    let shown = StatusPart.fit(parts(state, drawnView: drawnView), columns: room)
    let used = canvas.put(shown, column: 1, row: row, maxColumns: room, role: .status)
    // The full hints when they fit, else at least how to quit.
    for hint in hintChoices(state) {
      let hintWidth = TextWidth.width(of: hint)
      let hintColumn = canvas.columns - hintWidth - 1
      guard hintColumn > used + 2 else { continue }
      canvas.put(hint, column: hintColumn, row: row, maxColumns: hintWidth, role: .hint)
      return
    }
  }

  /// What the bar says, in order, each part with the forms it gives way to
  /// (``StatusPart/GivingWay``): the recording, playback, step and file marks and the
  /// toggles, which must always be seen; a message (a scenario opened, why a key did
  /// nothing), first where it is seen; the result of the last touch (``TouchOutcome``), which
  /// survives the narrowest terminal; then the pointer, the view under it and the
  /// recognizers it would reach, the touch held, and the selection.
  static func parts(_ state: UIState, drawnView: String?) -> [StatusPart] {
    var parts: [StatusPart] = []
    let shown: [String?] = [
      state.typingMark, state.recording?.text, state.playback?.text, state.stepMark, state.fileProblems?.mark,
      state.zoomMark,
    ]
    let marks = shown.compactMap { $0 } + state.toggles.marks(selected: state.inspector.selectedView)
    if !marks.isEmpty { parts.append(StatusPart(text: marks.joined(separator: StatusPart.separator))) }
    if let status = state.status {
      parts.append(StatusPart(text: status, isMessage: true))
    }
    // A what-if re-run's message begins with the hit views before and after: the result, told
    // once.
    if let outcome = state.touchOutcome, state.toggles.whatIf.map({ state.status != $0.status }) ?? true {
      parts.append(StatusPart(text: outcome.text, shorter: [(.outcomeDetail, outcome.hit)]))
    }
    if let point = state.pointerPoint {
      parts += pointerParts(state, at: point, drawnView: drawnView)
    } else if state.status == nil {
      parts.append(StatusPart(text: "pointer outside the canvas", shorter: [(.pointerPoint, "")]))
    }
    if let selected = state.inspector.selectedView {
      parts.append(StatusPart(text: "selected: \(selected)", shorter: [(.selection, "")]))
    }
    return parts
  }

  /// The pointer (or the keyboard's crosshair) in screen points, the view under it with the
  /// recognizers a touch there would reach, and the touch held.
  static func pointerParts(_ state: UIState, at point: CGPoint, drawnView: String?) -> [StatusPart] {
    var parts: [StatusPart] = []
    let place = Format.point(point)
    if state.crosshair == nil {
      parts.append(StatusPart(text: "pointer \(place) pt", shorter: [(.pointerPoint, "")]))
    } else {
      let crosshair = FingerMarks.crosshair
      parts.append(
        StatusPart(
          text: "keyboard \(crosshair) \(place) pt", shorter: [(.pointerPoint, "\(crosshair) \(place)")]))
    }
    let over =
      "over: "
      + (state.hoverRunsOverrides ? overText(state, drawn: drawnView) : "? (hover runs no Swift overrides)")
    let hit = "over: " + (state.hoverRunsOverrides ? state.hoverView ?? "nothing" : "?")
    var part = StatusPart(text: over, shorter: [(.overDetail, hit), (.over, "")])
    if !state.hoverRecognizers.isEmpty {
      let glyph = LayoutRenderer.recognizerGlyph
      let named = over + " \(glyph) " + state.hoverRecognizers.joined(separator: ", ")
      let counted = " \(glyph)\(state.hoverRecognizers.count)"
      part.text = named + (state.isPressed ? "" : " (f/F: force)")
      part.shorter = [
        (.forceHint, named), (.recognizers, over + counted), (.overDetail, hit + counted), (.over, ""),
      ]
    }
    parts.append(part)
    if state.isPressed {
      let held = state.heldTouch
      parts.append(
        StatusPart(
          text: held?.description ?? "touching",
          shorter: [(.heldDetail, held?.shortDescription ?? "touching")]))
    }
    return parts
  }
}
