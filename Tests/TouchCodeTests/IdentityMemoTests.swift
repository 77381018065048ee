import Foundation
import Testing
import TouchLayout

@testable import TouchCode

/// A warm start as fast as a start without code (issue 42; docs/code.md, "The cache"): what keys
/// the compile cache — the compiler's version, the host modules' fingerprint — is taken from a
/// record kept by the files' identities (path, device, inode, size, mtime, ctime), so an
/// unchanged compiler is not run and unchanged modules are not read; any change, and any record
/// that is not exactly one of its kind for those files, derives the value again.
@Suite("Identity memo")
struct IdentityMemoTests {
  /// Counts the processes a test's compiler "starts", and answers as `swiftc --version` does.
  final class FakeCompiler: @unchecked Sendable {
    private let lock = NSLock()
    private var answers = 0
    var version: String

    init(version: String) { self.version = version }

    var runs: Int { lock.withLock { answers } }

    var runner: ProcessRunner {
      ProcessRunner { _, arguments, _ in
        #expect(arguments == ["--version"])
        return self.lock.withLock {
          self.answers += 1
          return ProcessRunner.Result(
            status: 0, output: self.version + "\nTarget: x86_64-unknown-linux-gnu\n")
        }
      }
    }
  }

  /// A folder with a compiler file and a cache folder; its memo sees the files as settled (its
  /// clock runs a minute ahead: a file made now is "recent" and would not be recorded).
  struct Bench {
    let folder: CodeFolder
    let compiler: String
    let memo: IdentityMemo

    init() throws {
      folder = try CodeFolder()
      compiler = try folder.write("swiftc", "#!/bin/sh\necho one\n")
      let cache = folder.path + "/cache/code"
      try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
      memo = IdentityMemo(folder: cache, now: { Date().addingTimeInterval(60) })
    }

    var record: String { memo.recordPath(kind: "compiler-version", paths: [compiler]) }
  }

  @Test("An unchanged compiler is not run: the second start takes its version from the record")
  func unchangedCompilerIsNotRun() throws {
    let bench = try Bench()
    let fake = FakeCompiler(version: "Swift version 6.3.1 (swift-6.3.1-RELEASE)")
    let first = Toolchain.recordedVersion(of: bench.compiler, memo: bench.memo, runner: fake.runner)
    #expect(first == "Swift version 6.3.1 (swift-6.3.1-RELEASE)")
    #expect(fake.runs == 1)
    #expect(FileManager.default.fileExists(atPath: bench.record))
    fake.version = "Swift version 9 (must not be asked)"
    for _ in 0..<3 {
      #expect(Toolchain.recordedVersion(of: bench.compiler, memo: bench.memo, runner: fake.runner) == first)
    }
    #expect(fake.runs == 1)
  }

