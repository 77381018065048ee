import Foundation

/// UIKit's `UIMenuController` (deprecated in iOS 16 for `UIEditMenuInteraction`, still in real
/// files): the edit menu a view shows over a selection. TouchLab draws no edit menu, so it keeps
/// what code sets (the items, whether it is "visible") and reports a notice the first time code
/// shows it, so a file that uses it compiles and runs. The standard edit actions themselves
/// reach a person's overrides by nil-target actions (Responder.swift).
///
/// One per application (``Application/menuController``), as ``Pasteboard`` is: runs side by
/// side never share one.
public final class MenuController {
  /// The custom items appended to the standard ones (`UIMenuController.menuItems`): kept.
  public var menuItems: [MenuControllerItem]?

  /// Whether code showed the menu and has not hidden it. Nothing is drawn.
  public private(set) var isMenuVisible = false

  /// The application told of the first show (its notice).
  private weak var application: Application?

  init(application: Application?) {
    self.application = application
  }

  /// UIKit's `UIMenuController.shared`: the current application's.
  public static var shared: MenuController { Application.shared.menuController }

  /// Shows the menu pointing at `rect` of `view`: marks it visible and reports
  /// ``Notice/menuController`` once; no menu is drawn.
  public func showMenu(from view: View, rect: CGRect) {
    isMenuVisible = true
    (view.window?.application ?? application)?.notice(.menuController)
  }

  /// Hides the menu.
  public func hideMenu() {
    isMenuVisible = false
  }

  /// Hides the menu shown from `view` (UIKit's `hideMenu(from:)`, iOS 13): there is one menu.
  public func hideMenu(from view: View) {
    hideMenu()
  }

  /// The older way to show or hide (`setMenuVisible(_:animated:)`).
  public func setMenuVisible(_ visible: Bool, animated: Bool) {
    isMenuVisible = visible
    if visible { application?.notice(.menuController) }
  }

  /// The older way to place the menu (`setTargetRect(_:in:)`): kept nowhere, as nothing is drawn.
  public func setTargetRect(_ rect: CGRect, in view: View) {}

  /// Recomputes the items (`update()`): nothing to do without a drawn menu.
  public func update() {}
}

/// UIKit's `UIMenuItem`: a custom edit-menu item, a title and the action a nil-target walk would
/// send from the first responder when it is chosen (never chosen here: nothing is drawn).
public final class MenuControllerItem {
  public var title: String
  public var action: Selector

  public init(title: String, action: Selector) {
    self.title = title
    self.action = action
  }
}

extension Application {
  /// This application's edit menu controller (`UIMenuController.shared`), made when first asked for.
  public var menuController: MenuController {
    if let controller = menuControllerStorage { return controller }
    let controller = MenuController(application: self)
    menuControllerStorage = controller
    return controller
  }
}

extension Notice {
  /// `UIMenuController` shows its menu.
  public static let menuController = Notice(
    api: "UIMenuController",
    message:
      "UIMenuController keeps its items and visibility but draws no edit menu; the edit actions reach "
      + "overrides of copy(_:), paste(_:), … through nil-target actions (a layout's or script's)")
}
