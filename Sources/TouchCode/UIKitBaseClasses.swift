/// The UIKit classes a person's class may descend from for a layout to name it, under both
/// names the module `UIKit` gives them (`UIButton`, and TouchKit's `Button`).
///
/// Windows are left out: a layout makes its windows itself (`windows:`), and a view's
/// `class:` makes views inside them.
enum UIKitBaseClasses {
  /// View and control classes: `class:` makes one with `init(frame:)`.
  static let views: Set<String> = names([
    "View", "Control", "Button", "Label", "ImageView", "Switch", "Slider", "SegmentedControl", "ScrollView",
  ])

  /// Recognizer classes: a recognizer's `type:` makes one with `init()`.
  static let recognizers: Set<String> = names([
    "GestureRecognizer", "TapGestureRecognizer", "LongPressGestureRecognizer", "PanGestureRecognizer",
    "SwipeGestureRecognizer", "PinchGestureRecognizer", "RotationGestureRecognizer",
  ])

  /// View controller classes: a controller's `type:` makes one with `init()`.
  static let controllers: Set<String> = names(["ViewController"])

  /// What `superclass` (as written in an inheritance clause) makes of a direct subclass.
  static func kind(ofSubclassOf superclass: String) -> DeclaredClass.Kind? {
    if views.contains(superclass) { return .view }
    if recognizers.contains(superclass) { return .recognizer }
    if controllers.contains(superclass) { return .controller }
    return nil
  }

  /// Each TouchKit name, its `UI` name, and both qualified by their modules.
  private static func names(_ touchKitNames: [String]) -> Set<String> {
    Set(
      touchKitNames.flatMap { name in
        ["UI" + name, "UIKit.UI" + name, name, "TouchKit." + name, "UIKit." + name]
      })
  }
}
