import Foundation

/// A cell's detail button: `.detailButton` and `.detailDisclosureButton` show a real button at
/// the trailing edge (unless an ``TableViewCell/accessoryView`` replaces the accessory). It is a
/// control, so it keeps its touches (§5): a tap on it does not select the row (Apple, Table View
/// Programming Guide, "Managing Selections": a tap on the detail button makes the delegate
/// receive `tableView:accessoryButtonTappedForRowWithIndexPath:` "instead of
/// `tableView:didSelectRowAtIndexPath:`"), and at touch up inside it tells the table, which
/// tells its delegate (`tableView(_:accessoryButtonTappedForRowWith:)`) and performs the
/// storyboard segue the prototype's accessory triggers (`trigger="accessoryAction"`), with the
/// cell as the sender. The marks (`.disclosureIndicator`, `.checkmark`) have no view: a tap on
/// one lands on the cell and selects the row.
extension TableViewCell {
  /// The action the detail button sends its cell. UIKit's route from the button to the table
  /// is private; this is TouchLab's name for it, so the trace shows the tap reaching the cell.
  public static let accessoryButtonAction = "accessoryButtonTapped:"

  /// The detail button, while the accessory type has one and no accessory view replaces it.
  public var accessoryButton: Button? { accessoryButtonStorage }

  /// Makes or removes the detail button as the accessory type and view say.
  func updateAccessoryButton() {
    let wanted = accessoryType.hasButton && accessoryView == nil
    if wanted, accessoryButtonStorage == nil {
      let button = AccessoryButton(frame: .zero)
      if !id.isEmpty { button.id = id + ".accessoryButton" }
      button.addTarget(self, action: Self.accessoryButtonAction, for: .touchUpInside)
      handledActions.insert(Self.accessoryButtonAction)
      accessoryButtonStorage = button
      addSubview(button)
    } else if !wanted, let button = accessoryButtonStorage {
      button.removeFromSuperview()
      accessoryButtonStorage = nil
    }
  }

  /// The detail button's tap (``TableViewCell/perform(_:sender:)``): the table that shows the
  /// cell hears of it.
  func detailButtonTapped() {
    owningTable?.accessoryButtonTapped(in: self)
  }

}

/// The control a detail accessory shows (UIKit's private button class for it).
final class AccessoryButton: Button {}

extension TableView {
  /// The detail button of `cell` was tapped: the delegate is told the row, then the segue the
  /// prototype's accessory triggers is performed. UNSOURCED: Apple documents each, not their
  /// order, nor whether both happen when a storyboard connects the segue.
  func accessoryButtonTapped(in cell: TableViewCell) {
    guard let indexPath = indexPath(for: cell) else { return }
    if let delegate {
      UserCode.run(.accessoryButtonTapped, of: delegate) {
        delegate.tableView(self, accessoryButtonTappedForRowWith: indexPath)
      }
    }
    performCellSegue(of: cell) { $0.accessoryCellID }
  }
}
