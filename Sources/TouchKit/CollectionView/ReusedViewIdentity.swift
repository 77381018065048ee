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

/// A reusable view's latest dequeues: each says whether the list handed back a queued view
/// (after its `prepareForReuse()`) or made one, the row it had shown and the row it was for.
/// At most ``kept``: a scroll through a million rows keeps a few per cell, not a million.
public struct DequeueHistory: Equatable, Sendable {
  public struct Dequeue: Equatable, Sendable {
    /// Whether a queued view was handed back (its `prepareForReuse()` ran), not made.
    public var reused: Bool
    /// The index path it showed before, for a reused view.
    public var previous: IndexPath?
    /// The index path it was dequeued for; nil for the table's call without one.
    public var indexPath: IndexPath?
  }

  /// The dequeues kept, oldest first.
  public private(set) var latest: [Dequeue] = []
  /// How many dequeues there were in all, kept or not.
  public private(set) var count = 0

  /// How many dequeues a view keeps.
  public static let kept = 8

  mutating func note(reused: Bool, previous: IndexPath?, indexPath: IndexPath?) {
    count += 1
    if latest.count == Self.kept { latest.removeFirst() }
    latest.append(Dequeue(reused: reused, previous: previous, indexPath: indexPath))
  }
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
