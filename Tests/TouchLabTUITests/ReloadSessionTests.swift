import Foundation
import Testing
import TouchKit
import TouchLayout
import TouchOpening

@testable import TouchLabTUI

/// Hot reload through a session on temporary files: saved, the layout loads again in place;
/// broken, the last good layout runs on with the loader's diagnostics in the pane.
@Suite("Hot reload in the session")
struct ReloadSessionTests {
  static func yaml(saveX: Int = 60, extra: String = "") -> String {
    """
    title: Reload
    screen: {width: 200, height: 120}
    windows:
      - id: main
        views:
          - id: card
            frame: [10, 10, 180, 100]
            subviews:
              - {id: save, frame: [\(saveX), 40, 80, 30]}\(extra)
    """
  }

  /// A session on a new temporary file holding `text`.
  static func session(_ text: String = yaml()) throws -> (Session, ManualClock, String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "touchlab-reload-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("layout.yaml").path
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    let clock = ManualClock(time: 1)
    let session = Session(
      layout: try LayoutLoader.load(contentsOf: path), columns: 100, rows: 30, clock: clock)
    return (session, clock, path)
  }

  /// Writes `text` over the file, then lets a check come due.
  static func save(_ text: String, to path: String, _ session: Session, _ clock: ManualClock) throws {
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    clock.advance(by: LayoutWatch.interval)
    session.tick()
  }

  static func saveFrame(_ session: Session) -> CGRect? {
    session.state.scene.windows.first?.children.first?.children.first { $0.id == "save" }?.frame
  }

  @Test("Saving the file reloads it in place: the new frame is drawn, the selection stays, the toggles go")
  func reloadKeepsSelection() throws {
    let (session, clock, path) = try Self.session()
    session.state.inspector.selectedView = "save"
    session.handle(.input(.key(.character("h"))))
    #expect(session.state.toggles.applied == ["save.isHidden = true"])
    #expect(Self.saveFrame(session)?.minX == 70)
    try Self.save(Self.yaml(saveX: 20), to: path, session, clock)
    #expect(Self.saveFrame(session)?.minX == 30)
    #expect(session.state.inspector.selectedView == "save")
    #expect(session.state.toggles.toggles.isEmpty)
    #expect(session.state.status == "reloaded layout.yaml · toggles dropped (the file is the truth)")
    // The engine runs the new file: a tap where save now is hits it.
    session.handle(.pointer(.down, CGPoint(x: 50, y: 65)))
    #expect(session.state.hitView == "save")
  }

  @Test(
    "A file that no longer loads keeps the last good layout, with file:line:column in the pane; fixing it reloads"
  )
  func brokenFileKeepsLastGoodLayout() throws {
    let (session, clock, path) = try Self.session()
    #expect(session.source.path == path)
    let application = session.application
    try Self.save(
      Self.yaml().replacingOccurrences(of: "frame: [60", with: "fram: [60"), to: path, session, clock)
    #expect(session.application === application)
    // The loader's diagnostics, the file by its name.
    let problems = try #require(session.state.fileProblems?.problems)
    #expect(
      problems == [
        "layout.yaml:9:13: view 'save' is missing the required key 'frame'",
        "layout.yaml:9:24: unknown key 'fram' in a view; did you mean 'frame'?",
      ])
    let text = session.canvas.plainText.joined(separator: "\n")
    #expect(text.contains("│ layout.yaml does not load\n"))
    #expect(text.contains("layout.yaml:9:24: unknown key 'fram'"))
    #expect(text.contains("The last good layout runs on."))
    // The last good layout still takes touches.
    session.handle(.pointer(.down, CGPoint(x: 100, y: 65)))
    session.handle(.pointer(.up, CGPoint(x: 100, y: 65)))
    #expect(session.state.hitView == "save")
    try Self.save(Self.yaml(saveX: 20), to: path, session, clock)
    #expect(session.state.fileProblems == nil)
    #expect(session.application !== application)
    #expect(Self.saveFrame(session)?.minX == 30)
  }

  @Test("A reload drops a selection whose id left the file")
  func reloadDropsGoneSelection() throws {
    let (session, clock, path) = try Self.session()
    session.state.inspector.selectedView = "save"
    try Self.save(
      Self.yaml().replacingOccurrences(of: "id: save", with: "id: send"), to: path, session, clock)
    #expect(session.state.inspector.selectedView == nil)
    #expect(session.state.status == "reloaded layout.yaml · save is gone: nothing selected")
  }

  @Test("Wake-ups without a change reload nothing, and the file is looked at twice a second at most")
  func noReloadWithoutChange() throws {
    let (session, clock, _) = try Self.session()
    let application = session.application
    var looks = 0
    let stamp = FileStamp(modified: Date(timeIntervalSince1970: 0), size: 1)
    session.fileStamp = { _ in
      looks += 1
      return stamp
    }
    session.watch(session.source)
    looks = 0
    for _ in 0..<20 {
      clock.advance(by: 0.1)
      session.tick()
    }
    #expect(session.application === application)
    #expect(looks == 4)
  }

  @Test("A change while a touch is in flight waits for the release")
  func reloadWaitsForRelease() throws {
    let (session, clock, path) = try Self.session()
    session.handle(.pointer(.down, CGPoint(x: 100, y: 65)))
    try Self.save(Self.yaml(saveX: 20), to: path, session, clock)
    #expect(Self.saveFrame(session)?.minX == 70)
    session.handle(.pointer(.up, CGPoint(x: 100, y: 65)))
    clock.advance(by: LayoutWatch.interval)
    session.tick()
    #expect(Self.saveFrame(session)?.minX == 30)
  }

  @Test(
    "The system's change signal makes the next tick look at the files at once, and adds no wake-up: with nothing due the loop still sleeps"
  )
  func changeSignalLooksAtOnce() throws {
    let (session, clock, path) = try Self.session()
    session.tick()
    #expect(session.nextWakeTime == nil, "no timer, no playback: nothing for the loop to wake for")
    try Self.yaml(saveX: 20).write(toFile: path, atomically: false, encoding: .utf8)
    clock.advance(by: LayoutWatch.interval / 10)
    session.tick()
    #expect(Self.saveFrame(session)?.minX == 70, "the periodic look is not due yet")
    session.lookAtFilesNow()
    #expect(session.nextWakeTime == nil, "the signal is the loop's own wake-up, not the clock's")
    session.tick()
    #expect(Self.saveFrame(session)?.minX == 30)
    #expect(session.state.status?.hasPrefix("reloaded layout.yaml") == true)
    #expect(session.nextWakeTime == nil)
  }

  @Test("A gallery scenario opened with n is the file watched")
  func galleryScenarioIsWatched() throws {
    let session = try GalleryTUITests.session()
    #expect(session.source.path == "01-outside.yaml")
    session.handle(GalleryTUITests.key("n"))
    session.handle(GalleryTUITests.key("n"))
    #expect(session.state.gallery?.index == 2)
    #expect(session.source.path == "03-plain.yaml")
    #expect(session.watch.path == "03-plain.yaml")
  }
}
