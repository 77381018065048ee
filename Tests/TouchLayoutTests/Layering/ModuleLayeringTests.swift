import Foundation
import Testing

/// The source tree is layered (issue 35): a module imports only modules below it, and inside a
/// module the folders name each other without a loop, so any folder could be cut into a module
/// of its own. docs/architecture.md draws the same order.
@Suite("Module layering")
struct ModuleLayeringTests {
  /// TouchLab's modules, lowest first: a module may import only modules of an earlier row.
  static let layers: [[String]] = [
    ["CHeapGrowth", "CNCurses", "CTerminalRestore", "LibYAML"],
    ["TouchKit"],
    ["TouchTrace", "UIKit"],
    ["TouchFoundation"],
    ["TouchYAML"],
    ["TouchLayout"],
    ["TouchImport", "TouchQuery"],
    ["TouchOpening", "TouchScript"],
    ["TouchCode", "TouchLabTUI"],
    ["touchlab"],
  ]

  /// Modules whose folders may name each other in a loop, and why.
  static let foldersMayLoop: [String: String] = [
    // UIKit's own types know each other: a view holds its recognizers, a recognizer its view,
    // and every part records into the trace (the engine is one UIKit, minus the pixels).
    "TouchKit": "the engine",
    // The app composes its features (Bubble Tea's nested models): App/ holds each feature's
    // messages and state, each feature's update answers with them.
    "TouchLabTUI": "the app and its features",
  ]

  static let tree = SourceLayering.read()

  static func layer(of module: String) -> Int? { layers.firstIndex { $0.contains(module) } }

  @Test("Every module under Sources/ has its place in the layers, and each place a module")
  func everyModuleIsPlaced() {
    let modules = Set(Self.tree.modules)
    #expect(modules.count >= 10)
    for module in modules { #expect(Self.layer(of: module) != nil, "\(module) is in no layer") }
    for module in Self.layers.joined() {
      #expect(modules.contains(module), "no module \(module) in Sources/")
    }
  }

  @Test("No module imports a module of its own layer or above it")
  func importsPointDown() {
    for file in Self.tree.files {
      guard let own = Self.layer(of: file.module) else { continue }
      for imported in SourceLayering.imports(of: file.text) where imported != file.module {
        guard let layer = Self.layer(of: imported) else { continue }
        #expect(layer < own, "\(file.module)/\(file.path) imports \(imported), which is not below it")
      }
    }
  }

  @Test("No folder loop inside a module", arguments: Set(SourceLayering.read().files.map(\.module)).sorted())
  func noFolderLoop(module: String) {
    guard Self.foldersMayLoop[module] == nil else { return }
    let uses = Self.tree.uses(in: module)
    let loop = SourceLayering.loop(in: uses)
    let steps = zip(loop ?? [], (loop ?? []).dropFirst())
    let why = steps.compactMap { from, to in
      uses.first { $0.from == from && $0.to == to }.map { "\($0.file) names \($0.name)" }
    }
    #expect(
      loop == nil, "\(module): \((loop ?? []).joined(separator: " → ")) (\(why.joined(separator: "; ")))")
  }

  @Test("The check sees a loop of two folders, and names in comments and strings are no uses")
  func checkFindsLoops() {
    let first = "struct First { var second: Second }\n// Third\nlet text = \"Third \\(Fourth.name)\""
    let tree = SourceLayering(files: [
      .init(module: "M", folder: "A", path: "A/First.swift", text: first),
      .init(module: "M", folder: "B", path: "B/Second.swift", text: "struct Second {}\nenum Fourth {}"),
      .init(module: "M", folder: "C", path: "C/Third.swift", text: "struct Third { var first: First }"),
    ])
    let uses = tree.uses(in: "M")
    #expect(uses.map(\.name) == ["Fourth", "Second", "First"])
    #expect(SourceLayering.loop(in: uses) == nil)
    let looped = SourceLayering(
      files: tree.files + [.init(module: "M", folder: "B", path: "B/X.swift", text: "let x = First()")])
    #expect(SourceLayering.loop(in: looped.uses(in: "M")) == ["A", "B", "A"])
  }

  @Test("Imports are read with their attributes and kinds")
  func importsAreRead() {
    let text =
      "import Foundation\n@testable import TouchLayout\nimport struct TouchKit.CGPoint\n// import Nothing"
    #expect(SourceLayering.imports(of: text) == ["Foundation", "TouchLayout", "TouchKit"])
  }
}
