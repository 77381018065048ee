import Foundation
import TouchKit

/// What the canvas shows of a control (`Control` and its subclasses), captured with the scene:
/// its highlight changes while a touch is tracked and its value on touch up, and rendering must
/// not reach into the engine's objects to find out.
public struct ControlSnapshot: Equatable, Sendable {
  /// The value a control shows, by kind: the engine's (`Control.controlValue`).
  public typealias Value = ControlValue

  public var isEnabled: Bool
  /// `isHighlighted`: a tracked touch is inside the tracking area.
  public var isHighlighted: Bool
  public var isTracking: Bool
  public var value: Value
  /// A slider's thumb and the area a touch grabs it in, in screen points, as the engine has
  /// them for its value (`Slider.thumbRect(for:)`, `thumbTouchArea`): the canvas draws the
  /// thumb there (``SliderThumb``). Nil for other controls.
  public var thumb: CGRect?
  public var thumbTouchArea: CGRect?

  public init(
    isEnabled: Bool = true, isHighlighted: Bool = false, isTracking: Bool = false, value: Value = .none,
    thumb: CGRect? = nil, thumbTouchArea: CGRect? = nil
  ) {
    self.isEnabled = isEnabled
    self.isHighlighted = isHighlighted
    self.isTracking = isTracking
    self.value = value
    self.thumb = thumb
    self.thumbTouchArea = thumbTouchArea
  }
}
