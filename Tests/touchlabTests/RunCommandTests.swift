import Foundation
import Testing

@testable import touchlab

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `touchlab run`, run as a user runs it: exit codes, messages, and the JUnit report.
@Suite("touchlab run")
struct RunCommandTests {
  let failing = TouchlabProcess.fixture("failing-script.yaml")

  @Test("--trace prints each script's trace as text after the summary (a recording, step by step)")
  func printsTheTrace() throws {
    let result = try TouchlabProcess.run(["run", "Layouts/default.yaml", "Scripts/checkout.yaml", "--trace"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.components(separatedBy: "\n")
    #expect(lines.first == "Scripts/checkout.yaml: 5 steps, 10 expectations, all hold")
    #expect(lines.contains("Scripts/checkout.yaml on Layouts/default.yaml:"))
    #expect(lines.contains { $0.hasSuffix("pointer 0 down at (280, 305)") })
    #expect(lines.filter { $0.contains("sequence ends") }.count == 5)
  }

  @Test("The example scripts pass against their gallery layouts: exit 0, a summary per script")
  func examplesPass() throws {
    let examples = [
      ("Layouts/default.yaml", "Scripts/checkout.yaml"),
      ("Layouts/05-overlay-eats-taps.yaml", "Scripts/overlay.yaml"),
      ("Layouts/11-single-vs-double-tap.yaml", "Scripts/double-tap.yaml"),
    ]
    for (layout, script) in examples {
      let result = try TouchlabProcess.run(["run", layout, script])
      #expect(result.status == 0, "\(script): \(result.stderr)")
      #expect(result.stdout.hasPrefix("\(script): "))
      #expect(result.stdout.contains("all hold"))
      // stderr is a pipe, not a terminal: no progress.
      #expect(result.stderr.isEmpty)
    }
  }

  @Test("Failures: exit 1, each on stderr as script:line:column: step N (…): expected …, with why not")
  func failures() throws {
    let result = try TouchlabProcess.run(["run", "Layouts/default.yaml", failing])
    #expect(result.status == 1)
    #expect(
      result.stderr.components(separatedBy: "\n") == [
        "\(failing):4:14: step 1 (tap on save): expected the tap at (320, 305) to hit save; it hit home "
          + "(path main › home)",
        "  why not: save was not hit: its superview card returned false from point(inside:) at (300, 175), "
          + "outside its bounds (0, 0, 300, 220)",
        "\(failing):10:7: step 3 (tap on ghost): expected the tap at (195, 550) to hit ghost; it hit list "
          + "(path main › home › list)",
        "  why not: ghost was not hit: it is skipped with its subtree: isHidden is true",
        "",
      ])
    #expect(result.stdout == "\(failing): 3 steps, 3 expectations, 2 failures\n")
  }

  @Test("A script that does not read: exit 2, every problem as file:line:column, nothing run")
  func badScript() throws {
    let bad = TouchlabProcess.fixture("bad-script.yaml")
    let result = try TouchlabProcess.run(["run", "Layouts/default.yaml", "Scripts/checkout.yaml", bad])
    #expect(result.status == 2)
    #expect(
      result.stderr == """
        \(bad):2:10: tap names an unknown view 'sav'; did you mean 'save'?
        \(bad):3:5: unknown key 'wiat' in a step; did you mean 'wait'?

        """)
    #expect(result.stdout.isEmpty)
  }

  @Test("A missing script or layout, or no script at all: exit 2")
  func missingFiles() throws {
    let missing = try TouchlabProcess.run(["run", "Layouts/default.yaml", "nowhere.yaml"])
    #expect(missing.status == 2)
    #expect(missing.stderr == "nowhere.yaml: no such file\n")
    let noLayout = try TouchlabProcess.run(["run", "nowhere.yaml", "Scripts/checkout.yaml"])
    #expect(noLayout.status == 2)
    let noScript = try TouchlabProcess.run(["run", "Layouts/default.yaml"])
    #expect(noScript.status != 0)
    #expect(noScript.stderr.contains("Give at least one script."))
  }

