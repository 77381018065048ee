import Foundation

/// UIKit's launch sequence, run on a person's own app delegate and scene delegate: how an app
/// folder opens with no layout, its screen built by its own code (Apple, "About the app launch
/// sequence"; `UIApplicationDelegate`; `UIWindowSceneDelegate`). In order:
///
/// 1. a main storyboard (the Info.plist's `UIMainStoryboardFile`, an app without scenes): its
///    initial controller the root of a new window of the screen's size, which becomes the app
///    delegate's `window` (Apple, `UIApplicationDelegate.window`: UIKit makes it for a storyboard
///    app; `application(_:willFinishLaunchingWithOptions:)`: called once the main storyboard is
///    loaded);
/// 2. `application(_:willFinishLaunchingWithOptions:)`, then `application(_:didFinishLaunchingWithOptions:)`;
/// 3. without scenes: the storyboard's window made key and visible, then
///    `applicationDidBecomeActive(_:)`;
/// 4. with scenes: `application(_:configurationForConnecting:options:)`; the scene delegate made
///    (the configuration's `delegateClass`, else the Info.plist's `UISceneDelegateClassName`,
///    else the one class adopting `UIWindowSceneDelegate`); a scene storyboard's initial
///    controller in a window for the scene, the delegate's `window`; `scene(_:willConnectTo:options:)`;
///    that window made key and visible; `sceneWillEnterForeground(_:)`; `sceneDidBecomeActive(_:)`.
///
/// The windows made key and visible are the app's. One that ends with no window, or with a
/// window that has no root view controller, is a fault (``ApplicationLaunchFault``), as iOS ends
/// it ("Application windows are expected to have a root view controller at the end of application
/// launch"). The engine reads no file: the Info.plist comes read (``InfoPlist``).
public final class ApplicationLaunch {
  /// A class of the person's that the launch may make, with its `init()`.
  public struct DelegateClass<Made>: Sendable {
    public let name: String
    public let type: AnyObject.Type
    /// Where the person declared it.
    public let file: String
    public let line: Int
    public let column: Int
    public let make: @Sendable () -> Made

    /// Its name and where it is declared, for a message.
    public var place: ApplicationLaunchFault.Place {
      .init(name: name, file: file, line: line, column: column)
    }

    public init(
      name: String, type: AnyObject.Type, file: String, line: Int, column: Int,
      make: @escaping @Sendable () -> Made
    ) {
      (self.name, self.type, self.file, self.line, self.column, self.make) = (
        name, type, file, line, column, make
      )
    }
  }

  /// What the app's Info.plist says about launching it.
  public struct InfoPlist: Equatable, Sendable {
    /// `UIMainStoryboardFile`: an app without scenes opens its initial controller.
    public var mainStoryboard: String?
    /// Whether it has a `UIApplicationSceneManifest`: the app is scene-based.
    public var hasSceneManifest = false
    /// The first window scene configuration's `UISceneDelegateClassName`, its
    /// `$(PRODUCT_MODULE_NAME).` prefix taken off.
    public var sceneDelegateClassName: String?
    /// The first window scene configuration's `UISceneStoryboardFile`.
    public var sceneStoryboard: String?
    /// The file it was read from, for messages; nil when the folder has none.
    public var file: String?

    public init(
      mainStoryboard: String? = nil, hasSceneManifest: Bool = false, sceneDelegateClassName: String? = nil,
      sceneStoryboard: String? = nil, file: String? = nil
    ) {
      self.mainStoryboard = mainStoryboard
      self.hasSceneManifest = hasSceneManifest
      self.sceneDelegateClassName = sceneDelegateClassName
      self.sceneStoryboard = sceneStoryboard
      self.file = file
    }
  }

  public let application: Application
  /// The delegate methods called, in order: what a test reads.
  public private(set) var calls: [UserMethod] = []
  /// The delegates made: the application holds its delegate only if it is a responder, and a
  /// scene holds its delegate in UIKit, so the launch's owner keeps them.
  public private(set) var appDelegate: (any ApplicationDelegate)?
  public private(set) var sceneDelegate: (any ApplicationSceneDelegate)?

  public init(application: Application) {
    self.application = application
  }

  /// Launches the app: `appDelegates` and `sceneDelegates` are the classes of the person's code
  /// adopting `UIApplicationDelegate` and `UISceneDelegate`. Returns the app's windows.
  public func run(
    appDelegates: [DelegateClass<any ApplicationDelegate>],
    sceneDelegates: [DelegateClass<any ApplicationSceneDelegate>], info: InfoPlist
  ) -> Result<[Window], ApplicationLaunchFault> {
    guard let appClass = appDelegates.first else { return .failure(.noAppDelegate) }
    if appDelegates.count > 1 {
      return .failure(.second(appDelegates[1], of: appClass, adopting: "UIApplicationDelegate"))
    }
    let delegate = UserCode.run(.initialize, ofClassNamed: appClass.name) { appClass.make() }
    appDelegate = delegate
    application.delegate = delegate as? Responder
    // An app is scene-based when its Info.plist has a scene manifest; a folder without an
    // Info.plist (one Xcode generates from build settings) is when its code has a scene delegate.
    let usesScenes = info.hasSceneManifest || (info.file == nil && !sceneDelegates.isEmpty)
    application.showsWindowsWithoutScene = !usesScenes
    var storyboardWindow: Window?
    if !usesScenes, let name = info.mainStoryboard {
      switch window(ofStoryboard: name, scene: nil, info: info) {
      case .success(let window):
        storyboardWindow = window
        delegate.window = window
      case .failure(let fault): return .failure(fault)
      }
    }
    call(.willFinishLaunching, of: delegate) {
      _ = $0.application(application, willFinishLaunchingWithOptions: nil)
    }
    call(.didFinishLaunching, of: delegate) {
      _ = $0.application(application, didFinishLaunchingWithOptions: nil)
    }
    var maker = appClass.place
    if usesScenes {
      switch connectScene(delegate, classes: sceneDelegates, info: info) {
      case .success(let place): maker = place
      case .failure(let fault): return .failure(fault)
      }
    } else {
      Self.show(storyboardWindow, unlessReplacedBy: delegate.window)
      call(.applicationDidBecomeActive, of: delegate) { $0.applicationDidBecomeActive(application) }
    }
    application.becomeCurrent()
    return windows(madeBy: maker, usesScenes: usesScenes)
  }

