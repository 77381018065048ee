import Foundation

/// A button's per-state content, as UIKit keeps it: a title, title colour and image for each
/// `UIControl.State`, the normal one standing in for any state without its own.
struct ButtonContent {
  var buttonType = Button.ButtonType.custom
  var titles: [UInt: String] = [:]
  var titleColors: [UInt: Color] = [:]
  var images: [UInt: Image] = [:]
  var backgroundImages: [UInt: Image] = [:]
  var contentEdgeInsets = EdgeInsets.zero
  var titleEdgeInsets = EdgeInsets.zero
  var imageEdgeInsets = EdgeInsets.zero
  /// Kept: they change the image's drawing only (UIKit's defaults, true).
  var adjustsImageWhenHighlighted = true
  var adjustsImageWhenDisabled = true
  var showsTouchWhenHighlighted = false
  /// Made on first use, never added as subviews (so they change no hit test or trace).
  var titleLabel: Label?
  var imageView: ImageView?

  /// The title for `state`: its own if set, else the normal one (nil if neither). An empty
  /// normal title counts as none, as a layout's buttons have "" by default.
  func currentTitle(for state: Control.State) -> String? {
    Self.value(in: titles, for: state).flatMap { $0.isEmpty ? nil : $0 }
  }

  /// UIKit's lookup: the exact state, else the state's most visible part (highlighted, then
  /// disabled, then selected), else normal.
  static func value<T>(in table: [UInt: T], for state: Control.State) -> T? {
    if let exact = table[state.rawValue] { return exact }
    for part in [Control.State.highlighted, .disabled, .selected] where state.contains(part) {
      if let value = table[part.rawValue] { return value }
    }
    return table[Control.State.normal.rawValue]
  }
}
