import Foundation
import TouchKit

/// What a scroll view element (and a table's, a collection's, a text view's: they are scroll
/// views) stores that decides what a drag does, as UIKit's `UIScrollView` properties: whether
/// content touches wait and may be cancelled (§7), and whether a drag scrolls at all —
/// `scrollEnabled`, and `bounces` with `alwaysBounceVertical`/`alwaysBounceHorizontal`, which
/// let a table whose rows fit still take a drag (and cancel the row's touch) as on iOS.
extension InterfaceBuilderPlanner {
  /// IB's attribute and the layout's key (UIKit's property name) for each.
  private static let scrollKeys: [(attribute: String, key: String)] = [
    ("delaysContentTouches", "delaysContentTouches"), ("canCancelContentTouches", "canCancelContentTouches"),
    ("scrollEnabled", "isScrollEnabled"), ("bounces", "bounces"),
    ("alwaysBounceVertical", "alwaysBounceVertical"), ("alwaysBounceHorizontal", "alwaysBounceHorizontal"),
  ]

  func scrollViewLines(of element: InterfaceBuilderElement, className: String) -> [String] {
    guard let entry = BuiltInClass.named(className), let scrollView = BuiltInClass.named("ScrollView"),
      entry.descends(from: scrollView)
    else { return [] }
    return Self.scrollKeys.compactMap { pair in
      element.bool(pair.attribute).map { "\(pair.key): \($0)" }
    }
  }
}