  /// The scene's connection: its delegate found and made, its storyboard's window, and the
  /// scene delegate's calls. Returns where the scene delegate's class is declared.
  private func connectScene(
    _ delegate: any ApplicationDelegate, classes: [DelegateClass<any ApplicationSceneDelegate>],
    info: InfoPlist
  ) -> Result<ApplicationLaunchFault.Place, ApplicationLaunchFault> {
    let session = SceneSession()
    let options = ApplicationScene.ConnectionOptions()
    var configuration = session.configuration
    call(.configurationForConnecting, of: delegate) {
      configuration = $0.application(application, configurationForConnecting: session, options: options)
    }
    let sceneClass: DelegateClass<any ApplicationSceneDelegate>
    switch Self.sceneDelegateClass(configured: configuration.delegateClass, classes: classes, info: info) {
    case .success(let found): sceneClass = found
    case .failure(let fault): return .failure(fault)
    }
    let made = UserCode.run(.initialize, ofClassNamed: sceneClass.name) { sceneClass.make() }
    sceneDelegate = made
    let scene = application.windowScene
    var storyboardWindow: Window?
    if let name = info.sceneStoryboard {
      switch window(ofStoryboard: name, scene: scene, info: info) {
      case .success(let window):
        storyboardWindow = window
        (made as? any WindowSceneDelegate)?.window = window
      case .failure(let fault): return .failure(fault)
      }
    }
    call(.sceneWillConnect, of: made) { $0.scene(scene, willConnectTo: session, options: options) }
    Self.show(storyboardWindow, unlessReplacedBy: (made as? any WindowSceneDelegate)?.window)
    call(.sceneWillEnterForeground, of: made) { $0.sceneWillEnterForeground(scene) }
    call(.sceneDidBecomeActive, of: made) { $0.sceneDidBecomeActive(scene) }
    return .success(sceneClass.place)
  }

  /// The scene delegate class: the configuration's, else the Info.plist's, else the only one.
  static func sceneDelegateClass(
    configured: AnyClass?, classes: [DelegateClass<any ApplicationSceneDelegate>], info: InfoPlist
  ) -> Result<DelegateClass<any ApplicationSceneDelegate>, ApplicationLaunchFault> {
    if let configured {
      guard let found = classes.first(where: { $0.type == configured }) else {
        return .failure(.unknownSceneDelegate(String(describing: configured), from: nil, classes: classes))
      }
      return .success(found)
    }
    if let name = info.sceneDelegateClassName {
      guard let found = classes.first(where: { $0.name == name }) else {
        return .failure(.unknownSceneDelegate(name, from: info.file, classes: classes))
      }
      return .success(found)
    }
    guard let only = classes.first else { return .failure(.noSceneDelegate(info: info.file)) }
    guard classes.count == 1 else {
      return .failure(.second(classes[1], of: only, adopting: "UIWindowSceneDelegate"))
    }
    return .success(only)
  }

  /// A new window (the scene's, else the screen's size) with the storyboard's initial
  /// controller as its root.
  private func window(ofStoryboard name: String, scene: WindowScene?, info: InfoPlist) -> Result<
    Window, ApplicationLaunchFault
  > {
    guard let loader = application.nibLoader, loader.hasStoryboard(named: name) else {
      return .failure(.missingStoryboard(name, info: info.file))
    }
    let loaded = loader.instantiateViewController(storyboard: name, identifier: nil)
    // Loading a storyboard builds its objects in an application of their own.
    application.becomeCurrent()
    switch loaded {
    case .success(let controller?):
      let window = scene.map { Window(windowScene: $0) } ?? Window(frame: application.screen.bounds)
      window.rootViewController = controller
      return .success(window)
    case .success(nil): return .failure(.noInitialController(name, info: info.file))
    case .failure(let fault): return .failure(.storyboard(name, fault.message, info: info.file))
    }
  }

  /// The app's windows once launched: each must have a root view controller. `maker`: the
  /// class whose method should have made them.
  private func windows(madeBy maker: ApplicationLaunchFault.Place, usesScenes: Bool) -> Result<
    [Window], ApplicationLaunchFault
  > {
    let windows = application.windows
    guard !windows.isEmpty else { return .failure(.noWindow(madeBy: maker, usesScenes: usesScenes)) }
    guard windows.allSatisfy({ $0.rootViewController != nil }) else {
      return .failure(.noRootViewController(madeBy: maker, usesScenes: usesScenes))
    }
    return .success(windows)
  }

  /// UIKit makes the storyboard's window key and visible once the delegate's launch method
  /// returns, unless the delegate put a window of its own in its place (which it then shows).
  private static func show(_ storyboardWindow: Window?, unlessReplacedBy current: Window?) {
    guard let storyboardWindow, current == nil || current === storyboardWindow else { return }
    storyboardWindow.makeKeyAndVisible()
  }

  /// Calls the person's `method` on `object`, announced (a crash names it) and recorded.
  private func call<Object>(_ method: UserMethod, of object: Object, _ body: (Object) -> Void) {
    calls.append(method)
    UserCode.run(method, of: object as AnyObject) { body(object) }
  }
}
