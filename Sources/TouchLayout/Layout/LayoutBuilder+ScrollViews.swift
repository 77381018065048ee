import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// Scroll views (§7): the content's size, offset and insets (`contentInset`, and how the safe
/// area widens it: `contentInsetAdjustmentBehavior`), the two switches that decide how
/// content touches and scrolling share a finger, and the three that decide whether a drag
/// scrolls at all (`isScrollEnabled`, `bounces`, `alwaysBounceVertical`/`Horizontal`).
extension LayoutBuilder {
  func applyScrollViewKeys(_ fields: Fields, to scrollView: ScrollView) {
    if let node = fields["contentSize"], let size = contentSize(node) { scrollView.contentSize = size }
    if let node = fields["contentOffset"], let offset = point(node, "contentOffset") {
      if fields.contains("boundsOrigin") {
        log.error(
          "contentOffset and boundsOrigin both set bounds.origin; give only one",
          at: fields.keyMark("contentOffset"))
      } else {
        scrollView.contentOffset = offset
      }
    }
    if let node = fields["delaysContentTouches"], let value = bool(node, "delaysContentTouches") {
      scrollView.delaysContentTouches = value
    }
    if let node = fields["canCancelContentTouches"], let value = bool(node, "canCancelContentTouches") {
      scrollView.canCancelContentTouches = value
    }
    if let node = fields["isScrollEnabled"], let value = bool(node, "isScrollEnabled") {
      scrollView.isScrollEnabled = value
    }
    if let node = fields["bounces"], let value = bool(node, "bounces") { scrollView.bounces = value }
    if let node = fields["alwaysBounceVertical"], let value = bool(node, "alwaysBounceVertical") {
      scrollView.alwaysBounceVertical = value
    }
    if let node = fields["alwaysBounceHorizontal"], let value = bool(node, "alwaysBounceHorizontal") {
      scrollView.alwaysBounceHorizontal = value
    }
    if let node = fields["contentInset"], let inset = insets(node, "contentInset") {
      scrollView.contentInset = inset
    }
    if let node = fields["contentInsetAdjustmentBehavior"],
      let behavior = contentInsetAdjustmentBehavior(node)
    {
      scrollView.contentInsetAdjustmentBehavior = behavior
    }
  }

  /// One of UIKit's case names (`never`, `always`, `scrollableAxes`, `automatic`).
  private func contentInsetAdjustmentBehavior(_ node: YAMLNode) -> ScrollView.ContentInsetAdjustmentBehavior?
  {
    let name = "contentInsetAdjustmentBehavior"
    guard let word = string(node, name) else { return nil }
    if let behavior = ScrollView.ContentInsetAdjustmentBehavior.named[word] { return behavior }
    let words = ScrollView.ContentInsetAdjustmentBehavior.allCases.map { String(describing: $0) }
    let hint = Suggestion.closest(to: word, among: words).map { "did you mean '\($0)'? " } ?? ""
    log.error(
      "unknown \(name) '\(word)'; \(hint)expected one of: \(words.joined(separator: ", "))", at: node.mark)
    return nil
  }

  /// A scroll view's own pan recognizer goes by `<id>.pan` (as in traces), so a layout's
  /// recognizers can name it in `requireToFail:` and `simultaneousWith:`.
  func registerScrollViewRecognizers(_ scrollView: ScrollView, at mark: YAMLMark?) {
    let panID = scrollView.panGestureRecognizer.traceID
    claim(panID, kind: .scrollViewPan, at: mark)
    register(panID, scrollView.panGestureRecognizer)
  }

  /// `[width, height]`, neither negative.
  private func contentSize(_ node: YAMLNode) -> CGSize? {
    guard let values = numbers(node, "contentSize", count: 2, shape: "[width, height]") else { return nil }
    var valid = true
    for (index, label) in [(0, "width"), (1, "height")] {
      let mark = node.array().count > index ? node.array()[index].mark : node.mark
      if values[index] < 0 {
        log.error("contentSize \(label) must not be negative, got \(formatted(values[index]))", at: mark)
        valid = false
      } else if values[index] > LayoutLimits.maximumCoordinate {
        log.error(
          "contentSize \(label) \(formatted(values[index])) is beyond \(formatted(LayoutLimits.maximumCoordinate)) points",
          at: mark)
        valid = false
      }
    }
    return valid ? CGSize(width: values[0], height: values[1]) : nil
  }
}
