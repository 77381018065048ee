import Foundation

/// What one line of a dump is, told from its start: a view at some depth, a line passed over on
/// purpose, or a line that cannot be read.
///
/// Depth is the number of `|` before the view's `<`: `recursiveDescription` indents each level
/// with `   | ` (so level 2 is `   |    | `), and copies that lost their spaces (`|| <…>`) count
/// the same. The first line of a dump often carries what printed it: an NSLog timestamp, LLDB's
/// `$3 = 0x…`, cycript's `@"`: a view found after text without `|` is at depth 0.
enum DumpLine: Equatable {
  case skipped
  /// A view's description starts at byte `start` (its `<`).
  case view(depth: Int, start: Int)
  case unreadable(column: Int, message: String)

  /// Prompts and headers an LLDB or cycript session prints around a dump.
  static let promptPrefixes = debuggerPrompts + ["cy#", "Printing description of", "Printing description"]

  /// The debuggers' own prompts: a text that starts at one is a debugger transcript.
  static let debuggerPrompts = ["(lldb)", "(gdb)"]

  /// Whether `bytes` is a debugger's prompt line (`(lldb) po view`).
  static func isPrompt(_ bytes: [UInt8]) -> Bool {
    let start = bytes.firstIndex { !DumpBytes.isSpace($0) } ?? bytes.count
    return debuggerPrompts.contains { DumpBytes.has(bytes, $0, at: start) }
  }

  /// How far into a line a view may start after a logging prefix.
  static let maximumPrefixBytes = 300

  /// `allowsPrefix`: whether a view may follow other text (a logging prefix); not while a
  /// description is open, where such a line is more of a label's text.
  static func classify(_ bytes: [UInt8], allowsPrefix: Bool = true) -> DumpLine {
    var index = 0
    var pipes = 0
    while index < bytes.count, DumpBytes.isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "|") {
      if bytes[index] == UInt8(ascii: "|") { pipes += 1 }
      index += 1
    }
    guard index < bytes.count else { return .skipped }
    if pipes == 0, promptPrefixes.contains(where: { DumpBytes.has(bytes, $0, at: index) }) { return .skipped }
    if bytes[index] == UInt8(ascii: "<") {
      if isLayerLine(bytes) { return .skipped }
      guard header(bytes, at: index) != nil else {
        return .unreadable(
          column: index + 1,
          message: "expected a view, '<ClassName: 0xADDRESS; frame = (x y; width height); …>'")
      }
      return .view(depth: pipes, start: index)
    }
    if pipes == 0, allowsPrefix {
      var search = index
      let limit = min(bytes.count, maximumPrefixBytes)
      while search < limit {
        if bytes[search] == UInt8(ascii: "<"), header(bytes, at: search) != nil {
          return isLayerLine(bytes) ? .skipped : .view(depth: 0, start: search)
        }
        search += 1
      }
    }
    return .unreadable(
      column: index + 1,
      message: "not a view: expected '   | <ClassName: 0xADDRESS; …>' (a recursiveDescription line)")
  }

  /// `   |    | <CALayer: 0x6000…> (layer)`: a sublayer that is no view's layer.
  private static func isLayerLine(_ bytes: [UInt8]) -> Bool {
    let suffix = Array("(layer)".utf8)
    let range = DumpBytes.trimmed(bytes, 0..<bytes.count)
    guard range.count >= suffix.count else { return false }
    return bytes[(range.upperBound - suffix.count)..<range.upperBound].elementsEqual(suffix)
  }

  /// Longest class name read: a SwiftUI hosting view's generic arguments run to hundreds of bytes.
  static let maximumClassNameBytes = 1024

  /// `<Name: 0xHEX` at `start`: the class name's and the address's ranges, or nil. A Swift
  /// generic class prints its arguments (`<SwiftUI._UIHostingView<MyApp.ContentView>: 0x…>`,
  /// `<MyApp.ListCell<MyApp.Item, Swift.Int>: 0x…>`): they are part of the name.
  static func header(_ bytes: [UInt8], at start: Int) -> (name: Range<Int>, address: Range<Int>)? {
    var cursor = start + 1
    var open = 0
    while cursor < bytes.count, cursor - start <= maximumClassNameBytes {
      let byte = bytes[cursor]
      if byte == UInt8(ascii: "<"), cursor > start + 1 {
        open += 1
      } else if byte == UInt8(ascii: ">"), open > 0 {
        open -= 1
      } else if !DumpBytes.isNameByte(byte),
        !(open > 0 && (byte == UInt8(ascii: ",") || byte == UInt8(ascii: " ")))
      {
        break
      }
      cursor += 1
    }
    guard open == 0 else { return nil }
    let name = (start + 1)..<cursor
    guard !name.isEmpty, DumpBytes.has(bytes, ": 0x", at: cursor) else { return nil }
    let addressStart = cursor + 2
    cursor += 4
    while cursor < bytes.count, DumpBytes.isHexByte(bytes[cursor]), cursor - addressStart <= 40 {
      cursor += 1
    }
    guard cursor > addressStart + 2 else { return nil }
    guard cursor == bytes.count || bytes[cursor] == UInt8(ascii: ";") || bytes[cursor] == UInt8(ascii: ">")
    else { return nil }
    return (name, addressStart..<cursor)
  }
}
