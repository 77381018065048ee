// The handshake between TouchLab and a library of a person's code compiled at run time.
//
// TouchLab (module TouchCode) finds the view and recognizer classes in the person's files and
// compiles them with one more file of its own: an entry point, `touchlab_code_entry_v1`, that
// adds a factory for each class to the catalog TouchLab hands it. The factories are written
// out in Swift (`{ RoundButton(frame: $0) }`) rather than found by name at run time, so that
// the compiler checks each class can be made the way a layout makes it, and says so at the
// class's line if not. The type lives here, in the module the person's code imports, because
// the library sees only the modules it was compiled against.

/// The classes one library of a person's code declares, as the library's entry point lists
/// them: each view class with how to make one at a frame, each recognizer class with how to
/// make one.
public final class CodeCatalog: @unchecked Sendable {
  /// Makes a view of one class with the given frame (in its superview's coordinates).
  public typealias ViewFactory = @Sendable (CGRect) -> View
  /// Makes a recognizer of one class, not yet attached.
  public typealias RecognizerFactory = @Sendable () -> GestureRecognizer

  /// Makes a view or view controller of one class as nib loading does, with `init(coder:)`
  /// (``NibDecoder``); nil when the class's initializer returns nil.
  public typealias CoderFactory<Made> = @Sendable (NSCoder) -> Made?

  /// The view classes, by their Swift names, in the order the entry point added them, each
  /// also with how an Interface Builder file makes one.
  /// `make` is nil for a class whose only initializer is `init?(coder:)`.
  public private(set) var views: [(name: String, make: ViewFactory?, decode: CoderFactory<View>)] = []
  /// The recognizer classes, by their Swift names.
  public private(set) var recognizers: [(name: String, make: RecognizerFactory)] = []
  /// Makes a view controller of one class with `init()`; its view is loaded when first used.
  public typealias ControllerFactory = @Sendable () -> ViewController
  /// The view controller classes, by their Swift names.
  public private(set) var controllers:
    [(name: String, make: ControllerFactory?, decode: CoderFactory<ViewController>)] = []
  /// The table and collection data source and delegate classes, by their Swift names, each
  /// with its `init()`: a layout's `dataSource:`/`delegate:` makes one.
  public private(set) var listObjects: [(name: String, make: @Sendable () -> AnyObject)] = []
  /// The layout's `make:` expressions, each with how to make its view (docs/code.md).
  public private(set) var expressions: [(text: String, make: @Sendable () -> View)] = []
  /// Makes a storyboard segue of one class with `init(identifier:source:destination:)`.
  public typealias SegueFactory = @Sendable (String?, ViewController, ViewController) -> StoryboardSegue
  /// The `UIStoryboardSegue` subclasses, by their Swift names: a storyboard segue's
  /// `customClass` makes one when the segue is performed.
  public private(set) var segues: [(name: String, make: SegueFactory)] = []
  /// The classes adopting `UIApplicationDelegate` and `UISceneDelegate`, each with its `init()`
  /// and where it is declared: what launching an app folder makes (``ApplicationLaunch``).
  public private(set) var appDelegates: [ApplicationLaunch.DelegateClass<any ApplicationDelegate>] = []
  public private(set) var sceneDelegates: [ApplicationLaunch.DelegateClass<any ApplicationSceneDelegate>] = []
  /// The `@IBOutlet` properties of each class that declares some (not those it inherits).
  public private(set) var outlets: [(type: AnyClass, outlets: [Outlet])] = []

  public init() {}

  /// Adds a view class under `name`, its Swift name (qualified when nested: `Card.Close`).
  /// `decode` is the class's `init(coder:)`, for an Interface Builder file's view; `make` is
  /// nil when the class has no `init(frame:)` (its only initializer is `init?(coder:)`).
  public func addView<V: View>(
    named name: String, _ make: (@Sendable (CGRect) -> V)?, coder decode: @escaping @Sendable (NSCoder) -> V?
  ) {
    var factory: ViewFactory?
    if let make { factory = { make($0) } }
    views.append((name, factory, { decode($0) }))
  }

  /// Adds a recognizer class under `name`, its Swift name.
  public func addRecognizer<R: GestureRecognizer>(named name: String, _ make: @escaping @Sendable () -> R) {
    recognizers.append((name, { make() }))
  }

  /// Adds a view controller class under `name`, its Swift name: a layout's
  /// `controller: {type: name}` makes one and uses its view.
  /// `decode` is the class's `init(coder:)`, for a storyboard scene's controller.
  public func addController<C: ViewController>(
    named name: String, _ make: (@Sendable () -> C)?, coder decode: @escaping @Sendable (NSCoder) -> C?
  ) {
    var factory: ControllerFactory?
    if let make { factory = { make() } }
    controllers.append((name, factory, { decode($0) }))
  }

  /// Adds a class that adopts a table's or collection's data source or delegate protocol under
  /// `name`, its Swift name: a layout's `dataSource: name` makes one with `init()`.
  public func addListObject<O: AnyObject>(named name: String, _ make: @escaping @Sendable () -> O) {
    listObjects.append((name, { make() }))
  }

  /// Adds a `UIStoryboardSegue` subclass under `name`, its Swift name, with its
  /// `init(identifier:source:destination:)`.
  public func addSegue<S: StoryboardSegue>(
    named name: String, _ make: @escaping @Sendable (String?, ViewController, ViewController) -> S
  ) {
    segues.append((name, { make($0, $1, $2) }))
  }

  /// Adds the app delegate class `name` (`type`), declared at `file:line:column`.
  public func addAppDelegate(
    named name: String, type: AnyObject.Type, file: String, line: Int, column: Int,
    _ make: @escaping @Sendable () -> any ApplicationDelegate
  ) {
    appDelegates.append(.init(name: name, type: type, file: file, line: line, column: column, make: make))
  }

  /// Adds the scene delegate class `name` (`type`), declared at `file:line:column`.
  public func addSceneDelegate(
    named name: String, type: AnyObject.Type, file: String, line: Int, column: Int,
    _ make: @escaping @Sendable () -> any ApplicationSceneDelegate
  ) {
    sceneDelegates.append(.init(name: name, type: type, file: file, line: line, column: column, make: make))
  }

  /// Adds a `make:` expression of the layout's, as written, and the closure it was compiled into.
  public func addExpression(_ text: String, _ make: @escaping @Sendable () -> View) {
    expressions.append((text, make))
  }

  /// Adds the `@IBOutlet` properties `type` declares (its outlet table, in the person's file).
  public func addOutlets(_ list: [Outlet], for type: AnyClass) {
    outlets.append((type, list))
  }

  /// The C name of the entry point a library of a person's code exports. Its one argument is
  /// an unretained `CodeCatalog`; the version suffix changes if that contract does.
  public static let entryPointName = "touchlab_code_entry_v1"
}
