import Foundation

/// Child controllers and presentation: how one controller's view comes to show another's.
///
/// As in UIKit, `addChild(_:)` calls the child's `willMove(toParent:)` and the caller adds the
/// child's view and then calls `didMove(toParent:)`; `removeFromParent()` calls
/// `didMove(toParent: nil)` after the caller's `willMove(toParent: nil)` and view removal. The
/// responder chain is not changed by containment (§6): a child's view answers its controller,
/// which answers the view's superview.
extension ViewController {
  /// Puts `child`'s view in `container`, alone, loading it: how a container controller shows
  /// one child in its transition view (a navigation controller its top, a tab bar controller
  /// its selected tab). False, doing nothing, while this controller's view is not loaded.
  func showAlone(_ child: ViewController?, in container: View) -> Bool {
    guard isViewLoaded else { return false }
    for view in container.subviews where view !== child?.viewIfLoaded { view.removeFromSuperview() }
    if let child, child.view.superview !== container { container.addSubview(child.view) }
    return true
  }

  /// Makes `child` a child of this controller, removing it from its old parent first.
  public func addChild(_ child: ViewController) {
    guard child !== self, child.parent !== self else { return }
    child.removeFromParent()
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }

  /// Removes this controller from its parent's children.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// Shows `controller`'s view over this one's window, full screen, and links the two: the
  /// presented controller's next responder is this one (§6). TouchLab has no transitions: the
  /// view is there at once and `completion` runs before this returns. A controller that
  /// already presents one, or is not in a window, presents nothing (UIKit logs a warning).
  public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
    guard presentedViewController == nil, controller.presentingViewController == nil,
      let window = viewIfLoaded?.window
    else { return }
    // UIKit puts a presented view in a transition view, not straight in the window: that is
    // why its controller answers its presenter and not the window (§6).
    let container = View(frame: window.bounds)
    container.id = Self.presentationContainerID
    window.addSubview(container)
    presentedViewController = controller
    controller.presentingViewController = self
    controller.view.frame = container.bounds
    container.addSubview(controller.view)
    completion?()
  }

  /// Dismisses the controller this one presented (or, called on the presented one, itself):
  /// its view leaves the window and the link is cut.
  public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    let presenter = presentedViewController == nil ? presentingViewController : self
    guard let presenter, let presented = presenter.presentedViewController else { return }
    let container = presented.viewIfLoaded?.superview
    presented.viewIfLoaded?.removeFromSuperview()
    if let container, container.id == Self.presentationContainerID { container.removeFromSuperview() }
    presenter.presentedViewController = nil
    presented.presentingViewController = nil
    completion?()
  }

  /// The id of the view a presented controller's view is put in: UIKit's class for it.
  public static let presentationContainerID = "UITransitionView"
}
