import Foundation

/// The appearance settings of UIKit's controls that real files set: kept and read back, never
/// drawn (the box shows the control's value). Only `ScrollView.isScrollEnabled` changes what
/// touches do: it turns the scroll view's pan recognizer on and off, as in UIKit (§7).
extension Control {
  /// UIKit's `UIControl.ContentHorizontalAlignment`.
  public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }

  /// UIKit's `UIControl.ContentVerticalAlignment`.
  public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }

  public var contentHorizontalAlignment: ContentHorizontalAlignment {
    get { kept("contentHorizontalAlignment", default: .center) }
    set { keep("contentHorizontalAlignment", newValue) }
  }

  public var contentVerticalAlignment: ContentVerticalAlignment {
    get { kept("contentVerticalAlignment", default: .center) }
    set { keep("contentVerticalAlignment", newValue) }
  }
}

extension Slider {
  public var minimumTrackTintColor: Color? {
    get { kept("minimumTrackTintColor", default: nil) }
    set { keep("minimumTrackTintColor", newValue) }
  }

  public var maximumTrackTintColor: Color? {
    get { kept("maximumTrackTintColor", default: nil) }
    set { keep("maximumTrackTintColor", newValue) }
  }

  public var thumbTintColor: Color? {
    get { kept("thumbTintColor", default: nil) }
    set { keep("thumbTintColor", newValue) }
  }

  public var minimumValueImage: Image? {
    get { kept("minimumValueImage", default: nil) }
    set { keep("minimumValueImage", newValue) }
  }

  public var maximumValueImage: Image? {
    get { kept("maximumValueImage", default: nil) }
    set { keep("maximumValueImage", newValue) }
  }

  public func setThumbImage(_ image: Image?, for state: State) { keep("thumbImage\(state.rawValue)", image) }

  public func thumbImage(for state: State) -> Image? { kept("thumbImage\(state.rawValue)", default: nil) }

  public func setMinimumTrackImage(_ image: Image?, for state: State) {}

  public func setMaximumTrackImage(_ image: Image?, for state: State) {}
}

extension Switch {
  public var onTintColor: Color? {
    get { kept("onTintColor", default: nil) }
    set { keep("onTintColor", newValue) }
  }

  public var thumbTintColor: Color? {
    get { kept("thumbTintColor", default: nil) }
    set { keep("thumbTintColor", newValue) }
  }
}

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

  /// TouchLab's scroll views do not bounce: kept only.
  public var bounces: Bool {
    get { kept("bounces", default: true) }
    set { keep("bounces", newValue) }
  }

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

  /// Kept only: the scrollable range is `contentSize` alone here.
  public var contentInset: EdgeInsets {
    get { kept("contentInset", default: EdgeInsets.zero) }
    set { keep("contentInset", newValue) }
  }
}
