import Foundation
import TouchFoundation

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
  /// Deepest nesting of views inside a window (a window's `views` are level 1):
  /// ``defaultViewDepth`` unless `--max-depth` raises it, up to ``largestViewDepth``.
  public var maximumViewDepth: Int
  /// Whether a large layout's views may be built on two cores (``LayoutBuilder``'s split):
  /// off only for the tests that compare the two ways.
  var buildsOnTwoCores = true
  /// The scene of an Interface Builder file to open (`--scene`: a storyboard identifier, a
  /// title or an IB object id); nil opens the initial view controller's, or a xib's first view.
  public var scene: String?

  public init(
    maximumFileBytes: Int = 256 << 20, maximumViewCount: Int = 2_000_000,
    maximumViewDepth: Int = LayoutLoadOptions.defaultViewDepth
  ) {
    self.maximumFileBytes = maximumFileBytes
    self.maximumViewCount = maximumViewCount
    self.maximumViewDepth = maximumViewDepth
  }

  /// The defaults.
  public static let standard = LayoutLoadOptions()

  /// How deep views nest by default: 1,000 levels. Real apps' hierarchies are a few dozen
  /// levels deep and a few hundred at the very most (a table inside navigation, tab and
  /// split containers, each cell a stack of stacks), so a thousand leaves room for any of
  /// them and for generated ones, while a hostile or mistaken file nested 20,000 deep is a
  /// message at once: libyaml's parsing of deep flow nesting is quadratic in the depth
  /// (`yaml_parser_stale_simple_keys`), and the nesting it accepts follows this limit
  /// (``maximumYAMLNesting``). Issue 34; 20,000 before it (issue 17).
  public static let defaultViewDepth = 1_000

  /// The most `--max-depth` may allow: what the command's stack holds (`TouchLabCommand`'s
  /// 256 MiB, about 13 KiB a level for UIKit's recursive hit testing in a debug build).
  public static let largestViewDepth = 20_000

  /// Deepest YAML nesting the parser accepts: what views `maximumViewDepth` deep need (a view
  /// and its `subviews:` list are two levels, and the window, its list and a view's own lists
  /// a few more), and never less than the default, 1000 (``LayoutLimits/maximumYAMLNesting``).
  public var maximumYAMLNesting: Int { max(LayoutLimits.maximumYAMLNesting, 2 * maximumViewDepth + 16) }

  /// Stack for the thread that parses and builds: Swift frees the node tree and the builder
  /// makes views one call per level, so the stack grows with the nesting allowed. Reserved,
  /// not used: only the pages a deep file touches become memory.
  var parserStackBytes: Int { max(LayoutLimits.parserStackBytes, maximumYAMLNesting * 16 << 10) }
}
