import Foundation
import Testing
import TouchLayout

@testable import TouchCode

/// The cache and configuration folders are the user's alone (issue 34, item 4): made 0700, and
/// refused with a message naming the folder, the reason and the variable that moves it when
/// another user owns them or others can write to them — such a user could put a library there
/// that TouchLab would load, or an entry in the consent list.
@Suite("Private folders")
struct PrivateFolderTests {
  static func path() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("private-\(UUID().uuidString)").path
  }

  static func mode(_ path: String) -> mode_t {
    var status = stat()
    _ = stat(path, &status)
    return status.st_mode & 0o7777
  }

  @Test("A missing folder is made 0700, with the folders above it")
  func madePrivate() throws {
    let parent = Self.path()
    let folder = PrivateFolder(parent + "/a/b", role: "cache folder", variable: "TOUCHLAB_CACHE_DIR")
    #expect(throws: Never.self) { try folder.prepare().get() }
    #expect(Self.mode(parent + "/a/b") == 0o700)
    #expect(Self.mode(parent) == 0o700)
  }

  @Test("A folder others can write (TOUCHLAB_CACHE_DIR=/tmp-like): refused with the mode and what to do")
  func writableByOthers() throws {
    let path = Self.path()
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    chmod(path, 0o777)
    let folder = PrivateFolder(path, role: "cache folder", variable: "TOUCHLAB_CACHE_DIR")
    let failure = try #require(folder.prepare().failure)
    #expect(failure.summary == "TouchLab cannot use its cache folder")
    #expect(
      failure.description.contains("\(path): other users can write to it (mode 777)"))
    #expect(failure.description.contains("chmod go-w '\(path)'"))
    #expect(failure.description.contains("TOUCHLAB_CACHE_DIR"))
    #expect(!folder.isPrivateOrMissing())
    chmod(path, 0o775)
    #expect(folder.prepare().failure != nil)
    // A folder the person made readable to others but writable only by them is theirs to keep.
    chmod(path, 0o755)
    #expect(folder.prepare().failure == nil)
    #expect(Self.mode(path) == 0o755)
  }

  @Test("A folder of another user's: refused")
  func anotherUsers() throws {
    let path = Self.path()
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    chmod(path, 0o700)
    if geteuid() == 0 {
      // Root can give it away, and a folder of uid 4242's is not root's.
      #expect(chown(path, 4242, 4242) == 0)
      let failure = try #require(
        PrivateFolder(path, role: "configuration folder", variable: "TOUCHLAB_CONFIG_DIR").prepare().failure)
      #expect(failure.description.contains("it belongs to another user (uid 4242)"))
      #expect(failure.description.contains("TOUCHLAB_CONFIG_DIR"))
    } else {
      // Seen by a user other than its owner (and not root).
      let failure = try #require(
        PrivateFolder(path, role: "configuration folder", variable: "TOUCHLAB_CONFIG_DIR")
          .prepare(user: geteuid() + 1).failure)
      #expect(failure.description.contains("it belongs to another user"))
    }
  }

  @Test("A file where the folder should be: refused")
  func aFile() throws {
    let path = Self.path()
    try Data().write(to: URL(fileURLWithPath: path))
    let failure = try #require(
      PrivateFolder(path, role: "cache folder", variable: "TOUCHLAB_CACHE_DIR").prepare().failure)
    #expect(failure.description.contains("it is not a folder"))
  }

  @Test("Loading code with a cache others can write: refused before anything is compiled or loaded")
  func loaderRefuses() throws {
    let folder = try CodeFolder()
    try folder.write("View.swift", "import UIKit\nclass OpenView: UIView {}\n")
    try FileManager.default.createDirectory(
      atPath: folder.environment.cache, withIntermediateDirectories: true)
    chmod(folder.environment.cache, 0o777)
    let result = CodeLoader.load(
      try folder.files("View.swift"), into: .standard, environment: folder.environment)
    let failure = try #require(result.failure)
    #expect(failure.description.contains("other users can write to it (mode 777)"))
    #expect(!FileManager.default.fileExists(atPath: folder.environment.cache + "/code"))
  }

  @Test("A consent list in a folder others can write allows nothing")
  func consentFolder() throws {
    let folder = try CodeFolder()
    let file = try folder.write("View.swift", "import UIKit\nclass OpenView: UIView {}\n")
    let files = try CodeFiles.read([file]).get()
    let consent = CodeConsent(environment: folder.environment)
    try consent.allow(files)
    #expect(consent.isAllowed(files))
    #expect(Self.mode(folder.environment.configuration) == 0o700)
    chmod(folder.environment.configuration, 0o777)
    #expect(!consent.isAllowed(files))
  }
}

extension Result {
  /// The failure, or nil.
  var failure: Failure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
}
