import Foundation

/// UIKit's `UISceneSession`: a scene's saved identity and its configuration, what an app
/// delegate's `application(_:configurationForConnecting:options:)` is given (Xcode's template
/// answers `UISceneConfiguration(name: "Default Configuration", sessionRole:
/// connectingSceneSession.role)`).
public final class SceneSession: Hashable {
  /// UIKit's `UISceneSession.Role`.
  public struct Role: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An app's windows on the device's screen: the only role a TouchLab scene has.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }

  public let role: Role
  public let persistentIdentifier: String
  public var configuration: SceneConfiguration
  public var userInfo: [String: Any]?

  public init(role: Role = .windowApplication, persistentIdentifier: String = "touchlab-scene-1") {
    self.role = role
    self.persistentIdentifier = persistentIdentifier
    configuration = SceneConfiguration(name: "Default Configuration", sessionRole: role)
  }

  public static func == (lhs: SceneSession, rhs: SceneSession) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// UIKit's `UISceneConfiguration`: a scene's name, role, delegate class and storyboard.
public final class SceneConfiguration {
  public let name: String?
  public let role: SceneSession.Role
  public var delegateClass: AnyClass?
  public var sceneClass: AnyClass?

  public init(name: String?, sessionRole: SceneSession.Role) {
    self.name = name
    role = sessionRole
  }
}

extension ApplicationScene {
  /// UIKit's `UIScene.ConnectionOptions`: what a scene was opened with. A TouchLab scene is
  /// opened with nothing: no URL, no activity, no shortcut.
  public final class ConnectionOptions {
    public let urlContexts: Set<OpenURLContext> = []
    public let sourceApplication: String? = nil

    public init() {}
  }

  /// UIKit's `UIOpenURLContext`: a URL a scene was asked to open.
  public final class OpenURLContext: Hashable {
    public let url: URL

    public init(url: URL) { self.url = url }

    public static func == (lhs: OpenURLContext, rhs: OpenURLContext) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }
}

/// UIKit's `UISceneDelegate`: a scene's lifecycle hooks (Xcode's `SceneDelegate.swift`), each
/// with UIKit's default (nothing). Called when an app folder is launched (``ApplicationLaunch``);
/// a layout's scene is connected from the start and not through a delegate.
public protocol ApplicationSceneDelegate: AnyObject {
  func scene(
    _ scene: ApplicationScene, willConnectTo session: SceneSession,
    options connectionOptions: ApplicationScene.ConnectionOptions)
  func sceneDidDisconnect(_ scene: ApplicationScene)
  func sceneDidBecomeActive(_ scene: ApplicationScene)
  func sceneWillResignActive(_ scene: ApplicationScene)
  func sceneWillEnterForeground(_ scene: ApplicationScene)
  func sceneDidEnterBackground(_ scene: ApplicationScene)
  func scene(_ scene: ApplicationScene, openURLContexts urlContexts: Set<ApplicationScene.OpenURLContext>)
}

extension ApplicationSceneDelegate {
  public func scene(
    _ scene: ApplicationScene, willConnectTo session: SceneSession,
    options connectionOptions: ApplicationScene.ConnectionOptions
  ) {}
  public func sceneDidDisconnect(_ scene: ApplicationScene) {}
  public func sceneDidBecomeActive(_ scene: ApplicationScene) {}
  public func sceneWillResignActive(_ scene: ApplicationScene) {}
  public func sceneWillEnterForeground(_ scene: ApplicationScene) {}
  public func sceneDidEnterBackground(_ scene: ApplicationScene) {}
  public func scene(
    _ scene: ApplicationScene, openURLContexts urlContexts: Set<ApplicationScene.OpenURLContext>
  ) {}
}

/// UIKit's `UIWindowSceneDelegate`: a scene delegate that keeps the scene's window (its
/// `window` property, optional in UIKit: nil by default here, so a delegate need not declare it).
public protocol WindowSceneDelegate: ApplicationSceneDelegate {
  var window: Window? { get set }
}

extension WindowSceneDelegate {
  public var window: Window? {
    get { nil }
    set {}
  }
}
