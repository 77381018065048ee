import Foundation

/// The size limits one load of a layout is held to: the command line's `--max-file-bytes`,
/// `--max-views` and `--max-depth` (docs/layout-format.md).
///
/// The defaults are generous, so real apps' sizes load (issue 17: a million views, views
/// nested ten thousand deep): the limits are there so that a typo or a hostile file is a
/// message, not an exhausted machine, and each message names the option that raises its limit.
public struct LayoutLoadOptions: Equatable, Sendable {
  /// Largest layout file, in bytes: 256 MiB by default (a million views in flow style are
  /// about 60 MB). Checked before parsing.
  public var maximumFileBytes: Int
  /// Most windows and views, counted together: 2,000,000 by default.
  public var maximumViewCount: Int
  /// Deepest nesting of views inside a window (a window's `views` are level 1): 20,000 by
  /// default.
  public var maximumViewDepth: Int
  /// Whether a large layout's views may be built on two cores (``LayoutBuilder``'s split):
  /// off only for the tests that compare the two ways.
  var buildsOnTwoCores = true

  public init(
    maximumFileBytes: Int = 256 << 20, maximumViewCount: Int = 2_000_000, maximumViewDepth: Int = 20_000
  ) {
    self.maximumFileBytes = maximumFileBytes
    self.maximumViewCount = maximumViewCount
    self.maximumViewDepth = maximumViewDepth
  }

  /// The defaults.
  public static let standard = LayoutLoadOptions()

  /// Deepest YAML nesting the parser accepts: what views `maximumViewDepth` deep need (a view
  /// and its `subviews:` list are two levels, and the window, its list and a view's own lists
  /// a few more), and never less than libyaml's own default, 1000
  /// (``LayoutLimits/maximumYAMLNesting``).
  public var maximumYAMLNesting: Int { max(LayoutLimits.maximumYAMLNesting, 2 * maximumViewDepth + 16) }

  /// Stack for the thread that parses and builds: Swift frees the node tree and the builder
  /// makes views one call per level, so the stack grows with the nesting allowed. Reserved,
  /// not used: only the pages a deep file touches become memory.
  var parserStackBytes: Int { max(LayoutLimits.parserStackBytes, maximumYAMLNesting * 16 << 10) }
}
