import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// `prototypes: {ItemCell: "Ic1-Cl-001"}` on a table or collection view from a storyboard: each
/// prototype cell registered under its reuse identifier, as loading the storyboard registers
/// it (Apple, `dequeueReusableCell(withIdentifier:for:)`: "… or connect a prototype cell in a
/// storyboard"). The value is the cell's IB object id in the file the layout came from; a
/// dequeue makes the cell from there (``Application/nibLoader``), as a registered nib's is.
extension LayoutBuilder {
  func prototypes(_ node: YAMLNode, of view: View) {
    guard case .mapping(let mapping) = node else {
      log.error(
        "prototypes must map reuse identifiers to IB object ids, got \(NodeKind(node).phrase)", at: node.mark)
      return
    }
    guard view is TableView || view is CollectionView else {
      log.error("prototypes are a table or collection view's, not a \(type(of: view))'s", at: node.mark)
      return
    }
    for entry in mapping {
      guard let identifier = string(entry.key, "reuse identifier"),
        let objectID = string(entry.value, "IB object id")
      else { continue }
      if let table = view as? TableView {
        table.registerPrototype(identifier, objectID: objectID, inFileAt: nibSource)
      } else if let collection = view as? CollectionView {
        collection.registerPrototype(identifier, objectID: objectID, inFileAt: nibSource)
      }
    }
  }
}
