import Foundation

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
