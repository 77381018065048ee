import Foundation

/// The control a tab bar shows for one ``TabBarItem`` (UIKit's private `UITabBarButton`): a
/// button, so a tap is tracked as a control's (§5), whose action tells its bar.
public final class TabBarButton: Button {
  /// The event that selects the item: touch up inside. Apple does not say when; community
  /// (Stack Overflow, "Recognizing tabbar touch down", 2013): a tab bar's `didSelect` comes "on
  /// touch release", not on touch down. A touch that leaves the button before it lifts selects
  /// nothing, as for any button.
  public static let selectingEvent: Control.Event = .touchUpInside

  /// The item this button is for; the bar owns the button, the item does not.
  public private(set) weak var item: TabBarItem?

  init(item: TabBarItem) {
    self.item = item
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

}
