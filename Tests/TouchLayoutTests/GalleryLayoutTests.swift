import Foundation
import Testing
import TouchKit

@testable import TouchLayout

/// The gallery in the repository's `Layouts/` folder teaches what the engine does: every layout
/// loads, every claim it makes holds (each on a freshly loaded copy), and every lesson has all
/// its parts. A lesson whose prose drifts from the engine fails here, not in front of a reader.
@Suite("The gallery's layouts")
struct GalleryLayoutTests {
  /// The view classes gallery layouts may name. When custom view classes arrive (the
  /// `CustomViews` module's `ViewClassRegistry.custom`), this is the one line to change.
  static let registry = ViewClassRegistry.standard

  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Layouts").path

  static let fileNames = Gallery(folder: folder).entries.map(\.fileName)

  static func load(_ fileName: String) throws -> Layout {
    try LayoutLoader.load(contentsOf: folder + "/" + fileName, registry: registry)
  }

  @Test("Layouts/ has layouts, the default one among them")
  func galleryIsThere() {
    #expect(Self.fileNames.contains("default.yaml"))
  }

  @Test("Every layout in Layouts/ loads, and every claim it makes holds", arguments: fileNames)
  func claimsHold(_ fileName: String) throws {
    let layout = try Self.load(fileName)
    let results = try ClaimCheck.check(layout.claims) { try Self.load(fileName) }
    for result in results where !result.holds {
      let claim = result.claim
      let says = claim.says.map { " (\($0))" } ?? ""
      for failure in result.failures {
        Issue.record("\(fileName):\(claim.line):\(claim.column)\(says): \(failure)")
      }
    }
  }

  @Test("Every layout with a lesson has a title and all four parts", arguments: fileNames)
  func lessonsAreComplete(_ fileName: String) throws {
    let layout = try Self.load(fileName)
    guard let lesson = layout.lesson else { return }
    #expect(!(layout.title ?? "").trimmingCharacters(in: .whitespaces).isEmpty, "\(fileName) has no title")
    for part in lesson.parts {
      #expect(
        !part.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(fileName): \(part.heading)")
    }
    #expect(!layout.claims.isEmpty, "\(fileName) has a lesson but no claim to check it")
  }
}

/// The examples of docs/layout-format.md run their claims too: the documentation's lesson
/// holds, like the gallery's.
@Suite("Claims in the documentation")
struct DocumentationClaimTests {
  @Test(
    "Every claim in docs/layout-format.md's examples holds",
    arguments: DocumentationExampleTests.examples.map(\.line))
  func claimsHold(line: Int) throws {
    let yaml = try #require(DocumentationExampleTests.examples.first { $0.line == line }?.yaml)
    let source = "layout-format.md (line \(line))"
    let layout = try LayoutLoader.load(yaml: yaml, source: source)
    for result in try ClaimCheck.check(
      layout.claims, makeLayout: { try LayoutLoader.load(yaml: yaml, source: source) })
    where !result.holds {
      Issue.record("\(source), claim on line \(result.claim.line): \(result.failures)")
    }
  }

  @Test("The documentation has an example with a lesson and claims")
  func hasAnExample() throws {
    let layouts = try DocumentationExampleTests.examples.map {
      try LayoutLoader.load(yaml: $0.yaml, source: "doc")
    }
    #expect(layouts.contains { $0.lesson != nil && $0.claims.count >= 2 })
  }
}
