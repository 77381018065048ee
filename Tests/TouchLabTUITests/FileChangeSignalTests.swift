import Foundation
import Testing

@testable import TouchLabTUI

/// The system's file-change signal the explorer's loop waits on (inotify on Linux, kqueue on
/// macOS): a save, in place or by renaming a new file over the old one, makes its descriptor
/// readable; nothing else happening, it stays quiet, so the loop sleeps.
@Suite("File change signal")
struct FileChangeSignalTests {
  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "touchlab-signal-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Whether the signal's descriptor becomes readable within `milliseconds`.
  static func readable(_ signal: FileChangeSignal, within milliseconds: Int32) -> Bool {
    var wait = pollfd(fd: signal.descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&wait, 1, milliseconds) == 1
  }

  @Test("a file written in place, then one renamed over it, each wake the watch; in between it is quiet")
  func savesWakeTheWatch() throws {
    #if os(Linux) || os(macOS)
      let folder = try Self.folder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let path = folder.appendingPathComponent("layout.yaml").path
      try "title: a\n".write(toFile: path, atomically: false, encoding: .utf8)
      let signal = FileChangeSignal(paths: [path])
      #expect(signal.descriptor >= 0)
      #expect(!Self.readable(signal, within: 50), "nothing changed yet")
      #expect(!signal.drain())

      try "title: b\n".write(toFile: path, atomically: false, encoding: .utf8)
      #expect(Self.readable(signal, within: 2_000))
      #expect(signal.drain())
      #expect(!signal.drain(), "drained: quiet again")
      #expect(!Self.readable(signal, within: 50))

      // An editor's save by rename: a new file, moved over the old one.
      try "title: c\n".write(toFile: path, atomically: true, encoding: .utf8)
      #expect(Self.readable(signal, within: 2_000))
      #expect(signal.drain())
    #endif
  }

  @Test("a file that is not there watches its folder: the file saved later wakes it")
  func missingFileWatchesFolder() throws {
    #if os(Linux) || os(macOS)
      let folder = try Self.folder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let path = folder.appendingPathComponent("later.yaml").path
      let signal = FileChangeSignal(paths: [path])
      try "title: later\n".write(toFile: path, atomically: true, encoding: .utf8)
      #expect(Self.readable(signal, within: 2_000))
      #expect(signal.drain())
    #endif
  }
}
