import Foundation

/// The last steps of loading a nib or a storyboard scene, in the order the Resource
/// Programming Guide ("The Nib Object Life Cycle") and `awakeFromNib`'s documentation give:
/// every object unarchived (`init(coder:)`), then every connection made (outlets, actions),
/// then `awakeFromNib` sent to each unarchived object, then, for a view controller whose
/// view this was, `viewDidLoad`.
extension Responder {
  /// Sends `awakeFromNib` to this object, announced as the person's code it may be.
  public func awakeFromNibLoaded() {
    UserCode.run(.awakeFromNib, of: self) { awakeFromNib() }
  }
}

extension ViewController {
  /// Makes `view`, unarchived from the controller's scene, its root view, as loading the
  /// scene's view does; `viewDidLoad` waits for ``viewDidLoadFromNib()``, after the
  /// connections and `awakeFromNib`.
  public func adoptNibView(_ view: View) {
    awaitsNibLoad = true
    adopt(view)
  }

  /// Keeps `step` for the load of the scene's view: a storyboard compiles a scene into the
  /// controller's nib and its view's nib, which UIKit loads when the view is first asked for,
  /// so the controller's outlets to its views are nil until then (in `awakeFromNib`, and in a
  /// source's `prepare(for:sender:)` when the controller is a segue's destination) and its
  /// embed segues are performed then.
  public func whenNibViewLoads(_ step: @escaping () -> Void) {
    nibViewLoadSteps.append(step)
  }

  /// Records the storyboard a scene made this controller from (``storyboard``): its name, and
  /// the loader that has it.
  public func noteStoryboard(named name: String, loader: any NibLoader) {
    storyboardOrigin = (name, loader)
  }

  /// The view of a storyboard scene that stores none (a `<pageViewController>`: UIKit's
  /// container makes its own), made by the controller's ``loadView()`` and then treated as a
  /// scene's view: `viewDidLoad` waits for the nib load (``viewDidLoadFromNib()``), after the
  /// controller's `awakeFromNib`, as on iOS, where the view loads when first asked for.
  public func loadOwnViewForNib() -> View {
    if let loadedView { return loadedView }
    isLoadingView = true
    UserCode.run(.loadView, of: self) { loadView() }
    isLoadingView = false
    let view = loadedView ?? View(frame: .zero)
    adoptNibView(view)
    return view
  }

  /// `viewDidLoad`, once the view from the nib is loaded and connected (the steps
  /// ``whenNibViewLoads(_:)`` kept, first); then, if the view is in a window by now,
  /// `viewWillAppear` and `viewDidAppear`, in UIKit's order.
  public func viewDidLoadFromNib() {
    awaitsNibLoad = false
    let steps = nibViewLoadSteps
    nibViewLoadSteps = []
    for step in steps { step() }
    UserCode.run(.viewDidLoad, of: self) { viewDidLoad() }
    if let loadedView, Self.isShown(loadedView) { setAppeared(true) }
  }
}

extension ViewController {
  /// Keeps the view from the scene, made and connected, out of the controller until ``view`` is
  /// first read, which loads it and sends `viewDidLoad`: a storyboard's controller made by
  /// `instantiateViewController` or a segue does not load its view until it is asked for
  /// (Apple, `UIViewController.view`: "loaded when first accessed"), so `prepare(for:sender:)`
  /// runs before the destination's `viewDidLoad`, as on iOS.
  public func deferNibViewLoad() {
    guard awaitsNibLoad, let loadedView else { return }
    loadedView.removeFromSuperview()
    self.loadedView = nil
    pendingNibView = loadedView
  }

  /// Whether a storyboard scene's view waits for ``view`` to be read, made or not.
  public var awaitsNibView: Bool { pendingNibView != nil || nibViewMaker != nil }

  /// Makes the scene's view only when ``view`` is first read: `make` builds the scene's views
  /// (their `init(coder:)`, outlets and `awakeFromNib`) with this controller as theirs and
  /// leaves the view for the load (``deferNibViewLoad()``), which then sends `viewDidLoad`.
  /// On iOS a storyboard keeps each scene's view in a nib of its own, loaded by `loadView`
  /// when the view is first accessed (Apple, `UIViewController.view`: "If you access this
  /// property when its value is nil, the view controller automatically calls the loadView()
  /// method"; `loadView()`: "If the view controller has an associated nib file, this method
  /// loads the view from the nib file"), so a segue's destination makes its views after the
  /// source's `prepare(for:sender:)`, unless that reads the destination's view.
  public func loadNibViewWhenAsked(_ make: @escaping () -> Void) {
    nibViewMaker = make
  }

  /// The nib the default `loadView()` loads: ``nibName``, else, as UIKit looks for one (the
  /// `nibName` property's documentation), a nib named after the class without its
  /// "Controller" (`MyViewController` → `MyView`), else one named after the class.
  var nibToLoad: String? {
    if let nibName { return nibName }
    guard type(of: self) != ViewController.self, let loader = Application.current?.nibLoader else {
      return nil
    }
    let className = String(describing: type(of: self))
    var candidates = [className]
    if className.hasSuffix("Controller") { candidates.insert(String(className.dropLast(10)), at: 0) }
    return candidates.first { !$0.isEmpty && loader.hasNib(named: $0) }
  }

  /// Loads the controller's nib (``nibToLoad``) with the controller as its File's Owner, whose
  /// `view` outlet sets the root view, as UIKit's `loadView` does; false when there is none to
  /// load. A nib that cannot be loaded, or that leaves the view outlet unset, stops the run with
  /// UIKit's message, as its exception stops the app.
  func loadViewFromNib() -> Bool {
    guard let name = nibToLoad else { return false }
    guard let loader = Application.current?.nibLoader else {
      NibLoadingFault.missingNib(name: name, bundlePath: Bundle.main.bundlePath).raise(
        file: #fileID, line: #line)
    }
    if case .failure(let fault) = loader.instantiate(nibNamed: name, owner: self) {
      fault.raise(file: #fileID, line: #line)
    }
    guard loadedView != nil else {
      NibLoadingFault.viewOutletNotSet(nib: name, controller: String(describing: type(of: self)))
        .raise(file: #fileID, line: #line)
    }
    return true
  }
}
