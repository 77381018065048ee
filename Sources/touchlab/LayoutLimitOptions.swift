import ArgumentParser
import TouchLayout

/// `--max-file-bytes`, `--max-views`, `--max-depth`: the size limits of the layouts a command
/// loads (``LayoutLoadOptions``, docs/layout-format.md), on every command that takes one; and
/// `--scene`, which scene of an Interface Builder file it opens (docs/interface-builder.md).
///
/// Parsed and checked with the command; its `run()` makes them the limits of its
/// ``LoadContext`` (``loadOptions``), so that every load of the command (its layout, the fresh
/// copies `run`, `check` and `diff` load, the explorer's reloads and scenarios) is held to the
/// same limits.
struct LayoutLimitOptions: ParsableArguments {
  @Option(help: "Largest layout file, in bytes.")
  var maxFileBytes = LayoutLoadOptions.standard.maximumFileBytes

  @Option(help: "Most windows and views in a layout.")
  var maxViews = LayoutLoadOptions.standard.maximumViewCount

  @Option(
    help: """
      Deepest nesting of views in a window (a window's views are level 1); at most \
      \(LayoutLoadOptions.largestViewDepth).
      """)
  var maxDepth = LayoutLoadOptions.standard.maximumViewDepth

  @Option(
    help: """
      The scene of a storyboard or xib to open: a storyboard identifier, a title or an IB object id \
      (default: the initial view controller's, or a xib's first view).
      """)
  var scene: String?

  func validate() throws {
    guard maxFileBytes > 0, maxViews > 0, maxDepth > 0 else {
      throw ValidationError("--max-file-bytes, --max-views and --max-depth must be positive")
    }
    guard maxDepth <= LayoutLoadOptions.largestViewDepth else {
      throw ValidationError(
        "--max-depth must be at most \(LayoutLoadOptions.largestViewDepth): the command's stack holds hit testing that deep"
      )
    }
  }

  /// The limits these options give, for the command's ``LoadContext``.
  var loadOptions: LayoutLoadOptions {
    var options = LayoutLoadOptions(
      maximumFileBytes: maxFileBytes, maximumViewCount: maxViews, maximumViewDepth: maxDepth)
    options.scene = scene
    return options
  }
}
