import Foundation

/// The root of a view hierarchy (UIKit's `UIWindow`).
///
/// Its frame is in screen coordinates. Hit testing asks windows front to back by
/// ``windowLevel``; touches that began in a window are delivered by its ``sendEvent(_:)``.
open class Window: View {
  /// UIKit's `UIWindow.Level` raw values.
  public enum Level {
    public static let normal: CGFloat = 0
    public static let statusBar: CGFloat = 1000
    public static let alert: CGFloat = 2000
  }

  public var windowLevel: CGFloat = Level.normal {
    didSet { noteDrawnChange() }
  }
  /// The controller whose view is this window's root view.
  public var rootViewController: ViewController? {
    didSet {
      guard let rootViewController else { return }
      rootViewController.view.frame = bounds
      addSubview(rootViewController.view)
    }
  }
  weak var application: Application?
  /// The scene `init(windowScene:)` was given, until the window joins its application.
  var pendingScene: WindowScene?
  /// Changes to this window's hierarchy so far (``View/noteHierarchyChange()``).
  @exclusivity(unchecked) var hierarchyChanges = 0

  /// A window's superview is the screen, so its next responder is the application (§6).
  open override var next: Responder? { application }

  /// Gives the event's changed touches to the gesture recognizers, then to their views (§3).
  open func sendEvent(_ event: Event) {
    deliverTouches(of: event)
  }
}
