import Foundation
import TouchFoundation

/// Values derived from files, remembered in the compile cache's folder by the files' identities
/// (``IdentityRecord``): a warm start asks `stat` instead of running `swiftc --version` (a
/// process, about 80 ms) or reading and hashing the host's modules.
///
/// A record is used only when it parses, its checksum holds, it is of the kind asked for, and
/// every file's identity now is the one recorded; anything else — no record, a garbled one,
/// one about other files, a file replaced or touched — derives the value again and rewrites the
/// record (atomically, ``AtomicFile``). A record is written only when the files did not change
/// while the value was derived and have not changed in the last seconds
/// (``FileIdentity/isRecent(now:margin:)``). Writing is best effort: a record that cannot be
/// written costs the next start the derivation, nothing else.
struct IdentityMemo {
  /// The compile cache's folder (private: ``PrivateFolder``).
  let folder: String
  var now: () -> Date = Date.init

  /// Where the record of `kind` for the files at `paths` is.
  func recordPath(kind: String, paths: [String]) -> String {
    var hash = ContentHash()
    paths.forEach { hash.add($0) }
    return folder + "/" + kind + "-" + hash.hex.prefix(16) + IdentityRecord.suffix
  }

  /// The value of `kind` for the files at `paths`: the recorded one when they are unchanged,
  /// else `derive`'s (recorded when it succeeds).
  func value<Failure: Error>(
    kind: String, of paths: [String], derive: () -> Result<String, Failure>
  ) -> Result<String, Failure> {
    let identities = paths.compactMap { FileIdentity(of: $0) }
    guard identities.count == paths.count else { return derive() }
    if let value = recorded(kind: kind, identities: identities, paths: paths) { return .success(value) }
    let derived = derive()
    guard case .success(let value) = derived,
      paths.compactMap({ FileIdentity(of: $0) }) == identities,
      !identities.contains(where: { $0.isRecent(now: now()) }),
      let recordText = IdentityRecord(kind: kind, files: identities, value: value).text
    else { return derived }
    try? AtomicFile.write(recordText, to: recordPath(kind: kind, paths: paths), durable: false)
    return derived
  }

  /// The value recorded for `kind` while the files at `paths` are the ones it was recorded for;
  /// nil (nothing derived) otherwise.
  func recorded(kind: String, of paths: [String]) -> String? {
    let identities = paths.compactMap { FileIdentity(of: $0) }
    guard identities.count == paths.count else { return nil }
    return recorded(kind: kind, identities: identities, paths: paths)
  }

  private func recorded(kind: String, identities: [FileIdentity], paths: [String]) -> String? {
    guard let text = try? String(contentsOfFile: recordPath(kind: kind, paths: paths), encoding: .utf8),
      let record = IdentityRecord(text), record.kind == kind, record.files == identities
    else { return nil }
    return record.value
  }
}
