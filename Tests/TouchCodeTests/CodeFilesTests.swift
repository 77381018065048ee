import Testing

@testable import TouchCode

/// `--code` files and a layout's `code:` files compile together as they were read.
@Suite("Code files")
struct CodeFilesTests {
  @Test("Merging keeps each path once, with the text read first, sorted by path")
  func merged() {
    let given = CodeFiles(files: [
      .init(path: "/b.swift", text: "given b"), .init(path: "/a.swift", text: "a"),
    ])
    let layout = CodeFiles(files: [
      .init(path: "/b.swift", text: "edited b"), .init(path: "/c.swift", text: "c"),
    ])
    let all = given.merged(with: layout)
    #expect(all.files.map(\.path) == ["/a.swift", "/b.swift", "/c.swift"])
    #expect(all.files.map(\.text) == ["a", "given b", "c"])
  }
}
