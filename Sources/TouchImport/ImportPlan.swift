import Foundation
import TouchFoundation
import TouchKit

/// A dump's views with every import decision made (``ImportedView``): what the YAML of
/// `touchlab import` says and what an opened dump is made of.
package struct ImportPlan: Sendable {
  /// The dump's name in messages and in the written layout's comment.
  var source: String
  var title: String
  /// Large enough to hold every root at the frame it states.
  var screenWidth: Double
  var screenHeight: Double
  /// The screen's safe-area insets `[top, left, bottom, right]`, where an Interface Builder
  /// scene's constraints need them (``InterfaceBuilderPlanner/addAutoLayout(to:)``); nil: none.
  var safeArea: [Double]?
  /// The screen's scale where the source states its device (an Interface Builder document's
  /// `<device>`, ``InterfaceBuilderDevice``); nil: the layout's default.
  var screenScale: Double?
  /// Back to front: the window made for the roots that are not windows (if any), then the
  /// dump's windows.
  var windows: [ImportedView]
  /// The dump's views (the window made around a windowless dump is not one).
  var viewCount: Int
  /// Values read as the nearest sound ones, each at the dump's `file:line:column`.
  var warnings: [Diagnostic]
  /// Whether the plan came from an Interface Builder file rather than a dump: what the
  /// written layout's comment says its frames and `imported:` keys are.
  var isInterfaceBuilder = false
  /// Whether some view or controller is of the person's class, made with `init(coder:)`: the
  /// plan opens through its YAML, whose reader unarchives, connects and wakes such objects.
  var unarchivesCode = false

  /// Whether the side file added layout keys to some view (gestures, actions, handles…), which
  /// only the YAML builder reads: such a plan is opened through its YAML.
  var hasAddedKeys: Bool { unarchivesCode || windows.contains { $0.hasAddedKeys } }
}
