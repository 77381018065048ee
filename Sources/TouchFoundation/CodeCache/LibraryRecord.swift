import Foundation

/// What a compiled library was when it was written: its size and SHA-256, kept beside it
/// (`lib….so.record`) so that a library is loaded only if it is still that file.
///
/// Three lines, nothing else accepted:
///
///     touchlab-library-record 1
///     size 482312
///     sha256 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08
///
/// It lives here, with no hash of its own, rather than beside the cache in TouchCode, so that a
/// fuzz target can reach the parser and the decision without the compiler's dependencies
/// (`FuzzConsent`, docs/reliability.md); TouchCode supplies SHA-256 (`LibraryRecord+SHA256`).
public struct LibraryRecord: Equatable, Sendable {
  public static let suffix = ".record"
  static let header = "touchlab-library-record 1"

  public var size: Int
  /// Lowercase hex.
  public var sha256: String

  public init(size: Int, sha256: String) {
    self.size = size
    self.sha256 = sha256
  }

  /// The record `text` holds, or nil when it is not exactly one (garbled, truncated, another
  /// version's).
  public init?(_ text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count == 4, lines[0] == Self.header, lines[3].isEmpty,
      lines[1].hasPrefix("size "), let size = Int(lines[1].dropFirst(5)), size > 0,
      lines[2].hasPrefix("sha256 ")
    else { return nil }
    let hash = String(lines[2].dropFirst(7))
    guard hash.count == 64, hash.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else { return nil }
    self.init(size: size, sha256: hash)
  }

  public var text: String { "\(Self.header)\nsize \(size)\nsha256 \(sha256)\n" }

  /// Why a library of `size` bytes is not the one recorded, or nil when it is. The size is
  /// compared first, so a truncated library costs no hash; `sha256` is asked only then.
  public func problem(withLibraryOfSize size: Int, sha256: () -> String) -> String? {
    if size != self.size { return "it has \(size) bytes, its record says \(self.size)" }
    if sha256() != self.sha256 { return "its SHA-256 is not the one recorded" }
    return nil
  }
}
