import Foundation
import Testing

/// Issue 14's measure: every file of Layouts/Corpus, written as for Xcode, compiles through
/// `CodeLoader` unchanged, and its layout loads with its classes.
@Suite("Corpus: every file compiles unchanged")
struct CorpusCompileTests {
  @Test("Layouts/Corpus has at least 20 Swift files, each with a layout and a row in README.md")
  func corpusIsComplete() throws {
    #expect(Corpus.names.count >= 20)
    let readme = try String(contentsOfFile: Corpus.folder + "/README.md", encoding: .utf8)
    for name in Corpus.names {
      #expect(FileManager.default.fileExists(atPath: Corpus.folder + "/" + name + ".yaml"), "\(name).yaml")
      #expect(readme.contains("`\(name).swift`"), "README.md has no row for \(name).swift")
      let layout = try String(contentsOfFile: Corpus.folder + "/" + name + ".yaml", encoding: .utf8)
      #expect(layout.contains("code: \(name).swift"), "\(name).yaml does not name its file")
    }
  }

  @Test("The file compiles as it is and its layout loads", arguments: Corpus.names)
  func compiles(_ name: String) throws {
    if let error = Corpus.firstError(name) {
      Issue.record("\(name).swift does not compile: \(error)")
      return
    }
    _ = try Corpus.screen(name)
  }
}
