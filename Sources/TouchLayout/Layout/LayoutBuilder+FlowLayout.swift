import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// `flowLayout:` on a `class: CollectionView`: its flow layout's properties, by UIKit's names
/// (`UICollectionViewFlowLayout`), as an Interface Builder file's `<collectionViewFlowLayout>`
/// stores them and `touchlab import` writes them. What is left out keeps UIKit's default.
///
/// ```yaml
/// class: CollectionView
/// flowLayout: {itemSize: [117, 104], minimumLineSpacing: 10, sectionInset: [0, 8, 0, 8]}
/// ```
extension LayoutBuilder {
  func applyFlowLayoutKeys(_ fields: Fields, to collection: CollectionView) {
    guard let node = classKey(fields, "flowLayout", on: collection),
      let keys = Fields(node, describing: "flowLayout", validKeys: ViewKeys.flowLayout, log: log)
    else { return }
    guard let layout = collection.collectionViewLayout as? CollectionViewFlowLayout else {
      log.error("flowLayout is for a collection view whose layout is a flow layout", at: node.mark)
      return
    }
    for name in ["itemSize", "estimatedItemSize", "headerReferenceSize", "footerReferenceSize"] {
      guard let item = keys[name], let size = flowSize(item, name) else { continue }
      switch name {
      case "itemSize": layout.itemSize = size
      case "estimatedItemSize": layout.estimatedItemSize = size
      case "headerReferenceSize": layout.headerReferenceSize = size
      default: layout.footerReferenceSize = size
      }
    }
    for name in ["minimumLineSpacing", "minimumInteritemSpacing"] {
      guard let item = keys[name], let value = number(item, name) else { continue }
      guard value >= 0, value <= LayoutLimits.maximumCoordinate else {
        log.error("\(name) must be 0 or more, got \(formatted(value))", at: item.mark)
        continue
      }
      if name == "minimumLineSpacing" {
        layout.minimumLineSpacing = CGFloat(value)
      } else {
        layout.minimumInteritemSpacing = CGFloat(value)
      }
    }
    if let item = keys["sectionInset"],
      let values = numbers(item, "sectionInset", count: 4, shape: "[top, left, bottom, right]"),
      withinCoordinateLimit(values, item, "sectionInset")
    {
      layout.sectionInset = EdgeInsets(
        top: CGFloat(values[0]), left: CGFloat(values[1]), bottom: CGFloat(values[2]),
        right: CGFloat(values[3]))
    }
    if let item = keys["scrollDirection"], let word = string(item, "scrollDirection") {
      switch word {
      case "vertical": layout.scrollDirection = .vertical
      case "horizontal": layout.scrollDirection = .horizontal
      default:
        log.error("unknown scrollDirection '\(word)'; expected one of: vertical, horizontal", at: item.mark)
      }
    }
  }

  /// `[width, height]`, neither negative (UIKit's sizes here are lengths).
  private func flowSize(_ node: YAMLNode, _ name: String) -> CGSize? {
    guard let values = numbers(node, name, count: 2, shape: "[width, height]"),
      withinCoordinateLimit(values, node, name)
    else { return nil }
    guard values.allSatisfy({ $0 >= 0 }) else {
      log.error(
        "\(name) must not be negative, got [\(values.map(formatted).joined(separator: ", "))]", at: node.mark)
      return nil
    }
    return CGSize(width: values[0], height: values[1])
  }
}
