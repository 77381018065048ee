import Foundation
import TouchKit

/// A pretty layout of ``JSONBytes``' compact text, so that every JSON TouchLab writes comes from
/// the one writer (issue 35): the trace's JSON in `JSONEncoder`'s `.prettyPrinted` layout
/// (`"key" : value`, an empty array or object around a blank line), which the golden traces
/// hold, and `describe`'s and the hit-region map's (`"key": value`, `[]`, indentation capped).
///
/// The compact text has no space outside its strings, so laying it out is one pass over its
/// bytes: a line break after each opening bracket and comma and before each closing one, two
/// spaces a level, and the colon widened. No recursion: a document is laid out as deep as it
/// was written.
struct JSONLayout: Sendable {
  /// What goes between a key and its value.
  let colon: [UInt8]
  /// Whether an empty array or object is written `[]`, or opens a blank line as `JSONEncoder`
  /// writes it (`[`, an empty line, `]` at the outer indentation).
  let emptyOnOneLine: Bool
  /// The most levels indented: past it, lines keep that indentation, so a document 10,000 views
  /// deep stays linear in its depth (``Indentation/maximumLevels``, issue 34).
  let maximumLevels: Int

  /// `JSONEncoder`'s `.prettyPrinted`: the trace's JSON.
  static let encoder = JSONLayout(colon: Array(" : ".utf8), emptyOnOneLine: false, maximumLevels: .max)

  /// `describe --json` and the hit-region map.
  static let describe = JSONLayout(
    colon: Array(": ".utf8), emptyOnOneLine: true, maximumLevels: Indentation.maximumLevels)

  /// `compact`, laid out.
  func apply(to compact: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(compact.count * 2)
    var depth = 0
    func newline() {
      output.append(UInt8(ascii: "\n"))
      output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * min(depth, maximumLevels)))
    }
    var inString = false
    var escaped = false
    var index = 0
    while index < compact.count {
      let byte = compact[index]
      index += 1
      if inString {
        output.append(byte)
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        inString = true
        output.append(byte)
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let closing = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
        output.append(byte)
        if index < compact.count, compact[index] == closing {
          index += 1
          if !emptyOnOneLine {
            output.append(UInt8(ascii: "\n"))
            newline()
          }
          output.append(closing)
        } else {
          depth += 1
          newline()
        }
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        newline()
        output.append(byte)
      case UInt8(ascii: ","):
        output.append(byte)
        newline()
      case UInt8(ascii: ":"):
        output.append(contentsOf: colon)
      default:
        output.append(byte)
      }
    }
    return output
  }
}
