import Foundation

/// A dump whose line breaks were lost: pasted into a web page, a chat or a log that joins lines,
/// `recursiveDescription`'s output arrives as one line, `<UIView: 0x1; …> | <UIButton: 0x2; …>
/// | | <UILabel: 0x3; …>`, each view after the `|`s that gave its depth. Read whole, that line
/// would be its first view and nothing more; split at each view that follows the end of the one
/// before, it is the dump as printed.
///
/// Each description's end is found by ``DescriptionScanner`` (so a `|` or `<` in a label's text
/// does not split it), and each byte is looked at a fixed number of times: linear in the line.
enum FlattenedDumpLine {
  /// The byte offsets at which the views after the first begin (each at its first `|`); empty
  /// for a line with one view, or none.
  static func splits(_ bytes: [UInt8]) -> [Int] {
    guard case .view(_, let first) = DumpLine.classify(bytes) else { return [] }
    var cuts: [Int] = []
    var start = first
    while true {
      var scanner = DescriptionScanner(startingAt: start)
      guard scanner.advance(over: bytes), scanner.failure == nil, let end = scanner.end,
        let pipe = bytes[(end + 1)...].firstIndex(of: UInt8(ascii: "|")),
        let next = viewStart(bytes, from: pipe)
      else { return cuts }
      cuts.append(pipe)
      start = next
    }
  }

  /// The `<` of a view that `|`s and spaces from `index` lead to, or nil.
  private static func viewStart(_ bytes: [UInt8], from index: Int) -> Int? {
    var cursor = index
    while cursor < bytes.count, DumpBytes.isSpace(bytes[cursor]) || bytes[cursor] == UInt8(ascii: "|") {
      cursor += 1
    }
    guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "<"), DumpLine.header(bytes, at: cursor) != nil
    else { return nil }
    return cursor
  }
}
