import Foundation

/// A container view controller that shows a stack of view controllers, one at a time, under a
/// navigation bar (UIKit's `UINavigationController`).
///
/// Its view (UIKit's `UILayoutContainerView`) holds the top view controller's view, full size
/// under the bar (UIKit's default `edgesForExtendedLayout`, `.all`: "the view extends under
/// the navigation bar"), with the safe area's top inset grown by the bar (View+SafeArea.swift),
/// and the ``navigationBar`` in front of it, so a tap on the bar never reaches the view below.
/// The view controllers on the stack are its children (Apple: "The navigation controller
/// manages its child view controllers' views"), so each one's ``ViewController/navigationController``
/// is this one and the responder chain runs from the top view controller's view to it, to
/// this controller's view and to this controller (§6: a controller's next responder is its
/// view's superview). Only the top view controller's view is in the window; the others' views
/// leave it, with their appearance callbacks, and come back when they are on top again.
/// TouchLab has no transitions: every change is complete when the call returns, and is traced
/// (`navigation`).
open class NavigationController: ViewController {
  /// The stack, bottom (the root view controller) to top.
  private var stack: [ViewController] = []
  /// The bar at the top, made with the controller.
  public let navigationBar = NavigationBar(frame: .zero)
  /// Whether the bar is hidden; the top view controller's safe area then is the screen's.
  open var isNavigationBarHidden = false {
    didSet { arrangeStack() }
  }
  /// The view that holds the top view controller's view (UIKit's `UINavigationTransitionView`).
  let transitionView = View(frame: .zero)

  /// A navigation controller whose stack is `rootViewController` alone.
  public init(rootViewController: ViewController) {
    super.init(nibName: nil, bundle: nil)
    configure()
    replaceStack(with: [rootViewController], traced: false)
  }

