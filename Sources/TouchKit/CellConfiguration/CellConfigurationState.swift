import Foundation

/// A cell's state as its configuration update sees it (UIKit's `UICellConfigurationState`):
/// handed to `updateConfiguration(using:)` and `configurationUpdateHandler`, which read it to
/// set the cell's content and background configurations.
public struct CellConfigurationState: Hashable, Sendable {
  public var isHighlighted = false
  public var isSelected = false
  /// Whether the cell is disabled: TouchLab sets it when the cell's user interaction is off
  /// (UNSOURCED: Apple says only "a Boolean value that indicates whether the view is disabled").
  public var isDisabled = false
  public var isFocused = false
  /// Whether the cell's table is editing (a table cell's).
  public var isEditing = false
  /// Whether the cell's row is swiped open on its actions (a table cell's).
  public var isSwiped = false
  public var isExpanded = false
  public var isReordering = false

  public init() {}
}
