import Foundation

/// What the layering tests read of the source tree (issue 35): each module's imports, and which
/// of a module's folders name which. A folder names another when one of its files uses a name
/// the other declares at its top level (a type, a function, a constant); comments and the text
/// of string literals are not uses, an interpolation's code is.
struct SourceLayering {
  /// One Swift file: its module, its folder in the module ("" for the module's own root), its
  /// path under the module, its text.
  struct File {
    var module: String
    var folder: String
    var path: String
    var text: String
  }

  /// One folder naming another: the file and the name, to say where a loop is.
  struct Use: Hashable {
    var from: String
    var to: String
    var file: String
    var name: String
  }

  var files: [File]
  /// The modules: every folder of `Sources/`, a C target's too.
  var modules: [String] = []

  /// `Sources/` of this checkout.
  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources")

  /// Every Swift file under `root`, one module per folder of it.
  static func read(_ root: URL = sources) -> SourceLayering {
    let manager = FileManager.default
    var files: [File] = []
    let modules = (try? manager.contentsOfDirectory(atPath: root.path)) ?? []
    for module in modules.sorted() {
      let base = root.appendingPathComponent(module)
      let paths = (manager.enumerator(atPath: base.path)?.allObjects as? [String]) ?? []
      for path in paths.sorted() where path.hasSuffix(".swift") {
        let parts = path.split(separator: "/")
        let url = base.appendingPathComponent(path)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
        files.append(
          File(module: module, folder: parts.count > 1 ? String(parts[0]) : "", path: path, text: text))
      }
    }
    return SourceLayering(files: files, modules: modules.filter { !$0.hasPrefix(".") }.sorted())
  }

  /// The modules `text` imports (`import X`, `@testable import X`, `import struct X.Y`).
  static func imports(of text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      var words = line.split(separator: " ").map(String.init).filter { !$0.hasPrefix("@") }
      while let first = words.first, ["public", "package", "internal"].contains(first) { words.removeFirst() }
      guard words.first == "import", words.count >= 2 else { return nil }
      return words[words.count == 3 ? 2 : 1].split(separator: ".").first.map(String.init)
    }
  }

  /// The names `text` declares at its top level, visible to other files (not `private`).
  static func declarations(in text: String) -> Set<String> {
    let modifiers: Set<String> = [
      "public", "package", "internal", "final", "indirect", "nonisolated", "open",
    ]
    let kinds: Set<String> = [
      "class", "struct", "enum", "protocol", "typealias", "actor", "func", "let", "var",
    ]
    var names: Set<String> = []
    for line in code(of: text).split(separator: "\n") where line.first.map({ !$0.isWhitespace }) == true {
      var words = line.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ":" || $0 == "<" || $0 == "=" }
      )
      .map(String.init)
      while let first = words.first, modifiers.contains(first) || first.hasPrefix("@") { words.removeFirst() }
      guard words.count >= 2, kinds.contains(words[0]) else { continue }
      names.insert(words[1])
    }
    return names
  }

  /// The identifiers `text`'s code uses.
  static func identifiers(in text: String) -> Set<String> {
    var result: Set<String> = []
    var current = ""
    for character in code(of: text) {
      if character.isLetter || character.isNumber || character == "_" {
        current.append(character)
      } else {
        if let first = current.first, !first.isNumber { result.insert(current) }
        current = ""
      }
    }
    if !current.isEmpty { result.insert(current) }
    return result
  }

  /// Which folder of `module` names which: every use of a name another folder declares.
  func uses(in module: String) -> [Use] {
    let own = files.filter { $0.module == module }
    var declaredIn: [String: Set<String>] = [:]
    for file in own {
      for name in Self.declarations(in: file.text) { declaredIn[name, default: []].insert(file.folder) }
    }
    var result: Set<Use> = []
    for file in own {
      for name in Self.identifiers(in: file.text) {
        guard let folders = declaredIn[name], !folders.contains(file.folder) else { continue }
        for folder in folders {
          result.insert(Use(from: file.folder, to: folder, file: file.path, name: name))
        }
      }
    }
    return result.sorted { ($0.from, $0.to, $0.file, $0.name) < ($1.from, $1.to, $1.file, $1.name) }
  }

  /// A loop among `uses`' folders, as the folders in order with the first repeated at the end,
  /// or nil when the folders are layered.
  static func loop(in uses: [Use]) -> [String]? {
    var next: [String: Set<String>] = [:]
    for use in uses { next[use.from, default: []].insert(use.to) }
    var state: [String: Bool] = [:]  // false: on the path; true: done
    var path: [String] = []
    func visit(_ folder: String) -> [String]? {
      state[folder] = false
      path.append(folder)
      for target in (next[folder] ?? []).sorted() {
        if state[target] == false, let start = path.firstIndex(of: target) {
          return path[start...] + [target]
        }
        if state[target] == nil, let found = visit(target) { return found }
      }
      path.removeLast()
      state[folder] = true
      return nil
    }
    for folder in next.keys.sorted() where state[folder] == nil {
      if let found = visit(folder) { return found }
    }
    return nil
  }
}
