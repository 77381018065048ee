import CustomViews
import Foundation
import Testing
import TouchKit

@testable import TouchLayout
@testable import TouchOpening
@testable import TouchScript

/// The gallery in the repository's `Layouts/` folder teaches what the engine does: every layout
/// loads, every claim it makes holds (each on a freshly loaded copy), and every lesson has all
/// its parts. A lesson whose prose drifts from the engine fails here, not in front of a reader.
@Suite("The gallery's layouts")
struct GalleryLayoutTests {
  /// The view classes gallery layouts may name: the standard ones and Sources/CustomViews',
  /// the registry `touchlab` loads layouts with.
  static let registry = ViewClassRegistry.custom

  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Layouts").path

  static let fileNames = Gallery(folder: folder).entries.map(\.fileName)

  static func load(_ fileName: String) throws -> Layout {
    try LayoutLoader.load(contentsOf: folder + "/" + fileName, registry: registry)
  }

  @Test("Layouts/ has layouts, the default one among them, and at least 20 numbered scenarios")
  func galleryIsThere() {
    #expect(Self.fileNames.contains("default.yaml"))
    let numbered = Gallery(folder: Self.folder).entries.filter { $0.number != nil }
    #expect(numbered.count >= 20)
  }

  @Test("Together the scenarios teach every one of the reference's 20 confusions (§8)")
  func everyConfusionIsTaught() throws {
    var taught: Set<Int> = []
    for fileName in Self.fileNames { taught.formUnion(try Self.load(fileName).confusions) }
    #expect(taught == Set(1...20), "missing: \(Set(1...20).subtracting(taught).sorted())")
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