  @Test("A compiler whose size or modification time changed is run again, and the record follows it")
  func changedCompilerIsRunAgain() throws {
    let bench = try Bench()
    let fake = FakeCompiler(version: "Swift version 6.3.1")
    _ = Toolchain.recordedVersion(of: bench.compiler, memo: bench.memo, runner: fake.runner)
    // A new toolchain of another size.
    fake.version = "Swift version 6.4"
    try bench.folder.write("swiftc", "#!/bin/sh\necho a longer one\n")
    #expect(
      Toolchain.recordedVersion(of: bench.compiler, memo: bench.memo, runner: fake.runner)
        == "Swift version 6.4")
    #expect(fake.runs == 2)
    // Same size, only its modification time moved.
    fake.version = "Swift version 6.5"
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -86_400)], ofItemAtPath: bench.compiler)
    #expect(
      Toolchain.recordedVersion(of: bench.compiler, memo: bench.memo, runner: fake.runner)
        == "Swift version 6.5")
    #expect(fake.runs == 3)
    #expect(
      Toolchain.recordedVersion(of: bench.compiler, memo: bench.memo, runner: fake.runner)
        == "Swift version 6.5")
    #expect(fake.runs == 3)
  }

  @Test(
    "A garbled, tampered or foreign record is ignored and rewritten",
    arguments: ["garbled", "tampered", "another kind", "other files"])
  func badRecordIsRewritten(damage: String) throws {
    let bench = try Bench()
    let fake = FakeCompiler(version: "Swift version 6.3.1")
    _ = Toolchain.recordedVersion(of: bench.compiler, memo: bench.memo, runner: fake.runner)
    let good = try String(contentsOfFile: bench.record, encoding: .utf8)
    let record = try #require(IdentityRecord(good))
    let bad: String
    switch damage {
    case "garbled": bad = String(good.prefix(good.count / 2))
    // The value changed but not its checksum: it still parses line by line.
    case "tampered": bad = good.replacingOccurrences(of: "6.3.1", with: "6.3.2")
    case "another kind":
      bad = try #require(IdentityRecord(kind: "host-modules", files: record.files, value: "x").text)
    default:
      let other = try #require(FileIdentity(of: bench.folder.write("other", "#!/bin/sh\n")))
      bad = try #require(
        IdentityRecord(kind: "compiler-version", files: [other], value: "Swift version 1").text)
    }
    #expect(IdentityRecord(bad)?.kind != "compiler-version" || IdentityRecord(bad)?.files != record.files)
    try bad.write(toFile: bench.record, atomically: true, encoding: .utf8)
    #expect(
      Toolchain.recordedVersion(of: bench.compiler, memo: bench.memo, runner: fake.runner)
        == "Swift version 6.3.1")
    #expect(fake.runs == 2)
    #expect(try String(contentsOfFile: bench.record, encoding: .utf8) == good)
    _ = Toolchain.recordedVersion(of: bench.compiler, memo: bench.memo, runner: fake.runner)
    #expect(fake.runs == 2)
  }

  @Test("A different compiler gives a different cache key; each keeps its own record")
  func differentCompilerDifferentKey() throws {
    let bench = try Bench()
    let otherCompiler = try bench.folder.write("swiftc-other", "#!/bin/sh\necho two\n")
    let one = FakeCompiler(version: "Swift version 6.3.1")
    let two = FakeCompiler(version: "Swift version 6.2")
    func key(_ compiler: String, _ fake: FakeCompiler) -> String {
      let version = Toolchain.recordedVersion(of: compiler, memo: bench.memo, runner: fake.runner)
      return CodeCache.key(
        compiler: version, fingerprint: "modules", flags: ["-O"], files: [PreparedFile(name: "a", text: "b")])
    }
    let first = key(bench.compiler, one)
    let second = key(otherCompiler, two)
    #expect(first != second)
    #expect(key(bench.compiler, one) == first)
    #expect(key(otherCompiler, two) == second)
    #expect(one.runs == 1 && two.runs == 1)
  }

  @Test("A file changed within the last seconds is not recorded: its times could still hide a change")
  func recentFileIsNotRecorded() throws {
    let bench = try Bench()
    let memo = IdentityMemo(folder: bench.memo.folder, now: Date.init)
    let fake = FakeCompiler(version: "Swift version 6.3.1")
    _ = Toolchain.recordedVersion(of: bench.compiler, memo: memo, runner: fake.runner)
    _ = Toolchain.recordedVersion(of: bench.compiler, memo: memo, runner: fake.runner)
    #expect(fake.runs == 2)
    #expect(!FileManager.default.fileExists(atPath: bench.record))
  }

  @Test("The host modules' fingerprint is recorded by their identities and follows a rebuilt module")
  func moduleFingerprint() throws {
    let bench = try Bench()
    let modules = bench.folder.path + "/Modules"
    try FileManager.default.createDirectory(atPath: modules, withIntermediateDirectories: true)
    for name in HostModules.required {
      try "\(name) 1".write(toFile: modules + "/\(name).swiftmodule", atomically: true, encoding: .utf8)
    }
    let direct = try HostModules.fingerprint(in: modules).get()
    #expect(try HostModules.fingerprint(in: modules, memo: bench.memo).get() == direct)
    var derived = 0
    let paths = HostModules.required.map { modules + "/\($0).swiftmodule" }
    let recorded = bench.memo.value(kind: "host-modules", of: paths) { () -> Result<String, CodeFailure> in
      derived += 1
      return .success("re-read")
    }
    #expect(try recorded.get() == direct)
    #expect(derived == 0)
    // A rebuilt TouchKit: another fingerprint, so libraries built against the old one are not loaded.
    try "TouchKit 2, rebuilt".write(
      toFile: modules + "/TouchKit.swiftmodule", atomically: true, encoding: .utf8)
    let rebuilt = try HostModules.fingerprint(in: modules, memo: bench.memo).get()
    #expect(rebuilt != direct)
    #expect(rebuilt == (try HostModules.fingerprint(in: modules).get()))
  }

  @Test("A record's identity lines round-trip, with paths holding spaces; broken lines are refused")
  func recordText() throws {
    let file = FileIdentity(path: "/a b/swiftc", device: 2049, inode: 7, size: 104, modified: 1, changed: 2)
    let record = IdentityRecord(kind: "compiler-version", files: [file], value: "Swift version 6.3.1 (x)")
    let text = try #require(record.text)
    #expect(IdentityRecord(text) == record)
    #expect(IdentityRecord(text + "\n") == nil)
    #expect(IdentityRecord(text.replacingOccurrences(of: " 104 ", with: " -4 ")) == nil)
    #expect(IdentityRecord(kind: "k", files: [file], value: "two\nlines").text == nil)
    #expect(CodeCache.builder(of: ".compiler-version-0123.identity.77.tmp") == 77)
  }
}
