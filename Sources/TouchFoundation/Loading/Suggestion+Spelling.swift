import Foundation

extension Suggestion {
  /// A typed word, lowercased once, compared with candidates as ``Suggestion/closest(to:among:)``
  /// compares them: as lowercase ASCII bytes when both are plain ASCII (the candidate read in
  /// place, copied only when its length allows an edit distance), as lowercased characters
  /// otherwise.
  ///
  /// "Plain ASCII" excludes `\r`: `\r\n` is one character of two bytes, and every other ASCII
  /// byte is a character of its own, so for plain ASCII text bytes and characters count, match
  /// and lowercase alike, and both ways give the same answer.
  struct Spelling {
    /// The word lowercased, as characters.
    let lowered: String
    /// Its lowercase bytes when the word is plain ASCII.
    let bytes: [UInt8]?
    /// The word's length in characters, as typed.
    let count: Int
    /// The length of ``lowered`` in characters, which lengths are compared by: lowercasing may
    /// regroup characters (`Ⓜ` joins an emoji sequence, `ⓜ` does not).
    private let loweredCount: Int

    init(_ word: String) {
      lowered = word.lowercased()
      bytes = Self.isPlainASCII(word.utf8) ? Array(lowered.utf8) : nil
      count = bytes?.count ?? word.count
      loweredCount = bytes?.count ?? lowered.count
    }

    /// The edit distance to `candidate`, or nil when their lengths differ by more than
    /// `allowed` (the distance would be more than that).
    func distance(to candidate: String, within allowed: Int) -> Int? {
      if let bytes, let other = Self.plainASCII(candidate) {
        guard abs(other.count - bytes.count) <= allowed else { return nil }
        return Suggestion.editDistance(bytes, other.map(Self.lowercase))
      }
      let other = candidate.lowercased()
      guard abs(other.count - loweredCount) <= allowed else { return nil }
      return Suggestion.editDistance(lowered, other)
    }

    /// Whether one of the two contains the other, both at least `minimum` characters long.
    func overlaps(_ candidate: String, atLeast minimum: Int) -> Bool {
      if let bytes, Self.plainASCII(candidate) != nil {
        var candidate = candidate
        return candidate.withUTF8 { other in
          guard min(other.count, bytes.count) >= minimum else { return false }
          return bytes.withUnsafeBufferPointer { typed in
            Self.contains(other, typed) || Self.contains(typed, other)
          }
        }
      }
      let other = candidate.lowercased()
      return min(other.count, lowered.count) >= minimum
        && (other.contains(lowered) || lowered.contains(other))
    }

    /// How many leading characters the two share, case aside.
    func commonPrefixLength(with candidate: String) -> Int {
      if let bytes, let other = Self.plainASCII(candidate) {
        return Self.sharedPrefixLength(bytes, other.lazy.map(Self.lowercase))
      }
      return Self.sharedPrefixLength(lowered, candidate.lowercased())
    }

    private static func sharedPrefixLength<Element: Equatable>(
      _ lhs: some Sequence<Element>, _ rhs: some Sequence<Element>
    ) -> Int {
      var length = 0
      for (left, right) in zip(lhs, rhs) {
        guard left == right else { break }
        length += 1
      }
      return length
    }

    /// The UTF-8 of `text` when it is plain ASCII.
    private static func plainASCII(_ text: String) -> String.UTF8View? {
      isPlainASCII(text.utf8) ? text.utf8 : nil
    }

    private static func isPlainASCII(_ bytes: some Sequence<UInt8>) -> Bool {
      bytes.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
    }

    private static func lowercase(_ byte: UInt8) -> UInt8 {
      (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    /// Whether `needle` occurs in `haystack`, case aside (both short: a naive search).
    private static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>)
      -> Bool
    {
      guard needle.count <= haystack.count else { return false }
      return (0...(haystack.count - needle.count)).contains { start in
        (0..<needle.count).allSatisfy { lowercase(haystack[start + $0]) == lowercase(needle[$0]) }
      }
    }
  }
}
