import Foundation

/// Where a large text may be parsed in two parts (``YAMLComposer``'s split, issue 17): the
/// start of a line that opens an item of a block list (`- ` after some spaces), near the
/// middle of the text.
///
/// Finding the line is a guess from the bytes alone; whether it really is between two items
/// of one list, and where that list ends, the two parses find out and check (see
/// `YAMLComposer+Split.swift`). Only texts whose lines libyaml counts exactly as their `\n`
/// bytes are split: no `\r`, no NEL, LS or PS (the other line breaks YAML knows), and no
/// directive (`%`), whose tag handles would not reach the second part.
package struct YAMLSplitPoint: Equatable {
  /// The line's first byte.
  package let offset: Int
  /// Its line, from 0, as libyaml counts them.
  package let line: Int
  /// The column of its `-`: the list's indentation (at least 1).
  package let column: Int

  /// How far past the middle the search for a line may look, as a fraction of the text: the
  /// least indented item within it is taken, the outermost list being the likeliest to run
  /// long after it. UNSOURCED: chosen.
  static let searchFraction = 8

  /// The line near the middle of `bytes` that opens an item of the least indented list there,
  /// or nil when there is none or the text cannot be split.
  package static func middle(of bytes: UnsafeBufferPointer<UInt8>) -> YAMLSplitPoint? {
    guard isSplittable(bytes) else { return nil }
    var start = lineStart(after: bytes.count / 2, in: bytes)
    let limit = bytes.count / 2 + bytes.count / searchFraction
    var best: (offset: Int, column: Int)?
    while start < limit, start < bytes.count {
      if let column = itemColumn(at: start, in: bytes), column < (best?.column ?? Int.max) {
        best = (start, column)
        if column == 1 { break }
      }
      start = lineStart(after: start, in: bytes)
    }
    guard let best else { return nil }
    return YAMLSplitPoint(
      offset: best.offset, line: newlines(in: bytes, before: best.offset), column: best.column)
  }

  /// The point at the start of line `line` (from 0) of `bytes`, if that line opens a list item
  /// and the text can be split: for the tests, which try every such line.
  static func at(line: Int, of bytes: UnsafeBufferPointer<UInt8>) -> YAMLSplitPoint? {
    guard isSplittable(bytes) else { return nil }
    var start = 0
    for _ in 0..<line {
      start = lineStart(after: start, in: bytes)
      guard start < bytes.count else { return nil }
    }
    guard let column = itemColumn(at: start, in: bytes) else { return nil }
    return YAMLSplitPoint(offset: start, line: line, column: column)
  }

  /// The byte offset of the line `lines` lines after this one (`bytes.count` past the end).
  package func offset(linesLater lines: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var start = offset
    for _ in 0..<lines where start < bytes.count { start = Self.lineStart(after: start, in: bytes) }
    return start
  }

  /// The column of the `-` if the line at `start` is spaces, `-`, then a space or its end.
  private static func itemColumn(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = start
    while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
    guard index > start, index + 1 < bytes.count, bytes[index] == UInt8(ascii: "-"),
      bytes[index + 1] == UInt8(ascii: " ") || bytes[index + 1] == UInt8(ascii: "\n")
    else { return nil }
    return index - start
  }

  /// The offset just past the first `\n` at or after `offset` (`bytes.count` if none).
  static func lineStart(after offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = bytes.baseAddress, offset < bytes.count,
      let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), bytes.count - offset)
    else { return bytes.count }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
  }

  /// The `\n` bytes before `end`.
  private static func newlines(in bytes: UnsafeBufferPointer<UInt8>, before end: Int) -> Int {
    var count = 0
    var start = 0
    while start < end {
      start = lineStart(after: start, in: bytes)
      if start <= end { count += 1 }
    }
    return count
  }

  /// No `\r`, NEL (C2 85), LS or PS (E2 80 A8/A9) and no `%` at a line's start.
  private static func isSplittable(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress, bytes.count > 0 else { return false }
    let count = bytes.count
    /// Whether some `byte` in the text passes `check` (given its offset).
    func found(_ byte: UInt8, where check: (Int) -> Bool) -> Bool {
      var offset = 0
      while offset < count, let hit = memchr(base + offset, Int32(byte), count - offset) {
        let index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        if check(index) { return true }
        offset = index + 1
      }
      return false
    }
    return !found(UInt8(ascii: "\r")) { _ in true }
      && !found(UInt8(ascii: "%")) { $0 == 0 || bytes[$0 - 1] == UInt8(ascii: "\n") }
      && !found(0xC2) { $0 + 1 < count && bytes[$0 + 1] == 0x85 }
      && !found(0xE2) { $0 + 2 < count && bytes[$0 + 1] == 0x80 && bytes[$0 + 2] | 1 == 0xA9 }
  }
}
