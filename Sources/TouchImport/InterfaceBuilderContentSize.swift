import Foundation
import TouchKit
import TouchYAML

/// The content size of a view the constraints place, where UIKit sizes it by its content: the
/// stored frame's size, declared as its `intrinsicContentSize`, since Xcode measured its text
/// in Apple's fonts (San Francisco, not on this machine) and its controls with UIKit's own
/// metrics. Such a view's frame is then not compared with the stored one (it would match by
/// construction); the views placed against it are.
struct InterfaceBuilderContentSize {
  /// `[width, height]`, -1 for an axis with no intrinsic size (UIKit's `noIntrinsicMetric`).
  var size: [Double]
  /// Why the view's frame is not compared (``ImportedOrigin/storedFrameNotCompared``).
  var reason: String

  /// The elements whose UIKit class has an intrinsic size on both axes.
  static let bothAxes: Set<String> = [
    "label", "button", "textField", "switch", "segmentedControl", "stepper", "activityIndicatorView",
    "pageControl",
  ]
  /// The elements whose UIKit class has an intrinsic height only.
  static let heightOnly: Set<String> = ["slider", "progressView"]

  /// The alignment insets of each element's UIKit class, where they are not zero (a slider's,
  /// a switch's, a segmented control's): an intrinsic size is the alignment rectangle's, as
  /// constraints are (Auto Layout Guide, "Alignment Rect"), so the stored frame less these.
  /// Read from the class table's own classes, so a class's insets are stated once, on it.
  static let alignmentInsets: [String: EdgeInsets] = Dictionary(
    BuiltInClass.all.compactMap { entry -> (String, EdgeInsets)? in
      guard let insets = entry.make?(.zero).alignmentRectInsets, insets != .zero else { return nil }
      return (entry.interfaceBuilderName, insets)
    },
    uniquingKeysWith: { first, _ in first })

  /// Nil for a view with no intrinsic size (a plain view, a stack view, a scroll view).
  init?(element: InterfaceBuilderElement, frame: [Double]) {
    let insets = Self.alignmentInsets[element.name] ?? .zero
    let width = max(0, frame[2] - insets.left - insets.right)
    let height = max(0, frame[3] - insets.top - insets.bottom)
    if let custom = element["customClass"],
      element["placeholderIntrinsicWidth"] != nil || element["placeholderIntrinsicHeight"] != nil
    {
      func placeholder(_ key: String) -> Double {
        element[key].flatMap { Double($0) }.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? -1
      }
      size = [placeholder("placeholderIntrinsicWidth"), placeholder("placeholderIntrinsicHeight")]
      reason =
        "sized by its class's own code (\(custom)); Interface Builder's placeholder intrinsic size is used"
      return
    }
    let isText = ["label", "button", "textField"].contains(element.name)
    let what = isText ? "its text, measured in Apple's fonts" : "UIKit's metrics for a \(element.name)"
    reason = "sized by \(what): its stored size is taken as its intrinsic size"
    if Self.bothAxes.contains(element.name) || (element.name == "imageView" && element["image"] != nil) {
      size = [width, height]
    } else if Self.heightOnly.contains(element.name) {
      size = [-1, height]
    } else {
      return nil
    }
  }
}

extension InterfaceBuilderContentSize {
  /// `contentHuggingPriority:` and `contentCompressionResistancePriority:` lines for an
  /// element's `horizontalHuggingPriority`, `verticalHuggingPriority`,
  /// `horizontalCompressionResistancePriority` and `verticalCompressionResistancePriority`; an
  /// axis the file leaves out is UIView's default (250 hugging, 750 resistance), as the
  /// archive's. Nothing for an element that states none.
  static func priorityLines(of element: InterfaceBuilderElement) -> [String] {
    let pairs = [
      ("contentHuggingPriority", "HuggingPriority", 250.0),
      ("contentCompressionResistancePriority", "CompressionResistancePriority", 750.0),
    ]
    return pairs.compactMap { key, suffix, standard in
      let stated = ["horizontal", "vertical"].map { axis in
        element[axis + suffix].flatMap(Double.init).flatMap { (1...1000).contains($0) ? $0 : nil }
      }
      guard stated.contains(where: { $0 != nil }) else { return nil }
      return "\(key): \(YAMLText.list(stated.map { $0 ?? standard }))"
    }
  }
}
