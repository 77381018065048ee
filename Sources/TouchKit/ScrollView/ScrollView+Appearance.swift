import Foundation

/// The appearance settings of UIKit's scroll view that real files set: kept and read back,
/// never drawn, as the controls' are (Control+Appearance.swift). `isScrollEnabled`
/// changes what touches do: it turns the scroll view's pan recognizer on and off, as in UIKit
/// (§7); so do `bounces` and `alwaysBounce…`, which let a drag begin over content that fits
/// (``ScrollView/allowsDragging``).
extension ScrollView {
  /// Whether dragging scrolls: false disables the pan recognizer, as in UIKit (§7).
  public var isScrollEnabled: Bool {
    get { panGestureRecognizer.isEnabled }
    set { panGestureRecognizer.isEnabled = newValue }
  }

  public var showsHorizontalScrollIndicator: Bool {
    get { kept("showsHorizontalScrollIndicator", default: true) }
    set { keep("showsHorizontalScrollIndicator", newValue) }
  }

  public var showsVerticalScrollIndicator: Bool {
    get { kept("showsVerticalScrollIndicator", default: true) }
    set { keep("showsVerticalScrollIndicator", newValue) }
  }

  /// Default true. TouchLab draws no bounce, but with an `alwaysBounce…` it lets a drag begin
  /// over content that fits (``ScrollView/allowsDragging``).
  public var bounces: Bool {
    get { kept("bounces", default: true) }
    set { keep("bounces", newValue) }
  }

  /// Default false (Apple); a table in an Interface Builder file says `YES`.
  public var alwaysBounceVertical: Bool {
    get { kept("alwaysBounceVertical", default: false) }
    set { keep("alwaysBounceVertical", newValue) }
  }

  public var alwaysBounceHorizontal: Bool {
    get { kept("alwaysBounceHorizontal", default: false) }
    set { keep("alwaysBounceHorizontal", newValue) }
  }

  /// TouchLab's scroll views do not page: kept only.
  public var isPagingEnabled: Bool {
    get { kept("isPagingEnabled", default: false) }
    set { keep("isPagingEnabled", newValue) }
  }
}