  @Test("--junit writes one testsuite per script and one testcase per step that expects something")
  func junit() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-junit-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = folder.appendingPathComponent("report.xml").path
    let arguments = ["run", "Layouts/default.yaml", "Scripts/checkout.yaml", failing, "--junit", report]
    let result = try TouchlabProcess.run(arguments)
    #expect(result.status == 1)
    let text = try String(contentsOfFile: report, encoding: .utf8)
    // Written whole, through a temporary file that is gone.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.xml"])
    #expect(text.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
    #if canImport(FoundationXML) || os(macOS)
      let document = try XMLDocument(data: Data(text.utf8))
      let root = try #require(document.rootElement())
      #expect(root.name == "testsuites")
      #expect(root.attribute(forName: "tests")?.stringValue == "8")
      #expect(root.attribute(forName: "failures")?.stringValue == "2")
      let suites = root.elements(forName: "testsuite")
      #expect(
        suites.map { $0.attribute(forName: "name")?.stringValue } == ["Scripts/checkout.yaml", failing])
      #expect(suites.map { $0.elements(forName: "testcase").count } == [5, 3])
      let failed = suites[1].elements(forName: "testcase")[0]
      #expect(failed.attribute(forName: "name")?.stringValue == "step 1 (tap on save)")
      let failure = try #require(failed.elements(forName: "failure").first)
      #expect(
        failure.attribute(forName: "message")?.stringValue
          == "expected the tap at (320, 305) to hit save; it hit home (path main › home)")
      #expect(failure.stringValue?.contains("\nwhy not: save was not hit: its superview card") == true)
    #endif
    // Same run, same bytes.
    _ = try TouchlabProcess.run(arguments)
    #expect(try String(contentsOfFile: report, encoding: .utf8) == text)
  }
}

/// The JUnit report's text escaping: markup and line breaks as references, and characters XML
/// 1.0 cannot hold (from ids and messages in users' files) replaced.
@Suite("JUnit escaping")
struct JUnitEscapingTests {
  @Test("Markup characters, quotes and line breaks become references; forbidden characters U+FFFD")
  func escaping() {
    #expect(JUnitReport.escape("a<b>&\"c'\n") == "a&lt;b&gt;&amp;&quot;c&apos;&#10;")
    #expect(JUnitReport.escape("bell\u{07}esc\u{1B}") == "bell\u{FFFD}esc\u{FFFD}")
    #expect(JUnitReport.escape("save › card") == "save › card")
  }
}

/// Issue 18 #9: `touchlab run recording.yaml` — the recording alone — says what to do instead
/// of "Give at least one script.", naming the layout its header names.
@Suite struct RunWithoutLayoutTests {
  @Test("A script given as the layout: the message names the layout from its header")
  func scriptAsLayout() throws {
    let recording = "Tests/EndToEndTests/Fixtures/examples/recording-1.yaml"
    let result = try TouchlabProcess.run(["run", recording])
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "Error: \(recording) is a script; give the layout it runs on first: touchlab run Layouts/default.yaml \(recording)\n"
      ))
  }

  @Test("The layout named by a recording's header")
  func header() {
    let text = ScriptRecordingHeader.sample
    #expect(Run.layoutNamed(in: text) == "Layouts/default.yaml")
    #expect(Run.layoutNamed(in: "steps:\n") == nil)
    #expect(Run.layoutNamed(in: "# layout: Layouts/04-overlay.yaml\nsteps:\n") == "Layouts/04-overlay.yaml")
  }
}

enum ScriptRecordingHeader {
  static let sample = """
    # A touchlab recording of Layouts/default.yaml: each pointer event as a pointer step, each f/F as a
    # force step, at its time in seconds since recording started (docs/script-format.md,
    steps:
    """
}
