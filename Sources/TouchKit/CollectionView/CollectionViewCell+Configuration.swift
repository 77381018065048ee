import Foundation

/// A collection cell's configurations (iOS 14), as a table cell's
/// (TableViewCell+Configuration.swift): `contentConfiguration`, `backgroundConfiguration`, and
/// their update for the cell's state, which highlighting or selecting the item asks for.
extension CollectionViewCell {
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

  /// The cell's state as an update sees it: its highlight and selection, and whether its user
  /// interaction is off.
  public var configurationState: CellConfigurationState {
    var state = CellConfigurationState()
    state.isHighlighted = isHighlighted
    state.isSelected = isSelected
    state.isDisabled = !isUserInteractionEnabled
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
