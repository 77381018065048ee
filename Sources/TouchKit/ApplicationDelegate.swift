import Foundation

/// UIKit's `UIApplicationDelegate`: an app's launch and lifecycle hooks. A person's app folder
/// always has one (Xcode's `AppDelegate.swift`, marked `@main` or, before Xcode 12,
/// `@UIApplicationMain`), so it must compile as written; TouchLab's process has its own entry
/// point, so the attribute is set aside in the compiled copy (TouchCode's `AppDelegateEntry`).
/// An app folder opened with no layout is launched through it (``ApplicationLaunch``). Every
/// method is optional in UIKit; here each has UIKit's default (launching succeeds, a scene gets
/// the default configuration, no `window`), so a person's method or property of the same
/// signature is the one a caller reaches.
public protocol ApplicationDelegate: AnyObject {
  /// UIKit's optional `window`: the app's window in an app without scenes, which a main
  /// storyboard's launch sets and `application(_:didFinishLaunchingWithOptions:)` may make.
  var window: Window? { get set }
  func application(
    _ application: Application,
    willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool
  func application(
    _ application: Application,
    didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool
  func applicationDidBecomeActive(_ application: Application)
  func applicationWillResignActive(_ application: Application)
  func applicationDidEnterBackground(_ application: Application)
  func applicationWillEnterForeground(_ application: Application)
  func applicationWillTerminate(_ application: Application)
  func applicationDidReceiveMemoryWarning(_ application: Application)
  func application(_ app: Application, open url: URL, options: [Application.OpenURLOptionsKey: Any]) -> Bool
  func application(
    _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
    options: ApplicationScene.ConnectionOptions
  ) -> SceneConfiguration
  func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>)
}

extension ApplicationDelegate {
  public var window: Window? {
    get { nil }
    set {}
  }
  public func application(
    _ application: Application,
    willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  public func application(
    _ application: Application,
    didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  public func applicationDidBecomeActive(_ application: Application) {}
  public func applicationWillResignActive(_ application: Application) {}
  public func applicationDidEnterBackground(_ application: Application) {}
  public func applicationWillEnterForeground(_ application: Application) {}
  public func applicationWillTerminate(_ application: Application) {}
  public func applicationDidReceiveMemoryWarning(_ application: Application) {}
  public func application(_ app: Application, open url: URL, options: [Application.OpenURLOptionsKey: Any])
    -> Bool
  {
    false
  }
  public func application(
    _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
    options: ApplicationScene.ConnectionOptions
  ) -> SceneConfiguration {
    connectingSceneSession.configuration
  }
  public func application(
    _ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>
  ) {}
}

extension Application {
  /// UIKit's `UIApplication.LaunchOptionsKey`: the keys of `launchOptions`.
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    public static let sourceApplication = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    public static let remoteNotification = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    public static let userActivityDictionary = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
  }

  /// UIKit's `UIApplication.OpenURLOptionsKey`: the keys of `application(_:open:options:)`.
  public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let sourceApplication = OpenURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
    public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
  }
}
