/// A class declared in a person's code, as the parser saw it: enough to decide whether a
/// layout can name it and to point at it in a message.
public struct DeclaredClass: Equatable, Sendable {
  /// What TouchLab makes of it: a view (or control), a gesture recognizer, a view
  /// controller, or a table's or collection's data source or delegate (an `NSObject` that
  /// adopts their protocols: a layout's `dataSource:`/`delegate:` makes one with `init()`), or a
  /// storyboard segue (a `UIStoryboardSegue` subclass a segue's `customClass` names), or the
  /// app's delegate or scene delegate (adopting `UIApplicationDelegate`, `UISceneDelegate`:
  /// made with `init()` to launch an app folder opened with no layout, ``ApplicationLaunch``).
  public enum Kind: String, Equatable, Sendable {
    case view, recognizer, controller, listObject, segue, appDelegate, sceneDelegate
  }

  /// Its name as a layout writes it: the Swift name, qualified by the types it is nested in
  /// (`Card.CloseButton`).
  public var name: String
  /// The first type in its inheritance clause, as written (`UIButton`, `UIKit.UIView`).
  public var superclass: String?
  /// Every type in its inheritance clause after the first, as written: the protocols it
  /// adopts where it is declared (`UITableViewDataSource`).
  public var adopted: [String] = []
  public var file: String
  public var line: Int
  public var column: Int
  /// `private` or `fileprivate`: code TouchLab adds cannot name it.
  public var isFilePrivate: Bool
  /// Generic classes cannot be made from a layout: it has no way to give the parameters.
  public var isGeneric: Bool
  /// Set once the class is known to descend from a UIKit view or recognizer.
  public var kind: Kind?
  /// It marks its `init?(coder:)` `@available(*, unavailable)` (a class made only in code):
  /// an Interface Builder file cannot make it, as on iOS, where unarchiving one traps.
  public var isCoderUnavailable = false
  /// Its only designated initializer is `init?(coder:)` (a class made only by an Interface
  /// Builder file): Swift then gives it no `init(frame:)` (nor a controller `init()`), so only
  /// an Interface Builder file can make it, as on iOS.
  public var isCoderOnly = false
  /// It declares designated initializers and none is `init(frame:)` (`init(style:)`): Swift then
  /// gives it none, so a layout makes it only with a `make:` expression (``EntryPointSource``).
  /// Found when the source is parsed; not kept in ``PreparedMemo`` (a warm start compiles
  /// nothing).
  public var lacksFrameInitializer = false
}
