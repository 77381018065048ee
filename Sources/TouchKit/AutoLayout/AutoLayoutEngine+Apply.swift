import Foundation

/// The engine's diff of a pass: what the hierarchy wants against what the solver holds
/// (AutoLayoutEngine's "When"), and the bookkeeping of what it holds.
extension AutoLayoutEngine {
  /// Removes what is no longer wanted, then adds, edits or re-adds the rest, in order. What is
  /// `kept` (a constraint whose new numbers the solver cannot take) stays as last solved.
  ///
  /// Each wanted constraint is matched to the held one with its key by position first (the
  /// list is in a fixed order, so a pass where little changed matches almost everything
  /// there), by ``entryIndex()`` where the lists part; nothing is hashed in a pass whose list
  /// is the last one's, nor in the first pass.
  func apply(_ wanted: [Wanted], keeping kept: Set<Key>, trace: TraceRecorder?) {
    var matches = [Int](repeating: -1, count: wanted.count)
    var matched = [Bool](repeating: false, count: entries.count)
    var cursor = 0
    var inOrder = wanted.count == entries.count
    for position in wanted.indices where !entries.isEmpty {
      let key = wanted[position].key
      var found: Int?
      if cursor < entries.count, entries[cursor].wanted.key == key {
        found = cursor
      } else if let index = entryIndex()[key], !matched[index] {
        found = index
      }
      inOrder = inOrder && found == position
      guard let found else { continue }
      matches[position] = found
      matched[found] = true
      cursor = found + 1
    }
    var keptEntries: [Held] = []
    if !kept.isEmpty, !entries.isEmpty {
      for key in kept {
        guard let index = entryIndex()[key], !matched[index] else { continue }
        matched[index] = true
        keptEntries.append(entries[index])
      }
    }
    if !broken.isEmpty {
      let wantedKeys = Set(wanted.map(\.key)).union(kept)
      for key in broken.keys where !wantedKeys.contains(key) { broken[key] = nil }
    }
    let start = resets
    conflictNames = nil
    removeAll(entries.indices.filter { !matched[$0] }.map { entries[$0] }.sorted { $0.id < $1.id })
    // Optional constraints are added after the required ones: they can never be refused, so
    // which required constraint is broken does not change, and a required equality then finds
    // a free variable to solve for instead of the errors of the content sizes added before it
    // (phase one's pivots, which made a stack of stacks cubic).
    // What the solver holds for each wanted constraint after this pass: `reused` where it
    // was held as it is (most of a pass), else ``pending``'s entry.
    pending = [Held?](repeating: nil, count: wanted.count)
    defer {
      pending = []
      conflictNames = nil
    }
    var reused = [Bool](repeating: false, count: wanted.count)
    var unchanged = inOrder && matched.allSatisfy { $0 }
    var optional: [Int] = []
    for position in wanted.indices {
      if matches[position] >= 0, resets == start {
        if entries[matches[position]].wanted.constraint == wanted[position].constraint {
          reused[position] = true
          continue
        }
        unchanged = false
        let current = entries[matches[position]]
        let entry = wanted[position]
        let old = current.wanted.constraint
        let new = entry.constraint
        if old.expression == new.expression && old.relation == new.relation && old.priority == new.priority {
          do throws(ConstraintSolverError) {
            try solver.setConstant(new.constant, of: current.id)
            let edited = Held(id: current.id, wanted: entry, generation: current.generation)
            pending[position] = edited
            conflictNames?[edited.id] = edited.wanted
            if !broken.isEmpty { broken[entry.key] = nil }
            continue
          } catch {
            if case .pivotLimitExceeded = error { return reset() }
          }
        }
        remove(current)
      }
      unchanged = false
      if !broken.isEmpty, broken[wanted[position].key] == wanted[position].constraint { continue }
      if wanted[position].constraint.isRequired {
        pending[position] = add(wanted[position], trace: trace)
      } else {
        optional.append(position)
      }
    }
    for position in optional { pending[position] = add(wanted[position], trace: trace) }
    // A pass that changed nothing (the layout pass's rounds after the first) keeps the list.
    guard !(unchanged && resets == start) else { return }
    var rebuilt: [Held] = []
    rebuilt.reserveCapacity(wanted.count + keptEntries.count)
    for position in wanted.indices {
      if reused[position] {
        if resets == start { rebuilt.append(entries[matches[position]]) }
      } else if let entry = pending[position], entry.generation == resets {
        rebuilt.append(entry)
      }
    }
    if resets == start { rebuilt += keptEntries }
    entries = rebuilt
    entryIndexCache = nil
  }

  /// Adds a wanted constraint; what the solver holds for it, or nil when it was refused.
  func add(_ entry: Wanted, trace: TraceRecorder?) -> Held? {
    do throws(ConstraintSolverError) {
      let id = try solver.add(entry.constraint)
      let made = Held(id: id, wanted: entry, generation: resets)
      conflictNames?[id] = entry
      if !broken.isEmpty { broken[entry.key] = nil }
      return made
    } catch {
      switch error {
      case .unsatisfiable(let conflict):
        broken[entry.key] = entry.constraint
        conflicting.insert(entry.key)
        let names = heldByID()
        let others = conflict.compactMap { names[$0]?.describe() }
        report(
          .unsatisfiableConstraints(constraints: others + [entry.describe()], broken: entry.describe()))
      case .pivotLimitExceeded: reset()
      default: broken[entry.key] = entry.constraint
      }
      return nil
    }
  }

  /// The constraints the solver holds now, by id: those held before this pass (some since
  /// removed, which no conflict names), then what it took in this pass, which replaces them.
  func heldByID() -> [SolverConstraintID: Wanted] {
    if let conflictNames { return conflictNames }
    var names: [SolverConstraintID: Wanted] = [:]
    for entry in entries where entry.generation == resets { names[entry.id] = entry.wanted }
    for case let entry? in pending where entry.generation == resets { names[entry.id] = entry.wanted }
    conflictNames = names
    return names
  }

  func remove(_ entry: Held) {
    for refused in conflicting { broken[refused] = nil }
    conflicting = []
    do throws(ConstraintSolverError) {
      try solver.remove(entry.id)
    } catch {
      reset()
    }
  }

  /// ``remove(_:)`` for many at once: one solver call, so at most one rebuild.
  func removeAll(_ removed: [Held]) {
    guard !removed.isEmpty else { return }
    for refused in conflicting { broken[refused] = nil }
    conflicting = []
    do throws(ConstraintSolverError) {
      try solver.remove(contentsOf: removed.map(\.id))
    } catch {
      reset()
    }
  }
}
