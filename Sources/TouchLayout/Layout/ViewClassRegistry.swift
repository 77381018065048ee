import Foundation
import TouchKit

/// The view classes a layout's `class:` key can name, each with the factory that makes one.
///
/// Layouts name classes as strings; this table is the one place that turns a name into a
/// TouchKit object, so later work (controls, scroll views, custom Swift subclasses) adds a
/// class with one `register` call instead of touching the loader:
///
/// ```swift
/// var registry = ViewClassRegistry.standard
/// registry.register(RoundButton.init(frame:))   // named by its type: `class: RoundButton`
/// let layout = try LayoutLoader.load(contentsOf: path, registry: registry)
/// ```
///
/// The command line loads layouts with the standard classes plus the classes of the person's
/// code (`--code`, a layout's `code:`), compiled and loaded at run time (module TouchCode).
public struct ViewClassRegistry: Sendable {
  /// Makes a view of one class with the given frame (in its superview's coordinates).
  public typealias Factory = @Sendable (CGRect) -> View

  /// The class a view gets when its layout entry has no `class:` key.
  public static let defaultClassName = "View"

  /// The built-in classes a layout's `class:` makes, from the built-in class table
  /// (``BuiltInClass/all``): `View`, `Label`, `ImageView`, the controls (`Control`, a plain
  /// `UIControl` subclass, which UIKit does not protect from a parent's tap recognizer, §8 #7;
  /// `Button`, `Switch`, …) and `ScrollView`.
  public static let standard: ViewClassRegistry = {
    var registry = ViewClassRegistry()
    for builtIn in BuiltInClass.all {
      guard let make = builtIn.make else { continue }
      registry.register(builtIn.name, factory: make)
    }
    registry.isStandard = true
    return registry
  }()

  /// Whether this is ``standard`` as it is: only TouchKit's classes, none of a person's code,
  /// whose initializers may print or keep state and so must run one at a time, in file order.
  private(set) var isStandard = false

  /// What loads the nibs and storyboards the person's code names (``NibLoader``): handed to
  /// the application of every layout built with this registry (``Application/nibLoader``).
  public var nibLoader: (any NibLoader)?

  /// Whether layouts built with this registry only carry a nib's objects a person's code asked
  /// for (``Application/instantiatesNib``): their window is scaffolding.
  public var instantiatesNib = false

  /// Whether the objects of an Interface Builder file wait for `awakeFromNib` until the caller
  /// sends it (``Layout/awaitingAwakeFromNib``): a xib's File's Owner, which the file does not
  /// make, gets its outlets first, as nib loading connects every outlet before it wakes anyone.
  public var defersAwakeFromNib = false

  /// Whether a storyboard scene's controller keeps its view unloaded until it is asked for
  /// (``ViewController/deferNibViewLoad()``): a controller made for code or a segue, not the
  /// scene opened, whose view is shown at once.
  public var defersViewLoading = false

  /// Whether a storyboard scene's controller is made without its views, which are made when
  /// its `view` is first read (``ViewController/loadNibViewWhenAsked(_:)``): a controller made
  /// for code or a segue. A scene whose controller a navigation or tab bar controller wraps is
  /// made whole.
  public var defersSceneViews = false

  /// The controller a storyboard scene's views are made for, made earlier without them
  /// (``defersSceneViews``): the scene's entry takes it instead of making one, and only its
  /// outlets and the segues its views trigger are set.
  public var sceneController: SceneController?

  /// A controller a registry carries to the layout built with it (``sceneController``).
  /// `@unchecked Sendable`: the engine runs on one thread, and a registry holding one is used
  /// there, for the one build that loads that controller's view.
  public final class SceneController: @unchecked Sendable {
    public let controller: ViewController
    public init(_ controller: ViewController) { self.controller = controller }
  }

  /// The person's classes adopting `UIApplicationDelegate` and `UISceneDelegate`: what an app
  /// folder opened with no layout is launched through (``ApplicationLaunch``).
  public var appDelegates: [ApplicationLaunch.DelegateClass<any ApplicationDelegate>] = []
  public var sceneDelegates: [ApplicationLaunch.DelegateClass<any ApplicationSceneDelegate>] = []

