import Foundation
import Testing

@testable import TouchFoundation
@testable import TouchLayout

/// Every file TouchLab writes is written whole or not at all (issue 16 #5): a temporary file
/// beside it, flushed and renamed; on a write error a clear message, the previous file
/// untouched, no temporary left. Faults are injected through ``FileSystemCalls``.
@Suite struct AtomicFileTests {
  static func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "touchlab-atomic-\(UUID().uuidString)"
    )
    .path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// The real calls, but the `failing`-th write (1-based) fails with `error`, and every one after it.
  static func failing(write failing: Int, with error: Int32) -> FileSystemCalls {
    let count = Counter()
    var system = FileSystemCalls.posix
    system.write = { descriptor, bytes in
      guard count.next() < failing else {
        errno = error
        return -1
      }
      return Foundation.write(descriptor, bytes.baseAddress, bytes.count)
    }
    return system
  }

  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int {
      lock.withLock {
        value += 1
        return value
      }
    }
  }

  @Test("A file is written whole, replacing the old one, with no temporary left")
  func writes() throws {
    let folder = try Self.folder()
    let path = folder + "/out.txt"
    try AtomicFile.write("old", to: path)
    try AtomicFile.write("new", to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.txt"])
  }

  @Test("A full disk: a clear message, the previous file untouched, no temporary left")
  func diskFull() throws {
    let folder = try Self.folder()
    let path = folder + "/out.txt"
    try AtomicFile.write("previous", to: path)
    #expect(throws: AtomicFile.Failure(message: "cannot write \(path): No space left on device")) {
      try AtomicFile.write(
        String(repeating: "x", count: 10_000), to: path, system: Self.failing(write: 1, with: ENOSPC))
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "previous")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.txt"])
  }

  @Test("A failed fsync or rename is a failure too, and leaves nothing behind")
  func fsyncAndRename() throws {
    let folder = try Self.folder()
    let path = folder + "/out.txt"
    var system = FileSystemCalls.posix
    system.fsync = { _ in
      errno = EIO
      return -1
    }
    #expect(throws: AtomicFile.Failure(message: "cannot write \(path): Input/output error")) {
      try AtomicFile.write("x", to: path, system: system)
    }
    system = .posix
    system.rename = { _, _ in
      errno = EXDEV
      return -1
    }
    #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write("x", to: path, system: system) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
  }

  @Test(
    "A cache file (durable: false) is renamed whole without waiting for the disk; every other file is flushed"
  )
  func cacheFileIsNotFlushed() throws {
    let folder = try Self.folder()
    let flushes = Counter()
    var system = FileSystemCalls.posix
    system.fsync = { descriptor in
      _ = flushes.next()
      return Foundation.fsync(descriptor)
    }
    try AtomicFile.write("cache", to: folder + "/record", durable: false, system: system)
    // `next()` counts itself too: 1 is no flush before it.
    #expect(flushes.next() == 1)
    try AtomicFile.write("report", to: folder + "/report", system: system)
    #expect(flushes.next() == 3)
    #expect(try String(contentsOfFile: folder + "/record", encoding: .utf8) == "cache")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["record", "report"])
  }

  @Test("A folder that is not there: the system's reason, not Foundation's")
  func missingFolder() throws {
    let folder = try Self.folder()
    #expect(
      throws: AtomicFile.Failure(message: "cannot write \(folder)/no/out.txt: No such file or directory")
    ) {
      try AtomicFile.write("x", to: folder + "/no/out.txt")
    }
    #expect(FileManager.default.createFile(atPath: folder + "/file", contents: nil))
    #expect(
      throws: AtomicFile.Failure(message: "cannot make the folder \(folder)/file/traces: Not a directory")
    ) {
      try Folder.make(folder + "/file/traces")
    }
    try Folder.make(folder + "/a/b/c")
    try Folder.make(folder + "/a/b/c")
  }

  @Test("A streamed trace that cannot be written: commit reports it, no partial file is left")
  func traceStream() throws {
    let folder = try Self.folder()
    let path = folder + "/trace.jsonl"
    try AtomicFile.write("previous", to: path)
    let stream = try TraceFileStream(path: path, system: Self.failing(write: 1, with: ENOSPC))
    stream.write([][...])
    #expect(throws: AtomicFile.Failure(message: "cannot write \(path): No space left on device")) {
      try stream.commit()
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "previous")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["trace.jsonl"])
  }

  @Test("A streamed trace grows as .NAME.partial and is renamed when complete")
  func traceStreamPartial() throws {
    let folder = try Self.folder()
    let path = folder + "/trace.jsonl"
    let stream = try TraceFileStream(path: path)
    stream.write([][...])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [".trace.jsonl.partial"])
    try stream.commit()
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["trace.jsonl"])
    #expect(
      try String(contentsOfFile: path, encoding: .utf8).hasPrefix("{\"format\":\"touchlab-trace-lines\""))
  }
}
