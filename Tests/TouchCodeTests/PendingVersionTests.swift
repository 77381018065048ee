import Foundation
import Testing

@testable import TouchCode

/// A cold start asks the compiler for its version on another thread while it parses the
/// person's files (issue 42; docs/performance.md, "The compiler's version"), and asks the
/// `swift-frontend` rather than the driver, which would only start the frontend to answer.
@Suite("Pending compiler version")
struct PendingVersionTests {
  typealias FakeCompiler = IdentityMemoTests.FakeCompiler

  @Test("A version asked in the background is the one recorded: the compiler starts once")
  func backgroundAnswerIsRecorded() throws {
    let bench = try IdentityMemoTests.Bench()
    let fake = FakeCompiler(version: "Swift version 6.3.1 (swift-6.3.1-RELEASE)")
    #expect(Toolchain.knownVersion(of: bench.compiler, memo: bench.memo) == nil)
    #expect(fake.runs == 0)
    let pending = PendingVersion(of: bench.compiler, runner: fake.runner)
    let version = Toolchain.recordedVersion(
      of: bench.compiler, memo: bench.memo, runner: fake.runner, pending: pending)
    #expect(version == "Swift version 6.3.1 (swift-6.3.1-RELEASE)")
    #expect(fake.runs == 1)
    #expect(Toolchain.knownVersion(of: bench.compiler, memo: bench.memo) == version)
    #expect(Toolchain.recordedVersion(of: bench.compiler, memo: bench.memo, runner: fake.runner) == version)
    #expect(fake.runs == 1)
  }

  @Test("A compiler replaced while its version was asked is asked again, and the new answer kept")
  func replacedMeanwhileIsAskedAgain() throws {
    let bench = try IdentityMemoTests.Bench()
    let fake = FakeCompiler(version: "Swift version 6.3.1")
    let folder = bench.folder
    let replacing = ProcessRunner { program, arguments, environment in
      let answer = try fake.runner.execute(program, arguments, environment)
      if fake.runs == 1 {
        // A new toolchain lands while the old one answers.
        fake.version = "Swift version 6.4"
        _ = try folder.write("swiftc", "#!/bin/sh\necho a newer and longer one\n")
      }
      return answer
    }
    let pending = PendingVersion(of: bench.compiler, runner: replacing)
    #expect(pending.answer() == nil)
    let version = Toolchain.recordedVersion(
      of: bench.compiler, memo: bench.memo, runner: replacing, pending: pending)
    #expect(version == "Swift version 6.4")
    #expect(fake.runs == 2)
  }

  @Test("The swift-frontend beside the driver answers for it")
  func frontendAnswers() throws {
    let folder = try CodeFolder()
    let driver = try folder.write("swift-driver", "#!/bin/sh\n")
    let frontend = try folder.write("swift-frontend", "#!/bin/sh\n")
    for file in [driver, frontend] {
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file)
    }
    let compiler = folder.path + "/swiftc"
    try FileManager.default.createSymbolicLink(atPath: compiler, withDestinationPath: "swift-driver")
    let asked = ProgramsAsked()
    let runner = ProcessRunner { program, _, _ in
      asked.add(program)
      return ProcessRunner.Result(status: 0, output: "Swift version 6.3.1\n")
    }
    #expect(Toolchain.version(of: compiler, runner: runner) == "Swift version 6.3.1")
    #expect(asked.programs.map { URL(fileURLWithPath: $0).lastPathComponent } == ["swift-frontend"])
  }

  /// The programs a test's runner was asked to start.
  final class ProgramsAsked: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func add(_ program: String) { lock.withLock { list.append(program) } }
    var programs: [String] { lock.withLock { list } }
  }
}
