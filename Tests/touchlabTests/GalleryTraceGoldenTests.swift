import Foundation
import Testing

/// Every shipped layout's trace, in every format `touchlab trace` writes, against committed
/// golden files (Fixtures/gallery-traces): the safety net for changes that must not change what
/// a trace says (moving code, deriving formats from one table).
///
/// The gestures come from `scenarios.tsv`: one line per scenario (name, layout, the gesture
/// options), made from each gallery layout's claims plus a few taps on the layouts without
/// claims. A change that alters a trace on purpose reruns this with TOUCHLAB_UPDATE_GOLDENS=1
/// and says in its commit why the goldens changed.
@Suite("Gallery traces match their golden files")
struct GalleryTraceGoldenTests {
  struct Scenario: CustomStringConvertible, Sendable {
    var name: String
    var layout: String
    var gestures: [String]
    var description: String { name }
  }

  static let folder = URL(fileURLWithPath: TouchlabProcess.fixture("gallery-traces"))

  static let scenarios: [Scenario] = {
    let manifest = folder.appendingPathComponent("scenarios.tsv")
    guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").compactMap { line in
      let columns = line.split(separator: "\t").map(String.init)
      guard columns.count == 3 else { return nil }
      return Scenario(
        name: columns[0], layout: columns[1], gestures: columns[2].split(separator: " ").map(String.init))
    }
  }()

  /// Each format and the extension of its golden files.
  static let formats = ["text": "txt", "json": "json", "jsonl": "jsonl", "markdown": "md", "mermaid": "mmd"]

  @Test("The manifest covers every layout in Layouts/")
  func everyLayoutIsCovered() throws {
    let layouts = try FileManager.default.contentsOfDirectory(
      atPath: TouchlabProcess.packageRoot.appendingPathComponent("Layouts").path
    ).filter { $0.hasSuffix(".yaml") }
    #expect(layouts.count > 20)
    let covered = Set(Self.scenarios.map { URL(fileURLWithPath: $0.layout).lastPathComponent })
    #expect(Set(layouts).subtracting(covered).sorted() == [])
  }

  @Test("touchlab trace prints the golden trace", arguments: scenarios)
  func golden(_ scenario: Scenario) throws {
    for (format, fileExtension) in Self.formats.sorted(by: { $0.key < $1.key }) {
      let result = try TouchlabProcess.run(
        ["trace", scenario.layout] + scenario.gestures + ["--format", format])
      #expect(result.status == 0, "\(scenario) \(format): \(result.stderr)")
      let file = Self.folder.appendingPathComponent("\(scenario.name).\(fileExtension)")
      if ProcessInfo.processInfo.environment["TOUCHLAB_UPDATE_GOLDENS"] != nil {
        try Data(result.stdout.utf8).write(to: file)
        continue
      }
      let expected = try String(contentsOf: file, encoding: .utf8)
      #expect(
        result.stdout == expected,
        "\(file.lastPathComponent) differs from its golden file; TOUCHLAB_UPDATE_GOLDENS=1 rewrites it")
    }
  }
}
