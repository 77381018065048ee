import Foundation
import TouchFoundation
import TouchLayout

/// The compile cache's record of a library (``LibraryRecord``; ``fuzzConsent(_:_:)``, mode 3):
/// what decides whether bytes found at a library's path may be loaded.
enum CacheRecordFuzz {
  static func run(_ bytes: [UInt8]) {
    let cut = bytes.firstIndex(of: 0) ?? bytes.count
    let text = String(decoding: bytes[..<cut], as: UTF8.self)
    let library = cut < bytes.count ? Array(bytes[(cut + 1)...]) : []
    let digest = ConsentListFuzz.hash(of: library + [0, 0, 0, 0, 0, 0, 0, 0])

    // Whatever a record file holds: a record read is the one its text writes back.
    if let read = LibraryRecord(text) {
      check(LibraryRecord(read.text) == read, "a record read did not survive a rewrite")
      // It passes exactly the library of its size and hash, nothing else.
      let passes = read.problem(withLibraryOfSize: library.count, sha256: { digest }) == nil
      check(
        passes == (read.size == library.count && read.sha256 == digest), "a library passed its record wrongly"
      )
    }

    // The record written for these bytes passes them, and no change of one byte or of the
    // length (the damage a cache sees: truncation, a rewrite in place).
    guard !library.isEmpty else { return }
    let written = LibraryRecord(size: library.count, sha256: digest)
    check(LibraryRecord(written.text) == written, "a written record was not read back")
    check(
      written.problem(withLibraryOfSize: library.count, sha256: { digest }) == nil, "its own library failed")
    let truncated = Array(library.dropLast())
    let truncatedDigest = ConsentListFuzz.hash(of: truncated + [0, 0, 0, 0, 0, 0, 0, 0])
    check(
      written.problem(withLibraryOfSize: truncated.count, sha256: { truncatedDigest }) != nil,
      "a truncated library passed")
    var changed = library
    changed[changed.count / 2] ^= 0x5a
    let changedDigest = ConsentListFuzz.hash(of: changed + [0, 0, 0, 0, 0, 0, 0, 0])
    if changedDigest != digest {
      check(
        written.problem(withLibraryOfSize: changed.count, sha256: { changedDigest }) != nil,
        "a library changed in place passed")
    }
  }

  static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("cache record: \(message())") }
  }
}
