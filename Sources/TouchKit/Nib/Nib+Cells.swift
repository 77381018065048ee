import Foundation

/// Nibs registered with a table or a collection view for a reuse identifier
/// (`register(_:forCellReuseIdentifier:)`, `register(_:forCellWithReuseIdentifier:)`): a dequeue
/// with no queued cell instantiates the nib, whose one top-level object is the new cell, queued
/// under the identifier it was registered for. A nib that does not hold exactly one cell stops the
/// run at the dequeue with UIKit's message (``NibLoadingFault/invalidCellNib(identifier:cellClass:)``).
extension Nib {
  /// The nib's one top-level object, a `Cell`; the run stops with UIKit's message otherwise.
  func instantiateCell<Cell: View>(
    _ type: Cell.Type, identifier: String, uikitName: String, file: StaticString, line: UInt
  ) -> Cell {
    let objects = instantiate(withOwner: nil, options: nil, file: file, line: line)
    guard objects.count == 1, let cell = objects.first as? Cell else {
      NibLoadingFault.invalidCellNib(identifier: identifier, cellClass: uikitName).raise(
        file: file, line: line)
    }
    return cell
  }
}

extension TableView {
  /// UIKit's `register(_:forCellReuseIdentifier:)` with a nib: a new cell of `identifier` is the
  /// nib's one `UITableViewCell`; nil unregisters.
  public func register(
    _ nib: Nib?, forCellReuseIdentifier identifier: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    guard let nib else {
      reuseQueue.register(nil, for: identifier)
      return
    }
    reuseQueue.register(
      { identifier in
        let cell = nib.instantiateCell(
          TableViewCell.self, identifier: identifier, uikitName: "UITableViewCell", file: file, line: line)
        cell.reuseIdentifier = identifier
        return cell
      }, for: identifier)
  }
}

extension CollectionView {
  /// UIKit's `register(_:forCellWithReuseIdentifier:)` with a nib: a new cell of `identifier`
  /// is the nib's one `UICollectionViewCell`; nil unregisters.
  public func register(
    _ nib: Nib?, forCellWithReuseIdentifier identifier: String, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    guard let nib else {
      cellQueue.register(nil, for: identifier)
      return
    }
    cellQueue.register(
      { identifier in
        let cell = nib.instantiateCell(
          CollectionViewCell.self, identifier: identifier, uikitName: "UICollectionReusableView", file: file,
          line: line)
        cell.reuseIdentifier = identifier
        return cell
      }, for: identifier)
  }
}
