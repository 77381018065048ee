import Foundation
import TouchKit

/// A touch sequence's ``StepChange``s, in record order: the state of each subject at any step.
///
/// A value in ``RecordedSequence`` beside the trace and the scenes, so stepping back and forth
/// is a lookup: no engine is run again. It holds only changes (a drag on a slider, one a move;
/// a tap on a button, three or four), so its cost follows what the touch did, not the layout's
/// size.
public struct StepTimeline: Equatable, Sendable {
  /// Oldest first, by ``StepChange/index``.
  public private(set) var changes: [StepChange] = []

  public init(changes: [StepChange] = []) {
    self.changes = changes
  }

  public var isEmpty: Bool { changes.isEmpty }

  /// Adds a change; ``StepStateRecorder`` adds them in record order.
  mutating func append(_ change: StepChange) {
    changes.append(change)
  }

  /// Each changed subject's value after record `index`: the latest change at or before it,
  /// else the value before the subject's first change. Subjects that never change in the
  /// sequence are not in it (the scene has them right).
  public func state(at index: Int) -> [StepChange.Subject: StepChange.Value] {
    var values: [StepChange.Subject: StepChange.Value] = [:]
    for change in changes {
      if change.index <= index {
        values[change.subject] = change.after
      } else if values[change.subject] == nil {
        values[change.subject] = change.before
      }
    }
    return values
  }

  /// What the changes take in memory: the array's elements and the strings they own, in bytes
  /// (``StepChange``'s stride each, and each id's characters beyond the 15 a string keeps
  /// inline). The figure docs/performance.md reports for a long drag.
  public var bytes: Int {
    changes.reduce(changes.capacity * MemoryLayout<StepChange>.stride) { total, change in
      let id: String =
        switch change.subject {
        case .control(let id), .scrollView(let id), .recognizer(let id): id
        case .editing, .keyboard: ""
        }
      return total + (id.utf8.count > 15 ? id.utf8.count : 0)
    }
  }
}
