import Foundation

/// Searching a layout's text for ASCII, over its UTF-8 bytes with `memchr`.
///
/// Foundation's `String.contains(_:)` went through `CFStringFind` and read a 50 MB layout as
/// UTF-16: 0.46 s of a million-view layout's first screen, spent finding that it has no
/// `code:` (issue 17). An ASCII byte is never part of a longer UTF-8 sequence, so a byte match
/// of an ASCII needle is a match of its characters.
package enum ByteSearch {
  /// Whether `text` contains `needle`, which must be ASCII.
  package static func contains(_ needle: StaticString, in text: String) -> Bool {
    precondition(needle.isASCII, "ByteSearch looks for ASCII only")
    let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
    let found = text.utf8.withContiguousStorageIfAvailable { bytes in contains(pattern, in: bytes) }
    return found ?? (text.utf8.firstRange(of: pattern) != nil)
  }

  /// Whether `bytes` contains `pattern`: each place `memchr` finds its first byte compared whole.
  private static func contains(_ pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    guard let first = pattern.first else { return true }
    guard let start = bytes.baseAddress, let needle = pattern.baseAddress else { return false }
    var offset = 0
    while bytes.count - offset >= pattern.count {
      guard let hit = memchr(start + offset, Int32(first), bytes.count - offset) else { return false }
      let position = start.distance(to: hit.assumingMemoryBound(to: UInt8.self))
      guard bytes.count - position >= pattern.count else { return false }
      if memcmp(start + position, needle, pattern.count) == 0 { return true }
      offset = position + 1
    }
    return false
  }
}
