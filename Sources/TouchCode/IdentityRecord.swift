import Foundation
import TouchFoundation

/// A value derived from files (the compiler's version, the host modules' fingerprint) and the
/// identities (``FileIdentity``) those files had when it was derived, kept in the compile
/// cache's folder so that a start whose files are unchanged need not derive it again.
///
/// Nothing else accepted; the last line is the SHA-256 of the lines before it, so a record
/// damaged in a way that still parses is refused too:
///
///     touchlab-identity-record 1
///     kind compiler-version
///     file 2049 1835087 104 1764900000000000000 1764900000000000000 /usr/bin/swift-driver
///     value Swift version 6.3.1 (swift-6.3.1-RELEASE)
///     sha256 5e0c…
struct IdentityRecord: Equatable {
  static let suffix = ".identity"
  static let header = "touchlab-identity-record 1"

  /// What the value is ("compiler-version"): a record of another kind is not this one's.
  var kind: String
  var files: [FileIdentity]
  /// One line.
  var value: String

  init(kind: String, files: [FileIdentity], value: String) {
    self.kind = kind
    self.files = files
    self.value = value
  }

  /// The record `text` holds, or nil when it is not exactly one (garbled, truncated, another
  /// version's, its checksum wrong).
  init?(_ text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count >= 6, lines.removeLast().isEmpty, lines[0] == Self.header,
      lines[1].hasPrefix("kind "), let sum = lines.popLast(), sum.hasPrefix("sha256 "),
      let valueLine = lines.popLast(), valueLine.hasPrefix("value ")
    else { return nil }
    let body = lines.map { $0 + "\n" }.joined() + valueLine + "\n"
    guard sum.dropFirst(7) == LibraryRecord.hash(of: Data(body.utf8)) else { return nil }
    var files: [FileIdentity] = []
    for line in lines.dropFirst(2) {
      guard let file = FileIdentity(line: line) else { return nil }
      files.append(file)
    }
    guard !files.isEmpty else { return nil }
    self.init(kind: String(lines[1].dropFirst(5)), files: files, value: String(valueLine.dropFirst(6)))
  }

  /// The text to write, or nil when a part would not stay on its line (a path or value
  /// holding a line break is derived every time instead).
  var text: String? {
    let parts = [kind, value] + files.map(\.path)
    guard !parts.contains(where: { $0.contains("\n") || $0.contains("\r") }) else { return nil }
    let body =
      Self.header + "\nkind \(kind)\n" + files.map { $0.line + "\n" }.joined() + "value \(value)\n"
    return body + "sha256 " + LibraryRecord.hash(of: Data(body.utf8)) + "\n"
  }
}
