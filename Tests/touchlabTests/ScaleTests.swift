import Foundation
import Testing

/// Real-app sizes end to end (issue 17, item 2): a 100,000-view layout and views nested
/// 10,000 deep load, render, trace, describe, query and run through the headless commands,
/// with no size limit in the way and no stack overflow. Not timed: the figures are in
/// docs/performance.md. Each command is one process (the binary runs on its large stack).
@Suite struct ScaleTests {
  /// Writes `yaml` to a temporary file and hands its path to `body`.
  private static func withFile(_ yaml: String, _ body: (String) throws -> Void) throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-scale-\(UUID()).yaml")
      .path
    try Data(yaml.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    try body(path)
  }

  /// One tap at (1, 1) that must hit `view`.
  private static func script(hitting view: String) -> String {
    "steps:\n  - tap: [1, 1]\n    expect: {hits: \(view)}\n"
  }

  /// Every command on `path`, with a tap at (1, 1) that hits `hit`; `limits` are passed to each.
  private static func runEveryCommand(_ path: String, hit: String, views: Int, limits: [String] = []) throws {
    let rendered = try TouchlabProcess.run(["render", path, "--size", "80x24"] + limits)
    #expect(rendered.status == 0, "\(rendered.stderr)")
    #expect(rendered.stdout.split(separator: "\n").count == 24)
    let traced = try TouchlabProcess.run(["trace", path, "--tap", "1,1", "--format", "jsonl"] + limits)
    #expect(traced.status == 0, "\(traced.stderr)")
    #expect(
      traced.stdout.contains("\"kind\":\"hitView\",\"time\":0,\"touch\":1,\"view\":\"\(hit)\""),
      "\(traced.stdout.suffix(400))")
    let described = try TouchlabProcess.run(["describe", path] + limits)
    #expect(described.status == 0, "\(described.stderr)")
    #expect(described.stdout.split(separator: "\n").count == views + 2)
    let queried = try TouchlabProcess.run(["query", path, "#\(hit)"] + limits)
    #expect(queried.status == 0, "\(queried.stderr)")
    #expect(queried.stdout.contains(hit))
    try withFile(script(hitting: hit)) { scriptPath in
      let ran = try TouchlabProcess.run(["run", path, scriptPath] + limits)
      #expect(ran.status == 0, "\(ran.stdout)\(ran.stderr)")
    }
  }

  @Test("100,000 views in one window load, render, trace, describe, query and run")
  func hundredThousandViews() throws {
    var yaml = "screen: {width: 1000, height: 1000}\nwindows:\n  - id: main\n    views:\n"
    for index in 0..<100_000 {
      yaml += "      - {id: v\(index), frame: [\((index % 316) * 3), \((index / 316) * 3), 3, 3]}\n"
    }
    try Self.withFile(yaml) { try Self.runEveryCommand($0, hit: "v0", views: 100_000) }
  }

  @Test(
    "Views nested 10,000 deep (flow style, --max-depth 10000) load, render, trace, describe, query and run")
  func tenThousandDeep() throws {
    var views = "{id: v10000, frame: [0, 0, 100, 100]}"
    for level in stride(from: 9_999, through: 1, by: -1) {
      views = "{id: v\(level), frame: [0, 0, 100, 100], subviews: [\(views)]}"
    }
    let yaml = "screen: {width: 390, height: 844}\nwindows: [{id: main, views: [\(views)]}]\n"
    try Self.withFile(yaml) {
      try Self.runEveryCommand($0, hit: "v10000", views: 10_000, limits: ["--max-depth", "10000"])
    }
  }

  @Test("By default views nest at most 1,000 deep; --max-depth raises it up to 20,000 and no further")
  func defaultDepth() throws {
    var views = "{id: v1001, frame: [0, 0, 1, 1]}"
    for level in stride(from: 1000, through: 1, by: -1) {
      views = "{id: v\(level), frame: [0, 0, 1, 1], subviews: [\(views)]}"
    }
    try Self.withFile("windows: [{id: main, views: [\(views)]}]\n") { path in
      let refused = try TouchlabProcess.run(["check", path])
      #expect(refused.status == 2)
      #expect(
        refused.stderr.contains("views nest deeper than 1000 levels, the limit for a layout (--max-depth)"),
        "\(refused.stderr)")
      #expect(try TouchlabProcess.run(["check", path, "--max-depth", "1001"]).status == 0)
      let tooDeep = try TouchlabProcess.run(["check", path, "--max-depth", "20001"])
      #expect(tooDeep.status != 0)
      #expect(tooDeep.stderr.contains("--max-depth must be at most 20000"), "\(tooDeep.stderr)")
    }
  }

  @Test("Past a limit, the message names the option that raises it")
  func limitsNameTheirOptions() throws {
    var views = "{id: v4, frame: [0, 0, 1, 1]}"
    for level in stride(from: 3, through: 1, by: -1) {
      views = "{id: v\(level), frame: [0, 0, 1, 1], subviews: [\(views)]}"
    }
    try Self.withFile("windows: [{id: main, views: [\(views)]}]\n") { path in
      let deep = try TouchlabProcess.run(["describe", path, "--max-depth", "3"])
      #expect(deep.status == 2)
      #expect(deep.stderr.contains("views nest deeper than 3 levels, the limit for a layout (--max-depth)"))
      let many = try TouchlabProcess.run(["render", path, "--max-views", "4"])
      #expect(many.status == 2)
      #expect(many.stderr.contains("more than 4 windows and views, the limit for a layout (--max-views)"))
      let large = try TouchlabProcess.run(["query", path, "#v1", "--max-file-bytes", "100"])
      #expect(large.status == 2)
      #expect(large.stderr.contains("over the limit of 100 bytes (--max-file-bytes)"))
      #expect(try TouchlabProcess.run(["trace", path, "--tap", "0,0", "--max-depth", "4"]).status == 0)
    }
  }
}
