import Foundation

/// Owns a root view and sits in the responder chain right after it (UIKit's
/// `UIViewController`).
///
/// The view is loaded on first use, as in UIKit: reading ``view`` calls ``loadView()`` (which
/// a subclass overrides to build its views in code) and then ``viewDidLoad()``, once. A layout's
/// `controller:` entry gives the view instead (``init(id:view:)``). Appearance, layout and
/// child-controller callbacks are in ViewController+Lifecycle.swift and
/// ViewController+Children.swift.
open class ViewController: Responder {
  /// The loaded root view; nil until ``view`` is first read (or set).
  var loadedView: View?
  /// True while ``loadView()`` runs, so a `view` read inside it gets the default view rather
  /// than starting a second load (UIKit would recurse until the stack overflows).
  var isLoadingView = false
  /// Whether ``viewWillAppear(_:)`` has been called more recently than ``viewDidDisappear(_:)``.
  var isAppeared = false
  /// True from ``adoptNibView(_:)`` to ``viewDidLoadFromNib()``: a view from an Interface
  /// Builder file goes into its window before it is connected, and `viewWillAppear` must not
  /// come before `viewDidLoad`.
  var awaitsNibLoad = false
  /// The view a storyboard scene holds, made and connected with the controller but not loaded
  /// yet: the first read of ``view`` loads it (``deferNibViewLoad()``).
  var pendingNibView: View?
  /// Makes the scene's view from the storyboard when ``view`` is first read
  /// (``loadNibViewWhenAsked(_:)``); nil once done, or for a controller whose view is made.
  var nibViewMaker: (() -> Void)?
  /// What loading the scene's view does before `viewDidLoad` (``whenNibViewLoads(_:)``): the
  /// controller's outlets connected, its embed segues performed.
  var nibViewLoadSteps: [() -> Void] = []
  /// `registerForTraitChanges` registrations (TraitChanges.swift).
  var traitChangeRegistrations: [TraitChangeRegistration] = []
  /// The child controllers, in the order they were added.
  public internal(set) var children: [ViewController] = []
  /// The controller this one is a child of.
  public internal(set) weak var parent: ViewController?
  /// The controller this one presented, if any (``present(_:animated:completion:)``).
  public internal(set) var presentedViewController: ViewController?
  /// The controller that presented this one, if it was presented.
  public weak var presentingViewController: ViewController?
  /// A name for the controller's screen: a navigation bar shows it while this controller is on
  /// top, a tab bar under its tab (Apple: setting it "updates the title text of those objects",
  /// the navigation item and the tab bar item).
  open var title: String? {
    didSet {
      madeNavigationItem?.title = title
      madeTabBarItem?.title = title
    }
  }
  /// The navigation item, made on first read of ``navigationItem`` (ViewController+Navigation.swift).
  var madeNavigationItem: NavigationItem?
  /// The tab bar item, made on first read of ``tabBarItem`` (ViewController+TabBar.swift).
  var madeTabBarItem: TabBarItem?
  /// Whether the tab bar hides while this controller is on its navigation controller's stack.
  /// Apple: "A Boolean value indicating whether the toolbar at the bottom of the screen is
  /// hidden when the view controller is pushed on to a navigation controller."
  open var hidesBottomBarWhenPushed = false {
    didSet { navigationController?.parent?.containedStackChanged() }
  }
  /// UIKit's nib name and bundle: the nib the default ``loadView()`` loads, its File's Owner
  /// this controller (the bundle is the folder of the person's files, whatever it says).
  public let nibName: String?
  public let nibBundle: Bundle?
  /// The storyboard file a scene made this controller from, by name, and the loader that opens
  /// it: what ``storyboard`` (Nib/Storyboard.swift) answers with.
  var storyboardOrigin: (name: String, loader: any NibLoader)?
  /// The segues the storyboard stores for this controller's scene, which
  /// ``performSegue(withIdentifier:sender:)`` finds by identifier (ViewController+Segues.swift).
  public internal(set) var storyboardSegueTemplates: [StoryboardSegueTemplate] = []

  /// UIKit's designated initializer; the view is loaded later, on first use.
  public init(nibName: String?, bundle: Bundle?) {
    self.nibName = nibName
    self.nibBundle = bundle
    super.init(id: "")
  }

  /// UIKit's `init()`, which is `init(nibName: nil, bundle: nil)`: a convenience initializer, so
  /// a subclass that declares none (or overrides `init(nibName:bundle:)`) still has it, and
  /// TouchLab makes a layout's `controller: {type: …}` with it.
  public convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// The initializer storyboards use; TouchLab makes the controller as `init(nibName: nil,
  /// bundle: nil)` would. Required, as in UIKit, so a subclass that adds a designated
  /// initializer writes it (usually `fatalError`).
  public required init?(coder: NSCoder) {
    self.nibName = nil
    self.nibBundle = nil
    super.init(id: "")
  }

