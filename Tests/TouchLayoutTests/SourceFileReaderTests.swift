import Foundation
import Testing

@testable import TouchFoundation
@testable import TouchLayout
@testable import TouchOpening

/// Only regular files of bounded size are read (issue 16; docs/reliability.md, "Hostile
/// input"): a FIFO blocked the loader forever in `open(2)`, and the terminal UI with it.
@Suite("Reading a person's file")
struct SourceFileReaderTests {
  /// A fresh folder for one test's files.
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "touchlab-reader-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The message of loading `path` as a layout, on another thread: should the load block (the
  /// bug this guards against), the test fails after `patience` seconds instead of hanging, and
  /// `unblock` frees the thread.
  static func message(
    loading path: String, options: LayoutLoadOptions = .standard, unblock: @escaping () -> Void = {}
  ) -> String? {
    let done = DispatchSemaphore(value: 0)
    let box = MessageBox()
    Thread {
      do throws(LayoutLoadError) {
        _ = try LayoutLoader.load(contentsOf: path, registry: .standard, options: options)
      } catch {
        box.message = error.diagnostics.map(\.description).joined(separator: "\n")
      }
      done.signal()
    }.start()
    // A generous bound, to fail instead of hanging the suite: not a measurement.
    guard done.wait(timeout: .now() + 60) == .success else {
      Issue.record("loading \(path) blocked")
      unblock()
      return nil
    }
    return box.message
  }

  private final class MessageBox: @unchecked Sendable {
    var message: String?
  }

  @Test("A FIFO is refused without opening it for a writer: a message, not a process blocked forever")
  func fifo() throws {
    let path = try Self.folder().appendingPathComponent("layout.yaml").path
    #expect(mkfifo(path, 0o600) == 0)
    let message = Self.message(loading: path) {
      // Opening the write end lets a blocked open(2) for reading return.
      let writer = open(path, O_WRONLY | O_NONBLOCK)
      if writer >= 0 { close(writer) }
    }
    #expect(
      message
        == "\(path): is not a regular file (a FIFO); only regular files are read, so a pipe or a device "
        + "cannot block or flood the loader")
  }

  @Test("A device is refused before a byte is read: /dev/zero would never end, /dev/null is not a file")
  func devices() {
    for path in ["/dev/zero", "/dev/null"] {
      #expect(
        Self.message(loading: path)?.hasPrefix("\(path): is not a regular file (a character device)") == true)
    }
  }

  @Test("A directory, a missing file and an over-long file each get their message")
  func otherFiles() throws {
    let folder = try Self.folder()
    #expect(Self.message(loading: folder.path) == "\(folder.path): is a directory, not a layout file")
    let missing = folder.appendingPathComponent("missing.yaml").path
    #expect(Self.message(loading: missing) == "\(missing): no such file")
    let large = folder.appendingPathComponent("large.yaml")
    try Data(repeating: UInt8(ascii: "#"), count: LayoutLimits.maximumFileBytes + 1).write(to: large)
    #expect(
      Self.message(loading: large.path, options: LimitTests.small)
        == "\(large.path): the file is 1048577 bytes, over the limit of 1048576 bytes (--max-file-bytes)")
  }

  @Test("A symbolic link to a regular file is read; one to a FIFO is refused")
  func links() throws {
    let folder = try Self.folder()
    let link = folder.appendingPathComponent("link.yaml").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: ScriptFixture.layoutPath)
    #expect(Self.message(loading: link) == nil)
    let fifo = folder.appendingPathComponent("fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let fifoLink = folder.appendingPathComponent("fifo-link.yaml").path
    try FileManager.default.createSymbolicLink(atPath: fifoLink, withDestinationPath: fifo)
    #expect(Self.message(loading: fifoLink)?.contains("is not a regular file (a FIFO)") == true)
  }
}
