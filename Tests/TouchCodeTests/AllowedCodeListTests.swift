import Foundation
import Testing

@testable import TouchCode
@testable import TouchFoundation
@testable import TouchLayout

/// The consent list's format (issue 34): records a path cannot forge, matched whole by their
/// hash field, an old list not trusted, control characters in paths refused.
@Suite("Allowed code list")
struct AllowedCodeListTests {
  static let hashA = String(repeating: "a1", count: 32)
  static let hashB = String(repeating: "0f", count: 32)

  /// The reproducer: a harmless file whose name holds a newline and then the hash of other code
  /// at a path its author predicted. One yes to it wrote a second line to the old list, which
  /// then allowed the other code with no question.
  @Test("One yes to a file named \"…\\n<hash of other code> /predicted/path\" does not allow the other code")
  func injection() throws {
    let folder = try CodeFolder()
    let other = try folder.write("Other.swift", "// the author's other code\n")
    let otherHash = CodeConsent.hash(of: try CodeFiles.read([other]).get())
    // A file name cannot hold a slash; the old list matched on the hash alone.
    let harmless = try folder.write("a.swift\n\(otherHash) predicted.swift", "// looks harmless\n")
    let consent = CodeConsent(environment: folder.environment)
    let files = try CodeFiles.read([harmless]).get()
    // The list refuses to record a path with a control character at all.
    #expect(throws: AtomicFile.Failure.self) { try consent.allow(files) }
    #expect(!consent.isAllowed(try CodeFiles.read([other]).get()))
    // Even with the check bypassed (a record written raw), the other code is not allowed.
    let forged = AllowedCodeList.line(
      for: .init(hash: CodeConsent.hash(of: files), paths: [harmless]))
    #expect(!forged.contains("\n"))
    try FileManager.default.createDirectory(
      atPath: folder.path + "/config", withIntermediateDirectories: true)
    try (AllowedCodeList.versionLine + "\n" + forged + "\n").write(
      toFile: consent.listPath, atomically: true, encoding: .utf8)
    #expect(!consent.isAllowed(try CodeFiles.read([other]).get()))
    #expect(!consent.isAllowed(hash: otherHash))
  }

  @Test("A record is the whole line: a hash at the start of a line, or inside one, is not a record")
  func wholeRecords() {
    let text = """
      \(AllowedCodeList.versionLine)
      \(Self.hashA) /old/style.swift
      {"hash":"\(Self.hashB)","paths":["/x.swift"]} trailing
      {"hash":"\(Self.hashB)X","paths":["/x.swift"]}
      {"hash":"\(Self.hashB.uppercased())","paths":["/x.swift"]}
      {"hash":"\(Self.hashB)","paths":["/x\\n.swift"]}
      {"paths":["/x.swift"],"hash":"\(Self.hashA)"}

      """
    let list = AllowedCodeList(parsing: Data(text.utf8))
    #expect(list.records == [.init(hash: Self.hashA, paths: ["/x.swift"])])
    #expect(list.allows(hash: Self.hashA))
    #expect(!list.allows(hash: Self.hashB))
  }

  /// docs/architecture.md, "One escaper per output language": the list is JSON, written
  /// through `TerminalSafeJSON`, so a path that would reorder the line in a terminal is escaped.
  @Test("A path's bidi and zero-width characters are \\u escapes in the list, and read back whole")
  func terminalSafePaths() {
    let record = AllowedCodeList.Record(hash: Self.hashA, paths: ["/code/a\u{202E}b\u{200B}.swift"])
    let line = AllowedCodeList.line(for: record)
    #expect(line.contains("a\\u202eb\\u200b.swift"))
    #expect(!line.unicodeScalars.contains { $0.value >= 0x7F })
    #expect(AllowedCodeList.record(Data(line.utf8)) == record)
  }

  @Test("A list without the version line is the old format: none of it is read")
  func oldFormat() {
    let old = "\(Self.hashA) /a.swift\n{\"hash\":\"\(Self.hashB)\",\"paths\":[\"/b.swift\"]}\n"
    let list = AllowedCodeList(parsing: Data(old.utf8))
    #expect(list.records.isEmpty)
    #expect(!list.allows(hash: Self.hashA))
  }

  @Test("Written and read back, every record survives, paths with quotes, backslashes, any Unicode")
  func roundTrip() {
    let records: [AllowedCodeList.Record] = [
      .init(hash: Self.hashA, paths: ["/a \"quoted\" \\ path.swift", "/é/🙂.swift"]),
      .init(hash: Self.hashB, paths: ["/b.swift"]),
    ]
    let list = AllowedCodeList(records: records)
    #expect(list.text.split(separator: "\n").count == 3)
    let read = AllowedCodeList(parsing: Data(list.text.utf8))
    #expect(read.records == records)
    #expect(read.text == list.text)
  }

  @Test("A path with any control character is no record: C0, DEL, C1, line separators")
  func controlCharacters() {
    for scalar in ["\u{0}", "\n", "\r", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{2028}", "\u{2029}"] {
      #expect(AllowedCodeList.controlCharacter(in: "/a\(scalar)b.swift") != nil)
      var list = AllowedCodeList()
      list.add(.init(hash: Self.hashA, paths: ["/a\(scalar)b.swift"]))
      #expect(list.records.isEmpty)
    }
    #expect(AllowedCodeList.controlCharacter(in: "/a b/é 🙂.swift") == nil)
  }

  @Test("allow writes the new format, keeps earlier records and drops an old list's lines")
  func allowRewrites() throws {
    let folder = try CodeFolder()
    try folder.write("A.swift", "// a\n")
    try folder.write("B.swift", "// b\n")
    let consent = CodeConsent(environment: folder.environment)
    try FileManager.default.createDirectory(
      atPath: folder.path + "/config", withIntermediateDirectories: true)
    try "\(Self.hashA) /old.swift\n".write(toFile: consent.listPath, atomically: true, encoding: .utf8)
    try consent.allow(try folder.files("A.swift"))
    try consent.allow(try folder.files("B.swift"))
    let text = try String(contentsOfFile: consent.listPath, encoding: .utf8)
    #expect(text.hasPrefix(AllowedCodeList.versionLine + "\n"))
    #expect(!text.contains("/old.swift"))
    #expect(consent.isAllowed(try folder.files("A.swift")))
    #expect(consent.isAllowed(try folder.files("B.swift")))
    #expect(!consent.isAllowed(hash: Self.hashA))
  }
}
