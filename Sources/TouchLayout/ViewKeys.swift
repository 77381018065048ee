import Foundation
import TouchKit

/// The keys each kind of mapping accepts, in one place: the readers check against these
/// lists, "did you mean" suggests from them, and `docs/layout-format.md` documents them.
enum ViewKeys {
  static let layout = ["title", "screen", "appDelegate", "windows"]

  /// Keys that windows and views share: everything about a view but its place in the tree.
  static let common = [
    "id", "frame", "boundsOrigin", "transform", "hidden", "alpha", "userInteraction", "clipsToBounds",
    "multipleTouch", "exclusiveTouch", "handles", "gestures",
  ]
  static let window = common + ["level", "views"]
  static let view = common + ["class", "controller", "subviews"] + ClassSpecificKey.all.map(\.name)
  static let controller = ["id", "handles", "presentedBy"]
  static let appDelegate = ["id", "handles"]
}

/// A key only some view classes take, like `text:` (labels only): it applies when the view
/// the class's factory made is of the right type, so a registered `Label` subclass takes
/// `text:` too.
struct ClassSpecificKey: Sendable {
  var name: String
  /// The built-in class the key belongs to, for messages.
  var className: String
  var applies: @Sendable (View) -> Bool
  var apply: @Sendable (View, String) -> Void

  static let all = [
    ClassSpecificKey(
      name: "text", className: "Label", applies: { $0 is Label },
      apply: { view, text in (view as? Label)?.text = text }),
    ClassSpecificKey(
      name: "image", className: "ImageView", applies: { $0 is ImageView },
      apply: { view, name in (view as? ImageView)?.imageName = name }),
  ]

  static func named(_ name: String) -> ClassSpecificKey? {
    all.first { $0.name == name }
  }
}
