import Foundation

/// The views a list keeps for reuse, by reuse identifier, and the classes registered to make
/// new ones: what `register(_:forCellReuseIdentifier:)` and `dequeueReusableCell(…)` stand on.
///
/// Generic over the view type so a collection view can keep its cells (and supplementary
/// views) the same way. Views come back last in, first out, so the cell that just left the
/// screen is the next one handed back, as UIKit's queue does in practice (observed; Apple only
/// says a queued cell is returned "if one is available").
struct ReusableViewQueue<Reusable: View> {
  /// How a registered identifier makes a new view.
  typealias Maker = (String) -> Reusable

  private var makers: [String: Maker] = [:]
  private var queued: [String: [Reusable]] = [:]

  /// Registers `maker` for `identifier`, replacing an earlier registration; nil unregisters.
  mutating func register(_ maker: Maker?, for identifier: String) {
    makers[identifier] = maker
  }

  /// Whether a class is registered for `identifier`.
  func isRegistered(_ identifier: String) -> Bool { makers[identifier] != nil }

  /// Keeps `view` for the next dequeue of `identifier`.
  mutating func enqueue(_ view: Reusable, for identifier: String) {
    queued[identifier, default: []].append(view)
  }

  /// A queued view of `identifier`, if any: the last queued.
  mutating func dequeueQueued(_ identifier: String) -> Reusable? {
    queued[identifier]?.popLast()
  }

  /// A new view from `identifier`'s registered class, or nil when none is registered.
  func make(_ identifier: String) -> Reusable? {
    makers[identifier].map { $0(identifier) }
  }

  /// How many views are queued, over all identifiers.
  var queuedCount: Int { queued.values.reduce(0) { $0 + $1.count } }

  /// Forgets every queued view (`reloadData` keeps them; nothing else empties the queue).
  mutating func removeAllQueued() { queued.removeAll() }
}
