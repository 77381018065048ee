import Testing

@testable import TouchLabTUI

/// The script picker's names are worked out when the session lists the scripts, so the pane
/// that draws them reads no file system.
@Suite struct ScriptPickerNamesTests {
  @Test("Paths inside the working directory are shown relative to it; others as they are")
  func namesAreRelative() {
    let picker = ScriptPicker(
      paths: ["/work/app/Scripts/tap.yaml", "/elsewhere/recording-1.yaml"], workingDirectory: "/work/app")
    #expect(picker.names == ["Scripts/tap.yaml", "/elsewhere/recording-1.yaml"])
    #expect(ScriptPicker(paths: ["/work/app/a.yaml"]).names == ["/work/app/a.yaml"])
  }

  @Test("The session's answer carries the working directory into the picker")
  func listedWithWorkingDirectory() {
    let state = TestLayout.session(columns: 100, rows: 30).0.state
    let (next, _) = Update.update(state, .scriptsListed(["/w/Scripts/a.yaml"], workingDirectory: "/w"))
    #expect(next.scriptPicker?.names == ["Scripts/a.yaml"])
    #expect(Screen.render(next).plainText.contains { $0.contains("1  Scripts/a.yaml") })
  }
}
