import Foundation
import Testing

@testable import TouchKit

/// An app folder opened with no layout is launched as UIKit launches an app, through the
/// person's own delegates, in Apple's documented order ("About the app launch sequence":
/// `application(_:willFinishLaunchingWithOptions:)`, `application(_:didFinishLaunchingWithOptions:)`,
/// then the scene's connection: `application(_:configurationForConnecting:options:)`,
/// `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground(_:)`, `sceneDidBecomeActive(_:)`;
/// an app without scenes gets `applicationDidBecomeActive(_:)`, `UIApplicationDelegate`).
@Suite("Launching an app through its delegates")
struct ApplicationLaunchTests {
  typealias AppClass = ApplicationLaunch.DelegateClass<any ApplicationDelegate>
  typealias SceneClass = ApplicationLaunch.DelegateClass<any ApplicationSceneDelegate>

  static func app(
    _ type: AnyObject.Type, line: Int = 1, _ make: @escaping @Sendable () -> any ApplicationDelegate
  ) -> AppClass {
    AppClass(
      name: String(describing: type), type: type, file: "AppDelegate.swift", line: line, column: 7, make: make
    )
  }

  static func scene(
    _ type: AnyObject.Type, line: Int = 3, _ make: @escaping @Sendable () -> any ApplicationSceneDelegate
  ) -> SceneClass {
    SceneClass(
      name: String(describing: type), type: type, file: "SceneDelegate.swift", line: line, column: 7,
      make: make)
  }

