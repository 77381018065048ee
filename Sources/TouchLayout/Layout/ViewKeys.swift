import Foundation
import TouchKit

/// The keys each kind of mapping accepts, in one place: the readers check against these
/// lists, "did you mean" suggests from them, and `docs/layout-format.md` documents them.
package enum ViewKeys {
  static let layout = [
    "title", "code", "screen", "firstResponder", "appDelegate", "callsHitTestTwice", "windows", "lesson",
    "confusions",
    "claims",
  ]

  /// Keys that windows and views share: everything about a view but its place in the tree.
  static let common = [
    "id", "frame", "boundsOrigin", "transform", "hidden", "alpha", "userInteraction", "clipsToBounds",
    "multipleTouch", "exclusiveTouch", "handles", "handlesActions", "gestures",
    // Declarative overrides of hit testing, and what hit testing ignores.
    "hitSlop", "shape", "cornerRadius", "hitTest", "animation", "zPosition",
    // Where a view imported from a dump came from (docs/import.md).
    "imported",
  ]
  /// `imported:`'s keys: what a dump said of the view (``ImportedOrigin``).
  static let imported = [
    "class", "address", "baseClass", "recognizers", "autoresize", "opaque", "tag", "animations", "line",
  ]
  static let window = common + ["level", "views"]
  package static let view = common + ["class", "controller", "subviews"] + ClassSpecificKey.all.map(\.name)
  static let controller = ["id", "type", "handles", "handlesActions", "presentedBy"]
  static let appDelegate = ["id", "handles", "handlesActions"]

  /// `lesson:`: its four parts, each required (see ``Lesson``).
  static let lesson = ["try", "happens", "why", "rule"]
  /// A claim's gesture keys: exactly one per claim (see ``Claim``).
  static let claimGestures = ["tap", "doubleTap", "tripleTap", "hold", "drag", "pinch", "rotate", "cancel"]
  /// A claim's expectation keys: at least one per claim.
  package static let claimExpectations = [
    "hits", "misses", "sends", "doesNotSend", "recognizes", "doesNotRecognize", "receives", "traceShows",
  ]
  static let claim = claimGestures + claimExpectations + ["at", "says"]
}

/// A key only some view classes take, like `text:` (labels and buttons): it is valid when the
/// view the class's factory made is of the right type, so a registered `Label` subclass takes
/// `text:` too. The readers that apply the keys (views, controls, scroll views) check the
/// type again by casting, so a key on the wrong class is reported here and applied nowhere.
struct ClassSpecificKey: Sendable {
  var name: String
  /// The views the key is for, as a message says it: "Label and Button views".
  var owners: String
  var applies: @Sendable (View) -> Bool

  static let all: [ClassSpecificKey] =
    [
      ClassSpecificKey(name: "text", owners: "Label and Button views") { $0 is Label || $0 is Button },
      ClassSpecificKey(name: "image", owners: "ImageView views") { $0 is ImageView },
    ]
    + ["isEnabled", "actions"].map {
      ClassSpecificKey(name: $0, owners: "controls (Button, Switch, Slider, SegmentedControl, Control)") {
        $0 is Control
      }
    }
    + [ClassSpecificKey(name: "isOn", owners: "Switch views") { $0 is Switch }]
    + ["value", "minimumValue", "maximumValue"].map {
      ClassSpecificKey(name: $0, owners: "Slider views") { $0 is Slider }
    }
    + ["segments", "selectedSegmentIndex"].map {
      ClassSpecificKey(name: $0, owners: "SegmentedControl views") { $0 is SegmentedControl }
    }
    + ["contentSize", "contentOffset", "delaysContentTouches", "canCancelContentTouches"].map {
      ClassSpecificKey(name: $0, owners: "ScrollView views") { $0 is ScrollView }
    }

  /// Lengths compared first: most keys a view has (`id`, `frame`) are no class's own.
  static func named(_ name: String) -> ClassSpecificKey? {
    let length = name.utf8.count
    return all.first { $0.name.utf8.count == length && $0.name == name }
  }
}
