/// What the side pane shows, in one place: the script picker while it is open, else the open
/// layout's file problems while they are shown, else the lesson, else the hierarchy tree, else
/// the inspector (when a view is selected) above the trace.
///
/// Not the key precedence (``Focus``): there the lesson's scrolling keys come before the script
/// picker's, since the picker takes no arrows; here the picker covers the lesson.
enum SidePane: Equatable {
  case scriptPicker(ScriptPicker)
  case problems(FileProblems)
  case lesson
  case tree
  case inspectorAndTrace

  /// The side pane `state` shows.
  static func shown(in state: UIState) -> SidePane {
    if let picker = state.scriptPicker { return .scriptPicker(picker) }
    if let problems = state.fileProblems, problems.isShown { return .problems(problems) }
    if state.lesson.isShown { return .lesson }
    if state.inspector.pane == .tree { return .tree }
    return .inspectorAndTrace
  }

  /// Draws this pane for `state`.
  func draw(_ state: UIState, into canvas: inout Canvas) {
    switch self {
    case .scriptPicker(let picker): ScriptPickerPane.draw(picker, in: state.layout, into: &canvas)
    case .problems(let problems): ProblemsPane.draw(problems, in: state.layout, into: &canvas)
    case .lesson: LessonPane.draw(state.lesson, title: state.title, in: state.layout, into: &canvas)
    case .tree: TreePane.draw(state, into: &canvas)
    case .inspectorAndTrace:
      InspectorPane.draw(state, into: &canvas)
      TracePane.draw(state, into: &canvas)
    }
  }
}
