import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// `layoutMargins:`, `intrinsicContentSize:` and the content priorities, the Auto Layout keys
/// besides `constraints:`.
/// An Interface Builder file needs both to be solved as Xcode solved it (docs/interface-builder.md):
/// the margins a scene's root view had on the document's device, and the content sizes Apple's
/// fonts gave its labels and buttons.
extension LayoutBuilder {
  func applyAutoLayoutKeys(_ fields: Fields, to view: View) {
    if let node = fields["layoutMargins"], let margins = insets(node, "layoutMargins") {
      view.layoutMargins = margins
    }
    if let node = fields["intrinsicContentSize"],
      let values = numbers(node, "intrinsicContentSize", count: 2, shape: "[width, height]")
    {
      // UIKit's -1 (`UIView.noIntrinsicMetric`) says an axis has none.
      guard values.allSatisfy({ $0 == -1 || (0...LayoutLimits.maximumCoordinate).contains($0) }) else {
        log.error(
          "intrinsicContentSize must be sizes from 0 to \(formatted(LayoutLimits.maximumCoordinate)), "
            + "or -1 for an axis with none",
          at: node.mark)
        return
      }
      view.declaredIntrinsicContentSize = CGSize(width: values[0], height: values[1])
    }
    applyContentPriorities(fields, to: view)
  }

  /// `contentHuggingPriority:` and `contentCompressionResistancePriority:`, each
  /// `[horizontal, vertical]`, as `setContentHuggingPriority(_:for:)` and
  /// `setContentCompressionResistancePriority(_:for:)` take them (Interface Builder's
  /// `horizontalHuggingPriority`… attributes).
  private func applyContentPriorities(_ fields: Fields, to view: View) {
    for key in ["contentHuggingPriority", "contentCompressionResistancePriority"] {
      guard let node = fields[key], let values = numbers(node, key, count: 2, shape: "[horizontal, vertical]")
      else { continue }
      // UIKit: a priority is from 1 to 1000 (UILayoutPriority).
      guard values.allSatisfy({ (1...1000).contains($0) }) else {
        log.error("\(key) must be priorities from 1 to 1000", at: node.mark)
        continue
      }
      for (axis, value) in zip([LayoutConstraint.Axis.horizontal, .vertical], values) {
        if key == "contentHuggingPriority" {
          view.setContentHuggingPriority(LayoutPriority(Float(value)), for: axis)
        } else {
          view.setContentCompressionResistancePriority(LayoutPriority(Float(value)), for: axis)
        }
      }
    }
  }

  /// `[top, left, bottom, right]`, each from 0 to ``LayoutLimits/maximumCoordinate``.
  func insets(_ node: YAMLNode, _ name: String) -> EdgeInsets? {
    guard let values = numbers(node, name, count: 4, shape: "[top, left, bottom, right]") else { return nil }
    guard values.allSatisfy({ (0...LayoutLimits.maximumCoordinate).contains($0) }) else {
      log.error(
        "\(name) must be insets from 0 to \(formatted(LayoutLimits.maximumCoordinate)), got "
          + "[\(values.map(formatted).joined(separator: ", "))]",
        at: node.mark)
      return nil
    }
    return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
  }
}
