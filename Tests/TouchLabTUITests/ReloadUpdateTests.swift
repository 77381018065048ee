import Foundation
import Testing
import TouchKit

@testable import TouchLabTUI

/// Hot reload as pure updates: the file changed (a message in) asks for a reload (an effect
/// out); the reloaded layout or the loader's diagnostics (messages in) give the state out.
@Suite("Reload in the update")
struct ReloadUpdateTests {
  static func scene(with ids: [String]) -> Scene {
    let children = ids.enumerated().map { offset, id in
      SceneNode(
        id: id, frame: CGRect(x: 10, y: 10 + 30 * offset, width: 50, height: 20), recognizers: ["tap"])
    }
    let main = SceneNode(
      id: "main", className: "Window", frame: CGRect(x: 0, y: 0, width: 200, height: 120), children: children)
    return Scene(screenSize: CGSize(width: 200, height: 120), windows: [main])
  }

  static func state() -> UIState {
    var state = UIState(title: "Old", scene: scene(with: ["save", "note"]), columns: 100, rows: 30)
    state.inspector.selectedView = "save"
    state.toggles.toggles = [.view("save", .isHidden)]
    state.toggles.applied = ["save.isHidden = true"]
    state.toggles.recognizer = ChosenRecognizer(view: "save", index: 0, id: "tap", count: 1)
    return state
  }

  static func reloaded(_ ids: [String]) -> Message {
    .layoutReloaded(
      OpenedScenario(index: 0, title: "New", scene: scene(with: ids), lesson: nil), file: "l.yaml",
      at: Date(timeIntervalSince1970: 0))
  }

  @Test("The file changing asks the session to reload it")
  func fileChanged() {
    let (next, effects) = Update.update(Self.state(), .layoutFileChanged)
    #expect(effects == [.reloadLayout])
    #expect(next == Self.state())
  }

  @Test(
    "Reloaded: the new layout replaces the old, the selection stays, the toggles go and the status says so")
  func reloadedKeepsSelection() {
    var state = Self.state()
    state.hoverView = "note"
    state.pointerPoint = CGPoint(x: 30, y: 20)
    state.pointerCell = state.scaling.cell(for: CGPoint(x: 30, y: 20))
    let (next, effects) = Update.update(state, Self.reloaded(["save", "other"]))
    // The view under the pointer is asked again, in the new layout.
    #expect(next.hoverView == nil)
    #expect(effects == [.hover(CGPoint(x: 30, y: 20))])
    #expect(next.title == "New")
    #expect(next.scene == Self.scene(with: ["save", "other"]))
    #expect(next.inspector.selectedView == "save")
    #expect(next.toggles.recognizer?.id == "tap")
    #expect(next.toggles.toggles.isEmpty)
    #expect(next.toggles.applied.isEmpty)
    #expect(next.trace.records.isEmpty)
    #expect(next.status == "reloaded l.yaml · toggles dropped (the file is the truth)")
  }

  @Test("Reloaded without the selected view's id: nothing is selected, and the status says so")
  func reloadedLosesSelection() {
    var state = Self.state()
    state.toggles = ToggleState()
    let (next, _) = Update.update(state, Self.reloaded(["other"]))
    #expect(next.inspector.selectedView == nil)
    #expect(next.status == "reloaded l.yaml · save is gone: nothing selected")
  }

  @Test(
    "A file that no longer loads: its diagnostics in the pane, the layout as it was, a mark until it loads")
  func reloadFailed() {
    let state = Self.state()
    let problems = ["l.yaml:7:5: unknown key 'framee' in a view; did you mean 'frame'?"]
    let (next, effects) = Update.update(state, .layoutReloadFailed(file: "l.yaml", problems: problems))
    #expect(effects.isEmpty)
    #expect(next.status == nil)
    #expect(next.scene == state.scene)
    #expect(next.toggles == state.toggles)
    #expect(next.fileProblems == FileProblems(file: "l.yaml", problems: problems))
    let text = Screen.render(next).plainText.joined(separator: "\n")
    #expect(text.contains("│ l.yaml does not load\n"))
    #expect(text.contains("l.yaml:7:5: unknown key 'framee'"))
    #expect(text.contains("The last good layout runs on."))
    #expect(text.contains("l.yaml does not load (1 problem): last good layout"))
    // A touch brings the trace back; the mark stays until the file loads.
    let (touched, _) = Update.update(next, .pointer(.down, CGPoint(x: 20, y: 20)))
    #expect(touched.fileProblems?.isShown == false)
    let after = Screen.render(touched).plainText.joined(separator: "\n")
    #expect(!after.contains("The last good layout runs on."))
    #expect(after.contains("l.yaml does not load (1 problem)"))
    // Fixed: it reloads, and the problems are gone.
    let (fixed, _) = Update.update(touched, Self.reloaded(["save"]))
    #expect(fixed.fileProblems == nil)
  }
}
