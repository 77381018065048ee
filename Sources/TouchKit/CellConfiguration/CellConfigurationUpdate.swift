import Foundation

/// When a cell's configurations are updated (UIKit's `setNeedsUpdateConfiguration()` and
/// `updateConfiguration(using:)`, iOS 14, for a table's and a collection's cells alike): a
/// state change (highlight, selection) or setting the update handler asks for an update,
/// which, as UIKit's, is coalesced (Apple: "The system might combine multiple requests into a
/// single update") and runs in the next layout pass, before the cell's `layoutSubviews()` — a
/// button's configuration updates the same way (Button+Configuration.swift). A new cell asks for
/// one, so its first display is configured for its state. What the update itself sets asks for
/// no further update.
final class CellConfigurationUpdate {
  var needsUpdate = true
  var isUpdating = false
  /// The cell's `backgroundConfiguration`, kept (not drawn).
  var background: BackgroundConfiguration?

  /// Asks for an update of `cell` in the next layout pass.
  func setNeeds(_ cell: View) {
    guard !isUpdating else { return }
    needsUpdate = true
    cell.setNeedsLayout()
  }

  /// Runs `update` (the cell's `updateConfiguration(using:)`, then its handler), announced as
  /// the person's code of `cell`, if an update was asked for.
  func runIfNeeded(_ cell: View, _ update: () -> Void) {
    guard needsUpdate else { return }
    needsUpdate = false
    isUpdating = true
    defer { isUpdating = false }
    UserCode.run(.updateCellConfiguration, of: cell) { update() }
  }
}
