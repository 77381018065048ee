/// The uses between a module's folders that close a loop and stay, each with its reason
/// (issue 35). Every other use points one way: with these taken out, a module's folders are
/// layered, so a new use that closes a loop fails ``ModuleLayeringTests``, and an edge here that
/// no file makes any more, or that no longer closes a loop, fails too (the list only shrinks).
///
/// TouchKit's root folder is UIKit's core (UIResponder, UIView, UIWindow, UIApplication,
/// UITouch, UIEvent, UIControl): every part names it, and it names a part only where UIKit's
/// core holds that part, or where one of the project's tables (one per concept) lists it
/// (docs/architecture.md, "Folder loops", says why these stay named rather than folded into a
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
    Edge("", "GestureRecognizers"):
      "a view holds its recognizers (UIView.gestureRecognizers), a touch the ones it is delivered to",
    Edge("", "Drawing"): "UIKit's views have colours, images and fonts (UIButton's image, UILabel's font)",
    Edge("", "AutoLayout"):
      "a view holds its constraints, a label's or button's intrinsic size is its text's",
    Edge("", "HitTesting"): "a view's hit area, hit-test override and subview index live in its extras",
    Edge("", "TargetAction"): "a control holds its actions (UIControl.addAction, UIButton's primaryAction)",
    Edge("", "Nib"): "a view is made from a coder (UIView.init(coder:))",
    Edge("", "Scheduling"): "the application runs the run loop's timers and delayed calls",
    Edge("", "ScrollView"): "the built-in class table (BuiltInClasses.swift) lists every class",
    Edge("", "StackView"): "the built-in class table (BuiltInClasses.swift) lists every class",
    Edge("", "TableView"):
      "the built-in class table (BuiltInClasses.swift) lists every class, the recognizer table the swipe-action pan",
    Edge("", "CollectionView"): "the built-in class table (BuiltInClasses.swift) lists every class",
    Edge("", "CellConfiguration"): "the built-in class table (BuiltInClasses.swift) lists every class",
    Edge("", "Accessibility"):
      "a view's accessibility members are UIView's own, open as UIKit's are (NSObject's UIAccessibility)",
    Edge("", "Menus"): "a button holds its menu and context-menu interaction (UIButton.menu, interactions)",
    Edge("TargetAction", "Menus"): "a UIAction is a UIMenuElement (UIKit's class hierarchy)",
    Edge("Drawing", "Scheduling"):
      "a layer's animations tell their CAAnimationDelegate on the application's clock, its run loop",
    Edge("GestureRecognizers", "Menus"):
      "arbitration knows the context menu's long press, whose recognizer class is the menu's",
    Edge("", "UserCode"): "the core calls the person's overrides, each announced as the person's code",
    Edge("GestureRecognizers", "Description"):
      "the recognizer table (RecognizerClass, one entry per recognizer) says how describe shows one",
  ]
}
