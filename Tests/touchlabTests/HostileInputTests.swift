import Foundation
import Testing

/// Every reproducer of issue 16's crashes and hangs, run through the built binary as a person
/// would: each now gives a clear message (with file:line:column where there is a file) and exit
/// 2, or correct output (docs/reliability.md, "Hostile input").
@Suite("Hostile input")
struct HostileInputTests {
  static let layout = "Layouts/default.yaml"

  @Test("query //namespace::* (once SIGSEGV in FoundationXML) is a message and exit 2")
  func namespaceAxisQuery() throws {
    let result = try HostileProcess.run(["query", Self.layout, "//namespace::*"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("query: the namespace axis is not supported"))
  }

  @Test(
    "XPath that libxml2 refused (once SIGSEGV): control character, 5,000 chained 1+, 6,000 predicates",
    arguments: [
      ("//*[@id='a\u{1}']", "the string holds the control character U+0001"),
      ("(//*)[" + String(repeating: "1+", count: 5000) + "1]", "characters long, over the limit of 2000"),
      ("//*" + String(repeating: "[1]", count: 6000), "characters long, over the limit of 2000"),
    ])
  func refusedXPath(expression: String, message: String) throws {
    let result = try HostileProcess.run(["query", Self.layout, expression])
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "\(result.stderr.prefix(300))")
    #expect(HostileProcess.unsafeScalars(result.stderr).isEmpty)
  }

  @Test("A script target on the namespace axis (once SIGSEGV) is file:line:column and exit 2")
  func namespaceAxisTarget() throws {
    let script = HostileProcess.fixture("namespace-target.yaml")
    let result = try HostileProcess.run(["run", Self.layout, script])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("\(script):3:10: tap (a query): the namespace axis is not supported"))
  }

  @Test("A pointer step's finger: 1e19 (once SIGILL) is file:line:column and exit 2")
  func hugeFinger() throws {
    let script = HostileProcess.fixture("finger-1e19.yaml")
    let result = try HostileProcess.run(["run", Self.layout, script])
    #expect(result.status == 2)
    #expect(result.stderr == "\(script):3:58: pointer finger must be a whole number from 0 to 9, got 1e+19\n")
  }

  @Test(
    "§5 UISegmentedControl 1e-300 or subnormal wide (once SIGILL): a release in its slop selects the last segment",
    arguments: ["segment-1e-300.yaml", "segment-subnormal.yaml"])
  func tinySegmentedControl(file: String) throws {
    let result = try HostileProcess.run(["trace", HostileProcess.fixture(file), "--drag", "20,330:25,330"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("range value → segment 2"))
  }

  @Test(
    "A billion laughs used as a key twice (once exponential time) is an alias error, file:line:column",
    arguments: [
      "billion-laughs-duplicate-key.yaml",
      // In a layout that names code:, which the command read with a parse of its own that
      // still expanded aliases (found by a review, 2026-11-28).
      "billion-laughs-code.yaml",
    ])
  func laughsWithDuplicateKey(name: String) throws {
    let file = HostileProcess.fixture(name)
    let result = try HostileProcess.run(["check", file])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "\(file):13:3: aliases (*lol9) are not supported in layouts; repeat the value instead\n")
  }

  @Test("A FIFO as layout, script or recording (once blocked forever) is refused at once, exit 2")
  func fifo() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-fifo-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("x.yaml").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let refusal = "\(fifo): is not a regular file (a FIFO)"
    for arguments in [["check", fifo], ["trace", fifo, "--tap", "1,1"], ["run", Self.layout, fifo]] {
      let result = try HostileProcess.run(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr.hasPrefix(refusal), "\(result.stderr)")
    }
  }

  @Test("Standard input, named -, is read with the same bound: a layout and a script from a pipe")
  func standardInput() throws {
    let layout = try Data(contentsOf: TouchlabProcess.packageRoot.appendingPathComponent(Self.layout))
    let checked = try HostileProcess.run(["check", "-"], input: layout)
    #expect(checked.status == 0, "\(checked.stderr)")
    #expect(checked.stdout.hasPrefix("-: ok"))
    let script = try Data(
      contentsOf: TouchlabProcess.packageRoot.appendingPathComponent("Scripts/checkout.yaml"))
    let ran = try HostileProcess.run(["run", Self.layout, "-"], input: script)
    #expect(ran.status == 0, "\(ran.stderr)")
    let broken = try HostileProcess.run(["check", "-"], input: Data("windows: [\n".utf8))
    #expect(broken.status == 2)
    #expect(broken.stderr.hasPrefix("<stdin>:2:1: YAML syntax error"))
    let flood = try HostileProcess.run(
      ["check", "--max-file-bytes", "1048576", "-"], input: Data(repeating: UInt8(ascii: "#"), count: 2 << 20)
    )
    #expect(flood.status == 2)
    #expect(flood.stderr == "<stdin>: standard input is over the limit of 1048576 bytes (--max-file-bytes)\n")
  }

  @Test("A view scaled by 1e5 (once a blank screen at 100% CPU) renders: what the canvas shows of it")
  func hugeScale() throws {
    let result = try HostileProcess.run([
      "render", HostileProcess.fixture("scale-1e5.yaml"), "--size", "100x30",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stdout.isEmpty)
  }
}
