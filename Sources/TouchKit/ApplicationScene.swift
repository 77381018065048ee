import Foundation

/// A scene (UIKit's `UIScene`): what an application shows its windows in. TouchLab's application
/// has one, a ``WindowScene``, connected from the start and always in the foreground.
open class ApplicationScene: Hashable {
  /// UIKit's `UIScene.ActivationState`: a layout's scene is always `.foregroundActive`.
  public enum ActivationState: Int, Sendable {
    case unattached, foregroundActive, foregroundInactive, background
  }

  public var title: String?
  public var activationState: ActivationState { .foregroundActive }

  init() {}

  public static func == (lhs: ApplicationScene, rhs: ApplicationScene) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The scene of an application's windows (UIKit's `UIWindowScene`): its windows, the key one,
/// and the screen they are on. Code reaches it as `UIApplication.shared.connectedScenes.first
/// as? UIWindowScene` or `view.window?.windowScene`.
public final class WindowScene: ApplicationScene {
  public private(set) weak var application: Application?

  init(application: Application) {
    self.application = application
  }

  /// The application's windows, back to front as they were added (all of them are this scene's).
  public var windows: [Window] { application?.windows ?? [] }

  public var keyWindow: Window? { application?.keyWindow }

  /// The layout's screen.
  public var screen: DeviceScreen { application?.screen ?? .standard }

  /// The scene's coordinate space: the screen's, as one full-screen scene's is. What code reads
  /// is its `bounds` (`UIWindow(frame: windowScene.coordinateSpace.bounds)`, a scene delegate's
  /// way to size its window).
  public var coordinateSpace: DeviceScreen { screen }

  /// The orientation of the screen's device (`portrait` for a taller screen).
  public var interfaceOrientation: DeviceScreen.Orientation { screen.orientation }

  /// The traits of the screen's device (``TraitCollection``).
  public var traitCollection: TraitCollection {
    application?.traitCollection ?? TraitCollection(screen: screen)
  }
}
