import Foundation

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

  /// Nil for a view with no intrinsic size (a plain view, a stack view, a scroll view).
  init?(element: InterfaceBuilderElement, frame: [Double]) {
    let width = frame[2]
    let height = frame[3]
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
