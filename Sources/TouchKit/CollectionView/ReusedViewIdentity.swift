import Foundation

/// Which object a list's cell (or supplementary view) is and what its dequeues were, as the
/// dequeue records say them (`cellDequeue`): the list's trace id, the number the list gave it
/// when it made it, and its latest dequeues. What the explorer's inspector shows as a cell's
/// reuse history (issue 38: "the inspector shows a cell's index path and reuse history").
///
/// Kept on the view, not read back from the trace: a trace is emptied at each new sequence,
/// and the dequeues of a layout's first update cycle name the list before the layout pass
/// gives it its name (`TableView`, then `list.tableView`).
public struct ReusedViewIdentity: Equatable, Sendable {
  /// The table's or collection's trace id now.
  public var list: String
  /// The list's count of the views it had made when it made this one, from 1.
  public var serial: Int
  /// The identifier it was made for and is queued under.
  public var reuseIdentifier: String?
  /// Its latest dequeues, oldest first.
  public var dequeues: DequeueHistory
}

extension View {
  /// This view's identity and dequeues in the list that made it; nil for a view no table or
  /// collection made (a cell a data source made itself, any other view).
  public var reusedViewIdentity: ReusedViewIdentity? {
    if let cell = self as? TableViewCell, let table = cell.owningTable {
      return ReusedViewIdentity(
        list: table.traceID, serial: cell.serial, reuseIdentifier: cell.reuseIdentifier,
        dequeues: cell.dequeueHistory)
    }
    if let reusable = self as? CollectionReusableView, let collection = reusable.owningCollection {
      return ReusedViewIdentity(
        list: collection.traceID, serial: reusable.serial, reuseIdentifier: reusable.reuseIdentifier,
        dequeues: reusable.dequeueHistory)
    }
    return nil
  }
}