  /// Makes a recognizer of one class (a person's `UIGestureRecognizer` subclass).
  public typealias RecognizerFactory = @Sendable () -> GestureRecognizer

  /// Makes a view controller of one class (a person's `UIViewController` subclass).
  public typealias ControllerFactory = @Sendable () -> ViewController

  /// Makes a view or controller of one class with `init(coder:)` (``NibDecoder``), as an
  /// Interface Builder file's objects are made; nil when the initializer returns nil.
  public typealias CoderFactory<Made> = @Sendable (NSCoder) -> Made?

  private var factories: [String: Factory] = [:]
  private var viewCoderFactories: [String: CoderFactory<View>] = [:]
  private var controllerCoderFactories: [String: CoderFactory<ViewController>] = [:]
  private var outletTables: [ObjectIdentifier: [String: Outlet]] = [:]
  private var recognizerFactories: [String: RecognizerFactory] = [:]
  private var controllerFactories: [String: ControllerFactory] = [:]
  private var listObjectFactories: [String: ListObjectFactory] = [:]
  private var expressionFactories: [String: ExpressionFactory] = [:]
  private var segueFactories: [String: SegueFactory] = [:]

  /// Makes the view a layout's `make:` expression makes (compiled with the person's code).
  public typealias ExpressionFactory = @Sendable () -> View

  /// An empty registry; most callers start from ``standard`` instead.
  public init() {}

  /// Adds (or replaces) the class called `name`.
  public mutating func register(_ name: String, factory: @escaping Factory) {
    isStandard = false
    factories[name] = factory
  }

  /// Adds (or replaces) a class under its own Swift name, in one line:
  /// `registry.register(RoundButton.init(frame:))` makes `class: RoundButton` work in layouts.
  ///
  /// The name is `String(describing: V.self)`, the type's name without its module, so the
  /// layout and the Swift source cannot drift apart. `V` is the type `make` returns: a closure
  /// that returns a superclass (`{ frame -> View in … }`) registers under the superclass's name.
  public mutating func register<V: View>(_ make: @escaping @Sendable (CGRect) -> V) {
    register(String(describing: V.self)) { make($0) }
  }

  /// The registered class names, sorted: what an "unknown class" message lists.
  public var classNames: [String] { factories.keys.sorted() }

  /// A new view of the class called `name`, or nil if no such class is registered.
  public func makeView(className name: String, frame: CGRect) -> View? {
    factories[name].map { $0(frame) }
  }

  /// Adds (or replaces) what the `make:` expression `text` makes (``LayoutCode/Expression``).
  public mutating func registerExpression(_ text: String, factory: @escaping ExpressionFactory) {
    isStandard = false
    expressionFactories[text] = factory
  }

  /// The view the `make:` expression `text` makes, or nil when it was not compiled.
  public func makeView(expression text: String) -> View? {
    expressionFactories[text].map { $0() }
  }

  /// Adds (or replaces) the recognizer class called `name`, which a layout's recognizer names
  /// with `type:` beside the built-in types (`tap`, `pan`, …).
  public mutating func registerRecognizer(_ name: String, factory: @escaping RecognizerFactory) {
    isStandard = false
    recognizerFactories[name] = factory
  }

  /// The registered recognizer classes' names, sorted.
  public var recognizerClassNames: [String] { recognizerFactories.keys.sorted() }

  /// How to make a recognizer of the class called `name`, or nil if none is registered.
  public func recognizerFactory(named name: String) -> RecognizerFactory? {
    recognizerFactories[name]
  }

  /// Adds (or replaces) the view controller class called `name`, which a view's
  /// `controller: {type: name}` makes (with `init()`) and takes the view of.
  public mutating func registerController(_ name: String, factory: @escaping ControllerFactory) {
    isStandard = false
    controllerFactories[name] = factory
  }

