import Crypto
import Foundation

/// What a compiled library was when it was written: its size and SHA-256, kept beside it
/// (`lib….so.record`) so that a library is loaded only if it is still that file.
///
/// Three lines, nothing else accepted:
///
///     touchlab-library-record 1
///     size 482312
///     sha256 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08
struct LibraryRecord: Equatable {
  static let suffix = ".record"
  static let header = "touchlab-library-record 1"

  var size: Int
  /// Lowercase hex.
  var sha256: String

  init(size: Int, sha256: String) {
    self.size = size
    self.sha256 = sha256
  }

  /// The record `text` holds, or nil when it is not exactly one (garbled, truncated, another
  /// version's).
  init?(_ text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count == 4, lines[0] == Self.header, lines[3].isEmpty,
      lines[1].hasPrefix("size "), let size = Int(lines[1].dropFirst(5)), size > 0,
      lines[2].hasPrefix("sha256 ")
    else { return nil }
    let hash = String(lines[2].dropFirst(7))
    guard hash.count == 64, hash.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else { return nil }
    self.init(size: size, sha256: hash)
  }

  var text: String { "\(Self.header)\nsize \(size)\nsha256 \(sha256)\n" }

  /// The SHA-256 of `bytes`, as lowercase hex.
  static func hash(of bytes: Data) -> String {
    SHA256.hash(data: bytes).map { String(format: "%02x", $0) }.joined()
  }
}
