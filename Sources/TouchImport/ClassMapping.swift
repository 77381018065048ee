import Foundation
import TouchKit

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
  public static let windowClassName = String(describing: Window.self)

  /// `UIKitWindow`, `iConsoleWindow`: a class whose name ends in `Window` and is not a view
  /// inside one is taken for a window only when nothing else tells (a dump's top is a window).
  private static func window(_ name: String) -> String? {
    name == "UIWindow" ? windowClassName : nil
  }

  /// `button` → `Button`, `scrollView` → `ScrollView` (the words Interface Builder's XML
  /// names the classes with, from the built-in class table); any other name as given (a
  /// registered class of the person's own).
  public static func className(forWord word: String) -> String {
    builtInClassName(forWord: word) ?? word
  }

  /// The built-in class whose Interface Builder word is `word`, if the table has one.
  public static func builtInClassName(forWord word: String) -> String? { words[word] }

  private static let words: [String: String] = Dictionary(
    BuiltInClass.all.map { ($0.interfaceBuilderName, $0.name) }, uniquingKeysWith: { first, _ in first })

  /// Public UIKit classes, by name, from the built-in class table: those TouchLab has (each
  /// class's UIKit name), those it stands for (its `standsFor`), and the public
  /// classes a dump may show whose touch behaviour is nearest one of them (a text field is a
  /// control; a table view scrolls).
  public static let publicClasses: [String: String] = Dictionary(
    BuiltInClass.all.flatMap { entry in
      ([entry.uikitName] + entry.standsFor + entry.dumpNames).map { ($0, entry.name) }
    }, uniquingKeysWith: { first, _ in first })
}
