import Foundation
import FoundationXML
import Testing

/// `touchlab trace --format jsonl|markdown|mermaid` and `touchlab render --svg`, run as a user
/// runs them, against committed golden files (Fixtures/exports). After an intended change, run
/// with TOUCHLAB_UPDATE_GOLDENS=1 to rewrite them, and read the diff.
@Suite("Export golden files")
struct ExportGoldenTests {
  /// A fixture tap (card.yaml: save half outside its card, under a non-interactive banner) and a
  /// gallery recognizer scenario (a tap recognizer on a button wins over the button).
  struct Scenario: CustomStringConvertible, Sendable {
    var name: String
    var layout: String
    var tap: String
    var description: String { name }
  }

  static let scenarios = [
    Scenario(name: "card-tap", layout: TouchlabProcess.fixture("card.yaml"), tap: "190,170"),
    Scenario(name: "recognizer-on-button", layout: "Layouts/08-recognizer-on-button.yaml", tap: "195,200"),
  ]

  static let formats = ["jsonl": "jsonl", "markdown": "md", "mermaid": "mmd"]

  @Test("trace exports match their golden files", arguments: scenarios, ["jsonl", "markdown", "mermaid"])
  func traceGolden(_ scenario: Scenario, _ format: String) throws {
    let result = try TouchlabProcess.run([
      "trace", scenario.layout, "--tap", scenario.tap, "--format", format,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    try Self.compare(result.stdout, golden: "\(scenario.name).\(Self.formats[format] ?? format)")
  }

  @Test("render --svg matches its golden file", arguments: scenarios)
  func svgGolden(_ scenario: Scenario) throws {
    let result = try TouchlabProcess.run(["render", scenario.layout, "--svg", "--tap", scenario.tap])
    #expect(result.status == 0, "\(result.stderr)")
    try Self.compare(result.stdout, golden: "\(scenario.name).svg")
  }

  @Test(
    "JSON Lines: records + 3 lines (a tap: header, summary, end), each a JSON object, the same records as --format json",
    arguments: scenarios)
  func jsonLinesCount(_ scenario: Scenario) throws {
    let lines = try TouchlabProcess.run([
      "trace", scenario.layout, "--tap", scenario.tap, "--format", "jsonl",
    ])
    let document = try TouchlabProcess.run([
      "trace", scenario.layout, "--tap", scenario.tap, "--format", "json",
    ])
    let records = try TraceJSON(document.stdout).records
    let parsed = try lines.stdout.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(parsed.count == records.count + 3)
    #expect(parsed.last?.keys.sorted() == ["end"])
    #expect(parsed.filter { $0["sequenceSummary"] != nil }.count == 1)
    #expect(
      parsed.filter { $0["kind"] != nil }.map { $0["kind"] as? String }
        == records.map { $0["kind"] as? String })
  }

  @Test("Mermaid output is well formed", arguments: scenarios)
  func mermaidWellFormed(_ scenario: Scenario) throws {
    let result = try TouchlabProcess.run([
      "trace", scenario.layout, "--tap", scenario.tap, "--format", "mermaid",
    ])
    #expect(MermaidValidator.problems(in: result.stdout) == [])
  }

  @Test("Every gallery layout's tap and drag give a well-formed diagram and one JSON line per record")
  func galleryDiagrams() throws {
    let folder = TouchlabProcess.packageRoot.appendingPathComponent("Layouts")
    let layouts = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".yaml")
    }
    #expect(layouts.count > 20)
    for layout in layouts.sorted() {
      let gestures = ["--tap", "195,200", "--drag", "195,400:100,300", "--hold", "100,500@0.8"]
      let diagram = try TouchlabProcess.run(
        ["trace", "Layouts/\(layout)"] + gestures + ["--format", "mermaid"])
      #expect(diagram.status == 0, "\(layout): \(diagram.stderr)")
      #expect(MermaidValidator.problems(in: diagram.stdout) == [], "\(layout)")
      let lines = try TouchlabProcess.run(["trace", "Layouts/\(layout)"] + gestures + ["--format", "jsonl"])
      let text = try TouchlabProcess.run(["trace", "Layouts/\(layout)"] + gestures)
      // The header, the totals, and a summary after each of the three gestures' sequences.
      #expect(
        lines.stdout.split(separator: "\n").count == text.stdout.split(separator: "\n").count + 5, "\(layout)"
      )
    }
  }

  @Test("docs/trace-format.md's Mermaid example is what the command it names prints")
  func documentedDiagram() throws {
    let docs = try String(
      contentsOf: TouchlabProcess.packageRoot.appendingPathComponent("docs/trace-format.md"), encoding: .utf8)
    let block = try #require(docs.components(separatedBy: "```mermaid\n").dropFirst().first)
    let diagram = try #require(block.components(separatedBy: "```").first)
    let result = try TouchlabProcess.run([
      "trace", "Layouts/default.yaml", "--tap", "260,300", "--format", "mermaid",
    ])
    #expect(diagram == result.stdout)
  }

  @Test("docs/images/checkout-tap.svg is what the command it names writes")
  func documentedPicture() throws {
    let image = try String(
      contentsOf: TouchlabProcess.packageRoot.appendingPathComponent("docs/images/checkout-tap.svg"),
      encoding: .utf8)
    let result = try TouchlabProcess.run(["render", "Layouts/default.yaml", "--svg", "--tap", "260,300"])
    #expect(image == result.stdout)
  }

  @Test(
    "docs/explorer.md's hit-map pictures are what the commands it names write",
    arguments: [
      ("hit-map-tap-area.svg", ["map", "Layouts/21-hit-slop-and-shapes.yaml", "--format", "svg"]),
      ("hit-map-save.svg", ["map", "Layouts/default.yaml", "--view", "save", "--format", "svg"]),
    ])
  func documentedHitMaps(file: String, arguments: [String]) throws {
    let image = try String(
      contentsOf: TouchlabProcess.packageRoot.appendingPathComponent("docs/images/\(file)"), encoding: .utf8)
    let result = try TouchlabProcess.run(arguments)
    #expect(image == result.stdout)
  }

  @Test("SVG parses as XML, is sized to the screen, and fills the hit view")
  func svgWellFormed() throws {
    let result = try TouchlabProcess.run(["render", "Layouts/default.yaml", "--svg", "--tap", "260,300"])
    let document = try XMLDocument(xmlString: result.stdout)
    let root = try #require(document.rootElement())
    #expect(root.name == "svg")
    #expect(Self.attribute("viewBox", of: root) == "0 0 390 844")
    let hit = try document.nodes(forXPath: "//*[local-name()='g'][contains(@class, 'hit-view')]")
    #expect(hit.compactMap { Self.attribute("data-id", of: $0) } == ["save"])
    let path = try document.nodes(
      forXPath: "//*[local-name()='g'][@class='hit-test-path']/*[local-name()='rect']")
    #expect(
      path.compactMap { Self.attribute("data-id", of: $0) } == [
        "main", "home", "card", "save",
      ])
    #expect(try document.nodes(forXPath: "//*[local-name()='circle'][@class='touch']").count == 1)
  }

  @Test("render --svg --output writes the file; the same input gives the same bytes")
  func svgOutputFile() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "touchlab-\(UUID().uuidString).svg")
    defer { try? FileManager.default.removeItem(at: file) }
    let arguments = ["render", "Layouts/default.yaml", "--svg", "--tap", "260,300", "--tap", "100,500"]
    let written = try TouchlabProcess.run(arguments + ["--output", file.path])
    #expect(written.status == 0)
    #expect(written.stdout.isEmpty)
    let printed = try TouchlabProcess.run(arguments)
    #expect(try String(contentsOf: file, encoding: .utf8) == printed.stdout)
  }

  /// An attribute's value. (FoundationXML's `attribute(forName:)` finds nothing on an element
  /// in a default namespace, as SVG's are, on Linux.)
  static func attribute(_ name: String, of node: XMLNode) -> String? {
    (node as? XMLElement)?.attributes?.first { $0.name == name }?.stringValue
  }

  static let goldenFolder = URL(fileURLWithPath: TouchlabProcess.fixture("exports"))

  /// Compares `output` with the golden file, or rewrites it when TOUCHLAB_UPDATE_GOLDENS is set.
  static func compare(_ output: String, golden name: String) throws {
    let file = goldenFolder.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["TOUCHLAB_UPDATE_GOLDENS"] != nil {
      try Data(output.utf8).write(to: file)
      return
    }
    let expected = try String(contentsOf: file, encoding: .utf8)
    #expect(output == expected, "\(name) differs from its golden file; TOUCHLAB_UPDATE_GOLDENS=1 rewrites it")
  }
}