  public override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
    configure()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    navigationBar.navigationController = self
    transitionView.id = "UINavigationTransitionView"
    handledActions = [NavigationBar.backAction]
  }

  /// The view controllers on the stack, root first; setting it is
  /// ``setViewControllers(_:animated:)`` without animation.
  open var viewControllers: [ViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The view controller on top of the stack.
  open var topViewController: ViewController? { stack.last }

  /// Apple: "the view controller at the top of the navigation stack or a view controller that
  /// was presented modally on top of the navigation controller itself": the last of the chain
  /// of presented controllers from this one or from the top view controller, else the top one.
  open var visibleViewController: ViewController? {
    var visible = presentedViewController ?? topViewController?.presentedViewController
    while let next = visible?.presentedViewController { visible = next }
    return visible ?? topViewController
  }

  /// Makes its view: the transition view with the bar in front of it.
  open override func loadView() {
    let container = NavigationControllerView(frame: .zero)
    container.controller = self
    container.addSubview(transitionView)
    container.addSubview(navigationBar)
    view = container
    showTopView()
  }

  /// The back button's action: pops the top view controller.
  open override func perform(_ action: String, sender: AnyObject?) {
    guard action == NavigationBar.backAction else { return }
    popViewController(animated: true)
  }

  /// Pushes onto the stack: the navigation controller's `show(_:sender:)` (Apple: "In a
  /// navigation interface, this method pushes the view controller onto the navigation stack").
  open override func show(_ controller: ViewController, sender: Any?) {
    pushViewController(controller, animated: true)
  }

  // MARK: Pushing and popping (Apple's `UINavigationController` reference): each is complete
  // when it returns; `animated` is accepted and ignored, as TouchLab has no transitions. In the
  // class body, not an extension, so a person's subclass can override them.

  /// Pushes `controller` onto the stack: it becomes the top, its view replaces the old top's
  /// and the bar shows its item with a back button. A controller already on the stack stops
  /// the run, as UIKit raises (``NavigationControllerFault/pushedTwice(controllerClass:)``).
  open func pushViewController(_ controller: ViewController, animated: Bool) {
    guard !viewControllers.contains(where: { $0 === controller }) else {
      NavigationControllerFault.pushedTwice(controllerClass: String(describing: type(of: controller))).raise()
    }
    replaceStack(with: viewControllers + [controller])
  }

  /// Pops the top view controller and returns it; the root view controller is never popped
  /// (nil).
  @discardableResult
  open func popViewController(animated: Bool) -> ViewController? {
    guard viewControllers.count > 1, let top = topViewController else { return nil }
    replaceStack(with: Array(viewControllers.dropLast()))
    return top
  }

  /// Pops every view controller above the root and returns them, bottom to top.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [ViewController]? {
    guard let root = viewControllers.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Pops the view controllers above `controller` and returns them, bottom to top; nil when
  /// `controller` is not on the stack.
  @discardableResult
  open func popToViewController(_ controller: ViewController, animated: Bool) -> [ViewController]? {
    guard let index = viewControllers.firstIndex(where: { $0 === controller }) else { return nil }
    let popped = Array(viewControllers[(index + 1)...])
    replaceStack(with: Array(viewControllers[...index]))
    return popped
  }

  /// Replaces the whole stack; its last view controller becomes the top (traced as a push if
  /// it was not on the stack, else as a pop, as Apple describes the transition it chooses).
  open func setViewControllers(_ controllers: [ViewController], animated: Bool) {
    replaceStack(with: controllers)
  }

  /// Hides or shows the bar.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }

  /// Makes `stack` the new stack: view controllers no longer on it leave as children (their
  /// views leave the window), new ones become children, the bar shows their items, and the
  /// new top view controller's view is shown. A change of the top is traced, as a push when
  /// the new top was not on the stack, else as a pop.
  func replaceStack(with newStack: [ViewController], traced: Bool = true) {
    var seen = Set<ObjectIdentifier>()
    let unique = newStack.filter { seen.insert(ObjectIdentifier($0)).inserted }
    let old = stack
    let from = old.last
    for controller in old where !unique.contains(where: { $0 === controller }) {
      controller.willMove(toParent: nil)
      if controller.viewIfLoaded?.superview === transitionView {
        controller.viewIfLoaded?.removeFromSuperview()
      }
      controller.removeFromParent()
    }
    let added = unique.filter { controller in !old.contains { $0 === controller } }
    for controller in added { addChild(controller) }
    stack = unique
    navigationBar.items = unique.map(\.navigationItem)
    showTopView()
    for controller in added { controller.didMove(toParent: self) }
    // The container shows or hides its bottom bar for the new stack
    // (``ViewController/hidesBottomBarWhenPushed``).
    parent?.containedStackChanged()
    let to = unique.last
    guard traced, from !== to else { return }
    let operation: NavigationOperation = old.contains { $0 === to } ? .pop : .push
    (viewIfLoaded?.window?.application ?? Application.current)?.trace?.record(
      .navigation(controller: traceID, operation: operation, from: from?.traceID, to: to?.traceID))
  }

  /// Puts the top view controller's view in the transition view, alone, if this controller's
  /// view is loaded, and lays the stack out.
  private func showTopView() {
    guard showAlone(topViewController, in: transitionView) else { return }
    arrangeStack()
  }

  /// The transition view fills this controller's view, the top view controller's view fills it,
  /// and the bar sits under the status bar (the view's safe area's top), full width.
  func arrangeStack() {
    guard let container = viewIfLoaded else { return }
    transitionView.frame = container.bounds
    topViewController?.viewIfLoaded?.frame = transitionView.bounds
    navigationBar.isHidden = isNavigationBarHidden
    navigationBar.frame = NavigationBarLayout.frame(
      width: container.bounds.width, safeTop: container.safeAreaInsets.top)
  }
}

/// A navigation controller's view (UIKit's `UILayoutContainerView`): lays the stack out when
/// its size changes.
final class NavigationControllerView: View {
  weak var controller: NavigationController?

  override func layoutSubviews() {
    super.layoutSubviews()
    controller?.arrangeStack()
  }
}
