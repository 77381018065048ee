import Foundation
import Testing
import TouchFoundation
import TouchLayout

@testable import TouchCode

/// Code-loading failures in words, with the path and what to do (issue 34, item 7): not the
/// raw `Error Domain=NSCocoaErrorDomain Code=640` a full disk printed, not "linker command
/// failed" alone, not `permissionDenied`. The faults are injected (a writer that fails as a
/// full disk does, a linker that says so) or real (a `TMPDIR` that cannot be written).
@Suite("Code loading messages")
struct CodeLoadingMessageTests {
  static let file = PreparedFile(name: "View.swift", text: "import UIKit\nclass MessageView: UIView {}\n")

  static func output() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("messages-\(UUID().uuidString)")
      .appendingPathComponent("libx" + LibraryFile.suffix).path
  }

  @Test("A full disk while writing the source (Cocoa error 640): no space, the path, TOUCHLAB_CACHE_DIR")
  func fullDiskWritingSource() throws {
    var compiler = CodeCompiler(compiler: "/usr/bin/false", modules: "/nowhere")
    compiler.writeFile = { _, path in
      throw CocoaError(.fileWriteOutOfSpace, userInfo: [NSFilePathErrorKey: path])
    }
    let output = Self.output()
    let failure = try #require(compiler.compile([Self.file], to: output).failure)
    let text = failure.description
    #expect(!text.contains("NSCocoaErrorDomain"), "\(text)")
    #expect(text.contains("View.swift: no space left on the device holding it: free some space"))
    #expect(text.contains("set TOUCHLAB_CACHE_DIR"))
  }

  @Test("A read-only file system (errno EROFS under the Cocoa error): said so, with the path")
  func readOnly() throws {
    var compiler = CodeCompiler(compiler: "/usr/bin/false", modules: "/nowhere")
    compiler.writeFile = { _, _ in
      throw NSError(
        domain: NSCocoaErrorDomain, code: CocoaError.fileWriteUnknown.rawValue,
        userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EROFS))])
    }
    let text = try #require(compiler.compile([Self.file], to: Self.output()).failure).description
    #expect(text.contains("it is on a read-only file system: set TOUCHLAB_CACHE_DIR"), "\(text)")
  }

  @Test("A link that fails for a full disk: out of space, not only \"linker command failed\"")
  func linkOutOfSpace() throws {
    var compiler = CodeCompiler(compiler: "/usr/bin/swiftc", modules: "/nowhere")
    compiler.runner = ProcessRunner { _, _, _ in
      ProcessRunner.Result(
        status: 1,
        output: "/usr/bin/ld.gold: fatal error: /x/library.so: write: No space left on device\n"
          + "clang: error: linker command failed with exit code 1 (use -v to see invocation)\n")
    }
    let output = Self.output()
    let text = try #require(compiler.compile([Self.file], to: output).failure).description
    #expect(text.contains("no space left on the device holding it"), "\(text)")
    #expect(text.contains(output + ".build-"))
  }

  @Test("A compile error that merely mentions a full disk is still the person's compile error")
  func compileErrorWins() throws {
    var compiler = CodeCompiler(compiler: "/usr/bin/swiftc", modules: "/nowhere")
    compiler.runner = ProcessRunner { _, arguments, _ in
      let source = arguments.last ?? ""
      return ProcessRunner.Result(
        status: 1,
        output:
          "\(source):2:9: error: cannot find 'NoSpace' in scope\nlet s = NoSpace(\"No space left on device\")\n"
      )
    }
    let failure = try #require(compiler.compile([Self.file], to: Self.output()).failure)
    #expect(failure.summary == "the code does not compile")
  }

  @Test("The compiler is given its own TMPDIR in the build folder (a read-only /tmp cannot stop it)")
  func temporaryFolder() throws {
    let seen = Seen()
    var compiler = CodeCompiler(compiler: "/usr/bin/swiftc", modules: "/nowhere")
    compiler.runner = ProcessRunner { _, _, environment in
      seen.set(environment["TMPDIR"])
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: environment["TMPDIR"] ?? "", isDirectory: &isFolder)
      return ProcessRunner.Result(status: exists && isFolder.boolValue ? 1 : 2, output: "stop\n")
    }
    let output = Self.output()
    let failure = try #require(compiler.compile([Self.file], to: output).failure)
    #expect(failure.description.contains("exited with status 1"), "\(failure)")
    #expect(seen.value?.hasPrefix(output + ".build-") == true)
  }

  final class Seen: @unchecked Sendable {
    private let lock = NSLock()
    private var text: String?
    func set(_ value: String?) { lock.withLock { text = value } }
    var value: String? { lock.withLock { text } }
  }

  @Test("Errnos in words: each says what to do")
  func words() {
    for number in [ENOSPC, EROFS, EACCES, ENOTDIR] {
      #expect(FileProblem.words(for: number).contains("TOUCHLAB_CACHE_DIR"))
    }
    #expect(FileProblem.errorNumber(of: CocoaError(.fileWriteOutOfSpace)) == ENOSPC)
    #expect(
      FileProblem.errorNumber(of: AtomicFile.Failure(message: "cannot write x: No space left on device"))
        == ENOSPC)
  }
}
