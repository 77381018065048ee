import Foundation
import TouchKit

/// One view of an imported dump with every decision made: its id, the TouchLab class it is
/// made as, its frame and transform as a layout states them, the flags and content it keeps.
///
/// Made once by ``ImportPlanner``, then either written as YAML (``ImportedLayoutWriter``, for
/// `touchlab import`) or made into views directly (``ImportedLayoutBuilder``, for every command
/// that opens a dump): two outputs of one set of decisions, so they cannot disagree on what a
/// dump means, and opening a large dump does not pay for writing and reading back its YAML.
struct ImportedView: Sendable {
  var id: String
  /// The TouchLab class (`View`, `Button`, a `--code` class); ``ClassMapping/windowClassName``
  /// for a window.
  var className: String
  var isWindow: Bool
  /// `[x, y, width, height]` in the superview's coordinates; nil for the window the import
  /// makes around a windowless dump (it fills the screen).
  var frame: [Double]?
  /// Scale, rotation (degrees) and translation, applied in that order about the centre.
  var transform: (scale: [Double], rotate: Double, translate: [Double])?
  var isHidden = false
  /// In `0...1` (NaN read as 1, the rest clamped, with a warning).
  var alpha = 1.0
  /// The dump's value, absent meaning UIView's default (YES), whatever the class starts with.
  var isUserInteractionEnabled = true
  /// The dump's value, absent meaning UIView's default (NO), even for a scroll view.
  var clipsToBounds = false
  /// A label's text or a button's title (only for `Label` and `Button`).
  var text: String?
  /// An image view's image name (only for `ImageView`).
  var image: String?
  /// A scroll view's `contentOffset`: its bounds' origin, whatever the class.
  var boundsOrigin: [Double]?
  /// A scroll view's `contentSize` (only for `ScrollView` and `TableView`).
  var contentSize: [Double]?
  /// What the dump said of the view that TouchLab does not model; nil for the made window.
  var origin: ImportedOrigin?
  /// Layout keys the side file adds to the view, as YAML lines relative to its keys: only the
  /// YAML builder reads them, so a plan with any is opened through its YAML.
  var addedLines: [String] = []
  /// Where the view's description starts in the dump, for messages.
  var line = 0
  var column = 0
  var subviews: [ImportedView] = []
  /// The Interface Builder element of a view of the person's class, whose `<outlet>`s become
  /// its `outlets:` once every view of the scene has an id (only while planning).
  var outletSource: InterfaceBuilderElement?

  init(id: String, className: String, isWindow: Bool) {
    self.id = id
    self.className = className
    self.isWindow = isWindow
  }

  /// Whether this view or one below it has keys only the YAML builder understands.
  var hasAddedKeys: Bool { !addedLines.isEmpty || subviews.contains { $0.hasAddedKeys } }
}