  /// The registered view controller classes' names, sorted.
  public var controllerClassNames: [String] { controllerFactories.keys.sorted() }

  /// A new controller of the class called `name`, or nil if none is registered.
  public func makeController(className name: String) -> ViewController? {
    controllerFactories[name].map { $0() }
  }

  /// Makes a table's or collection's data source or delegate of one class (a person's).
  public typealias ListObjectFactory = @Sendable () -> AnyObject

  /// Adds (or replaces) the class called `name` that adopts a list's data source or delegate
  /// protocol: a table's or collection's `dataSource: name` (or `delegate:`) makes one with
  /// `init()`.
  public mutating func registerListObject(_ name: String, factory: @escaping ListObjectFactory) {
    isStandard = false
    listObjectFactories[name] = factory
  }

  /// The registered data source and delegate classes' names, sorted.
  public var listObjectClassNames: [String] { listObjectFactories.keys.sorted() }

  /// A new object of the data source or delegate class called `name`, or nil if none is
  /// registered.
  public func makeListObject(className name: String) -> AnyObject? {
    listObjectFactories[name].map { $0() }
  }

  /// Makes a storyboard segue of one class (a person's `UIStoryboardSegue` subclass) with
  /// `init(identifier:source:destination:)`.
  public typealias SegueFactory = @Sendable (String?, ViewController, ViewController) -> StoryboardSegue

  /// Adds (or replaces) the segue class called `name`, which a storyboard segue's
  /// `customClass` (a layout segue's `class:`) names.
  public mutating func registerSegue(_ name: String, factory: @escaping SegueFactory) {
    isStandard = false
    segueFactories[name] = factory
  }

  /// How to make a segue of the class called `name`, or nil if none is registered.
  public func segueFactory(named name: String) -> SegueFactory? { segueFactories[name] }

  /// Adds how an Interface Builder file makes the view class `name` (a person's class:
  /// `init(coder:)`); the layout's `class:` still makes it with ``makeView(className:frame:)``.
  public mutating func registerCoder(view name: String, factory: @escaping CoderFactory<View>) {
    isStandard = false
    viewCoderFactories[name] = factory
  }

  /// Adds how a storyboard makes the view controller class `name`: `init(coder:)`.
  public mutating func registerCoder(controller name: String, factory: @escaping CoderFactory<ViewController>)
  {
    isStandard = false
    controllerCoderFactories[name] = factory
  }

  /// The classes an Interface Builder file's `customClass` can name: the person's view and
  /// controller classes, which have a coder factory, and their segue classes.
  public var archivableClassNames: Set<String> {
    Set(viewCoderFactories.keys).union(controllerCoderFactories.keys).union(segueFactories.keys)
  }

  /// How to make a view of class `name` from an Interface Builder file, if it is one of the
  /// person's (nil for TouchKit's classes, made with `init(frame:)`).
  public func viewCoderFactory(named name: String) -> CoderFactory<View>? { viewCoderFactories[name] }

  /// How to make a view controller of class `name` from a storyboard, if it is the person's.
  public func controllerCoderFactory(named name: String) -> CoderFactory<ViewController>? {
    controllerCoderFactories[name]
  }

  /// Adds the `@IBOutlet`s `type` declares (not those it inherits).
  public mutating func registerOutlets(_ outlets: [Outlet], for type: AnyClass) {
    isStandard = false
    var table = outletTables[ObjectIdentifier(type), default: [:]]
    for outlet in outlets { table[outlet.property] = outlet }
    outletTables[ObjectIdentifier(type)] = table
  }

  /// The outlet `property` of `object`: declared by its class or the nearest superclass that
  /// declares it, as key-value coding finds a property.
  public func outlet(_ property: String, of object: AnyObject) -> Outlet? {
    var type: AnyClass? = Swift.type(of: object)
    while let current = type {
      if let outlet = outletTables[ObjectIdentifier(current)]?[property] { return outlet }
      type = _getSuperclass(current)
    }
    return nil
  }
}
