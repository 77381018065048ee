import Foundation

/// Where a node starts: libyaml's mark, made 1-based, as editors and diagnostics count lines
/// and columns (columns in characters). Stored in 32 bits each, so every node stays small (a
/// line or column past two billion is read as the largest there is).
package struct YAMLMark: Equatable, Hashable, Sendable {
  private var storedLine: Int32
  private var storedColumn: Int32

  package init(line: Int, column: Int) {
    storedLine = Int32(clamping: line)
    storedColumn = Int32(clamping: column)
  }

  package var line: Int { Int(storedLine) }
  package var column: Int { Int(storedColumn) }
}
