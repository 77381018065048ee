import Foundation

/// A control that picks a value from a continuous range (UIKit's `UISlider`).
///
/// As in UIKit, a touch moves the value only by the thumb: tracking begins when the touch lands
/// in the thumb's touch area (a tap on the bare track does nothing), `touchDown` comes first,
/// and the thumb then follows the finger, keeping the offset at which it was grabbed. The
/// thumb's centre travels between the ends of the bounds inset by half its diameter: there
/// the value is ``minimumValue`` and ``maximumValue``, and positions beyond clamp. A
/// ``isContinuous`` slider sends `valueChanged` on every change; otherwise it sends it once, when
/// tracking ends (or is cancelled) with a value other than the one it began with.
open class Slider: Control {
  /// Kept between ``minimumValue`` and ``maximumValue``, as UIKit does.
  public var value: Float = 0 {
    didSet {
      value = clamped(value)
      noteDrawnChange()
    }
  }
  public var minimumValue: Float = 0 {
    didSet {
      value = clamped(value)
      noteDrawnChange()
    }
  }
  public var maximumValue: Float = 1 {
    didSet {
      value = clamped(value)
      noteDrawnChange()
    }
  }
  public var isContinuous = true {
    didSet { noteDrawnChange() }
  }

  /// UISlider's frame reaches past the track its constraints place: 2 points on each side and 1
  /// below. UNSOURCED (Apple does not document UISlider's `alignmentRectInsets`): measured from
  /// the frames Interface Builder stores for sliders placed by constraints in real files (a
  /// slider pinned 8 from a label is stored 6 from it and 4 points wider; one 44 high by a
  /// constraint is stored 45 high, its top where the constraint puts it; in the storyboard
  /// quoted in resoul/songsurprise's `sap_examples.swift`, one pinned like a segmented control
  /// at x 16, width 343 is stored at x 14, width 347).
  public static let standardAlignmentRectInsets = EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)

  /// ``standardAlignmentRectInsets``: Auto Layout places the track, the frame is around it.
  open override var alignmentRectInsets: EdgeInsets { Slider.standardAlignmentRectInsets }

  /// A height (``ControlMetrics/sliderHeight`` less the alignment insets); the width is the
  /// track's, which constraints give.
  open override var intrinsicContentSize: CGSize {
    intrinsicSize(forFrame: CGSize(width: View.noIntrinsicMetric, height: ControlMetrics.sliderHeight))
  }

  open override var controlValue: ControlValue {
    .slider(value: value, minimum: minimumValue, maximum: maximumValue, isContinuous: isContinuous)
  }

  /// The value when tracking began: what a non-continuous slider compares against at the end.
  private var valueAtBegin: Float = 0
  /// How far right of the thumb's centre the finger grabbed it.
  private var grabOffset: CGFloat = 0

  public func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  // UISlider's geometry methods are open, as UIKit's: a subclass that overrides them changes
  // where the thumb is, and so where a touch grabs it (a thin custom track, a larger thumb).

  /// The track's rectangle within `bounds` (UIKit's `trackRect(forBounds:)`): the bounds' width,
  /// ``Tunables/sliderTrackHeight`` tall, centred vertically. The thumb travels along it.
  open func trackRect(forBounds bounds: CGRect) -> CGRect {
    let height = min(Tunables.sliderTrackHeight, bounds.height)
    return CGRect(x: bounds.minX, y: bounds.midY - height / 2, width: bounds.width, height: height)
  }

  /// The thumb's rectangle for `value` on the track `rect` (UIKit's
  /// `thumbRect(forBounds:trackRect:value:)`): a square of ``Tunables/sliderThumbDiameter`` (no
  /// larger than the bounds' height or the track's width), centred on the track's midline, its
  /// centre between the track's ends inset by half its diameter.
  open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
    let diameter = min(Tunables.sliderThumbDiameter, bounds.height, rect.width)
    let range = maximumValue - minimumValue
    let fraction = range > 0 ? CGFloat((clamped(value) - minimumValue) / range) : 0
    let centerX = rect.minX + diameter / 2 + fraction * (rect.width - diameter)
    return CGRect(x: centerX - diameter / 2, y: rect.midY - diameter / 2, width: diameter, height: diameter)
  }

  /// Where the minimum-value image would be (UIKit's): none is drawn, so an empty rectangle.
  open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect { .zero }

  /// Where the maximum-value image would be (UIKit's): none is drawn, so an empty rectangle.
  open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect { .zero }

  /// The thumb's rectangle for `value`, in the slider's coordinates: the geometry methods'
  /// answer for the current bounds, overrides included.
  public func thumbRect(for value: Float) -> CGRect {
    thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
  }

  /// Where a touch grabs the thumb: its rectangle grown to ``Tunables/sliderThumbTouchSize``.
  public var thumbTouchArea: CGRect {
    let thumb = thumbRect(for: value)
    let grow = max(0, Tunables.sliderThumbTouchSize - thumb.width) / 2
    return thumb.insetBy(dx: -grow, dy: -max(0, Tunables.sliderThumbTouchSize - thumb.height) / 2)
  }

  /// The value whose thumb is centred at `x` (in the slider's coordinates), clamped.
  public func value(atThumbCenter x: CGFloat) -> Float {
    let track = trackRect(forBounds: bounds)
    let diameter = min(Tunables.sliderThumbDiameter, bounds.height, track.width)
    let travel = track.width - diameter
    guard travel > 0, travel.isFinite else { return minimumValue }
    let fraction = Float(min(max((x - track.minX - diameter / 2) / travel, 0), 1))
    return clamped(minimumValue + fraction * (maximumValue - minimumValue))
  }

  /// Tracks only a touch that lands on the thumb, as UISlider does.
  open override func beginTracking(_ touch: Touch, with event: TouchKit.Event?) -> Bool {
    let area = thumbTouchArea
    return area.isFinite && area.contains(touch.location(in: self))
  }

  override func didTrack(_ step: ControlTrackingStep, _ touch: Touch?, with event: TouchKit.Event?) {
    if step == .begin {
      valueAtBegin = value
      grabOffset = (touch?.location(in: self).x ?? 0) - thumbRect(for: value).midX
      return
    }
    if let touch, step != .cancel {
      let new = value(atThumbCenter: touch.location(in: self).x - grabOffset)
      if new != value {
        value = new
        traceRecorder(for: event)?.record(
          .controlValue(control: traceID, value: Format.number(CGFloat(value))))
        if isContinuous { sendActions(for: .valueChanged, with: event) }
      }
    }
    if !isContinuous, step == .end || step == .cancel, value != valueAtBegin {
      sendActions(for: .valueChanged, with: event)
    }
  }

  private func clamped(_ value: Float) -> Float {
    min(max(value, minimumValue), max(minimumValue, maximumValue))
  }

  /// iOS 6 rule (§5): a swipe on another view does not begin when it starts in the slider's
  /// thumb. A touch on the bare track is not tracked, so a swipe there may begin.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    !(isTracking && defaultActionWins(over: gestureRecognizer, protecting: [.swipe]))
  }
}