  @Test(
    "A scene-based app: the app delegate's two launch methods, the configuration, then the scene delegate's three, in Apple's order; the window it makes visible is the app's"
  )
  func sceneOrder() throws {
    let application = Application()
    let launch = ApplicationLaunch(application: application)
    let windows = try launch.run(
      appDelegates: [Self.app(TemplateAppDelegate.self) { TemplateAppDelegate() }],
      sceneDelegates: [Self.scene(HomeSceneDelegate.self) { HomeSceneDelegate() }],
      info: .init(hasSceneManifest: true, sceneDelegateClassName: "HomeSceneDelegate", file: "Info.plist")
    ).get()
    #expect(
      launch.calls == [
        .willFinishLaunching, .didFinishLaunching, .configurationForConnecting, .sceneWillConnect,
        .sceneWillEnterForeground, .sceneDidBecomeActive,
      ])
    #expect(windows.count == 1)
    // `UIWindow(windowScene:)` has the scene's screen's bounds.
    #expect(windows.first?.frame == application.screen.bounds)
    #expect(application.keyWindow === windows.first)
    #expect((launch.sceneDelegate as? HomeSceneDelegate)?.window === windows.first)
  }

  @Test(
    "An app without scenes: willFinish, didFinish, applicationDidBecomeActive; a UIWindow(frame:) it makes key and visible is the app's window (as before scenes)"
  )
  func delegateWindowOrder() throws {
    let application = Application()
    let launch = ApplicationLaunch(application: application)
    let windows = try launch.run(
      appDelegates: [Self.app(FrameWindowAppDelegate.self) { FrameWindowAppDelegate() }], sceneDelegates: [],
      info: .init(file: "Info.plist")
    ).get()
    #expect(launch.calls == [.willFinishLaunching, .didFinishLaunching, .applicationDidBecomeActive])
    #expect(windows.count == 1)
    #expect(windows.first?.rootViewController != nil)
    #expect(application.delegate === launch.appDelegate)
  }

  @Test(
    "The scene delegate class: the configuration's delegateClass first, then the Info.plist's UISceneDelegateClassName, then the only class adopting it"
  )
  func sceneDelegateChoice() throws {
    let two = [
      Self.scene(HomeSceneDelegate.self) { HomeSceneDelegate() },
      Self.scene(OtherSceneDelegate.self, line: 9) { OtherSceneDelegate() },
    ]
    let byConfiguration = ApplicationLaunch.sceneDelegateClass(
      configured: OtherSceneDelegate.self, classes: two,
      info: .init(sceneDelegateClassName: "HomeSceneDelegate"))
    #expect((try? byConfiguration.get())?.name == "OtherSceneDelegate")
    let byPlist = ApplicationLaunch.sceneDelegateClass(
      configured: nil, classes: two, info: .init(sceneDelegateClassName: "OtherSceneDelegate"))
    #expect((try? byPlist.get())?.name == "OtherSceneDelegate")
    let only = ApplicationLaunch.sceneDelegateClass(configured: nil, classes: [two[0]], info: .init())
    #expect((try? only.get())?.name == "HomeSceneDelegate")
  }

  @Test("Two scene delegates and nothing to choose: a message at the second class, naming the first")
  func twoSceneDelegates() {
    let launch = ApplicationLaunch(application: Application())
    let result = launch.run(
      appDelegates: [Self.app(TemplateAppDelegate.self) { TemplateAppDelegate() }],
      sceneDelegates: [
        Self.scene(HomeSceneDelegate.self) { HomeSceneDelegate() },
        Self.scene(OtherSceneDelegate.self, line: 9) { OtherSceneDelegate() },
      ],
      info: .init())
    guard case .failure(let fault) = result else {
      Issue.record("launched")
      return
    }
    #expect(fault.file == "SceneDelegate.swift" && fault.line == 9)
    #expect(fault.message.contains("HomeSceneDelegate (SceneDelegate.swift:3:7)"), "\(fault.message)")
  }

  @Test(
    "A plist naming a scene delegate the code lacks: a message at the Info.plist, listing the ones it has")
  func unknownSceneDelegate() {
    let launch = ApplicationLaunch(application: Application())
    let result = launch.run(
      appDelegates: [Self.app(TemplateAppDelegate.self) { TemplateAppDelegate() }],
      sceneDelegates: [Self.scene(HomeSceneDelegate.self) { HomeSceneDelegate() }],
      info: .init(hasSceneManifest: true, sceneDelegateClassName: "Missing", file: "App/Info.plist"))
    guard case .failure(let fault) = result else {
      Issue.record("launched")
      return
    }
    #expect(fault.file == "App/Info.plist")
    #expect(fault.message.contains("'Missing'") && fault.message.contains("HomeSceneDelegate"))
  }

  @Test(
    "No app delegate, no window, a window without a root view controller: each a fault, never a crash (iOS ends an app whose window has no root: UNSOURCED wording, NSInternalInconsistencyException)"
  )
  func faults() {
    let none = ApplicationLaunch(application: Application()).run(
      appDelegates: [], sceneDelegates: [], info: .init())
    guard case .failure(let noApp) = none else {
      Issue.record("launched with no app delegate")
      return
    }
    #expect(noApp == .noAppDelegate && noApp.file == nil)
    let windowless = ApplicationLaunch(application: Application()).run(
      appDelegates: [Self.app(TemplateAppDelegate.self, line: 4) { TemplateAppDelegate() }],
      sceneDelegates: [], info: .init(file: "Info.plist"))
    guard case .failure(let noWindow) = windowless else {
      Issue.record("launched with no window")
      return
    }
    #expect(noWindow.line == 4 && noWindow.message.contains("no window"), "\(noWindow.message)")
    let rootless = ApplicationLaunch(application: Application()).run(
      appDelegates: [Self.app(RootlessAppDelegate.self) { RootlessAppDelegate() }], sceneDelegates: [],
      info: .init(file: "Info.plist"))
    guard case .failure(let noRoot) = rootless else {
      Issue.record("launched a window with no root")
      return
    }
    #expect(noRoot.message.contains("no root view controller"), "\(noRoot.message)")
  }

  @Test(
    "A window made with a frame alone in a scene-based app is not shown: only a scene's windows are (UIWindow(windowScene:))"
  )
  func frameWindowInSceneApp() {
    let launch = ApplicationLaunch(application: Application())
    let result = launch.run(
      appDelegates: [Self.app(FrameWindowAppDelegate.self) { FrameWindowAppDelegate() }],
      sceneDelegates: [Self.scene(SilentSceneDelegate.self) { SilentSceneDelegate() }],
      info: .init(hasSceneManifest: true, file: "Info.plist"))
    guard case .failure(let fault) = result else {
      Issue.record("the frame-only window was shown")
      return
    }
    #expect(fault.file == "SceneDelegate.swift" && fault.message.contains("scene(_:willConnectTo:options:)"))
  }
}

