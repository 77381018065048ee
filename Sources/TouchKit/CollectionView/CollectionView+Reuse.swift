import Foundation

/// Registering classes and dequeuing cells and supplementary views, on the table's reuse queue
/// (``ReusableViewQueue``): a queued view of the identifier after its `prepareForReuse()`, else
/// a new one of the registered class, each dequeue recorded as the table's are (`cellDequeue`).
extension CollectionView {
  /// Registers `cellClass` (a `UICollectionViewCell` subclass) for `identifier`; nil unregisters.
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    guard let cellType = cellClass as? CollectionViewCell.Type else {
      cellQueue.register(nil, for: identifier)
      return
    }
    cellQueue.register({ cellType.init(collectionReuseIdentifier: $0) }, for: identifier)
  }

  /// Registers `viewClass` for supplementary views of `kind` (a header or footer) and `identifier`.
  public func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    let key = Self.supplementaryQueueKey(kind, identifier)
    guard let viewType = viewClass as? CollectionReusableView.Type else {
      supplementaryQueue.register(nil, for: key)
      return
    }
    supplementaryQueue.register({ _ in viewType.init(collectionReuseIdentifier: identifier) }, for: key)
  }

  /// A cell for `indexPath`: a queued one of `identifier` or a new one of its registered class.
  /// With nothing registered UIKit throws, and so does TouchLab, with UIKit's message
  /// (``CollectionViewFault/unregisteredCell(_:)``).
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> CollectionViewCell
  {
    if let cell = reconfiguring[indexPath], cell.reuseIdentifier == identifier {
      reconfiguring[indexPath] = nil
      window?.application?.trace?.record(
        .cellReconfigure(
          tableView: traceID, identifier: identifier, cell: cell.serial, indexPath: indexPath.tableDescription
        ))
      return cell
    }
    if let cell = dequeue(from: &cellQueue, identifier, queueKey: identifier, for: indexPath) { return cell }
    CollectionViewFault.unregisteredCell(identifier).raise()
  }

  /// A header or footer of `kind` for `indexPath`, queued or new; UIKit's message without a
  /// registration.
  public func dequeueReusableSupplementaryView(
    ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> CollectionReusableView {
    let key = Self.supplementaryQueueKey(kind, identifier)
    if let view = dequeue(from: &supplementaryQueue, identifier, queueKey: key, for: indexPath) {
      return view
    }
    CollectionViewFault.unregisteredSupplementary(kind: kind, identifier: identifier).raise()
  }

  /// A queued or new view, recorded as a `cellDequeue`.
  private func dequeue<Reusable: CollectionReusableView>(
    from queue: inout ReusableViewQueue<Reusable>, _ identifier: String, queueKey: String,
    for indexPath: IndexPath
  ) -> Reusable? {
    let trace = window?.application?.trace
    if let view = queue.dequeueQueued(queueKey) {
      trace?.record(
        .cellDequeue(
          tableView: traceID, identifier: identifier, cell: view.serial, reused: true,
          previous: view.lastIndexPath?.tableDescription, indexPath: indexPath.tableDescription))
      view.dequeueHistory.note(reused: true, previous: view.lastIndexPath, indexPath: indexPath)
      UserCode.run(.prepareForReuse, of: view) { view.prepareForReuse() }
      return view
    }
    guard let view = queue.make(queueKey) else { return nil }
    adopt(view)
    trace?.record(
      .cellDequeue(
        tableView: traceID, identifier: identifier, cell: view.serial, reused: false, previous: nil,
        indexPath: indexPath.tableDescription))
    view.dequeueHistory.note(reused: false, previous: nil, indexPath: indexPath)
    return view
  }

  /// Makes `view` this collection's, with the next serial number.
  func adopt(_ view: CollectionReusableView) {
    view.owningCollection = self
    viewsMade += 1
    view.serial = viewsMade
  }

  /// The queue key of a supplementary kind and identifier: one queue holds every kind.
  static func supplementaryQueueKey(_ kind: String, _ identifier: String) -> String {
    kind + "\u{1F}" + identifier
  }
}
