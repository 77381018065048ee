import Foundation
import Testing

@testable import TouchLayout

/// `Gallery`: which files are scenarios, what they are called, and how a name finds one.
@Suite("Gallery")
struct GalleryTests {
  /// A temporary folder with these files (name → text), removed by the caller.
  static func folder(_ files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return folder
  }

  @Test(
    "NN-slug.yaml is scenario NN called slug; any other file is called by its base name",
    arguments: [
      ("03-outside-bounds.yaml", 3 as Int?, "outside-bounds"),
      ("20-chain.yaml", 20, "chain"),
      ("default.yaml", nil, "default"),
      ("3-short.yaml", nil, "3-short"),
      ("123-long.yaml", nil, "123-long"),
      ("04-.yaml", nil, "04-"),
    ])
  func naming(_ fileName: String, _ number: Int?, _ name: String) {
    let parsed = Gallery.numberAndName(of: fileName)
    #expect(parsed.number == number)
    #expect(parsed.name == name)
  }

  @Test("Entries are the folder's .yaml files sorted by file name, with their titles")
  func entries() throws {
    let folder = try Self.folder([
      "02-second.yaml": "title: Second\nwindows: []\n",
      "01-first.yaml": "# comment\ntitle: \"First: the one\"\n",
      "default.yaml": "windows:\n  - id: main\n",
      "broken.yaml": "title: [unclosed\n",
      "notes.txt": "title: not a layout\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let gallery = Gallery(folder: folder.path)
    #expect(
      gallery.entries.map(\.fileName) == ["01-first.yaml", "02-second.yaml", "broken.yaml", "default.yaml"])
    #expect(gallery.entries.map(\.name) == ["first", "second", "broken", "default"])
    #expect(gallery.entries.map(\.number) == [1, 2, nil, nil])
    #expect(gallery.entries.map(\.title) == ["First: the one", "Second", nil, nil])
    #expect(gallery.entries.first?.path == folder.appendingPathComponent("01-first.yaml").path)
  }

  @Test("A scenario is found by slug, NN-slug, file name, or number with or without its zero")
  func lookup() throws {
    let folder = try Self.folder(["03-outside-bounds.yaml": "", "default.yaml": ""])
    defer { try? FileManager.default.removeItem(at: folder) }
    let gallery = Gallery(folder: folder.path)
    for name in ["outside-bounds", "03-outside-bounds", "03-outside-bounds.yaml", "3", "03"] {
      #expect(gallery.entry(named: name)?.fileName == "03-outside-bounds.yaml", "\(name)")
    }
    #expect(gallery.entry(named: "default")?.fileName == "default.yaml")
    for name in ["4", "outside", "bounds", "", "003x"] {
      #expect(gallery.entry(named: name) == nil, "\(name)")
    }
  }

  @Test("The entry for a path is found however the path is written")
  func indexOfPath() throws {
    let folder = try Self.folder(["01-a.yaml": "", "02-b.yaml": ""])
    defer { try? FileManager.default.removeItem(at: folder) }
    let gallery = Gallery(folder: folder.path)
    #expect(gallery.index(ofFileAt: folder.path + "/./02-b.yaml") == 1)
    #expect(gallery.index(ofFileAt: folder.path + "/../" + folder.lastPathComponent + "/01-a.yaml") == 0)
    #expect(gallery.index(ofFileAt: folder.path + "/03-c.yaml") == nil)
  }

  @Test("A missing folder is an empty gallery")
  func missingFolder() {
    #expect(Gallery(folder: "/no/such/folder").entries.isEmpty)
  }

  @Test("A title is read without building the layout: a layout that fails to load still has one")
  func titleWithoutLoading() throws {
    let folder = try Self.folder([
      "a.yaml": "title: Custom views\nwindows:\n  - id: main\n    views: [{id: x, class: Mystery}]\n"
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(Gallery.title(ofFileAt: folder.appendingPathComponent("a.yaml").path) == "Custom views")
    #expect(Gallery.title(ofFileAt: "/no/such/file.yaml") == nil)
  }
}
