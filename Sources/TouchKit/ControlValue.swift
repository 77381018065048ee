import Foundation

/// What a control holds besides its highlight, by kind: declared by each control class
/// (``Control/controlValue``) and read by the description (`touchlab describe`, queries) and
/// the explorer's canvas alike, so no reader keeps a list of control classes of its own.
public enum ControlValue: Equatable, Sendable {
  /// A button (its title is its text) or a control without a value of its own.
  case none
  /// A switch: `isOn`.
  case toggle(isOn: Bool)
  /// A slider: `value` between `minimum` and `maximum`, and whether it sends `valueChanged`
  /// while it moves.
  case slider(value: Float, minimum: Float, maximum: Float, isContinuous: Bool)
  /// A segmented control's titles and `selectedSegmentIndex` (-1: none selected).
  case segments(titles: [String], selected: Int)
  /// A number with settings of its own, drawn as text (a stepper's value): `describe` lists
  /// `attributes` in order and the canvas shows `face`. A control whose value has this shape
  /// declares it without a case of its own, so no reader changes.
  case number(value: Double, attributes: [DescriptionAttribute], face: String)
  /// Text a control shows as its face (a text field's text, bullets for secure entry, or its
  /// placeholder when empty): `describe` lists `attributes` in order and the canvas shows `face`.
  case text(attributes: [DescriptionAttribute], face: String)
}
