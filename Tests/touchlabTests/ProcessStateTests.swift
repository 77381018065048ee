import Foundation
import Testing

/// Process-wide mutable state in `Sources/` (issue 35, "Values, not globals"): options,
/// limits, consent, the registry and caches are values passed to whoever uses them, so a
/// load, a command or a test can only see its own. What may stay is short, and each piece says
/// why beside its declaration: state a signal or exit handler must reach, and what is the
/// process's by nature. The scan finds every `nonisolated(unsafe)` variable, every static lock
/// (which guards static state), every shared instance of an `@unchecked Sendable` class and
/// every mutable global of the C targets; a new one fails here until it is made a value or
/// argued onto ``allowed`` (at most five) — docs/reliability.md, "Process-wide state".
@Suite struct ProcessStateTests {
  /// One piece of process-wide state: where it is declared and what it is called.
  struct Piece: Hashable, CustomStringConvertible {
    var file: String
    var name: String
    var description: String { "\(file): \(name)" }
  }

  /// What may stay, with why: at most five entries, each the state and the lock guarding it.
  static let allowed: [(pieces: [Piece], why: String)] = [
    (
      [Piece(file: "TouchLabTUI/Crash/CrashReport.swift", name: "tracePartial")],
      "exit-handler state: the C crash handler names the .partial trace a crash leaves"
    ),
    (
      [Piece(file: "TouchKit/UserCode.swift", name: "announcer")],
      "signal-handler state: the crash handler names the person's method that was running"
    ),
    (
      [
        Piece(file: "TouchKit/ActionMethods.swift", name: "byClass"),
        Piece(file: "TouchKit/ActionMethods.swift", name: "lock"),
      ],
      "the runtime's method lists: a loaded class's action methods, as process-wide as the class"
    ),
    (
      [
        Piece(file: "TouchFoundation/Loading/LargeStackThread.swift", name: "idle"),
        Piece(file: "TouchFoundation/Loading/LargeStackThread.swift", name: "lock"),
      ],
      "threads are the process's: parked stacks waiting for the next parse, holding no load's data"
    ),
    (
      [Piece(file: "TouchYAML/YAMLTag.swift", name: "NamedYAMLTags.shared")],
      "the names of explicit YAML tags, interned so that a node's tag is two bytes"
    ),
  ]

  static var allowedPieces: Set<Piece> { Set(allowed.flatMap(\.pieces)) }

  /// Found today but going with another change of issue 35: not counted in the five. Once the
  /// change lands the scan no longer finds them, and ``listIsCurrent()`` asks for the entry to go.
  static let leaving: [Piece: String] = [:]

  /// The C files whose mutable globals are signal and exit-handler state (crash and ending
  /// signals, the terminal's restoring, the trace flushed at exit, the watchdog that ends a
  /// hung process): a handler can reach nothing else.
  static let handlerFiles: Set<String> = [
    "CTerminalRestore/crash.c", "CTerminalRestore/restore.c", "CTerminalRestore/user_code.c",
    "CTerminalRestore/trace_buffer.c", "CTerminalRestore/watchdog.c",
  ]

  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources")

  /// Every file under `Sources/` ending in `suffix`, by path relative to it, with its text.
  static func files(endingIn suffix: String) throws -> [(path: String, text: String)] {
    let root = sources.path
    let enumerator = FileManager.default.enumerator(atPath: root)
    var found: [(String, String)] = []
    while let path = enumerator?.nextObject() as? String {
      guard path.hasSuffix(suffix) else { continue }
      found.append((path, try String(contentsOfFile: root + "/" + path, encoding: .utf8)))
    }
    return found.sorted { $0.0 < $1.0 }
  }

