import TouchKit

/// The UIKit classes a person's class may descend from for a layout to name it, under both
/// names the module `UIKit` gives them (`UIButton`, and TouchKit's `Button`): derived from the
/// built-in class tables (``BuiltInClass/all``, ``RecognizerClass/all``), never listed here.
enum UIKitBaseClasses {
  /// View and control classes: `class:` makes one with `init(frame:)`. A class the table
  /// stands in for (an entry's `standsFor`) counts as the class it stands for.
  static let views: Set<String> = Set(
    BuiltInClass.all.filter { $0.role != .window }.flatMap {
      spellings($0.name, [$0.uikitName] + $0.standsFor)
    })

  /// Window classes: a layout makes its windows itself (`windows:`), so a subclass is found
  /// but not something a layout's `class:` names.
  static let windows: Set<String> = Set(
    BuiltInClass.all.filter { $0.role == .window }.flatMap {
      spellings($0.name, [$0.uikitName] + $0.standsFor)
    })

  /// Recognizer classes: a recognizer's `type:` makes one with `init()`.
  static let recognizers: Set<String> = Set(
    RecognizerClass.all.flatMap { spellings($0.name, [$0.uikitName]) })

  /// View controller classes: a controller's `type:` makes one with `init()`. From the
  /// controller class table (``ControllerClass/all``).
  static let controllers: Set<String> = Set(
    ControllerClass.all.flatMap { spellings($0.name, [$0.uikitName]) })

  /// `UIStoryboardSegue`: a subclass is made with `init(identifier:source:destination:)` when a
  /// storyboard segue whose `customClass` names it is performed.
  static let segues: Set<String> = spellings(String(describing: StoryboardSegue.self), ["UIStoryboardSegue"])

  /// The protocols of a table's and a collection's data source and delegate, under both
  /// modules' names: a class that adopts one (and is no view or controller) is what a layout's
  /// `dataSource:`/`delegate:` makes (``DeclaredClass/Kind/listObject``).
  static let listProtocols: Set<String> = [
    ("TableViewDataSource", "UITableViewDataSource"), ("TableViewDelegate", "UITableViewDelegate"),
    ("CollectionViewDataSource", "UICollectionViewDataSource"),
    ("CollectionViewDelegate", "UICollectionViewDelegate"),
    ("CollectionViewDelegateFlowLayout", "UICollectionViewDelegateFlowLayout"),
  ].reduce(into: []) { $0.formUnion(spellings($1.0, [$1.1])) }

  /// The protocols of an app delegate and of a scene delegate, under both modules' names: a
  /// class that adopts one is made to launch an app folder (``DeclaredClass/Kind/appDelegate``).
  static let appDelegateProtocols: Set<String> = spellings("ApplicationDelegate", ["UIApplicationDelegate"])
  static let sceneDelegateProtocols: Set<String> = spellings("ApplicationSceneDelegate", ["UISceneDelegate"])
    .union(spellings("WindowSceneDelegate", ["UIWindowSceneDelegate"]))

  /// Every UIKit name the tables have, unqualified: what is not missing API.
  static let uikitNames: Set<String> = Set(
    BuiltInClass.all.flatMap { [$0.uikitName] + $0.standsFor } + RecognizerClass.all.map(\.uikitName)
      + ControllerClass.all.map(\.uikitName) + ["UINavigationItem", "UITabBarItem", "UIStoryboardSegue"])

  /// What `superclass` (as written in an inheritance clause) makes of a direct subclass; nil
  /// for a window (see ``windows``) and for a class the tables lack.
  static func kind(ofSubclassOf superclass: String) -> DeclaredClass.Kind? {
    if views.contains(superclass) { return .view }
    if recognizers.contains(superclass) { return .recognizer }
    if controllers.contains(superclass) { return .controller }
    if segues.contains(superclass) { return .segue }
    return nil
  }

  /// Whether `name`, as written, is spelled as a UIKit class is (`UITableViewController`,
  /// `UIKit.UICollectionView`): one the tables lack is named in discovery's message.
  static func looksLikeUIKit(_ name: String) -> Bool {
    let bare = name.hasPrefix("UIKit.") ? String(name.dropFirst("UIKit.".count)) : name
    guard bare.hasPrefix("UI"), let third = bare.dropFirst(2).first else { return false }
    return third.isUppercase
  }

  /// TouchKit's name alone and qualified by both modules, and each UIKit name alone and
  /// qualified by `UIKit`.
  private static func spellings(_ touchKitName: String, _ uikitNames: [String]) -> Set<String> {
    Set(
      [touchKitName, "TouchKit." + touchKitName, "UIKit." + touchKitName]
        + uikitNames.flatMap { [$0, "UIKit." + $0] })
  }
}
