import Crypto
import Foundation

/// SHA-256 over a sequence of labelled parts, as lowercase hex: the compile cache's keys and
/// the consent list's entries. Each part is length-prefixed, so no two different lists of
/// parts hash the same text.
struct ContentHash {
  private var hasher = SHA256()

  mutating func add(_ text: String) { add(Data(text.utf8)) }

  mutating func add(_ data: Data) {
    var length = UInt64(data.count).littleEndian
    withUnsafeBytes(of: &length) { hasher.update(bufferPointer: $0) }
    hasher.update(data: data)
  }

  var hex: String {
    hasher.finalize().map { String(format: "%02x", $0) }.joined()
  }
}
