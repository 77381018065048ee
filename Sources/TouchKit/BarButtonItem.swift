import Foundation

/// A button on a toolbar (UIKit's `UIBarButtonItem`): not a view, but the toolbar makes one for
/// it (``view``), so a tap on it is hit-tested and tracked as a control's is (§1, §5), and its
/// action is sent through target-action with the item as sender (§6: a nil target walks the
/// responder chain from the first responder, else from the item's view).
///
/// Spaces (``SystemItem/flexibleSpace``, ``SystemItem/fixedSpace``) have no view: they only
/// take width. A custom view item's view is the custom view itself.
open class BarButtonItem: TraceNamed, ViewBoundSender {
  /// UIKit's `UIBarButtonItem.Style` (`.bordered` is deprecated in UIKit and drawn as `.plain`).
  public enum Style: Int, Sendable {
    case plain, bordered, done
  }

  public var title: String? { didSet { updateButton() } }
  /// Kept and shown by name, as an image view's is.
  public var image: Image? { didSet { updateButton() } }
  public var style: Style
  /// The object the action goes to; nil sends it up the responder chain (§6). Held weakly, as
  /// UIKit holds a target.
  public weak var target: AnyObject? { didSet { updateButton() } }
  public var action: Selector? { didSet { updateButton() } }
  /// A space's width (``SystemItem/fixedSpace``), or an item's width when more than 0.
  public var width: CGFloat = 0 { didSet { toolbar?.setNeedsLayout() } }
  /// The view shown instead of a button; it takes its own touches and sends no action.
  public var customView: View? { didSet { toolbar?.itemsChanged() } }
  /// A disabled item's view is a disabled control: its touches send no action (§5).
  public var isEnabled = true { didSet { updateButton() } }
  /// Kept, not drawn.
  public var tintColor: Color?
  public var tag = 0
  /// iOS 14: run when the item is tapped, as a control's `UIAction`.
  public var primaryAction: Action? { didSet { updateButton() } }
  /// iOS 14: shown when the item is tapped if it has no action (a button's menu as its primary
  /// action).
  public var menu: Menu? { didSet { updateButton() } }
  /// The system item it was made as, if any.
  public let systemItem: SystemItem?

  /// The bar showing this item (the last one given it: a toolbar or a navigation bar), which
  /// owns ``view``.
  weak var toolbar: BarButtonItemBar?
  /// The control made for a button item, made once and kept while the item lives.
  private var button: BarButton?

  /// An empty plain item, whose title, image or custom view is set afterwards.
  public init() {
    style = .plain
    systemItem = nil
  }

  public init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.title = title
    self.style = style
    systemItem = nil
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }

  public init(image: Image?, style: Style, target: Any?, action: Selector?) {
    self.image = image
    self.style = style
    systemItem = nil
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }

  public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
    self.systemItem = systemItem
    style = systemItem == .done ? .done : .plain
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }

  public init(customView: View) {
    self.customView = customView
    style = .plain
    systemItem = nil
  }

  /// iOS 14's initializer; a menu with no primary action opens when the item is tapped.
  public init(title: String? = nil, image: Image? = nil, primaryAction: Action? = nil, menu: Menu? = nil) {
    self.title = title ?? primaryAction?.title
    self.image = image ?? primaryAction?.image
    self.primaryAction = primaryAction
    self.menu = menu
    style = .plain
    systemItem = nil
  }

  /// UIKit's `UIBarButtonItem.flexibleSpace()` (iOS 14).
  public static func flexibleSpace() -> BarButtonItem {
    BarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
  }

  /// UIKit's `UIBarButtonItem.fixedSpace(_:)` (iOS 14).
  public static func fixedSpace(_ width: CGFloat) -> BarButtonItem {
    let item = BarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
    item.width = width
    return item
  }

  /// Whether the item is a space, with no view.
  var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

  /// The view that stands for the item in its toolbar: the custom view, the item's control, or
  /// nil for a space.
  public var view: View? {
    if let customView { return customView }
    if isSpace { return nil }
    if let button { return button }
    let made = BarButton(item: self)
    button = made
    updateButton()
    return made
  }

  /// The trace names the item by its view (a layout or code id on the control), else UIKit's
  /// class name and title.
  public var traceID: String {
    if let button, !button.id.isEmpty { return button.id }
    if let customView, !customView.id.isEmpty { return customView.id }
    return shownTitle.map { "UIBarButtonItem \"\($0)\"" } ?? "UIBarButtonItem"
  }

  /// The title a button item shows: its own, a system item's, or its image's name.
  var shownTitle: String? {
    title ?? systemItem?.title ?? image?.description
  }

  /// Brings the item's control up to date with the item.
  private func updateButton() {
    guard let button else {
      toolbar?.setNeedsLayout()
      return
    }
    button.setTitle(shownTitle, for: .normal)
    button.isEnabled = isEnabled
    button.removeTarget(nil, action: nil as String?, for: .allEvents)
    if let action { button.addTarget(target, action: action.actionName, for: .touchUpInside) }
    if let primaryAction { button.addAction(primaryAction, for: .touchUpInside) }
    button.menu = menu
    button.showsMenuAsPrimaryAction = menu != nil && primaryAction == nil && action == nil
    toolbar?.setNeedsLayout()
  }
}
