extension UIState {
  /// The step the canvas, inspector and `w` show (a selected line, or step mode's cursor), or
  /// nil when they show now.
  var shownStep: StepPosition? {
    log.cursor.map { StepPosition(sequence: log.sequence, index: $0) }
  }
}
