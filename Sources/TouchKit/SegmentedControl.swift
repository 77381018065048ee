import Foundation

/// A row of equal-width segments, at most one selected (UIKit's `UISegmentedControl`).
///
/// A touch up inside selects the segment under the touch (clamped to the first or last when
/// the touch is in the slop beyond the bounds) and, if that changed the selection, sends
/// `valueChanged` and `primaryActionTriggered`, after the `touchUpInside` its tracking sends.
open class SegmentedControl: Control {
  /// UIKit's `UISegmentedControl.noSegment`: no segment selected.
  public static let noSegment = -1

  /// The insets from a segmented control's frame to its alignment rectangle, which
  /// constraints place (`alignmentRectInsets`). Apple publishes none. Community-measured from
  /// the frames Xcode stores: none at either end (in the storyboard quoted in
  /// resoul/songsurprise's `sap_examples.swift`, one pinned to a view's leading and trailing
  /// edges is stored at exactly x 16, width 343, where a slider pinned alike is 2 pt wider at
  /// each end) and none above; 1 point below: a control whose height constraint says 31 is
  /// stored 32 high, and in three public storyboards (Xcode 8 to 10) one whose bottom a
  /// constraint puts at y is stored ending at y + 1 while its top is where its constraint says.
  public static let standardAlignmentRectInsets = EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)

  open override var alignmentRectInsets: EdgeInsets { SegmentedControl.standardAlignmentRectInsets }

  public var segmentTitles: [String] = [] {
    didSet {
      noteDrawnChange()
      if holdsConstraints { invalidateIntrinsicContentSize() }
    }
  }

  /// Equal segments, each its widest title (``ControlMetrics/segmentTitlePointSize``) and
  /// ``ControlMetrics/segmentTitlePadding`` each side; ``ControlMetrics/segmentedControlHeight``
  /// high; both less the alignment insets. No segments: no width of its own.
  open override var intrinsicContentSize: CGSize {
    let font = Font.systemFont(ofSize: ControlMetrics.segmentTitlePointSize)
    let widest = segmentTitles.map { TextMetrics.width(of: $0[...], font: font) }.max()
    let width = widest.map {
      CGFloat(segmentTitles.count) * ($0 + 2 * ControlMetrics.segmentTitlePadding)
    }
    return intrinsicSize(
      forFrame: CGSize(width: width ?? View.noIntrinsicMetric, height: ControlMetrics.segmentedControlHeight))
  }
  /// The selected segment's index, or ``noSegment``. Setting it in code sends nothing.
  public var selectedSegmentIndex = SegmentedControl.noSegment {
    didSet { noteDrawnChange() }
  }

  public var numberOfSegments: Int { segmentTitles.count }

  open override var controlValue: ControlValue {
    .segments(titles: segmentTitles, selected: selectedSegmentIndex)
  }

  /// The segment at `point` (in the control's coordinates), clamped to the segments; nil when
  /// there are none.
  ///
  /// A width of 1e-300 (or a subnormal one) makes the fraction huge or infinite for a touch in
  /// the tracking slop, so it is clamped before it becomes an index, never converted raw.
  public func segmentIndex(at point: CGPoint) -> Int? {
    guard numberOfSegments > 0 else { return nil }
    guard bounds.width > 0 else { return 0 }
    let fraction = (point.x - bounds.minX) / bounds.width
    return Int(
      saturating: fraction * CGFloat(numberOfSegments), rounding: .down, within: 0...(numberOfSegments - 1))
  }

  override func didTouchUpInside(_ touch: Touch, with event: TouchKit.Event?) {
    guard let index = segmentIndex(at: touch.location(in: self)), index != selectedSegmentIndex else {
      return
    }
    selectedSegmentIndex = index
    traceRecorder(for: event)?.record(.controlValue(control: traceID, value: "segment \(index)"))
    sendActions(for: [.valueChanged, .primaryActionTriggered], with: event)
  }

  /// iOS 6 rule (§5): see Control+GestureRecognizers.swift.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    !defaultActionWins(over: gestureRecognizer, protecting: [.singleTap])
  }
}
