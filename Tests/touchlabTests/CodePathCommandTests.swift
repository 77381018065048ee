import Foundation
import Testing
import TouchCode
import TouchFoundation

/// A layout's `code:` paths on the command line (issue 34): each problem told at the layout's
/// `code:` entry, paths with control characters refused before anything is read or asked, and
/// the key found however YAML spells it. None of these compiles anything.
@Suite("code: paths on the command line", .serialized)
struct CodePathCommandTests {
  typealias Folder = CodeCommandTests.Folder

  static func layout(_ value: String, key: String = "code:") -> String {
    "\(key) \(value)\n" + CodeCommandTests.layout()
  }

  @Test("A missing file, or a folder with no Swift files, is told at the layout's code: line with the path")
  func problemsAtTheCodeLine() throws {
    let folder = try Folder()
    try FileManager.default.createDirectory(atPath: folder.path + "/Empty", withIntermediateDirectories: true)
    let missing = try folder.write("missing.yaml", Self.layout("Missing.swift"))
    let result = try folder.run(["check", missing])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "missing.yaml:1:7: 'code:' names \(folder.path)/Missing.swift: no such file or folder"))
    let list = try folder.write("list.yaml", "code:\n  - Empty\n" + CodeCommandTests.layout())
    let empty = try folder.run(["check", list])
    #expect(empty.status == 2)
    #expect(
      empty.stderr.contains(
        "list.yaml:2:5: 'code:' names \(folder.path)/Empty: the folder has no .swift files"))
  }

  @Test("A code: path with a control character is refused at its line, shown escaped, before any question")
  func controlCharacterInPath() throws {
    let folder = try Folder()
    let name = "a.swift\n\(String(repeating: "ab", count: 32)) predicted.swift"
    try folder.write(name, "// harmless\n")
    let layout = try folder.write(
      "layout.yaml", Self.layout("\"a.swift\\n\(String(repeating: "ab", count: 32)) predicted.swift\""))
    let result = try folder.run(["check", layout, "--allow-code"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("layout.yaml:1:7: the path in 'code:' holds a control character (U+000A)"))
    #expect(result.stderr.contains("a.swift␊abab"))
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/config/allowed-code"))
  }

  @Test("code spelled `code :`, `\"code\":` or `? code` is code: refused without consent, at its value")
  func spellings() throws {
    let folder = try Folder()
    try folder.write("Views.swift", CodeCommandTests.views)
    for (index, key) in ["code :", "\"code\":", "'code':"].enumerated() {
      let layout = try folder.write("s\(index).yaml", Self.layout("Views.swift", key: key))
      let result = try folder.run(["check", layout])
      #expect(result.status == 2, "\(key)")
      #expect(result.stderr.contains("names Swift code (Views.swift) that has not been allowed"), "\(key)")
    }
    let explicit = try folder.write("explicit.yaml", "? code\n: Views.swift\n" + CodeCommandTests.layout())
    let result = try folder.run(["check", explicit])
    #expect(result.stderr.contains("explicit.yaml:2:3: the layout's 'code:' names Swift code (Views.swift)"))
    // Nothing was compiled, so nothing of the code ran, not even code that runs when a library
    // is loaded: the compile cache was never made.
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/cache"))
  }
}
