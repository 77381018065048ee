import Foundation
import TouchKit

/// Escaping for text put into Markdown (CommonMark and GitHub tables), so that ids and
/// messages from a user's layout render as the characters they are.
enum MarkdownText {
  /// Characters that could start emphasis, code, links, HTML, or end a table cell.
  private static let special: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "#", "!"]

  /// `text` as inline Markdown: punctuation that means something is backslash-escaped and line
  /// breaks become spaces, so it stays one line of a list or one table cell.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      if character.isNewline {
        result.append(" ")
      } else {
        if special.contains(character) { result.append("\\") }
        result.append(character)
      }
    }
    return result
  }

  /// `text` as a code span, fenced by more backticks than any run inside it. Not for table
  /// cells: a pipe in it would end the cell.
  static func code(_ text: String) -> String {
    let flat = String(text.map { $0.isNewline ? " " : $0 })
    var longest = 0
    var run = 0
    for character in flat {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let padding = flat.hasPrefix("`") || flat.hasSuffix("`") || flat.isEmpty ? " " : ""
    return fence + padding + flat + padding + fence
  }
}
