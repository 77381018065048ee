import Foundation

/// `UIApplication.shared` and what code asks of it: the windows, the key window, the scenes.
extension Application {
  /// The application of this run (UIKit's `UIApplication.shared`): the current one
  /// (``Application/current``, made before any of a person's code runs). Outside a run (a bare
  /// unit test) a new, empty application.
  public static var shared: Application { current ?? Application() }

  /// The window made key last (`makeKey()`, `makeKeyAndVisible()`) while it is still one of the
  /// windows; else the first window: a layout's first window is key, as an app's main window is
  /// (a TouchLab choice: nothing is made key by launching here).
  public var keyWindow: Window? {
    if let chosen = chosenKeyWindow, windows.contains(where: { $0 === chosen }) { return chosen }
    return windows.first
  }

  /// The application's one scene, connected from the start.
  public var connectedScenes: Set<ApplicationScene> { [windowScene] }

  /// The scene every window of this application is in.
  public var windowScene: WindowScene {
    if let scene = sceneStorage { return scene }
    let scene = WindowScene(application: self)
    sceneStorage = scene
    return scene
  }

  /// `UIApplication.openSessions`' count and the like are not there; `applicationState` is
  /// always `.active`: a layout is running in the foreground.
  public var applicationState: State { .active }

  /// UIKit's `UIApplication.State`.
  public enum State: Int, Sendable {
    case active, inactive, background
  }
}

extension Window {
  /// `UIWindow(windowScene:)`: a window the size of the scene's screen, in that scene; it joins
  /// the scene's application when made visible (`makeKeyAndVisible()`), as on iOS.
  public convenience init(windowScene: WindowScene) {
    self.init(frame: windowScene.screen.bounds)
    pendingScene = windowScene
  }

  /// The scene this window is in: its application's, or the one it was made for.
  public var windowScene: WindowScene? {
    get { application?.windowScene ?? pendingScene }
    set { pendingScene = newValue }
  }

  /// The layout's screen (`UIWindow.screen`).
  public var screen: DeviceScreen { (application ?? pendingScene?.application)?.screen ?? .standard }

  /// Whether this is the application's key window.
  public var isKeyWindow: Bool { application?.keyWindow === self }

  /// Makes this the key window (joining its scene's application first, if it was made for one).
  public func makeKey() {
    joinSceneApplication()
    application?.chosenKeyWindow = self
  }

  /// Shows the window and makes it key (UIKit's `makeKeyAndVisible()`).
  public func makeKeyAndVisible() {
    isHidden = false
    makeKey()
  }

  /// A window made for a scene joins that scene's application; one made with a frame alone
  /// joins the current application when that one has no scenes (``Application/showsWindowsWithoutScene``).
  private func joinSceneApplication() {
    guard application == nil else { return }
    if let scene = pendingScene {
      scene.application?.addWindow(self)
    } else if let current = Application.current, current.showsWindowsWithoutScene {
      current.addWindow(self)
    }
  }
}

extension Application {
  /// UIKit's `sendAction(_:to:from:for:)` with a selector, as code calls it: the classic
  /// `UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil,
  /// from: nil, for: nil)` walks the responder chain from the first responder (§6).
  @discardableResult
  public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: Event?) -> Bool {
    sendAction(
      action.actionName, to: target.map { $0 as AnyObject }, from: sender.map { $0 as AnyObject }, for: event)
  }
}
