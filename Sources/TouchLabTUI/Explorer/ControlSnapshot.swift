import Foundation

/// What the canvas shows of a control (`Control` and its subclasses), captured with the scene:
/// its highlight changes while a touch is tracked and its value on touch up, and rendering must
/// not reach into the engine's objects to find out.
public struct ControlSnapshot: Equatable, Sendable {
  /// The value a control shows, by kind.
  public enum Value: Equatable, Sendable {
    /// A button (its title is the node's text) or a control without a value of its own.
    case none
    /// A switch: `isOn`.
    case toggle(isOn: Bool)
    /// A slider: `value` between `minimum` and `maximum`.
    case slider(value: Float, minimum: Float, maximum: Float)
    /// A segmented control's titles and `selectedSegmentIndex` (-1: none selected).
    case segments(titles: [String], selected: Int)
  }

  public var isEnabled: Bool
  /// `isHighlighted`: a tracked touch is inside the tracking area.
  public var isHighlighted: Bool
  public var isTracking: Bool
  public var value: Value

  public init(
    isEnabled: Bool = true, isHighlighted: Bool = false, isTracking: Bool = false, value: Value = .none
  ) {
    self.isEnabled = isEnabled
    self.isHighlighted = isHighlighted
    self.isTracking = isTracking
    self.value = value
  }
}
