import Foundation
import Testing

/// The source tree is layered (issue 35): a module imports only modules below it, and inside a
/// module the folders name each other without a loop, so a folder could be cut into a module
/// of its own. docs/architecture.md draws the same order; its "Folder loops" says how TouchKit's
/// core (its root folder) stays below the parts that name it.
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

  @Test(
    "No folder loop inside a module: no two folders name each other, directly or through others",
    arguments: Set(SourceLayering.read().files.map(\.module)).sorted())
  func noFolderLoop(module: String) {
    let uses = Self.tree.uses(in: module)
    let edges = SourceLayering.edges(of: uses)
    for component in SourceLayering.components(of: edges) {
      let inside = edges.filter { component.contains($0.from) && component.contains($0.to) }
      let why = inside.map { edge in
        let named = uses.filter { $0.from == edge.from && $0.to == edge.to }.prefix(3)
        return "\(edge) (\(named.map { "\($0.file) names \($0.name)" }.joined(separator: ", ")))"
      }
      Issue.record("\(module): \(component.count) folders loop: \(why.joined(separator: "; "))")
    }
  }

  @Test("TouchKit's root, its core, is below its parts: no folder it names names it back")
  func touchKitCoreIsBelowItsParts() {
    let edges = SourceLayering.edges(of: Self.tree.uses(in: "TouchKit"))
    let named = edges.filter { $0.from.isEmpty }.map(\.to)
    #expect(named.contains("Drawing"), "the core names Drawing/'s values (a view's colour)")
    for folder in named {
      #expect(
        !SourceLayering.reaches(from: folder, to: "", along: edges),
        "TouchKit's root names \(folder)/, which names the root back")
    }
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
    #expect(SourceLayering.components(of: SourceLayering.edges(of: uses)).isEmpty)
    let loopedEdges = SourceLayering.edges(of: looped.uses(in: "M"))
    #expect(SourceLayering.components(of: loopedEdges) == [["A", "B"]])
    #expect(SourceLayering.reaches(from: "C", to: "B", along: loopedEdges))
    #expect(!SourceLayering.reaches(from: "B", to: "C", along: loopedEdges))
    // Taking one edge of the loop out leaves none.
    let allowed = loopedEdges.filter { $0 != .init("B", "A") }
    #expect(SourceLayering.components(of: allowed).isEmpty)
  }

  @Test("Every loop is found at once: two loops, and one loop once an edge joins them")
  func componentsFindEveryLoop() {
    let edges: [SourceLayering.Edge] = [
      .init("A", "B"), .init("B", "A"), .init("C", "D"), .init("D", "E"), .init("E", "C"),
      .init("E", "F"), .init("", "A"),
    ]
    #expect(SourceLayering.components(of: edges) == [["A", "B"], ["C", "D", "E"]])
    // An edge one way between the loops keeps them two; both ways joins them, and the root
    // and F, on no loop, stay outside.
    #expect(SourceLayering.components(of: edges + [.init("D", "B")]) == [["A", "B"], ["C", "D", "E"]])
    #expect(
      SourceLayering.components(of: edges + [.init("B", "C"), .init("D", "B")]) == [
        ["A", "B", "C", "D", "E"]
      ])
  }

  @Test("Imports are read with their attributes and kinds")
  func importsAreRead() {
    let text =
      "import Foundation\n@testable import TouchLayout\nimport struct TouchKit.CGPoint\n// import Nothing"
    #expect(SourceLayering.imports(of: text) == ["Foundation", "TouchLayout", "TouchKit"])
  }
}
