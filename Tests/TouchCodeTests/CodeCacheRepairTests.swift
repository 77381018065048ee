import Foundation
import Testing
import TouchFoundation
import TouchLayout

@testable import TouchCode

/// A cache that repairs itself (issue 34, item 4; docs/code.md, "The cache"): a library is
/// loaded only when its size and SHA-256 match the record written beside it; anything else at
/// its path is removed and compiled again, said once. Each of the reproducers — a
/// truncated library (SIGBUS on every run), an empty one (exit 2 forever), a garbled record, a
/// library replaced by another file of the same size — is compiled again and runs.
@Suite("Code cache repair", .serialized)
struct CodeCacheRepairTests {
  static let view = """
    import UIKit

    class CachedView: UIView {
      override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { point.x < 10 }
    }
    """

  /// Compiles the view once; returns the folder, the library's path and the notices of a
  /// second load after `damage` (nil: it came from the cache).
  static func reload(after damage: (String) throws -> Void) throws -> (
    library: String, notices: [String], compiled: Bool
  ) {
    let folder = try CodeFolder()
    try folder.write("CachedView.swift", Self.view)
    let first = try CodeLoader.load(
      folder.files("CachedView.swift"), into: .standard, environment: folder.environment, notice: { _ in }
    ).get()
    #expect(first.compiled)
    #expect(FileManager.default.fileExists(atPath: CodeCache.recordPath(for: first.library)))
    try damage(first.library)
    let notices = Notices()
    let second = try CodeLoader.load(
      folder.files("CachedView.swift"), into: .standard, environment: folder.environment,
      notice: { notices.add($0) }
    ).get()
    // Whatever happened to it, the code runs: its class answers through its override.
    let view = try #require(
      second.registry.makeView(className: "CachedView", frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
    #expect(view.point(inside: CGPoint(x: 5, y: 5), with: nil))
    #expect(!view.point(inside: CGPoint(x: 20, y: 5), with: nil))
    // And the cache is whole again: a third load compiles nothing.
    let third = try CodeLoader.load(
      folder.files("CachedView.swift"), into: .standard, environment: folder.environment, notice: { _ in }
    ).get()
    #expect(!third.compiled)
    return (first.library, notices.all, second.compiled)
  }

  /// Puts `change(bytes)` at the library's path as a new file. The library is loaded in this
  /// process (the first load), and changing its file in place would change the pages mapped
  /// from it: a truncation makes them SIGBUS when touched, as the later runs did. Here
  /// the loaded file is unlinked first and keeps its pages; the next load finds the damage, as
  /// a later process finds a file damaged in place.
  static func replace(_ library: String, _ change: (Data) -> Data) throws {
    let bytes = try Data(contentsOf: URL(fileURLWithPath: library))
    #expect(unlink(library) == 0)
    try change(bytes).write(to: URL(fileURLWithPath: library))
  }

  final class Notices: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func add(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
  }

  @Test("Untouched: the second load takes the verified library from the cache, silently")
  func untouched() throws {
    let result = try Self.reload { _ in }
    #expect(!result.compiled)
    #expect(result.notices.isEmpty)
  }

  @Test("A truncated library (SIGBUS on every later run): compiled again, said once")
  func truncated() throws {
    let result = try Self.reload { library in
      try Self.replace(library) { $0.prefix(4096) }
    }
    #expect(result.compiled)
    #expect(result.notices.count == 1)
    #expect(result.notices.first?.contains("was damaged (it has 4096 bytes, its record says") == true)
  }

  @Test("An empty library (exit 2 forever): compiled again")
  func empty() throws {
    let result = try Self.reload { library in
      try Self.replace(library) { _ in Data() }
    }
    #expect(result.compiled)
    #expect(result.notices.first?.contains("it has 0 bytes") == true)
  }

  @Test("A garbled record: compiled again")
  func garbledRecord() throws {
    let result = try Self.reload { library in
      try Data("size lots\nsha256 nope\n".utf8).write(
        to: URL(fileURLWithPath: CodeCache.recordPath(for: library)))
    }
    #expect(result.compiled)
    #expect(result.notices.first?.contains("its record is unreadable") == true)
  }

  @Test("A missing record (a crash between the library and its record): compiled again")
  func missingRecord() throws {
    let result = try Self.reload { library in
      #expect(unlink(CodeCache.recordPath(for: library)) == 0)
    }
    #expect(result.compiled)
    #expect(result.notices.first?.contains("its record is missing") == true)
  }

  @Test("The library replaced by another file of the same size: the hash differs, compiled again")
  func sameSizeReplacement() throws {
    let result = try Self.reload { library in
      try Self.replace(library) { bytes in
        // One byte changed in the middle: same size, different file.
        var changed = bytes
        changed[changed.startIndex + bytes.count / 2] ^= 0xFF
        return changed
      }
    }
    #expect(result.compiled)
    #expect(result.notices.first?.contains("its SHA-256 is not the one recorded") == true)
  }

  @Test("The record's format: exactly three lines, lowercase hex, else refused")
  func recordFormat() {
    let record = LibraryRecord(size: 12, sha256: String(repeating: "ab", count: 32))
    #expect(LibraryRecord(record.text) == record)
    #expect(LibraryRecord(record.text + "extra\n") == nil)
    #expect(LibraryRecord(record.text.uppercased()) == nil)
    #expect(LibraryRecord(String(record.text.dropLast(10))) == nil)
    #expect(LibraryRecord("") == nil)
    #expect(LibraryRecord(record.text.replacingOccurrences(of: "size 12", with: "size -1")) == nil)
  }

  @Test(
    "A build folder left by kill -9 (its process gone) or older than an hour is removed at the next compile")
  func staleBuildFolders() throws {
    let folder = try CodeFolder()
    let cache = CodeCache(folder: folder.path + "/code")
    try FileManager.default.createDirectory(atPath: cache.folder, withIntermediateDirectories: true)
    let library = cache.libraryPath(for: String(repeating: "a", count: 64))
    let dead = library + ".build-999999"
    let alive = library + ".build-\(getppid())"
    let old = library + ".build-\(getppid() == 1 ? 2 : 1)"
    let own = library + ".build-\(getpid())"
    let record = "\(cache.folder)/.libx.so.record.999999.tmp"
    for path in [dead, alive, old, own] {
      try FileManager.default.createDirectory(atPath: path + "/tmp", withIntermediateDirectories: true)
    }
    try Data().write(to: URL(fileURLWithPath: record))
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -2 * CodeCache.staleBuildAge)], ofItemAtPath: old)
    cache.removeStaleBuilds(isAlive: { $0 != 999_999 })
    let left = try FileManager.default.contentsOfDirectory(atPath: cache.folder).sorted()
    #expect(left == [alive, own].map { URL(fileURLWithPath: $0).lastPathComponent }.sorted())
    #expect(CodeCache.builder(of: "lib0123.so.build-77") == (LibraryFile.suffix == ".so" ? 77 : nil))
    #expect(CodeCache.builder(of: "lib0123" + LibraryFile.suffix) == nil)
  }

  @Test("A real kill -9 mid-compile: the next compile removes the dead process's build folder")
  func killedCompile() throws {
    let folder = try CodeFolder()
    try folder.write("CachedView.swift", Self.view)
    let cache = CodeCache(folder: folder.environment.cache + "/code")
    try FileManager.default.createDirectory(atPath: cache.folder, withIntermediateDirectories: true)
    // A process that ends at once: its pid is dead, as a compile killed with -9 leaves it.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exit 0"]
    try process.run()
    process.waitUntilExit()
    let left = cache.folder + "/libdeadbeef" + LibraryFile.suffix + ".build-\(process.processIdentifier)"
    try FileManager.default.createDirectory(atPath: left + "/tmp", withIntermediateDirectories: true)
    _ = try CodeLoader.load(
      folder.files("CachedView.swift"), into: .standard, environment: folder.environment, notice: { _ in }
    ).get()
    #expect(!FileManager.default.fileExists(atPath: left))
  }
}