extension ApplicationLaunchTests {
  @Test(
    "A main storyboard (Info.plist UIMainStoryboardFile): its initial controller is the root of the app delegate's window before willFinishLaunching, and that window is made key and visible after didFinishLaunching (Apple, UIApplicationDelegate.window)"
  )
  func mainStoryboard() throws {
    let application = Application()
    application.nibLoader = OneStoryboardLoader()
    let launch = ApplicationLaunch(application: application)
    let windows = try launch.run(
      appDelegates: [Self.app(StoryboardAppDelegate.self) { StoryboardAppDelegate() }], sceneDelegates: [],
      info: .init(mainStoryboard: "Main", file: "Info.plist")
    ).get()
    let delegate = try #require(launch.appDelegate as? StoryboardAppDelegate)
    #expect(delegate.rootAtWillFinish == "initial")
    #expect(windows.count == 1 && windows.first === delegate.window)
    #expect(windows.first?.rootViewController?.id == "initial")
    #expect(launch.calls == [.willFinishLaunching, .didFinishLaunching, .applicationDidBecomeActive])
  }

  @Test("A storyboard the Info.plist names that is not there: a message at the Info.plist naming it")
  func missingStoryboard() {
    let application = Application()
    application.nibLoader = OneStoryboardLoader()
    let result = ApplicationLaunch(application: application).run(
      appDelegates: [Self.app(StoryboardAppDelegate.self) { StoryboardAppDelegate() }], sceneDelegates: [],
      info: .init(mainStoryboard: "Missing", file: "App/Info.plist"))
    guard case .failure(let fault) = result else {
      Issue.record("launched")
      return
    }
    #expect(fault.file == "App/Info.plist" && fault.message.contains("'Missing'"))
  }
}

/// A bundle with one storyboard, `Main`, whose initial controller is a plain one with id `initial`.
struct OneStoryboardLoader: NibLoader {
  var bundlePath: String { "/app" }
  func hasNib(named name: String) -> Bool { false }
  func instantiate(nibNamed name: String, owner: AnyObject?) -> Result<[AnyObject], NibLoadingFault> {
    .failure(.missingNib(name: name, bundlePath: bundlePath))
  }
  func instantiateView(objectID: String, inFileAt path: String) -> Result<View, NibLoadingFault> {
    .failure(.missingNib(name: path, bundlePath: bundlePath))
  }
  func hasStoryboard(named name: String) -> Bool { name == "Main" }
  func instantiateViewController(storyboard: String, identifier: String?) -> Result<
    ViewController?, NibLoadingFault
  > {
    let controller = ViewController()
    controller.id = "initial"
    return .success(controller)
  }
  func instantiateViewController(objectID: String, inFileAt path: String) -> Result<
    ViewController, NibLoadingFault
  > {
    .failure(.missingStoryboard(name: path, bundlePath: bundlePath))
  }
}

/// An app delegate from before scenes with a main storyboard: it notes what its window holds when
/// `willFinishLaunching` is called.
final class StoryboardAppDelegate: Responder, ApplicationDelegate {
  var window: Window?
  var rootAtWillFinish: String?
  func application(
    _ application: Application,
    willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool {
    rootAtWillFinish = window?.rootViewController?.id
    return true
  }
}

/// Xcode's template app delegate: every method UIKit's default.
final class TemplateAppDelegate: Responder, ApplicationDelegate {}

/// An app delegate that builds its window in `didFinishLaunching`, as apps before scenes do.
final class FrameWindowAppDelegate: Responder, ApplicationDelegate {
  var window: Window?
  func application(
    _ application: Application,
    didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = Window(frame: application.screen.bounds)
    window?.rootViewController = ViewController()
    window?.makeKeyAndVisible()
    return true
  }
}

/// One that forgets the root view controller.
final class RootlessAppDelegate: Responder, ApplicationDelegate {
  var window: Window?
  func application(
    _ application: Application,
    didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = Window(frame: application.screen.bounds)
    window?.makeKeyAndVisible()
    return true
  }
}

/// Xcode's scene delegate edited for an app without a storyboard.
final class HomeSceneDelegate: Responder, WindowSceneDelegate {
  var window: Window?
  func scene(
    _ scene: ApplicationScene, willConnectTo session: SceneSession,
    options connectionOptions: ApplicationScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? WindowScene else { return }
    window = Window(windowScene: windowScene)
    window?.rootViewController = NavigationController(rootViewController: ViewController())
    window?.makeKeyAndVisible()
  }
}

final class OtherSceneDelegate: Responder, WindowSceneDelegate {}

/// A scene delegate that makes no window.
final class SilentSceneDelegate: Responder, WindowSceneDelegate {}
