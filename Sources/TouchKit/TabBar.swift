import Foundation

/// A tab bar (UIKit's `UITabBar`) as a view a person subclasses: apps override its
/// `hitTest(_:with:)` or `point(inside:with:)` to let a raised centre button that sticks out
/// above the bar take touches, the file people debug.
///
/// To touches it is a plain view (§1, §2): its overrides are asked as any view's. Its items,
/// selection and delegate are not modelled (a layout's subviews stand for its buttons); the
/// appearance a subclass sets (`backgroundImage`, `shadowImage`, tints) is kept, not drawn.
open class TabBar: View {
  /// Kept, not drawn.
  public var backgroundImage: Image? {
    get { kept("backgroundImage", default: Image?.none) }
    set { keep("backgroundImage", newValue) }
  }

  /// Kept, not drawn.
  public var shadowImage: Image? {
    get { kept("shadowImage", default: Image?.none) }
    set { keep("shadowImage", newValue) }
  }

  /// Kept, not drawn.
  public var barTintColor: Color? {
    get { kept("barTintColor", default: Color?.none) }
    set { keep("barTintColor", newValue) }
  }

  /// Kept, not drawn.
  public var unselectedItemTintColor: Color? {
    get { kept("unselectedItemTintColor", default: Color?.none) }
    set { keep("unselectedItemTintColor", newValue) }
  }

  /// Kept, not drawn.
  public var isTranslucent: Bool {
    get { kept("isTranslucent", default: true) }
    set { keep("isTranslucent", newValue) }
  }
}
