import Foundation

/// A data source's mistake that UIKit stops the app for, with UIKit's message where it is
/// known; raised as ``TableViewFault`` is, inside the announcement of the person's method that
/// was running, so the crash report names it and the terminal is restored.
public enum CollectionViewFault: Equatable, Sendable {
  /// A dequeue of a cell identifier nothing is registered for.
  case unregisteredCell(String)
  /// A dequeue of a supplementary view of a kind and identifier nothing is registered for.
  case unregisteredSupplementary(kind: String, identifier: String)
  /// The layout placed a header or footer and the data source has no
  /// `viewForSupplementaryElementOfKind`.
  case noSupplementaryView(kind: String)
  /// An item count below zero or above ``CollectionView/maximumItemsInSection``.
  case itemCount(Int, section: Int)
  /// A section count below zero or above ``CollectionView/maximumSections``.
  case sectionCount(Int)
  /// `cellForItemAt` returned a cell another collection view made.
  case cellFromAnotherCollection(IndexPath)
  /// A `UICollectionViewController` subclass gave items but no `cellForItemAt`.
  case controllerHasNoCells(IndexPath)

  /// UIKit's message, quoted whole, for an unregistered identifier; TouchLab's words, saying
  /// so, where UIKit's are not known.
  public var message: String {
    switch self {
    case .unregisteredCell(let identifier):
      Self.unregistered(kind: "UICollectionElementKindCell", identifier)
    case .unregisteredSupplementary(let kind, let identifier):
      Self.unregistered(kind: kind, identifier)
    case .noSupplementaryView(let kind):
      "the collection view's data source did not return a view for the supplementary element of kind "
        + "\(kind) (TouchLab's words: implement collectionView(_:viewForSupplementaryElementOfKind:at:))"
    case .itemCount(let count, let section):
      "collectionView(_:numberOfItemsInSection:) returned \(count) items for section \(section) "
        + "(TouchLab's words: a count is at least 0 and at most \(CollectionView.maximumItemsInSection))"
    case .sectionCount(let count):
      "numberOfSections(in:) returned \(count) sections (TouchLab's words: a count is at least 0 and at "
        + "most \(CollectionView.maximumSections))"
    case .cellFromAnotherCollection(let indexPath):
      "collectionView(_:cellForItemAt:) returned for item \(indexPath.tableDescription) a cell dequeued "
        + "from another collection view (TouchLab's words: a cell belongs to the collection that dequeued it)"
    case .controllerHasNoCells(let indexPath):
      "the collection view controller has no collectionView(_:cellForItemAt:) for item "
        + "\(indexPath.tableDescription) (TouchLab's words: override it where you give the item counts)"
    }
  }

  private static func unregistered(kind: String, _ identifier: String) -> String {
    "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a "
      + "class for the identifier or connect a prototype cell in a storyboard"
  }

  /// Stops the run with ``message``, as UIKit's exception stops the app.
  func raise() -> Never {
    fatalError(message)
  }
}
