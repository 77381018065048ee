import Foundation

/// A storyboard prototype cell's segue (a `<segue>` in the cell's `<connections>`), which UIKit
/// performs when a tap selects a cell made from that prototype, with the cell as the sender
/// (Apple, `prepare(for:sender:)`: "if the segue originated from a table view, the sender
/// parameter would identify the table view cell that the user tapped"). The segue is the scene's
/// controller's (``StoryboardSegueTemplate/selectingCellID``), so the list looks for it up its
/// responder chain: the controller of the scene the list is in.
extension SelectableList {
  /// Performs the selection segue of the cell shown at `indexPath`, if its prototype has one.
  func performSelectionSegue(at indexPath: IndexPath) {
    guard let cell = shownCell(at: indexPath) else { return }
    performCellSegue(of: cell) { $0.selectingCellID }
  }

  /// Performs the segue of `cell`'s prototype whose template names the prototype by `cellID`
  /// (its selection's, or its accessory button's), with the cell as the sender, if there is
  /// one: the first controller up the list's responder chain that has it.
  func performCellSegue(of cell: View, _ cellID: (StoryboardSegueTemplate) -> String?) {
    guard let objectID = cell.importedOrigin?.objectID else { return }
    var responder = next
    while let current = responder {
      if let controller = current as? ViewController,
        let template = controller.storyboardSegueTemplates.first(where: { cellID($0) == objectID })
      {
        template.perform(StoryboardSegueTemplate.performAction, sender: cell)
        return
      }
      responder = current.next
    }
  }
}
