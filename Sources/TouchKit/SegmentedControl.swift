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
  /// constraints place (`alignmentRectInsets`). Apple publishes none. Community-measured:
  /// none at either end (in the storyboard quoted in resoul/songsurprise's
  /// `sap_examples.swift`, one pinned to a view's leading and trailing edges is stored at
  /// exactly x 16, width 343, where a slider pinned alike is 2 pt wider at each end). Above
  /// and below: UNSOURCED, none.
  public static let standardAlignmentRectInsets = EdgeInsets.zero

  open override var alignmentRectInsets: EdgeInsets { SegmentedControl.standardAlignmentRectInsets }

  public var segmentTitles: [String] = [] {
    didSet { noteDrawnChange() }
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
