import Foundation

/// How the text outputs indent nesting (a trace's nested calls, `describe`'s tree): two spaces
/// a level, up to ``maximumLevels``; a deeper line is indented as that level and starts with its
/// own level in brackets, `[1234] `.
///
/// Why a cap: indentation costs a line as many bytes as its depth, so a hierarchy *n* deep
/// printed a line per level took *n*²: the text trace of a tap on views nested 10,000 deep was
/// 300 MB of spaces and took minutes, and `describe` was as bad (issue 34). Real hierarchies
/// nest a few dozen levels, far under the cap, and print as before. Outputs in which spaces
/// are insignificant (JSON, XML, Markdown lists) stop indenting at the cap without a marker.
public enum Indentation {
  /// Levels indented with spaces; 100 is 200 columns, wider than any terminal shows.
  public static let maximumLevels = 100

  /// Two spaces per level of `depth`, capped at ``maximumLevels``, then `[depth] `.
  public static func text(_ depth: Int) -> String {
    guard depth > maximumLevels else { return String(repeating: "  ", count: max(0, depth)) }
    return capped + "[\(depth)] "
  }

  /// Two spaces per level of `depth`, capped at ``maximumLevels``: for outputs whose spaces
  /// carry no meaning.
  public static func spaces(_ depth: Int) -> String {
    depth > maximumLevels ? capped : String(repeating: "  ", count: max(0, depth))
  }

  private static let capped = String(repeating: "  ", count: maximumLevels)
}
