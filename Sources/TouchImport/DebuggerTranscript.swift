import Foundation

/// Other hierarchies a debugger prints that are not `recursiveDescription`'s, told apart so the
/// message for a file of one says what it is and what to print instead: neither has frames, so
/// neither can be hit-tested.
enum DebuggerTranscript: Equatable {
  /// `po rootViewController.value(forKey: "_printHierarchy")`:
  /// `<UINavigationController 0x7fb8…>, state: appeared, view: <UILayoutContainerView 0x7fb8…>`.
  case viewControllerHierarchy
  /// `po [[UIWindow keyWindow] _autolayoutTrace]`: `|   *UILabel:0x7f94…- AMBIGUOUS LAYOUT …`.
  case autolayoutTrace

  /// What `line` is, if it is a line of one of them.
  static func kind(of line: [UInt8]) -> DebuggerTranscript? {
    let text = String(decoding: line.prefix(DumpLine.maximumPrefixBytes), as: UTF8.self)
    if text.contains(">, state: ") { return .viewControllerHierarchy }
    let body = text.drop { $0 == " " || $0 == "|" || $0 == "*" || $0 == "•" || $0 == "\t" }
    let name = body.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    return !name.isEmpty && body.dropFirst(name.count).hasPrefix(":0x") ? .autolayoutTrace : nil
  }

  /// Why a text of this kind gives no views, and what to print instead.
  var message: String {
    let instead = "print the views with `po view.recursiveDescription()` (or Chisel's `pviews`) and open that"
    return switch self {
    case .viewControllerHierarchy:
      "not a view dump: this is the view controller hierarchy `_printHierarchy` prints, which has no frames; "
        + instead
    case .autolayoutTrace:
      "not a view dump: this is `_autolayoutTrace`'s output, which has no frames; " + instead
    }
  }
}
