import Foundation

/// The limits a layout must stay within.
///
/// Layouts are user files, so the loader must survive any input: a huge file, a document that
/// nests a hundred thousand brackets, a "billion laughs" of aliases. Each limit is named here,
/// once, and documented in `docs/layout-format.md`, so a message that cites one can be checked.
public enum LayoutLimits {
  /// Largest layout file, in bytes (1 MiB). Checked before reading or parsing, so a huge file
  /// costs nothing; real layouts are a few kilobytes.
  public static let maximumFileBytes = 1 << 20

  /// Largest view dump (`recursiveDescription` output), in bytes (16 MiB): a dump prints some
  /// 200 bytes a view, so a 10,000-view screen is about 2 MB, over a layout's limit. Checked
  /// before reading, as a layout's limit is.
  public static let maximumDumpBytes = 16 << 20

  /// Deepest nesting of views inside a window: a window's `views` are level 1, their
  /// `subviews` level 2, and so on. Real screens nest a dozen levels; 64 leaves room without
  /// letting the loader (and the engine's recursive hit testing) recurse without bound.
  public static let maximumViewDepth = 64

  /// Most windows and views in one layout, counted together.
  public static let maximumViewCount = 10_000

  /// Most windows and views in the layout a view dump becomes: room for a 10,000-view screen
  /// (and its window) several times over; hit testing visits only one path of it.
  public static let maximumImportedViewCount = 100_000

  /// Deepest YAML nesting (mappings and lists, block or flow) a parse accepts, unless options
  /// raise it: the default of the limit libyaml's unreleased code has (0.2.5 has none; the
  /// loader counts, ``YAMLNestingBound``). Deeper input is an error before it is composed.
  public static let maximumYAMLNesting = 1000

  /// Largest magnitude of a coordinate or size, in points. Larger values are surely typos and
  /// would make the terminal canvas's scaling meaningless.
  public static let maximumCoordinate: Double = 1_000_000

  /// Largest magnitude of a `transform:` scale factor: a million times, the most an imported
  /// dump keeps (``ImportedGeometry``). With a frame within ``maximumCoordinate`` the scaled
  /// frame stays within 10^12 points, so nothing the layout states overflows to infinity (a
  /// scale of 1e307 once made an infinite frame that trapped in `CGRect.contains`, issue 34).
  public static let maximumScale: Double = 1_000_000

  /// Smallest magnitude of a `transform:` scale factor other than 0 (which is refused on its
  /// own): a billionth, the least an imported dump keeps. Smaller factors invert to more than
  /// 10^9, and hit testing inverts the transform to convert every point (§1).
  public static let minimumScale: Double = 1e-9

  /// Largest magnitude of a `transform:` rotation, in degrees: ten turns. A larger angle means
  /// nothing more (it is taken modulo a turn) and is surely a typo; an unbounded one (1e308)
  /// overflowed to infinity when turned into radians (issue 34).
  public static let maximumRotationDegrees: Double = 3_600

  /// Longest id, in characters: the terminal draws ids inside their views' boxes.
  public static let maximumIDLength = 64

  /// Largest count a recognizer parameter takes (`numberOfTapsRequired`,
  /// `maximumNumberOfTouches`, …). Fingers and taps are counted in ones; a larger count could
  /// never be met, so it is surely a typo.
  public static let maximumCount = 1000

  /// Longest animation (and delay before one), in seconds. An animation is a lesson's
  /// picture, played in seconds; a longer one is surely a typo.
  public static let maximumAnimationSeconds: Double = 60

  /// Most claims one layout makes. Each runs on a fresh load of the layout (a gesture changes
  /// what it touches), so checking them costs claims × layout: 400 claims on a 2,000-view
  /// layout took 5.5 s, and a 1 MiB file could hold thousands (a review, issue 16). The
  /// gallery's scenarios make at most 6. UNSOURCED: chosen.
  public static let maximumClaims = 100

  /// Most problems reported for one file; the rest are summarised in one closing line.
  public static let maximumDiagnostics = 100

  /// Stack for the thread that parses and builds a layout. The composer recurses once per
  /// YAML nesting level; this leaves a wide margin over what `maximumYAMLNesting` needs, on
  /// whatever thread (main, test, task) the caller happens to be.
  package static let parserStackBytes = 16 << 20
}
