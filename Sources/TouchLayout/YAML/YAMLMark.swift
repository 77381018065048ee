import Foundation

/// Where a node starts: libyaml's mark, made 1-based, as editors and diagnostics count lines
/// and columns (columns in characters).
struct YAMLMark: Equatable, Hashable, Sendable {
  var line: Int
  var column: Int
}
