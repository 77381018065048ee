import Foundation

/// A spinner's `hidesWhenStopped` and `animating` (UIKit's `UIActivityIndicatorView`), which
/// decide whether it is hidden, so whether it takes a tap (§1): a spinning one over a button
/// takes the button's taps, a stopped one that hides does not.
extension InterfaceBuilderPlanner {
  /// Xcode writes `hidesWhenStopped="YES"` when the box is ticked (the real files show it), so
  /// a file without it archives false, not the true a spinner made in code starts with
  /// (Apple's default for `init`). UNSOURCED: read off Xcode's files.
  func spinnerLines(of element: InterfaceBuilderElement) -> [String] {
    ["hidesWhenStopped: \(element.bool("hidesWhenStopped") ?? false)"]
      + (element.bool("animating") == true ? ["isAnimating: true"] : [])
  }
}
