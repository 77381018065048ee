import Foundation

/// The sizes UIKit gives its fixed-size controls and indicators. Each class reports its size as
/// its `intrinsicContentSize`, so that constraints that only position one — a switch pinned to
/// a row's trailing edge and centred in it, the usual settings row — size it as iOS does, and a
/// tap on it lands; a switch also takes its size when it is made, as `UISwitch` does.
///
/// Each value is the frame Xcode stores for the control (the files' `<rect key="frame">`, laid
/// out by Apple's UIKit); the intrinsic size is that frame less the class's
/// `alignmentRectInsets`, since constraints place the alignment rectangle (Auto Layout Guide,
/// "Alignment Rect"). Apple publishes none of these numbers: they are community-measured from
/// stored frames (UNSOURCED), for the current iOS design (iOS 13 and later; earlier designs
/// were smaller: a 29-point segmented control, a 29-point stepper).
public enum ControlMetrics {
  /// `UISwitch`: 51 × 31, whatever frame it is given ("The size components of this rectangle
  /// are ignored", Apple's `UISwitch.init(frame:)`; the size is the one every stored switch has).
  public static let switchSize = CGSize(width: 51, height: 31)
  /// `UISlider`'s height (its width is the track's: none of its own). Stored sliders are 31 high.
  public static let sliderHeight: CGFloat = 31
  /// `UISegmentedControl`'s height: stored at 32 where a height constraint says 31 (the 1-point
  /// bottom alignment inset, ``SegmentedControl/standardAlignmentRectInsets``).
  public static let segmentedControlHeight: CGFloat = 32
  /// The point size of a segment's title.
  public static let segmentTitlePointSize: CGFloat = 13
  /// The room each side of a segment's title, so that a segment is its widest title plus twice
  /// this (segments are equal unless `apportionsSegmentWidthsByContent`). UNSOURCED: chosen so
  /// that, measured with TouchLab's text model (TextMetrics.swift, wider than San Francisco),
  /// the one stored control of two 13-point titles with nothing sizing it ("Hotel", "Museum",
  /// 121 wide) comes out within a point of it.
  public static let segmentTitlePadding: CGFloat = 3
  /// `UIStepper`: 94 × 32.
  public static let stepperSize = CGSize(width: 94, height: 32)
  /// `UIActivityIndicatorView` in its `medium` (and the former `white`/`gray`) style.
  public static let mediumActivityIndicatorSide: CGFloat = 20
  /// `UIActivityIndicatorView` in its `large` (and the former `whiteLarge`) style.
  public static let largeActivityIndicatorSide: CGFloat = 37
  /// `UIProgressView`'s height (its width is the bar's: none of its own). Stored at 4.
  public static let progressViewHeight: CGFloat = 4
}

extension View {
  /// The intrinsic size of a control whose frame is `frame` (an axis of
  /// ``noIntrinsicMetric`` stays so): the frame less ``alignmentRectInsets``.
  func intrinsicSize(forFrame frame: CGSize) -> CGSize {
    let insets = alignmentRectInsets
    func less(_ value: CGFloat, _ inset: CGFloat) -> CGFloat {
      value == View.noIntrinsicMetric ? value : max(0, value - inset)
    }
    return CGSize(
      width: less(frame.width, insets.left + insets.right),
      height: less(frame.height, insets.top + insets.bottom))
  }
}
