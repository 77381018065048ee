/// A map from the solver's small numbers (constraint ids, symbol numbers) to values: an array
/// with a slot per number, so a lookup or an insertion is an index, not a hash.
///
/// The solver's records (by ``SolverConstraintID``) and the owners of its markers (by
/// ``SolverSymbol``) were dictionaries; hashing their keys (`Hasher`, SipHash) on every
/// constraint added was a sixth of the solver's work in a 100 × 100 stack of stacks. The
/// numbers come from counters that start at 0, so the slots are dense. Iteration is in
/// increasing number, the order the solver makes every choice in.
struct SlotMap<Key: SlotKey, Value: Sendable>: Sendable {
  private var slots: [Value?] = []
  private(set) var count = 0

  init() {}

  var isEmpty: Bool { count == 0 }

  subscript(key: Key) -> Value? {
    get { slots.indices.contains(key.slot) ? slots[key.slot] : nil }
    set {
      let slot = key.slot
      if slot >= slots.count {
        guard newValue != nil else { return }
        slots += repeatElement(nil, count: max(slot + 1, 2 * slots.count) - slots.count)
      }
      switch (slots[slot] != nil, newValue != nil) {
      case (true, false): count -= 1
      case (false, true): count += 1
      default: break
      }
      slots[slot] = newValue
    }
  }

  @discardableResult
  mutating func removeValue(forKey key: Key) -> Value? {
    let value = self[key]
    if value != nil { self[key] = nil }
    return value
  }

  /// The filled slots and their values, in increasing number.
  var filled: some Sequence<(slot: Int, value: Value)> {
    slots.enumerated().lazy.compactMap { slot, value in value.map { (slot, $0) } }
  }
}

/// A key of a ``SlotMap``: a small non-negative number.
protocol SlotKey {
  var slot: Int { get }
}

extension SolverConstraintID: SlotKey {
  var slot: Int { rawValue }
}

extension SolverSymbol: SlotKey {
  var slot: Int { id }
}
