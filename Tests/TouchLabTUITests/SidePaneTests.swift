import Testing

@testable import TouchLabTUI

/// Which pane the side of the screen shows when several want it.
@Suite struct SidePaneTests {
  @Test("The script picker covers the file's problems, which cover the lesson, the tree, the inspector")
  func precedence() {
    var state = TestLayout.session(columns: 100, rows: 30).0.state
    #expect(SidePane.shown(in: state) == .inspectorAndTrace)
    state.inspector.pane = .tree
    #expect(SidePane.shown(in: state) == .tree)
    state.lesson.isShown = true
    #expect(SidePane.shown(in: state) == .lesson)
    let problems = FileProblems(file: "x.yaml", problems: ["x.yaml:1:1: bad"])
    state.fileProblems = problems
    #expect(SidePane.shown(in: state) == .problems(problems))
    state.scriptPicker = ScriptPicker(paths: [])
    #expect(SidePane.shown(in: state) == .scriptPicker(ScriptPicker(paths: [])))
  }
}
