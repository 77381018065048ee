import Foundation
import TouchKit
@testable import TouchFoundation
@testable import TouchLayout
@testable import TouchYAML

/// Where a stream's layout comes from: a gallery file or generated YAML, built afresh for
/// every run, what-if and reload (the session loads its source again the same way), with the
/// names a stream can flip and force.
///
/// The YAML is read once, through the loader (so it is a layout `touchlab` would load), and its
/// node tree kept: each fresh engine is built from it by the loader's own last stage
/// (`LayoutBuilder`). Parsing the same text again would give the same tree, and takes most of
/// a load's time, which ten thousand streams of several engines each would pay many times.
struct StreamLayout {
  let name: String
  let yaml: String
  private let root: YAMLNode
  let views: [(id: String, recognizers: Int)]
  let recognizers: [String]
  let screen: CGSize

  init(name: String, yaml: String) throws {
    self.name = name
    self.yaml = yaml
    guard let root = try YAMLComposer.compose(yaml) else { throw LayoutLoadError([]) }
    self.root = root
    let log = DiagnosticLog(file: name)
    guard let layout = LayoutBuilder(source: name, log: log, registry: ExampleCode.registry).build(root)
    else {
      throw LayoutLoadError(log.sortedDiagnostics)
    }
    var views: [(String, Int)] = []
    var recognizers: [String] = []
    for window in layout.application.windows {
      for view in window.allViews where !view.traceID.isEmpty {
        views.append((view.traceID, view.attachedRecognizers.count))
        recognizers += view.attachedRecognizers.map(\.traceID)
      }
    }
    self.views = views
    self.recognizers = recognizers
    screen = layout.screenSize
  }

  /// A fresh engine: the view classes are those `touchlab` knows (Sources/CustomViews).
  func load() -> Layout? {
    LayoutBuilder(source: name, log: DiagnosticLog(file: name), registry: ExampleCode.registry).build(root)
  }

  /// The gallery's layouts, read once (the loader's node trees are values, so shared safely).
  static let gallery: [StreamLayout] = {
    let folder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Layouts").path
    return Gallery(folder: folder).entries.compactMap { entry in
      guard let yaml = try? String(contentsOfFile: entry.path, encoding: .utf8) else { return nil }
      return try? StreamLayout(name: "Layouts/" + entry.fileName, yaml: yaml)
    }
  }()
}
