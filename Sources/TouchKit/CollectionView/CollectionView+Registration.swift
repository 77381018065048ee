import Foundation

/// Cell and supplementary registrations (UIKit's `UICollectionView.CellRegistration` and
/// `SupplementaryRegistration`): a cell class and the handler that configures it, dequeued with
/// `dequeueConfiguredReusableCell(using:for:item:)`.
///
/// A registration's cells are queued under an identifier made from the cell class's name
/// (`CellRegistration<PhotoCell>`), registered at the first dequeue: two registrations of one
/// class share a queue, which is harmless since their cells are the same class and each
/// dequeue runs its own handler. A name, not a random one, so traces are the same from run to run.
extension CollectionView {
  public struct CellRegistration<Cell: CollectionViewCell, Item> {
    public typealias Handler = (Cell, IndexPath, Item) -> Void
    let handler: Handler
    let identifier = "CellRegistration<\(Cell.self)>"

    public init(handler: @escaping Handler) {
      self.handler = handler
    }
  }

  public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
    public typealias Handler = (Supplementary, String, IndexPath) -> Void
    let elementKind: String
    let handler: Handler
    let identifier = "SupplementaryRegistration<\(Supplementary.self)>"

    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
    }
  }

  /// A cell of the registration's class for `indexPath`, queued or new, configured by its
  /// handler with `item`.
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item
  ) -> Cell {
    if !cellQueue.isRegistered(registration.identifier) {
      register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
    }
    guard
      let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as? Cell
    else { preconditionFailure("a registration's queue holds only its class's cells") }
    UserCode.run(.cellProvider, of: cell) { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// A header or footer of the registration's class and kind for `indexPath`, configured.
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let kind = registration.elementKind
    if !supplementaryQueue.isRegistered(Self.supplementaryQueueKey(kind, registration.identifier)) {
      register(
        Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: registration.identifier)
    }
    guard
      let view = dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: registration.identifier, for: indexPath) as? Supplementary
    else { preconditionFailure("a registration's queue holds only its class's views") }
    UserCode.run(.cellProvider, of: view) { registration.handler(view, kind, indexPath) }
    return view
  }
}
