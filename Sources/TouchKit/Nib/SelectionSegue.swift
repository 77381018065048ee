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
    guard let cell = shownCell(at: indexPath), let cellID = cell.importedOrigin?.objectID else { return }
    var responder = next
    while let current = responder {
      if let controller = current as? ViewController,
        let template = controller.storyboardSegueTemplates.first(where: { $0.selectingCellID == cellID })
      {
        template.perform(StoryboardSegueTemplate.performAction, sender: cell)
        return
      }
      responder = current.next
    }
  }
}
