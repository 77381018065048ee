import CLibYAML
import Foundation

/// libyaml's nesting limit (`yaml_set_max_nest_level`), which libyaml keeps at 1000 levels
/// unless told otherwise.
///
/// The function is in the libyaml Yams bundles (0.2.5 with this addition), the one libyaml in
/// the program (``YAMLComposer``, CLibYAML.h). The limit is one global in libyaml; every layout
/// load sets it before parsing.
enum YAMLNesting {
  /// Held from setting the limit to the end of the parse it is for: loads on other threads
  /// (parallel tests, a reload beside a headless check) may want another limit, and one
  /// setting it between another's setting and parsing would move that parse's limit.
  private static let lock = NSLock()
  /// The limit last set (libyaml's own default, 1000, before any): guarded by `limitLock`,
  /// not `lock`, which a load holds while it parses.
  nonisolated(unsafe) private static var limit = 1000
  private static let limitLock = NSLock()

  /// The limit in force: what a parse split in two parts checks its parts' depth against
  /// (``YAMLComposer``'s split).
  static var current: Int { limitLock.withLock { limit } }

  /// Runs `parse` with the parser accepting `levels` of nesting (mappings and lists, block or
  /// flow), and no other load's limit in force meanwhile.
  static func withLimit<T, E: Error>(_ levels: Int, _ parse: () throws(E) -> T) throws(E) -> T {
    lock.lock()
    defer { lock.unlock() }
    yaml_set_max_nest_level(Int32(clamping: levels))
    limitLock.withLock { limit = Int(Int32(clamping: levels)) }
    return try parse()
  }
}
