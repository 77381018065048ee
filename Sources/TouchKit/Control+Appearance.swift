import Foundation

/// The appearance settings of UIKit's controls that real files set: kept and read back, never
/// drawn (the box shows the control's value). A scroll view's are beside it
/// (ScrollView/ScrollView+Appearance.swift).
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
