import Foundation
import Testing
import TouchKit

@testable import TouchFoundation
@testable import TouchImport
@testable import TouchLayout
@testable import TouchOpening
@testable import TouchScript
@testable import TouchTrace

/// A dump opens by making its views straight from the import's decisions, and `touchlab
/// import` writes those decisions as YAML (docs/import.md). The two must be one layout: the
/// same `describe` (text and every property as JSON) and the same traces for the same taps.
@Suite("The direct and the written import agree")
struct ImportPathAgreementTests {
  static let dumps = ["ios7-notes.txt", "ios15-navigation.txt", "chisel-pviews.txt", "table-cells.txt"]

  /// Both layouts of a dump: opened directly, and through the YAML `import` writes.
  static func layouts(text: String, source: String, overrides: ImportOverrides = ImportOverrides()) throws
    -> (direct: Layout, written: Layout, imported: DumpImport)
  {
    let imported = try DumpImporter.importDump(text: text, source: source, overrides: overrides).get()
    let direct = try LayoutLoader.load(imported: imported, source: source, registry: .standard)
    let written = try LayoutLoader.load(importedYAMLOf: imported, source: source, registry: .standard)
    return (direct, written, imported)
  }

  static func expectAgreement(
    _ direct: Layout, _ written: Layout, taps: [CGPoint], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let describe = { (layout: Layout) in
      HierarchyDescription(
        application: layout.application, screenSize: layout.screenSize, title: layout.title)
    }
    #expect(describe(direct).text() == describe(written).text(), sourceLocation: sourceLocation)
    #expect(describe(direct).json() == describe(written).json(), sourceLocation: sourceLocation)
    #expect(direct.screenSize == written.screenSize, sourceLocation: sourceLocation)
    #expect(direct.warnings == written.warnings, sourceLocation: sourceLocation)
    // Taps change the layouts (a switch flips, a button highlights): each pair from the same state.
    // With the full walk (no spatial index): which siblings a wide parent's index lists as
    // candidates depends on its grid, an implementation detail SubviewIndexPropertyTests checks
    // against the full walk; here the question is whether the two layouts are one. (A fresh-clone
    // CI run once saw the indexed traces of the 10k dump differ between the paths; see the
    // issue 17 note.)
    for point in taps {
      let (one, other) = SubviewIndexCache.$isEnabled.withValue(false) {
        (ClaimCheck.trace(of: .tap(point), on: direct), ClaimCheck.trace(of: .tap(point), on: written))
      }
      #expect(!one.records.isEmpty, sourceLocation: sourceLocation)
      #expect(one == other, "the tap at \(point)", sourceLocation: sourceLocation)
    }
  }

  @Test("Every dump of Layouts/Dumps: the same describe and the same traces", arguments: dumps)
  func fixtures(_ name: String) throws {
    let text = try String(contentsOfFile: DumpFixture.path(name), encoding: .utf8)
    let (direct, written, imported) = try Self.layouts(text: text, source: DumpFixture.path(name))
    #expect(!imported.opensThroughYAML)
    let size = direct.screenSize
    let taps = [0.1, 0.3, 0.5, 0.7, 0.9].flatMap { x in
      [0.1, 0.5, 0.9].map { y in CGPoint(x: (size.width * x).rounded(), y: (size.height * y).rounded()) }
    }
    Self.expectAgreement(direct, written, taps: taps)
  }

  @Test("A generated 10,000-view dump with every attribute: the same describe and traces")
  func largeDump() throws {
    let (direct, written, imported) = try Self.layouts(text: LargeDump.text(), source: "large.txt")
    #expect(imported.viewCount > 10_000)
    let taps = [
      (195.0, 20.0), (100, 44), (340, 120), (300, 130), (200, 400), (350, 500), (10, 843), (60, 300),
    ]
    Self.expectAgreement(direct, written, taps: taps.map { CGPoint(x: $0.0, y: $0.1) })
  }

  @Test("A side file of classes only opens directly; one adding keys opens through the YAML")
  func sideFiles() throws {
    let classesOnly = try ImportOverrides.load(
      yaml: "classes:\n  MyCardView: button\nviews:\n  \"0x20\":\n    class: Control\n", source: "side.yaml")
    let (direct, written, imported) = try Self.layouts(
      text: ImportSideFileTests.dump, source: "dump.txt", overrides: classesOnly)
    #expect(!imported.opensThroughYAML)
    #expect(direct.view("myCardView") is Button && direct.view("view") is Control)
    Self.expectAgreement(direct, written, taps: [CGPoint(x: 30, y: 30), CGPoint(x: 100, y: 100)])
    let addsKeys = try ImportOverrides.load(
      yaml: "views:\n  \"0x20\":\n    handles: all\n", source: "side.yaml")
    let adding = try DumpImporter.importDump(
      text: ImportSideFileTests.dump, source: "dump.txt", overrides: addsKeys
    )
    .get()
    #expect(adding.opensThroughYAML)
    let layout = try LayoutLoader.load(imported: adding, source: "dump.txt", registry: .standard)
    #expect(layout.view("view")?.handledTouchMethods == Set(TouchMethod.allCases))
  }

  @Test("A side file's class that is not registered is reported at the dump's line")
  func unknownClassAtTheDumpLine() throws {
    let side = try ImportOverrides.load(yaml: "classes:\n  MyCardView: RoundCard\n", source: "side.yaml")
    let imported = try DumpImporter.importDump(
      text: ImportSideFileTests.dump, source: "dump.txt", overrides: side
    )
    .get()
    #expect(throws: LayoutLoadError.self) {
      _ = try LayoutLoader.load(imported: imported, source: "dump.txt", registry: .standard)
    }
    do {
      _ = try LayoutLoader.load(imported: imported, source: "dump.txt", registry: .standard)
    } catch {
      #expect(error.diagnostics.map(\.description).first?.hasPrefix("dump.txt:2:") == true)
      #expect(error.diagnostics.first?.message.contains("'RoundCard'") == true)
    }
  }
}
