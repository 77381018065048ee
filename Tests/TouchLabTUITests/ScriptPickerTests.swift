import Foundation
import Testing
import TouchKit
import TouchLayout

@testable import TouchLabTUI

/// Issue 6: in the terminal UI, `o` opens a script and plays it as the person watches.
@Suite struct ScriptPickerTests {
  private static func key(_ character: Character) -> Message { .input(.key(.character(character))) }

  /// A recordings folder with two recordings and a stray file, for a fresh session.
  private static func session(clock: ManualClock) throws -> (Session, String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("picker-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let script = "steps:\n  - tap: save\n"
    try script.write(toFile: folder + "/recording-1.yaml", atomically: true, encoding: .utf8)
    try script.write(toFile: folder + "/recording-2.yaml", atomically: true, encoding: .utf8)
    try "not a script".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
    let session = Session(
      layout: TestLayout.make(), columns: 100, rows: 30, clock: clock, recordingsDirectory: folder)
    return (session, folder)
  }

  @Test("o lists the recordings, newest first; 1 plays the first at its recorded speed")
  func pickAndPlay() throws {
    let clock = ManualClock()
    let (session, folder) = try Self.session(clock: clock)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    session.handle(Self.key("o"))
    let paths = session.state.scriptPicker?.paths.map { URL(fileURLWithPath: $0).lastPathComponent }
    #expect(paths?.prefix(2) == ["recording-2.yaml", "recording-1.yaml"])
    #expect(session.canvas.plainText.contains { $0.contains("Play a script · 1–9 play") })
    session.handle(Self.key("1"))
    #expect(session.state.scriptPicker == nil)
    #expect(session.state.playback?.name == "recording-2.yaml")
    clock.advance(by: 1)
    session.tick()
    #expect(session.state.trace.hitViews[1] == "save")
  }

  @Test("s switches the picker to step by step; Esc closes it; a key it does not know is ignored")
  func steppingAndClosing() throws {
    let (session, folder) = try Self.session(clock: ManualClock())
    defer { try? FileManager.default.removeItem(atPath: folder) }
    session.handle(Self.key("o"))
    session.handle(Self.key("s"))
    #expect(session.state.scriptPicker?.stepping == true)
    session.handle(Self.key("9"))
    #expect(session.state.scriptPicker != nil)
    session.handle(.input(.key(.escape)))
    #expect(session.state.scriptPicker == nil)
    #expect(session.state.playback == nil)
  }

  @Test("A script that does not load for the open layout says why in the status bar")
  func badScript() throws {
    let (session, folder) = try Self.session(clock: ManualClock())
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "steps:\n  - tap: nowhere\n".write(
      toFile: folder + "/recording-3.yaml", atomically: true, encoding: .utf8)
    session.handle(Self.key("o"))
    session.handle(Self.key("1"))
    #expect(session.state.status?.hasPrefix("did not load: ") == true)
    #expect(session.state.status?.contains("unknown view 'nowhere'") == true)
    #expect(session.state.playback == nil)
  }
}