  /// A controller whose root view is given, already loaded (a layout's `controller:` entry).
  /// `viewDidLoad()` is not called: nothing was loaded. A convenience initializer, so the
  /// designated ones are UIKit's two and a subclass that overrides both inherits `init()`.
  public convenience init(id: String = "", view: View) {
    self.init(nibName: nil, bundle: nil)
    self.id = id
    adopt(view)
  }

  /// The root view, loaded on first read by ``loadView()`` then ``viewDidLoad()``. Setting it
  /// makes this controller the view's next responder (§6). Implicitly unwrapped, as UIKit
  /// declares it, so code that writes `view?.addSubview(…)` or `view = nil` compiles; reading
  /// it never gives nil (it loads).
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  public var view: View! {
    get { loadViewIfNeeded() }
    set { adopt(newValue) }
  }

  /// Whether the view has been loaded (reading it does not load it).
  public var isViewLoaded: Bool { loadedView != nil }

  /// The view if loaded, else nil, without loading it.
  public var viewIfLoaded: View? { loadedView }

  /// Makes the root view. The default loads the controller's nib, if it has one
  /// (``loadViewFromNib()``); else it is a plain view with a zero frame (the window gives it
  /// its size when the controller becomes its root, ``Window/rootViewController``);
  /// subclasses assign `view` here, or call `super` and add subviews.
  open func loadView() {
    if loadViewFromNib() { return }
    adopt(View(frame: .zero))
  }

  /// Called once, after ``loadView()``: where code sets up the views it built.
  open func viewDidLoad() {}

  /// Called when a trait of the controller's changed, never for the first traits (iOS 13 on;
  /// TraitChanges.swift says when they change here).
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// Called when the root view is about to go into a window, and just after it did (both
  /// when it is added: TouchLab has no transitions). `animated` is always false.
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  /// Called when the root view is about to leave its window, and just after it did.
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}

  /// Called around the root view's `layoutSubviews()` in each layout pass that lays it out.
  // What UIKit asks a controller for rotation and the status bar, which a layout's screen has
  // neither of: open, with UIKit's defaults, so the overrides real controllers write compile;
  // kept, never asked (docs/uikit-api.md, "Overriding").
  /// UIKit's default for the iPhone idiom (the iPad's is `.all`).
  open var supportedInterfaceOrientations: InterfaceOrientationMask { .allButUpsideDown }
  open var shouldAutorotate: Bool { true }
  open var prefersStatusBarHidden: Bool { false }
  open var preferredStatusBarStyle: StatusBarStyle { .default }
  open var prefersHomeIndicatorAutoHidden: Bool { false }
  public func setNeedsStatusBarAppearanceUpdate() {}

  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}

  /// Called by ``addChild(_:)`` (with the new parent) and by the code that removes a child
  /// (with nil), before the move; ``didMove(toParent:)`` after it, as in UIKit.
  open func willMove(toParent parent: ViewController?) {}
  /// A child navigation controller's stack changed: a container that shows a bar the stack's
  /// controllers may hide (``hidesBottomBarWhenPushed``) lays it out again.
  func containedStackChanged() {}
  open func didMove(toParent parent: ViewController?) {}

  /// UIKit's `performSegue(withIdentifier:sender:)`: performs the segue of that identifier from
  /// this controller's scene, without asking ``shouldPerformSegue(withIdentifier:sender:)``
  /// (Apple: it is asked only for segues a control triggers). No segue of that identifier
  /// stops the run with UIKit's message.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    performStoryboardSegue(withIdentifier: identifier, sender: sender)
  }

  /// Asked before a segue a control triggers is performed; false cancels it. Default: true.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

  /// Called on the source controller with the new segue before it is performed: where an app
  /// hands the destination controller its data. Default: nothing.
  open func prepare(for segue: StoryboardSegue, sender: Any?) {}

  /// Whether this controller is the destination of an unwind segue whose action is `action`
  /// (UnwindSegue.swift). Apple's default: true when this controller implements the action
  /// method and is not the source (`fromViewController`).
  open func canPerformUnwindSegueAction(
    _ action: Selector, from fromViewController: ViewController, sender: Any?
  )
    -> Bool
  {
    fromViewController !== self && implementsAction(action.actionName)
  }

  /// UIKit's `show(_:sender:)`: Apple: "In a navigation interface, this method pushes the view
  /// controller onto the navigation stack" (the nearest navigation controller holding this one
  /// shows it, NavigationController.swift); else it presents modally.
  open func show(_ controller: ViewController, sender: Any?) {
    if let navigationController {
      navigationController.show(controller, sender: sender)
    } else {
      present(controller, animated: true)
    }
  }

  /// UIKit's rules (§6): a window's root view controller answers the window; a presented
  /// controller answers its presenter; otherwise the root view's superview. An unloaded view
  /// has no superview: the chain ends (nothing reaches an unloaded controller anyway).
  open override var next: Responder? {
    guard let view = loadedView else { return presentingViewController }
    if let window = view.superview as? Window { return window }
    if let presentingViewController { return presentingViewController }
    return view.superview
  }
}
