import Foundation

/// Loading the view and the appearance callbacks of ``ViewController``.
extension ViewController {
  /// Loads the view if it is not loaded (``loadView()`` then ``viewDidLoad()``), and returns it.
  @discardableResult
  public func loadViewIfNeeded() -> View {
    if let loadedView { return loadedView }
    if pendingNibView == nil, let make = nibViewMaker {
      // A storyboard scene's views, made now that the view is asked for (``loadNibViewWhenAsked(_:)``).
      nibViewMaker = nil
      make()
    }
    if let pendingNibView {
      // A storyboard's view, loaded now that it is asked for (``deferNibViewLoad()``).
      self.pendingNibView = nil
      loadedView = pendingNibView
      viewDidLoadFromNib()
      return pendingNibView
    }
    guard !isLoadingView else {
      // `view` read inside loadView() before it assigned one: the default view.
      let made = View(frame: .zero)
      adopt(made)
      return made
    }
    isLoadingView = true
    UserCode.run(.loadView, of: self) { loadView() }
    isLoadingView = false
    // A loadView() that assigned nothing: UIKit would crash; TouchLab gives the default view.
    let loaded = loadedView ?? View(frame: .zero)
    if loadedView == nil { adopt(loaded) }
    UserCode.run(.viewDidLoad, of: self) { viewDidLoad() }
    return loaded
  }

  /// Makes `view` the root view: this controller becomes its next responder (§6).
  func adopt(_ view: View?) {
    if let old = loadedView, old !== view, old.owningViewController === self {
      old.owningViewController = nil
    }
    loadedView = view
    guard let view else { return }
    view.noteHoldsControllerView()
    view.owningViewController = self
    if Self.isShown(view) { setAppeared(true) }
  }

  /// Whether `view` is in a window that is shown: not one of a nib's scaffolding
  /// (``Application/instantiatesNib``).
  static func isShown(_ view: View) -> Bool {
    guard view.window != nil || view is Window else { return false }
    return (view.window ?? (view as? Window))?.application?.instantiatesNib != true
  }

  /// Calls the appearance pair for going into (true) or out of (false) a window, once per
  /// change.
  func setAppeared(_ appeared: Bool) {
    guard appeared != isAppeared, !awaitsNibLoad else { return }
    isAppeared = appeared
    if appeared {
      UserCode.run(.viewWillAppear, of: self) { viewWillAppear(false) }
      UserCode.run(.viewDidAppear, of: self) { viewDidAppear(false) }
    } else {
      UserCode.run(.viewWillDisappear, of: self) { viewWillDisappear(false) }
      UserCode.run(.viewDidDisappear, of: self) { viewDidDisappear(false) }
    }
  }

  /// `view` moved into or out of a window: each controller whose root view is in its subtree
  /// gets its appearance callbacks. Skipped (one flag) where no controller's root view is in
  /// the subtree: the builder of a million-view layout pays nothing more per view.
  static func noteMoved(_ view: View, wasInWindow: Bool) {
    guard view.holdsControllerView else { return }
    let isInWindow = isShown(view)
    guard isInWindow != wasInWindow else { return }
    for descendant in view.allViews {
      guard let controller = descendant.owningViewController, controller.loadedView === descendant else {
        continue
      }
      controller.setAppeared(isInWindow)
    }
  }
}

extension View {
  /// Marks this view and its ancestors as holding a controller's root view, stopping at the
  /// first that already does (its ancestors do too).
  func noteHoldsControllerView() {
    var current: View? = self
    while let view = current, !view.holdsControllerView {
      view.holdsControllerView = true
      current = view.superview
    }
  }
}
