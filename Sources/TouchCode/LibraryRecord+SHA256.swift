import Crypto
import Foundation
import TouchFoundation

extension LibraryRecord {
  /// The SHA-256 of `bytes`, as lowercase hex: what a record holds and a library is checked by.
  static func hash(of bytes: Data) -> String {
    SHA256.hash(data: bytes).map { String(format: "%02x", $0) }.joined()
  }
}
