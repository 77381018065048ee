import Foundation
import TouchKit
import TouchYAML

/// What a scroll view element (and a table's, a collection's, a text view's: they are scroll
/// views) stores that decides what a drag does, as UIKit's `UIScrollView` properties: whether
/// content touches wait and may be cancelled (§7), and whether a drag scrolls at all —
/// `scrollEnabled`, and `bounces` with `alwaysBounceVertical`/`alwaysBounceHorizontal`, which
/// let a table whose rows fit still take a drag (and cancel the row's touch) as on iOS — and
/// its insets (`contentInset`, `contentInsetAdjustmentBehavior`), which decide where a table
/// under a navigation bar shows its first row.
extension InterfaceBuilderPlanner {
  /// IB's attribute and the layout's key (UIKit's property name) for each.
  private static let scrollKeys: [(attribute: String, key: String)] = [
    ("delaysContentTouches", "delaysContentTouches"), ("canCancelContentTouches", "canCancelContentTouches"),
    ("scrollEnabled", "isScrollEnabled"), ("bounces", "bounces"),
    ("alwaysBounceVertical", "alwaysBounceVertical"), ("alwaysBounceHorizontal", "alwaysBounceHorizontal"),
  ]

  mutating func scrollViewLines(of element: InterfaceBuilderElement, className: String) -> [String] {
    guard let entry = BuiltInClass.named(className), let scrollView = BuiltInClass.named("ScrollView"),
      entry.descends(from: scrollView)
    else { return [] }
    var lines = Self.scrollKeys.compactMap { pair in
      element.bool(pair.attribute).map { "\(pair.key): \($0)" }
    }
    // `contentInsetAdjustmentBehavior="never"`: UIKit's case names, as the layout's key takes
    // them; another word is the layout's to refuse, at this line.
    if let behavior = element["contentInsetAdjustmentBehavior"] {
      lines.append("contentInsetAdjustmentBehavior: \(YAMLText.quoted(behavior))")
    }
    // `<inset key="contentInset" minX= minY= maxX= maxY=>`, Interface Builder's edges.
    if let inset = element.child("inset", key: "contentInset") {
      var edges: [Double] = []
      for edge in ["minY", "minX", "maxY", "maxX"] { edges.append(number(inset, edge) ?? 0) }
      lines.append("contentInset: [\(edges.map(YAMLText.number).joined(separator: ", "))]")
    }
    return lines
  }
}
