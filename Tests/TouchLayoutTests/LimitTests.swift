import Foundation
import Testing

@testable import TouchFoundation
@testable import TouchLayout
@testable import TouchOpening
@testable import TouchYAML

/// Hostile input: errors, never crashes, hangs or unbounded memory.
struct LimitTests {
  /// The limits before issue 17 made them options: small, so the tests stay fast.
  static let small = LayoutLoadOptions(
    maximumFileBytes: 1 << 20, maximumViewCount: 10_000, maximumViewDepth: 64)

  /// The error is at the bracket that opens level 1,001 (the `windows:` mapping is level 1, so
  /// the 1,000th bracket, column 10 + 999). Before the loader counted levels itself, libyaml's
  /// limit reported column 11, wherever its scanner's look-ahead happened to be.
  @Test func hundredThousandNestedBracketsAreAnErrorNotAStackOverflow() {
    let yaml = "windows: " + String(repeating: "[", count: 100_000)
    #expect(
      diagnostics(of: yaml, options: Self.small) == [
        "test.yaml:1:1009: the YAML nests deeper than 1000 levels, the parser's limit "
          + "(views may nest at most 64 deep: --max-depth)"
      ])
  }

  /// Issue 34: with the default depth (1,000) the parser refuses at 2,016 levels, not the
  /// 40,016 that 20,000 allowed, so a 200 KB file of brackets is refused after a small parse
  /// (parsed ahead on a thread of its own at this size, which stops at the limit too). At the
  /// bracket that opens level 2,017: column 10 + 2,015.
  @Test func aDeepFileIsRefusedAtTheDefaultDepthsNesting() {
    let yaml = "windows: " + String(repeating: "[", count: 200_000)
    #expect(
      diagnostics(of: yaml) == [
        "test.yaml:1:2025: the YAML nests deeper than 2016 levels, the parser's limit "
          + "(views may nest at most 1000 deep: --max-depth)"
      ])
  }

  /// The limit is each parse's own (``YAMLNestingBound``), not a global of libyaml's: loads
  /// with different limits at once, on several threads, each stop at their own level.
  @Test func eachParseKeepsItsOwnNestingLimit() async {
    let yaml = "windows: " + String(repeating: "[", count: 3_000)
    let outcomes = await withTaskGroup(of: (Bool, [String]).self) { group in
      for index in 0..<16 {
        group.addTask {
          (
            index.isMultiple(of: 2),
            index.isMultiple(of: 2) ? diagnostics(of: yaml, options: Self.small) : diagnostics(of: yaml)
          )
        }
      }
      var outcomes: [(Bool, [String])] = []
      for await outcome in group { outcomes.append(outcome) }
      return outcomes
    }
    for (small, lines) in outcomes {
      #expect(
        lines.first?.hasPrefix(
          small
            ? "test.yaml:1:1009: the YAML nests deeper than 1000"
            : "test.yaml:1:2025: the YAML nests deeper than 2016") == true, "\(lines)")
    }
  }

  @Test func deepBlockNestingIsAnErrorToo() {
    var yaml = "windows:\n"
    for level in 0..<1_200 { yaml += String(repeating: " ", count: level) + "- \n" }
    #expect(
      diagnostics(of: yaml, options: Self.small).first?.contains("nests deeper than 1000 levels") == true)
  }

  @Test func nestingJustUnderTheParsersLimitParsesAndIsReportedAsWrongTypes() {
    let yaml = "windows: " + String(repeating: "[", count: 990) + String(repeating: "]", count: 990)
    #expect(
      diagnostics(of: yaml, options: Self.small) == [
        "test.yaml:1:11: a window must be a mapping (key: value lines), got a list"
      ])
  }

  @Test func viewsMayNestExactlyToTheLimit() throws {
    var views = "{id: v\(LayoutLimits.maximumViewDepth), frame: [0, 0, 1, 1]}"
    for level in stride(from: LayoutLimits.maximumViewDepth - 1, through: 1, by: -1) {
      views = "{id: v\(level), frame: [0, 0, 1, 1], subviews: [\(views)]}"
    }
    let layout = try loadLayout("windows: [{id: main, views: [\(views)]}]")
    #expect(layout.view("v\(LayoutLimits.maximumViewDepth)") != nil)
  }

  @Test func theFullBillionLaughsIsRejectedQuickly() {
    var yaml = "lol0: &lol0 lol\n"
    for level in 1...9 {
      let aliases = Array(repeating: "*lol\(level - 1)", count: 10).joined(separator: ", ")
      yaml += "lol\(level): &lol\(level) [\(aliases)]\n"
    }
    yaml += "? *lol9\n: key\n"
    let clock = ContinuousClock()
    var found: [String] = []
    let elapsed = clock.measure { found = diagnostics(of: yaml) }
    #expect(found.count == 91)
    #expect(
      found.first == "test.yaml:2:14: aliases (*lol0) are not supported in layouts; repeat the value instead")
    #expect(
      found.last == "test.yaml:11:3: aliases (*lol9) are not supported in layouts; repeat the value instead")
    #expect(elapsed < .seconds(5))
  }

  @Test func starsInTextAreNotAliases() throws {
    let layout = try loadLayout(
      oneWindow("      - {id: note, class: Label, frame: [0, 0, 1, 1], text: \"*bold*\"} # *comment*\n"))
    #expect(layout.view("note") != nil)
  }

  @Test func textOverTheSizeLimitIsRefusedBeforeParsing() {
    let yaml = "title: " + String(repeating: "x", count: LayoutLimits.maximumFileBytes)
    #expect(
      diagnostics(of: yaml, options: Self.small) == [
        "test.yaml: the layout is 1048583 bytes, over the limit of 1048576 bytes (--max-file-bytes)"
      ])
  }

  @Test func fileOverTheSizeLimitIsRefusedBeforeReading() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-big-\(UUID()).yaml")
      .path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let data = Data(repeating: UInt8(ascii: "#"), count: LayoutLimits.maximumFileBytes + 1)
    #expect(FileManager.default.createFile(atPath: path, contents: data))
    #expect(
      throws: LayoutLoadError([
        Diagnostic(
          file: path, line: 0, column: 0,
          message: "the file is 1048577 bytes, over the limit of 1048576 bytes (--max-file-bytes)")
      ])
    ) {
      try LayoutLoader.load(contentsOf: path, registry: .standard, options: Self.small)
    }
  }

  @Test func missingFilesAndDirectoriesAreWholeFileDiagnostics() {
    #expect(
      throws: LayoutLoadError([
        Diagnostic(file: "/nonexistent/x.yaml", line: 0, column: 0, message: "no such file")
      ])
    ) {
      try LayoutLoader.load(contentsOf: "/nonexistent/x.yaml")
    }
    let folder = FileManager.default.temporaryDirectory.path
    #expect(
      throws: LayoutLoadError([
        Diagnostic(file: folder, line: 0, column: 0, message: "is a directory, not a layout file")
      ])
    ) {
      try LayoutLoader.load(contentsOf: folder)
    }
  }

  @Test func tooManyViewsIsOneError() {
    var list: [String] = []
    for index in 0..<LayoutLimits.maximumViewCount { list.append("{id: v\(index), frame: [0, 0, 1, 1]}") }
    let yaml = "windows: [{id: main, views: [" + list.joined(separator: ", ") + "]}]"
    let found = diagnostics(of: yaml, options: Self.small)
    #expect(found.count == 1)
    #expect(
      found.first?.hasSuffix("more than 10000 windows and views, the limit for a layout (--max-views)")
        == true)
  }

  @Test func problemsComeInFileOrderAndAllAtOnce() {
    let yaml = """
      windows:
        - id: main
          views:
            - {id: a, frame: [0, 0, 1, 1], controller: {id: c, presentedBy: nobody}}
            - {id: b, frame: [0, 0, 1, 1], alpha: 2}

      """
    #expect(
      diagnostics(of: yaml) == [
        "test.yaml:4:71: presentedBy names an unknown controller 'nobody'",
        "test.yaml:5:45: alpha must be between 0 and 1, got 2",
      ])
  }

  @Test func atMostAHundredProblemsAreReported() {
    let keys = (0..<150).map { "wrong\($0): 1" }.joined(separator: ", ")
    let found = diagnostics(of: "{windows: [{id: main}], " + keys + "}")
    #expect(found.count == LayoutLimits.maximumDiagnostics + 1)
    #expect(found.last == "test.yaml: 50 more problem(s) not shown (at most 100 are reported)")
  }

  @Test func thousandsOfUnknownReferencesAreCountedNotEachComparedWithEveryID() {
    let count = 15_000
    let gestures = (0..<count).map { "{id: g\($0), type: tap, requireToFail: [m\($0)]}" }
    let found = diagnostics(of: "windows: [{id: main, gestures: [" + gestures.joined(separator: ", ") + "]}]")
    #expect(found.count == LayoutLimits.maximumDiagnostics + 1)
    #expect(found.first?.contains("requireToFail names an unknown gesture recognizer 'm0'") == true)
    #expect(found.last == "test.yaml: \(count - 100) more problem(s) not shown (at most 100 are reported)")
  }
}
