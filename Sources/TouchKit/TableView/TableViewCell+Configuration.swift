import Foundation

/// A table cell's configurations (iOS 14): `contentConfiguration`, `backgroundConfiguration`,
/// `defaultContentConfiguration()`, and their update for the cell's state
/// (``CellConfigurationUpdate``): highlighting or selecting the row asks for an update, which
/// runs ``TableViewCell/updateConfiguration(using:)`` then ``TableViewCell/configurationUpdateHandler``
/// in the next layout pass, as UIKit's does.
extension TableViewCell {
  /// The cell's content as a configuration (UIKit's `contentConfiguration`): setting one puts
  /// the view it makes in the ``contentView``, filling it, in place of the last one's; a list
  /// configuration set again updates the labels it made.
  public var contentConfiguration: (any ContentConfiguration)? {
    get { ContentConfigurationHost.host(in: contentView)?.configuration }
    set { ContentConfigurationHost.show(newValue, in: contentView) }
  }

  /// The cell's background as a configuration (UIKit's `backgroundConfiguration`): kept, not
  /// drawn.
  public var backgroundConfiguration: BackgroundConfiguration? {
    get { configurationUpdate.background }
    set { configurationUpdate.background = newValue }
  }

  /// A list content configuration for the cell's style, to fill in and set as
  /// ``contentConfiguration`` (Apple: "a default list content configuration for the cell's
  /// style"): `.subtitleCell()` for `.subtitle`, `.valueCell()` for `.value1` and `.value2`,
  /// else `.cell()`.
  public func defaultContentConfiguration() -> ListContentConfiguration {
    switch cellStyle {
    case .subtitle: .subtitleCell()
    case .value1, .value2: .valueCell()
    case .default: .cell()
    }
  }

  /// The cell's state as an update sees it: its highlight and selection, its table's editing,
  /// whether its row is swiped open, and whether its user interaction is off.
  public var configurationState: CellConfigurationState {
    var state = CellConfigurationState()
    state.isHighlighted = isHighlighted
    state.isSelected = isSelected
    state.isDisabled = !isUserInteractionEnabled
    state.isEditing = owningTable?.isEditing ?? false
    if let table = owningTable, let shown = shownIndexPath {
      state.isSwiped = table.swipeActions.swipe?.indexPath == shown
    }
    return state
  }

  /// Asks for a configuration update in the next layout pass; several asks are one update.
  public func setNeedsUpdateConfiguration() {
    configurationUpdate.setNeeds(self)
  }

  /// Runs the update asked for, if any (the layout pass calls this before `layoutSubviews()`).
  func updateConfigurationIfNeeded() {
    configurationUpdate.runIfNeeded(self) {
      let state = configurationState
      updateConfiguration(using: state)
      configurationUpdateHandler?(self, state)
    }
  }
}
