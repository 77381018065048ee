/// One change the rewrite makes to a person's file: the UTF-8 bytes `start..<end` become
/// `replacement`.
struct SourceEdit: Equatable, Sendable {
  var start: Int
  var end: Int
  var replacement: String

  /// The bytes blanked: each becomes a space, except line breaks, so that every line and
  /// column after it stays where the person wrote it.
  static func blank(_ start: Int, _ end: Int, in bytes: [UInt8]) -> SourceEdit {
    let kept = bytes[start..<end].map { $0 == 0x0A || $0 == 0x0D ? Character(UnicodeScalar($0)) : " " }
    return SourceEdit(start: start, end: end, replacement: String(kept))
  }

  /// `text` with `edits` made; edits must not overlap.
  static func apply(_ edits: [SourceEdit], to text: String) -> String {
    var bytes = Array(text.utf8)
    for edit in edits.sorted(by: { $0.start > $1.start }) {
      bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
