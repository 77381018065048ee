import Foundation
import TouchKit
import TouchYAML

/// A `<stackView>`'s own attributes, read as a layout's stack view keys.
extension InterfaceBuilderPlanner {
  /// `<stackView axis="vertical" distribution="fillEqually" alignment="center" spacing="8">`: IB
  /// writes UIKit's case names and leaves defaults out (horizontal, fill, fill, 0); every view
  /// in its `<subviews>` is arranged, as in a layout. A word UIKit has not is a warning and
  /// left out. `axis` is always written: a view with layout keys opens through its YAML
  /// (``DumpImport/opensThroughYAML``), where a stack view's subviews are arranged.
  mutating func readStackView(_ element: InterfaceBuilderElement, into view: inout ImportedView) {
    for key in ["axis", "distribution", "alignment"] {
      guard let word = element[key] ?? (key == "axis" ? "horizontal" : nil) else { continue }
      let words = BuiltInClass.named("StackView")?.layoutKeys.first { $0.name == key }.flatMap {
        entry -> [String]? in
        if case .choice(let words) = entry.kind { return words }
        return nil
      }
      guard words?.contains(word) == true else {
        warn(
          "\(key)=\"\(TerminalSafety.sanitized(word))\" is not a UIStackView \(key); left out", at: element)
        continue
      }
      view.addedLines.append("\(key): \(word)")
    }
    if let spacing = number(element, "spacing") {
      view.addedLines.append("spacing: \(YAMLText.number(spacing))")
    }
    if let value = element.bool("baselineRelativeArrangement") {
      view.addedLines.append("isBaselineRelativeArrangement: \(value)")
    }
    if let value = element.bool("layoutMarginsRelativeArrangement") {
      view.addedLines.append("isLayoutMarginsRelativeArrangement: \(value)")
    }
  }
}
