/// The uses between a module's folders that close a loop and stay, each with its reason
/// (issue 35). Every other use points one way: with these taken out, a module's folders are
/// layered, so a new use that closes a loop fails ``ModuleLayeringTests``, and an edge here that
/// no file makes any more, or that no longer closes a loop, fails too (the list only shrinks).
///
/// TouchKit's root folder is UIKit's core (UIResponder, UIView, UIWindow, UIApplication,
/// UITouch, UIEvent, UIControl): every part names it, and it names a part only where UIKit's
/// core holds that part, or where it runs the person's code; the tables that list every class
/// are `Classes/`, above the parts, which nothing names (docs/architecture.md, "Folder loops", says why these stay named rather than folded into a
/// `Core/` folder). The trace names no part: its records carry plain values declared in
/// `Trace/`, so it is a leaf and no edge of it is here.
/// TouchLabTUI has none: each feature's folder holds its state, messages, update and drawing,
/// and `App/` composes them (their key bindings, routing and effects against the engine), so
/// every arrow points from `App/` to a feature.
enum FolderLoopEdges {
  typealias Edge = SourceLayering.Edge

  static let allowed: [String: [Edge: String]] = [
    "TouchKit": touchKit
  ]

  static let touchKit: [Edge: String] = [
    Edge("", "Drawing"): "UIKit's views have colours, images and fonts (UIButton's image, UILabel's font)",
    Edge("", "AutoLayout"):
      "a view holds its constraints, a label's or button's intrinsic size is its text's",
    Edge("", "Nib"): "a view is made from a coder (UIView.init(coder:))",
  ]
}
