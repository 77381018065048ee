import Foundation
import TouchFoundation
import TouchLayout

/// The consent list's properties (``fuzzConsent(_:_:)``, mode 0).
enum ConsentListFuzz {
  static func run(_ bytes: [UInt8]) {
    let cut = bytes.firstIndex(of: 0) ?? bytes.count
    let file = Data(bytes[..<cut])
    let tail = cut < bytes.count ? Array(bytes[(cut + 1)...]) : []
    let parsed = AllowedCodeList(parsing: file)
    check(parsed.records.allSatisfy(\.isValid), "an invalid record was read")
    let again = AllowedCodeList(parsing: Data(parsed.text.utf8))
    check(again.records == parsed.records, "a record was lost or gained writing the list back")

    let paths = tail.split(separator: 1, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    let record = AllowedCodeList.Record(hash: hash(of: tail), paths: paths)
    var added = parsed
    added.add(record)
    let written = AllowedCodeList(parsing: Data(added.text.utf8))
    check(written.records == added.records, "a record was lost or gained writing the list back")
    // One line per record, after the version line: no path made a line of its own.
    check(added.text.split(separator: "\n").count == added.records.count + 1, "a path made a second line")
    for other in written.records where other != record {
      check(parsed.records.contains(other), "adding a record added another: \(other)")
    }
    check(
      written.allows(hash: record.hash) == (record.isValid || parsed.allows(hash: record.hash)),
      "the record's hash is not matched as it should be")
    // A hash no record holds is never matched, whatever the paths held.
    let stranger = String(repeating: "0", count: 63) + "1"
    if !written.records.contains(where: { $0.hash == stranger }) {
      check(!written.allows(hash: stranger), "a hash no record holds was matched")
    }
  }

  /// A valid-looking hash made of the input (not SHA-256: the list only checks the form), or
  /// the input itself as text when it is short, so invalid hashes are tried too.
  static func hash(of bytes: [UInt8]) -> String {
    guard bytes.count >= 8 else { return String(decoding: bytes, as: UTF8.self) }
    var state: UInt64 = 0xcbf2_9ce4_8422_2325
    var hex = ""
    for round in 0..<4 {
      for byte in bytes {
        state = (state ^ UInt64(byte) ^ UInt64(round)) &* 0x100_0000_01b3
      }
      hex += String(format: "%016llx", state)
    }
    return hex
  }

  static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("consent list: \(message())") }
  }
}
