/// A small map from tableau symbols to values, kept as an array sorted by symbol number.
///
/// A tableau row mentions a handful of symbols, and the simplex spends its time merging one
/// row into another and looking a symbol up in many rows. A sorted array does both without
/// hashing: a merge is one linear pass, a lookup a binary search. With a `Dictionary`, hashing
/// (`Hasher`, SipHash) was two thirds of a 1,250-constraint solve. Iterating in symbol order
/// also makes every loop's order the same in every process.
struct SymbolMap<Value: Sendable>: Sendable, Sequence {
  private(set) var entries: [(symbol: SolverSymbol, value: Value)] = []

  init() {}

  var isEmpty: Bool { entries.isEmpty }

  /// Room for `count` entries, so a row built cell by cell is allocated once.
  mutating func reserveCapacity(_ count: Int) { entries.reserveCapacity(count) }
  var count: Int { entries.count }
  /// The symbols, in increasing number.
  var keys: some Collection<SolverSymbol> { entries.lazy.map(\.symbol) }

  func makeIterator() -> IndexingIterator<[(symbol: SolverSymbol, value: Value)]> {
    entries.makeIterator()
  }

  /// The position of `symbol`, or where it would be inserted.
  private func position(of symbol: SolverSymbol) -> (index: Int, found: Bool) {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      let id = entries[middle].symbol.id
      if id == symbol.id { return (middle, true) }
      if id < symbol.id { low = middle + 1 } else { high = middle }
    }
    return (low, false)
  }

  subscript(symbol: SolverSymbol) -> Value? {
    get {
      let (index, found) = position(of: symbol)
      return found ? entries[index].value : nil
    }
    set {
      let (index, found) = position(of: symbol)
      switch (found, newValue) {
      case (true, let value?): entries[index].value = value
      case (true, nil): entries.remove(at: index)
      case (false, let value?): entries.insert((symbol, value), at: index)
      case (false, nil): break
      }
    }
  }

  @discardableResult
  mutating func removeValue(forKey symbol: SolverSymbol) -> Value? {
    let (index, found) = position(of: symbol)
    return found ? entries.remove(at: index).value : nil
  }

  /// Applies `transform` to every value in place (a row's scaling or sign change).
  mutating func updateValues(_ transform: (inout Value) -> Void) {
    for index in entries.indices { transform(&entries[index].value) }
  }

  /// Merges `other` into this map in one pass: `combine` folds a value of `other` into an
  /// existing one (returning false when the sum cancels and the entry must go), `make` turns
  /// one that is new here into a value (nil: nothing to add). Both are told the symbol, so a
  /// caller can note which cells changed.
  mutating func merge<Other>(
    _ other: SymbolMap<Other>, combine: (SolverSymbol, inout Value, Other) -> Bool,
    make: (SolverSymbol, Other) -> Value?
  ) {
    if other.isEmpty { return }
    if other.count * 8 < entries.count {
      // A few cells into a long row (a constraint's row into the objective): update in place
      // rather than copy every entry.
      for (symbol, otherValue) in other.entries {
        let (index, found) = position(of: symbol)
        if found {
          if !combine(symbol, &entries[index].value, otherValue) { entries.remove(at: index) }
        } else if let value = make(symbol, otherValue) {
          entries.insert((symbol, value), at: index)
        }
      }
      return
    }
    var merged: [(symbol: SolverSymbol, value: Value)] = []
    merged.reserveCapacity(entries.count + other.entries.count)
    var left = 0
    var right = 0
    while left < entries.count || right < other.entries.count {
      if right == other.entries.count
        || (left < entries.count && entries[left].symbol.id < other.entries[right].symbol.id)
      {
        merged.append(entries[left])
        left += 1
      } else if left == entries.count || other.entries[right].symbol.id < entries[left].symbol.id {
        if let value = make(other.entries[right].symbol, other.entries[right].value) {
          merged.append((other.entries[right].symbol, value))
        }
        right += 1
      } else {
        var value = entries[left].value
        if combine(entries[left].symbol, &value, other.entries[right].value) {
          merged.append((entries[left].symbol, value))
        }
        left += 1
        right += 1
      }
    }
    entries = merged
  }
}
