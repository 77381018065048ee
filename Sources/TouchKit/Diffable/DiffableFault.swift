import Foundation

/// A snapshot's misuse that UIKit raises an exception for, with UIKit's message where it is
/// known (as developers report it: Apple documents none), else TouchLab's words, saying so.
public enum DiffableFault: Equatable, Sendable {
  /// Item identifiers added that the snapshot already has.
  case duplicateItems([String])
  /// Section identifiers added that the snapshot already has.
  case duplicateSections([String])
  /// `appendItems` with no section in the snapshot.
  case noSections
  /// A section identifier the snapshot does not have.
  case unknownSection(String)
  /// An item identifier the snapshot does not have.
  case unknownItem(String)
  /// A cell provider returned nil.
  case nilCell(IndexPath)

  public var message: String {
    switch self {
    case .duplicateItems(let identifiers):
      "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(identifiers.joined(separator: ", ")))}"
    case .duplicateSections(let identifiers):
      "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\(identifiers.joined(separator: ", ")))}"
    case .noSections:
      "There are currently no sections in the data source. Please add a section first."
    case .unknownSection(let identifier):
      "Invalid section identifier \(identifier): the snapshot has no such section (TouchLab's words)"
    case .unknownItem(let identifier):
      "Invalid item identifier \(identifier): the snapshot has no such item (TouchLab's words)"
    case .nilCell(let indexPath):
      "the cell provider returned nil for the item at \(indexPath.tableDescription) (TouchLab's words: a "
        + "provider returns a dequeued cell)"
    }
  }

  /// Stops the run with ``message``, as UIKit's exception stops the app.
  func raise() -> Never {
    fatalError(message)
  }
}
