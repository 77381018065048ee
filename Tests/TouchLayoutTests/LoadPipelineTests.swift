import Foundation
import Testing

@testable import TouchFoundation
@testable import TouchLayout
@testable import TouchOpening
@testable import TouchScript

/// Layouts, scripts (and so recordings) and the gallery's titles load through one
/// ``LoadPipeline``: each stage's problems read the same whatever the file is, but for the
/// name of the kind of file.
@Suite("One load pipeline")
struct LoadPipelineTests {
  /// The diagnostics of loading the script `yaml`, as printed.
  static func scriptDiagnostics(_ yaml: String) throws -> [String] {
    let layout = try ScriptFixture.layout()
    do {
      _ = try ScriptLoader.load(yaml: yaml, source: "test.yaml", for: layout)
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  @Test("Text over the size limit names what it is")
  func sizeLimit() throws {
    let yaml = "title: " + String(repeating: "x", count: LayoutLimits.maximumFileBytes)
    #expect(
      diagnostics(of: yaml, options: LimitTests.small) == [
        "test.yaml: the layout is 1048583 bytes, over the limit of 1048576 bytes (--max-file-bytes)"
      ])
    #expect(
      try Self.scriptDiagnostics(yaml) == [
        "test.yaml: the script is 1048583 bytes, over the limit of 1048576 bytes"
      ])
  }

  @Test("Aliases and YAML syntax errors read the same in layouts and scripts")
  func sharedStages() throws {
    for yaml in ["a: &x 1\nb: *x\n", "a: [1, 2\n", "a: 1\n---\nb: 2\n"] {
      let layout = diagnostics(of: yaml)
      #expect(!layout.isEmpty)
      #expect(try Self.scriptDiagnostics(yaml) == layout, "\(yaml)")
    }
  }

  @Test("A missing file or a folder reads the same in layouts and scripts")
  func sharedFileStage() throws {
    let layout = try ScriptFixture.layout()
    for path in ["/no/such/file.yaml", FileManager.default.temporaryDirectory.path] {
      let asLayout = #expect(throws: LayoutLoadError.self) { try LayoutLoader.load(contentsOf: path) }
      let asScript = #expect(throws: LayoutLoadError.self) {
        try ScriptLoader.load(contentsOf: path, for: layout)
      }
      #expect(asLayout != nil && asLayout == asScript, "\(path)")
    }
  }

  @Test("A gallery title goes through the same stages: an alias or a parse error means no title")
  func galleryTitle() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-titles-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = [
      "titled.yaml": "title: Shown\n", "untitled.yaml": "windows: []\n", "alias.yaml": "title: &t A\nx: *t\n",
      "broken.yaml": "title: [\n", "list.yaml": "- title\n",
    ]
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let titles = files.keys.sorted().map { Gallery.title(ofFileAt: folder.appendingPathComponent($0).path) }
    #expect(titles == [nil, nil, nil, "Shown", nil])
  }
}
