import Foundation
import Testing
import TouchFoundation

/// The compile cache from the command line (issue 34, items 4 and 7; docs/code.md, "The
/// cache"): the built binary with the environment a person might have — empty variables, a
/// cache others can write, a damaged library, a `TMPDIR` that cannot be used.
@Suite("Code cache on the command line", .serialized)
struct CodeCacheCommandTests {
  static let view = """
    import UIKit

    class CacheView: UIView {
      override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { point.x < 50 }
    }
    """

  static let layout = """
    windows:
      - id: window
        frame: [0, 0, 300, 300]
        views:
          - {id: cached, class: CacheView, frame: [100, 100, 100, 100]}
    """

  struct Folder {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("cache-cli-\(UUID().uuidString)")
      .path
    let code: String
    let layout: String

    init() throws {
      try FileManager.default.createDirectory(atPath: path + "/home", withIntermediateDirectories: true)
      code = path + "/CacheView.swift"
      layout = path + "/layout.yaml"
      try Data(CodeCacheCommandTests.view.utf8).write(to: URL(fileURLWithPath: code))
      try Data(CodeCacheCommandTests.layout.utf8).write(to: URL(fileURLWithPath: layout))
    }

    func trace(_ environment: [String: String]) throws -> TouchlabProcess.Result {
      try TouchlabProcess.run(
        ["trace", layout, "--code", code, "--tap", "110,110", "--format", "text"], environment: environment)
    }
  }

  @Test("An empty TOUCHLAB_CACHE_DIR falls through to XDG_CACHE_HOME, not to /code at the root")
  func emptyVariables() throws {
    let folder = try Folder()
    let result = try folder.trace([
      "TOUCHLAB_CACHE_DIR": "", "XDG_CACHE_HOME": folder.path + "/xdg", "TOUCHLAB_CONFIG_DIR": "",
      "XDG_CONFIG_HOME": "",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("[override CacheView] → true"))
    let code = folder.path + "/xdg/touchlab/code"
    #expect(try FileManager.default.contentsOfDirectory(atPath: code).contains { $0.hasSuffix(".record") })
  }

  @Test("Every variable empty: the defaults under the home folder; nothing made at the filesystem root")
  func allEmpty() throws {
    let folder = try Folder()
    let rootBefore = Set(try FileManager.default.contentsOfDirectory(atPath: "/"))
    let result = try folder.trace([
      "TOUCHLAB_CACHE_DIR": "", "XDG_CACHE_HOME": "", "TOUCHLAB_CONFIG_DIR": "", "XDG_CONFIG_HOME": "",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(Set(try FileManager.default.contentsOfDirectory(atPath: "/")) == rootBefore)
    // Nor in the current folder (the package root here): swiftc read an empty XDG_CACHE_HOME
    // as a relative path and made clang/ModuleCache there.
    #expect(
      !FileManager.default.fileExists(
        atPath: TouchlabProcess.packageRoot.appendingPathComponent("clang").path))
  }

  @Test("A cache folder others can write: exit 2, the folder, the mode, what to do")
  func sharedCache() throws {
    let folder = try Folder()
    let cache = folder.path + "/shared"
    try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
    chmod(cache, 0o777)
    let result = try folder.trace(["TOUCHLAB_CACHE_DIR": cache])
    #expect(result.status == 2)
    #expect(result.stderr.contains("\(cache): other users can write to it (mode 777)"), "\(result.stderr)")
  }

  @Test("A truncated cached library: the next run compiles it again, says so once, and runs")
  func truncatedLibrary() throws {
    let folder = try Folder()
    let environment = ["TOUCHLAB_CACHE_DIR": folder.path + "/cache"]
    #expect(try folder.trace(environment).status == 0)
    let code = folder.path + "/cache/code"
    let library = try #require(
      try FileManager.default.contentsOfDirectory(atPath: code).first {
        $0.hasPrefix("lib") && !$0.contains(".record")
      })
    #expect(truncate(code + "/" + library, 100) == 0)
    let repaired = try folder.trace(environment)
    #expect(repaired.status == 0, "\(repaired.stderr)")
    #expect(repaired.stderr.contains("was damaged (it has 100 bytes, its record says"))
    let again = try folder.trace(environment)
    #expect(again.status == 0)
    #expect(!again.stderr.contains("damaged"))
  }

  @Test(
    "A TMPDIR that does not exist (swiftc said couldNotFindTmpDir, or permissionDenied read-only): compiles")
  func unusableTemporaryFolder() throws {
    let folder = try Folder()
    let result = try folder.trace([
      "TOUCHLAB_CACHE_DIR": folder.path + "/cache", "TMPDIR": folder.path + "/no-such-folder/",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("[override CacheView] → true"))
  }

  /// Whether this process may mount a tmpfs (root, in a system that lets it): a real full disk
  /// and a real read-only one. Elsewhere the injected faults of `CodeLoadingMessageTests` stand
  /// in for them.
  static let canMount: Bool = geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/bin/mount")

  static func mount(_ options: String, at folder: String) throws -> Bool {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let process = try Process.run(
      URL(fileURLWithPath: "/bin/mount"), arguments: ["-t", "tmpfs", "-o", options, "tmpfs", folder])
    process.waitUntilExit()
    return process.terminationStatus == 0
  }

  static func unmount(_ folder: String) {
    (try? Process.run(URL(fileURLWithPath: "/bin/umount"), arguments: [folder]))?.waitUntilExit()
  }

  @Test(
    "A real full disk (an 8 KiB tmpfs) and a real read-only one: words, the path, what to do",
    .enabled(if: canMount, "needs root to mount a tmpfs"))
  func realFileSystems() throws {
    let folder = try Folder()
    let full = folder.path + "/full"
    try #require(try Self.mount("size=8k", at: full), "mount failed")
    defer { Self.unmount(full) }
    let outOfSpace = try folder.trace(["TOUCHLAB_CACHE_DIR": full + "/cache"])
    #expect(outOfSpace.status == 2)
    #expect(
      outOfSpace.stderr.contains(
        "no space left on the device holding it: free some space, or set TOUCHLAB_CACHE_DIR"))
    #expect(!outOfSpace.stderr.contains("NSCocoaErrorDomain"), "\(outOfSpace.stderr)")
    let readOnly = folder.path + "/read-only"
    try #require(try Self.mount("ro,size=8k", at: readOnly), "mount failed")
    defer { Self.unmount(readOnly) }
    let refused = try folder.trace(["TOUCHLAB_CACHE_DIR": readOnly + "/cache"])
    #expect(refused.status == 2)
    #expect(
      refused.stderr.contains("\(readOnly)/cache: it is on a read-only file system"), "\(refused.stderr)")
  }
}
