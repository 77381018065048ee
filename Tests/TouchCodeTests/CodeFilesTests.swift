import Foundation
import Testing

@testable import TouchCode

/// `--code` files and a layout's `code:` files compile together as they were read, and reading
/// them is bounded: a layout's `code:` is read before anyone is asked about it (issue 16).
@Suite("Code files")
struct CodeFilesTests {
  @Test("Merging keeps each path once, with the text read first, sorted by path")
  func merged() {
    let given = CodeFiles(files: [
      .init(path: "/b.swift", text: "given b"), .init(path: "/a.swift", text: "a"),
    ])
    let layout = CodeFiles(files: [
      .init(path: "/b.swift", text: "edited b"), .init(path: "/c.swift", text: "c"),
    ])
    let all = given.merged(with: layout)
    #expect(all.files.map(\.path) == ["/a.swift", "/b.swift", "/c.swift"])
    #expect(all.files.map(\.text) == ["a", "given b", "c"])
  }

  /// A folder of `count` Swift files of `bytes` bytes each, and one more entry that is not Swift.
  static func folder(files count: Int, bytes: Int) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-codefiles-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for index in 0..<count {
      try String(repeating: "/", count: bytes).write(
        to: folder.appendingPathComponent("V\(index).swift"), atomically: true, encoding: .utf8)
    }
    try "notes".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
    return folder
  }

  @Test("A folder named two thousand times is walked and read once (a review found each walked again)")
  func repeatedPathsReadOnce() throws {
    let folder = try Self.folder(files: 3, bytes: 10)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Four entries: a walk per name would use up a budget of 10 at the third name.
    let paths = Array(repeating: folder.path, count: 2_000) + [folder.path + "/", folder.path + "/."]
    let files = try CodeFiles.read(paths, limits: (files: 10, bytes: 1_000, entries: 10)).get()
    #expect(files.files.count == 3)
  }

  @Test(
    "Past the files, bytes or folder entries one load may read: one problem naming the limit",
    arguments: [
      ((files: 2, bytes: 1_000, entries: 100), "over 2 files or 1000 bytes of code in all"),
      ((files: 10, bytes: 25, entries: 100), "over 10 files or 25 bytes of code in all"),
      ((files: 10, bytes: 1_000, entries: 3), "the code's folders hold over 3 files and folders in all"),
    ])
  func limits(limits: (files: Int, bytes: Int, entries: Int), message: String) throws {
    let folder = try Self.folder(files: 3, bytes: 10)
    defer { try? FileManager.default.removeItem(at: folder) }
    let other = try Self.folder(files: 1, bytes: 10)
    defer { try? FileManager.default.removeItem(at: other) }
    switch CodeFiles.read([folder.path, other.path], limits: limits) {
    case .success: Issue.record("read past \(limits)")
    case .failure(let failure):
      #expect(failure.diagnostics.count == 1)
      #expect(
        failure.diagnostics.first?.diagnostic.message.hasPrefix(message) == true, "\(failure.diagnostics)")
    }
    #expect(throws: Never.self) { try CodeFiles.read([folder.path], limits: (3, 30, 4)).get() }
  }
}
