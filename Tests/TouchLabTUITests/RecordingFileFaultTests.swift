import Foundation
import Testing
import TouchFoundation
import TouchKit
import TouchLayout

@testable import TouchLabTUI

/// A recording when the disk fills (issue 16 #5): the step that cannot be written ends the
/// recording, the file is cut back to its last whole line and kept under its name, a script
/// that reads; no partial file is left.
@Suite struct RecordingFileFaultTests {
  @Test("A full disk mid-recording keeps the steps before it, whole")
  func diskFullKeepsWholeLines() throws {
    let folder = try RecordingSessionTests.directory()
    var system = FileSystemCalls.posix
    let calls = AtomicFileCounter()
    // The header and the first step are written; the second step's write fails after 7 bytes.
    system.write = { descriptor, bytes in
      switch calls.next() {
      case 1, 2: return Foundation.write(descriptor, bytes.baseAddress, bytes.count)
      case 3: return Foundation.write(descriptor, bytes.baseAddress, 7)
      default:
        errno = ENOSPC
        return -1
      }
    }
    let file = try RecordingFile.create(in: folder, system: system) { _ in "steps:\n" }
    try file.append("  - pointer: {kind: down, at: [10, 10], time: 0, finger: 0}\n")
    #expect(throws: AtomicFile.Failure.self) {
      try file.append("  - pointer: {kind: up, at: [10, 10], time: 0.1, finger: 0}\n")
    }
    let (kept, problem) = try file.finish()
    #expect(kept && problem == nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["recording-1.yaml"])
    let text = try String(contentsOfFile: folder + "/recording-1.yaml", encoding: .utf8)
    #expect(text == "steps:\n  - pointer: {kind: down, at: [10, 10], time: 0, finger: 0}\n")
  }

  @Test("The final file with expectations cannot be written: the recording is kept as recorded")
  func finalWriteFails() throws {
    let folder = try RecordingSessionTests.directory()
    var system = FileSystemCalls.posix
    system.rename = { from, to in
      guard from.hasSuffix(".tmp") else { return Foundation.rename(from, to) }
      errno = EDQUOT
      return -1
    }
    let file = try RecordingFile.create(in: folder, system: system) { _ in "steps:\n" }
    try file.append("  - pointer: {kind: down, at: [10, 10], time: 0, finger: 0}\n")
    let (kept, problem) = try file.finish(replacingWith: "steps:\n  - pointer: …\n    expect: {hits: save}\n")
    #expect(kept)
    #expect(problem?.message.hasSuffix("Disk quota exceeded") == true)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["recording-1.yaml"])
    let text = try String(contentsOfFile: folder + "/recording-1.yaml", encoding: .utf8)
    #expect(!text.contains("expect:"))
  }
}

final class AtomicFileCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0
  func next() -> Int {
    lock.withLock {
      value += 1
      return value
    }
  }
}
