import Foundation

/// Reads one complete description (`<Class: 0xADDR; key = value; …>`, as ``DescriptionScanner``
/// divided it) into a ``DumpView``: every attribute UIKit's `-[UIView description]` prints that
/// matters to touches or to the inspector. Attributes it does not know (`tintColor`,
/// `backgroundColor`, `dataSource`, `adjustedContentInset`, `layer`) are passed over quietly.
struct DumpEntryReader {
  let bytes: [UInt8]
  let separators: [Int]
  let end: Int
  let line: Int
  let column: Int

  /// The view, or nil when even its class and address cannot be read. `warnings` gets each
  /// value that could not be read, as (line, column, message).
  func view(warnings: inout [(Int, Int, String)]) -> DumpView? {
    guard let header = DumpLine.header(bytes, at: 0) else { return nil }
    var view = DumpView(
      line: line, column: column, className: DumpBytes.string(bytes, header.name),
      address: DumpBytes.string(bytes, header.address))
    let bounds = separators + [end]
    for (index, separator) in bounds.dropLast().enumerated() {
      let item = DumpBytes.trimmed(bytes, (separator + 1)..<bounds[index + 1])
      guard !item.isEmpty else { continue }
      guard let (key, value) = split(item) else {
        warnings.append(
          position(item.lowerBound, "cannot read this attribute: expected 'name = value' or 'name: value'"))
        continue
      }
      if let problem = DumpAttribute.apply(key, DumpBytes.string(bytes, value), to: &view) {
        warnings.append(position(value.lowerBound, problem))
      }
    }
    readTrailer(into: &view)
    return view
  }

  /// `name = value` or `name: value` → the name and the value's range.
  private func split(_ item: Range<Int>) -> (String, Range<Int>)? {
    var cursor = item.lowerBound
    while cursor < item.upperBound, DumpBytes.isNameByte(bytes[cursor]) { cursor += 1 }
    guard cursor > item.lowerBound else { return nil }
    let key = DumpBytes.string(bytes, item.lowerBound..<cursor)
    if DumpBytes.has(bytes, " = ", at: cursor) {
      return (key, min(cursor + 3, item.upperBound)..<item.upperBound)
    }
    if DumpBytes.has(bytes, ": ", at: cursor) || DumpBytes.has(bytes, "=", at: cursor) {
      let skip = bytes[cursor] == UInt8(ascii: ":") ? 2 : 1
      return (key, min(cursor + skip, item.upperBound)..<item.upperBound)
    }
    return nil
  }

  /// An old image view's ` - name` after the description (`- (null)`: no image).
  private func readTrailer(into view: inout DumpView) {
    guard end + 1 < bytes.count else { return }
    let rest = DumpBytes.trimmed(bytes, (end + 1)..<bytes.count)
    // At least `- ` inside what is left: a lone `-` whose space was trimmed off the end names
    // nothing (found by FuzzDump: reading past it made a range whose end came before its start).
    guard rest.count >= 2, DumpBytes.has(bytes, "- ", at: rest.lowerBound) else { return }
    let name = DumpBytes.string(bytes, DumpBytes.trimmed(bytes, (rest.lowerBound + 2)..<rest.upperBound))
    if !name.isEmpty, name != "(null)" { view.imageName = String(name.prefix(200)) }
  }

  /// The 1-based line and column of byte `index` of the description (which may span lines).
  private func position(_ index: Int, _ message: String) -> (Int, Int, String) {
    var newlines = 0
    var lineStart: Int?
    for cursor in 0..<min(index, bytes.count) where bytes[cursor] == UInt8(ascii: "\n") {
      newlines += 1
      lineStart = cursor + 1
    }
    let columnNumber = lineStart.map { index - $0 + 1 } ?? column + index
    return (line + newlines, columnNumber, message)
  }
}
