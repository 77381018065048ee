import Foundation

/// Which TouchLab class an imported view is made as, decided in a fixed order: the side file's
/// override for the class (``ImportOverrides``); a public UIKit class by its name; the dump's
/// `baseClass =`; the table of well-known UIKit internals (``UIKitInternals``); else a plain
/// `View`. docs/import.md lists every row.
public struct ClassMapping: Sendable {
  /// Overrides by the dump's class name: a TouchLab class name (`Button`, a `--code` class)
  /// or a kind word (`button`, `scrollView`).
  public var overrides: [String: String]

  public init(overrides: [String: String] = [:]) {
    self.overrides = overrides
  }

  /// What `view` is made as, and why (for `import`'s comments and docs).
  public func resolve(_ view: DumpView) -> (className: String, rule: String) {
    if let override = overrides[view.className] {
      return (Self.className(forWord: override), "side file")
    }
    if let mapped = Self.publicClasses[view.className] { return (mapped, "UIKit class") }
    if let base = view.baseClass {
      let mapped = Self.publicClasses[base] ?? UIKitInternals.table[base] ?? Self.window(base)
      if let mapped { return (mapped, "baseClass") }
    }
    if let mapped = UIKitInternals.table[view.className] { return (mapped, "UIKit internal") }
    if let mapped = Self.window(view.className) { return (mapped, "a window's name") }
    return ("View", "unknown class")
  }

  /// The name used for windows: a window is made by the layout's `windows:` list, not a class.
  public static let windowClassName = "Window"

  /// `UIKitWindow`, `iConsoleWindow`: a class whose name ends in `Window` and is not a view
  /// inside one is taken for a window only when nothing else tells (a dump's top is a window).
  private static func window(_ name: String) -> String? {
    name == "UIWindow" ? windowClassName : nil
  }

  /// `button` → `Button`, `scrollView` → `ScrollView`; any other name as given (a registered
  /// class of the person's own).
  public static func className(forWord word: String) -> String {
    let words = [
      "view": "View", "window": windowClassName, "label": "Label", "imageView": "ImageView",
      "button": "Button", "control": "Control", "switch": "Switch", "slider": "Slider",
      "segmentedControl": "SegmentedControl", "scrollView": "ScrollView",
    ]
    return words[word] ?? word
  }

  /// Public UIKit classes, by name: those TouchLab has, and the public classes whose touch
  /// behaviour is nearest one of them (a text field is a control; a table view scrolls).
  public static let publicClasses: [String: String] = [
    "UIView": "View", "UIWindow": windowClassName, "UILabel": "Label", "UIImageView": "ImageView",
    "UIButton": "Button", "UIControl": "Control", "UISwitch": "Switch", "UISlider": "Slider",
    "UISegmentedControl": "SegmentedControl", "UIScrollView": "ScrollView", "UITableView": "ScrollView",
    "UICollectionView": "ScrollView", "UITextView": "ScrollView",
    // Other public controls: a control's tracking and target-action, nothing of their own.
    "UITextField": "Control", "UIStepper": "Control", "UIPageControl": "Control", "UIDatePicker": "Control",
    "UIColorWell": "Control", "UIRefreshControl": "Control",
    // Public containers and bars: plain views to touches.
    "UIStackView": "View", "UIVisualEffectView": "View", "UINavigationBar": "View", "UITabBar": "View",
    "UIToolbar": "View", "UITableViewCell": "View", "UICollectionViewCell": "View",
    "UITableViewHeaderFooterView": "View", "UICollectionReusableView": "View",
    "UIActivityIndicatorView": "View",
    "UIProgressView": "View", "UIPickerView": "View", "UISearchBar": "View", "UIInputView": "View",
  ]
}