  /// The pieces of process-wide state a Swift file declares, each with the line it is on.
  static func pieces(in text: String, file: String) throws -> [(piece: Piece, line: Int)] {
    let unsafeVariable = try Regex(#"nonisolated\(unsafe\)[^=:{]*\b(?:var|let)\s+(\w+)"#)
    let staticLock = try Regex(
      #"static\s+let\s+(\w+)\s*(?::\s*\w+\s*)?=\s*(?:NSLock|NSRecursiveLock|Mutex|OSAllocatedUnfairLock|DispatchQueue)\b"#
    )
    let sharedInstance = try Regex(#"static\s+let\s+(\w+)\s*=\s*([A-Z]\w*)\(\)"#)
    let uncheckedClass = try Regex(#"class\s+(\w+)\s*:[^{]*@unchecked\s+Sendable"#)
    let globalVariable = try Regex(#"^(?:public\s+|private\s+|fileprivate\s+|internal\s+)?var\s+(\w+)"#)
    // A stored static variable (an initial value, no body), whatever isolates it; not a
    // task-local, which is scoped to a task.
    let staticVariable = try Regex(#"static\s+var\s+(\w+)\s*(?::[^={]*)?=[^=]"#)
    let uncheckedClasses = Set(
      text.split(separator: "\n").compactMap { line in
        (try? uncheckedClass.firstMatch(in: String(line))).flatMap { $0.output[1].substring.map(String.init) }
      })
    var found: [(Piece, Int)] = []
    for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = String(rawLine)
      let code = line.trimmingCharacters(in: .whitespaces)
      guard !code.hasPrefix("//") else { continue }
      var names: Set<String> = []
      for regex in [unsafeVariable, staticLock, globalVariable]
        + (code.contains("@TaskLocal") ? [] : [staticVariable])
      {
        if let match = try regex.firstMatch(in: line), let name = match.output[1].substring {
          names.insert(String(name))
        }
      }
      if let match = try sharedInstance.firstMatch(in: line), let name = match.output[1].substring,
        let type = match.output[2].substring, uncheckedClasses.contains(String(type))
      {
        names.insert("\(type).\(name)")
      }
      for name in names.sorted() { found.append((Piece(file: file, name: name), number + 1)) }
    }
    return found
  }

  /// The C files under `Sources/` with a mutable file-scope variable.
  static func cFilesWithGlobals() throws -> Set<String> {
    // A file-scope `static` that is not `const` and not a function: a plain or initialized
    // variable, an `_Atomic` one, a function pointer.
    let global = try Regex(
      #"^static\s+(?!const\b)(?!inline\b)[^(]*;|^static\s+_Atomic\(|^static\s+[\w\s]+\(\*\w+\)\([^)]*\);|^static\s+(?!const\b)[^(]*=\s"#
    )
    var found: Set<String> = []
    for (path, text) in try files(endingIn: ".c") {
      for line in text.split(separator: "\n") where (try? global.firstMatch(in: String(line))) != nil {
        found.insert(path)
      }
    }
    return found
  }

  @Test("No process-wide mutable state in Sources/ but the allowed pieces, at most five, each saying why")
  func onlyAllowedPieces() throws {
    #expect(Self.allowed.count <= 5, "at most five pieces of process-wide mutable state")
    for (path, text) in try Self.files(endingIn: ".swift") {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      for (piece, line) in try Self.pieces(in: text, file: path) {
        guard Self.allowedPieces.contains(piece) || Self.leaving[piece] != nil else {
          let message =
            "Sources/\(path):\(line): \(piece.name) is process-wide mutable state: make it a value owned by "
            + "whoever uses it (passed down, or a property of the application, window or load), or "
            + "argue it onto ProcessStateTests.allowed"
          Issue.record(Comment(rawValue: message))
          continue
        }
        // The declaration says why, in the comment just above it (a lock beside its state may
        // share its state's).
        let above = lines[..<(line - 1)].suffix(8).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(
          above.contains { $0.hasPrefix("///") || $0.hasPrefix("//") }, "Sources/\(path):\(line) says why")
      }
    }
    for file in try Self.cFilesWithGlobals() where !Self.handlerFiles.contains(file) {
      Issue.record(
        "Sources/\(file) keeps a mutable global that is not signal or exit-handler state: pass it as an argument"
      )
    }
  }

  @Test("The allow-list names only what is there: a piece made a value leaves the list")
  func listIsCurrent() throws {
    var seen: Set<Piece> = []
    for (path, text) in try Self.files(endingIn: ".swift") {
      for (piece, _) in try Self.pieces(in: text, file: path) { seen.insert(piece) }
    }
    for piece in Self.allowedPieces where !seen.contains(piece) {
      Issue.record("\(piece) is no longer declared: take it off ProcessStateTests.allowed")
    }
    for piece in Self.leaving.keys where !seen.contains(piece) {
      Issue.record("\(piece) is gone: take it off ProcessStateTests.leaving")
    }
    #expect(
      Self.handlerFiles.isSubset(of: try Self.cFilesWithGlobals()), "each handler file still has globals")
  }

  @Test(
    "The scan finds each form: a nonisolated(unsafe) variable, a static lock, a shared unchecked instance")
  func scanFindsEachForm() throws {
    let text = """
      final class Box: @unchecked Sendable {
        static let shared = Box()
      }
      enum Options {
        // why
        nonisolated(unsafe) static var current = 1
        private static let lock = NSLock()
        @MainActor static var isolated: Int = 2
        @TaskLocal static var scoped = 3
        static var computed: Int { 4 }
      }
      var counter = 0
      /// A comment is not code: nonisolated(unsafe) static var ignored = 1
      """
    let found = try Self.pieces(in: text, file: "X.swift").map(\.piece.name)
    #expect(found.sorted() == ["Box.shared", "counter", "current", "isolated", "lock"])
  }
}
