import Foundation
import TouchTrace

/// The consent list's file (`allowed-code`), as records that a path cannot forge.
///
/// The list held `<hash> <paths>` lines with the paths raw, and a line matched on its first
/// word: a `code:` file named `"a.swift\n<hash> /elsewhere.swift"` wrote a second line, and one
/// yes to it allowed other code (issue 34). Now the file is a version line, then one JSON object
/// per line, `{"hash":"<sha256>","paths":["…"]}`, written by the one JSON writer (TouchTrace's
/// `JSONValue`), so no path can end a record or begin one; a line is a record only if it parses
/// whole, with a hash of 64 lowercase hex digits and paths free of control characters, and a
/// record matches only by that hash field. Anything else in the file is ignored and dropped
/// when it is next rewritten.
///
/// A list without the version line is the old format, whose lines cannot be told from
/// injected ones: none of them is read, so code allowed before is asked about once more.
///
/// Here in TouchLayout, beside the question it records answers to (``CodeConsentQuestion``),
/// rather than with the compiler's code (TouchCode): it is a file format, Foundation only, and
/// the fuzz targets, which link no compiler, reach it (FuzzConsent).
public struct AllowedCodeList: Equatable, Sendable {
  /// One answer: the hash consent was given to (TouchCode's `CodeConsent.hash(of:)`) and the files it
  /// covered, for the person reading the list.
  public struct Record: Equatable, Sendable, Decodable {
    public var hash: String
    public var paths: [String]

    public init(hash: String, paths: [String]) {
      self.hash = hash
      self.paths = paths
    }

    /// Whether the record may be written and read: a SHA-256 in lowercase hex, and paths
    /// without control characters.
    public var isValid: Bool {
      AllowedCodeList.isHash(hash) && paths.allSatisfy { AllowedCodeList.controlCharacter(in: $0) == nil }
    }
  }

  /// The file's first line: which format the records below it are in.
  public static let versionLine = "touchlab-allowed-code 2"

  /// The valid records, in file order, each once.
  public private(set) var records: [Record] = []

  public init(records: [Record] = []) {
    for record in records { add(record) }
  }

  /// The list a file's bytes hold: nothing unless the first line is ``versionLine``; then
  /// each line that is a whole valid record.
  public init(parsing data: Data) {
    var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)[...]
    guard let first = lines.popFirst(), Self.trimmingReturn(first).elementsEqual(Self.versionLine.utf8)
    else { return }
    for line in lines {
      if let record = Self.record(Data(Self.trimmingReturn(line))) { add(record) }
    }
  }

  /// Whether an answer was given to `hash`.
  public func allows(hash: String) -> Bool {
    Self.isHash(hash) && records.contains { $0.hash == hash }
  }

  /// Adds `record` unless it is there already or invalid (it would not be read back).
  public mutating func add(_ record: Record) {
    guard record.isValid, !records.contains(record) else { return }
    records.append(record)
  }

  /// The file's text: the version line, then one record per line.
  public var text: String {
    ([Self.versionLine] + records.map(Self.line(for:))).joined(separator: "\n") + "\n"
  }

  /// A record's line: compact JSON from the one JSON writer, which escapes every control
  /// character, so no path ends the line (and a valid record has none to escape:
  /// ``Record/isValid``), and a path's bidi or zero-width characters as `\uXXXX`
  /// (`TerminalSafeJSON`), in a file a person may print.
  static func line(for record: Record) -> String {
    JSONValue.object(["hash": .string(record.hash), "paths": .array(record.paths.map(JSONValue.string))])
      .compactText()
  }

  /// The record a line holds, if it is one whole and valid.
  static func record(_ line: Data) -> Record? {
    guard line.first == UInt8(ascii: "{"),
      let record = try? JSONDecoder().decode(Record.self, from: line), record.isValid
    else { return nil }
    return record
  }

  /// Whether `text` is a SHA-256 in lowercase hex, as the consent list's hashes are written.
  public static func isHash(_ text: String) -> Bool {
    text.utf8.count == 64 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
  }

  /// The first character of `path` that no path of code may hold: the C0 controls (newlines
  /// among them), DEL, the C1 controls, and the Unicode line and paragraph separators. A file
  /// name may hold any of them; none is in a name a person means, and each can break a line of
  /// a list, a message or a terminal.
  public static func controlCharacter(in path: String) -> Unicode.Scalar? {
    path.unicodeScalars.first { scalar in
      scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
        || scalar.value == 0x2029
    }
  }

  private static func trimmingReturn(_ line: Data.SubSequence) -> Data.SubSequence {
    line.last == UInt8(ascii: "\r") ? line.dropLast() : line
  }
}
