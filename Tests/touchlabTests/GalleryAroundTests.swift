import Foundation
import Testing

@testable import touchlab

/// Which gallery the layout picker (`g`) offers with a layout, by the rule of
/// `GalleryLookup.gallery(around:)`, on folders made for each case.
@Suite("The gallery around a layout")
struct GalleryAroundTests {
  /// A fresh folder with these files (paths relative to it), removed by the caller.
  static func folder(with files: [String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "touchlab-around-\(UUID().uuidString)")
    for file in files {
      let url = root.appendingPathComponent(file)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("title: \(url.lastPathComponent)\n".utf8).write(to: url)
    }
    return root
  }

  @Test("A layout in the gallery: that gallery, at the layout")
  func inTheGallery() throws {
    let usual = try #require(GalleryLookup.gallery())
    let entry = try #require(usual.entries.first)
    let (gallery, index) = try #require(GalleryLookup.gallery(around: entry.path))
    #expect(gallery.folder == usual.folder)
    #expect(index == 0)
  }

  @Test("A layout in a folder called Layouts: that folder, at the layout")
  func inALayoutsFolder() throws {
    let root = try Self.folder(with: ["Layouts/a.yaml", "Layouts/b.yaml"])
    defer { try? FileManager.default.removeItem(at: root) }
    let (gallery, index) = try #require(GalleryLookup.gallery(around: root.path + "/Layouts/b.yaml"))
    #expect(gallery.entries.map(\.fileName) == ["a.yaml", "b.yaml"])
    #expect(index == 1)
  }

  @Test("A layout with a Layouts folder beside it: that folder, the layout not in it")
  func besideALayoutsFolder() throws {
    let root = try Self.folder(with: ["mine.yaml", "Layouts/c.yaml"])
    defer { try? FileManager.default.removeItem(at: root) }
    let (gallery, index) = try #require(GalleryLookup.gallery(around: root.path + "/mine.yaml"))
    #expect(gallery.entries.map(\.fileName) == ["c.yaml"])
    #expect(index == nil)
  }

  @Test(
    "A layout anywhere else: the gallery of the working directory (or TOUCHLAB_LAYOUTS), the layout not in it"
  )
  func elsewhere() throws {
    let root = try Self.folder(with: ["mine.yaml"])
    defer { try? FileManager.default.removeItem(at: root) }
    let (gallery, index) = try #require(GalleryLookup.gallery(around: root.path + "/mine.yaml"))
    #expect(gallery.folder == GalleryLookup.folder())
    #expect(index == nil)
  }
}
