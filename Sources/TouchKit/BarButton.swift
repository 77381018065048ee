import Foundation

/// The control a toolbar shows for a ``BarButtonItem`` with no custom view: a button, so a tap
/// is tracked as a button's (§5), that sends its actions with the item as sender, as UIKit's
/// bar buttons do (an action method's `sender` is the `UIBarButtonItem`).
final class BarButton: Button {
  /// The item this control is for; the item owns the control, so this does not hold it.
  private(set) weak var item: BarButtonItem?

  init(item: BarButtonItem) {
    self.item = item
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sends `action` as the item's: traced with the item's name as sender.
  override func sendAction(_ action: String, to target: AnyObject?, for event: TouchKit.Event?) {
    guard let item, let application = window?.application else {
      return super.sendAction(action, to: target, for: event)
    }
    application.sendAction(action, to: target, from: item, for: event)
  }
}
