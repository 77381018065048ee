import Foundation
import Testing

/// A crash in the user's code loses nothing (issue 13, item 5; docs/reliability.md, "A crash in
/// your code"), headless: the built binary, in a subprocess, runs a layout whose view's hitTest
/// override crashes (CustomViews' CrashingHitTestView: fatalError; RunawayRecursionView: a stack
/// overflow). The streamed `.partial` trace holds every record before the crash, the last being
/// the override's hitTest visit; stderr names the class and method, the signal's meaning and
/// the partial file; the exit status is 128 + the signal's number.
@Suite("Crashes in user code, headless")
struct CrashTests {
  static let layout = E2E.fixture(named: "crash")
  static let taps = E2E.fixture(named: "crash-taps")
  static let recursion = E2E.fixture(named: "recursion")
  static let recursionTap = E2E.fixture(named: "recursion-tap")
  /// A Swift trap: ud2 (SIGILL) on x86-64, brk (SIGTRAP) on arm64.
  static let trapStatuses: Set<Int32> = [128 + SIGILL, 128 + SIGTRAP]

  static func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("crash-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test(
    "run --trace-dir: fatalError in a hitTest override keeps every record before it, names the method, exits 128 + signal"
  )
  func runKeepsThePartialTrace() throws {
    let folder = try Self.folder()
    let result = try E2E.run(E2E.binary, ["run", Self.layout, Self.taps, "--trace-dir", folder])
    #expect(Self.trapStatuses.contains(result.status), "status \(result.status), stderr:\n\(result.errors)")
    #expect(result.errors.contains("touchlab: crashed in your code: CrashingHitTestView.hitTest(_:with:)"))
    #expect(result.errors.contains("a Swift runtime trap: fatalError"))
    let partial = folder + "/.crash-taps.jsonl.partial"
    #expect(result.errors.contains("touchlab: the trace up to here is in \(partial)"))
    #expect(result.errors.contains("touchlab: exit status \(result.status)"))
    // The partial file is kept as it was at the crash; no complete file was ever made.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [".crash-taps.jsonl.partial"])
    let trace = try CrashTrace(contentsOf: partial)
    #expect(trace.hasHeader && !trace.hasEnd)
    #expect(trace.idsAreConsecutive)
    // The first tap (on save) is all there, to its sequence's end and the button's control events.
    #expect(trace.count(of: "sequenceEnd") == 1)
    #expect(trace.count(of: "controlEvents") > 0)
    // The second tap got as far as asking boom: the override's visit is the last record.
    #expect(trace.last["kind"] as? String == "hitTestVisit")
    #expect(trace.last["view"] as? String == "boom")
    #expect(trace.last["implementation"] as? String == "override")
    #expect(trace.last["className"] as? String == "CrashingHitTestView")
  }

  @Test("trace --tap: the same crash, without a file, still names the class and method")
  func traceNamesTheMethod() throws {
    let result = try E2E.run(E2E.binary, ["trace", Self.layout, "--tap", "160,40"])
    #expect(Self.trapStatuses.contains(result.status), "status \(result.status), stderr:\n\(result.errors)")
    #expect(result.errors.contains("touchlab: crashed in your code: CrashingHitTestView.hitTest(_:with:)"))
    #expect(!result.errors.contains("the trace up to here"))
  }

  @Test("A tap that crashes nothing: the trace is renamed into place, as before")
  func noCrashNoPartial() throws {
    let folder = try Self.folder()
    let script = folder + "/save.yaml"
    try "steps:\n  - tap: save\n".write(toFile: script, atomically: true, encoding: .utf8)
    let result = try E2E.run(E2E.binary, ["run", Self.layout, script, "--trace-dir", folder])
    #expect(result.status == 0, "stderr:\n\(result.errors)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["save.jsonl", "save.yaml"])
  }

  @Test(
    "Runaway recursion in a hitTest override: the stack overflow is reported from the alternate stack, the trace kept"
  )
  func stackOverflow() throws {
    let folder = try Self.folder()
    let result = try E2E.run(E2E.binary, ["run", Self.recursion, Self.recursionTap, "--trace-dir", folder])
    #expect(result.status == 128 + SIGSEGV, "stderr:\n\(result.errors)")
    #expect(result.errors.contains("touchlab: crashed in your code: RunawayRecursionView.hitTest(_:with:)"))
    #expect(result.errors.contains("touchlab: SIGSEGV (stack overflow: runaway recursion)"))
    let trace = try CrashTrace(contentsOf: folder + "/.recursion-tap.jsonl.partial")
    #expect(trace.idsAreConsecutive)
    #expect(trace.last["kind"] as? String == "hitTestVisit")
    #expect(trace.last["view"] as? String == "loop")
    #expect(trace.last["className"] as? String == "RunawayRecursionView")
  }
}
