import Foundation

/// The changes said since a batch began, and how deep the batch is: what a table and a
/// collection view both keep for `performBatchUpdates` and `beginUpdates`/`endUpdates`, so
/// each change either joins the batch under way or, outside one, is an update of its own.
///
/// Batches nest: only the outermost end hands the update back to be done (UIKit numbers the
/// whole batch as one update: Apple, "Batch insertion, deletion, and reloading of rows and
/// sections").
struct UpdateBatch {
  private var depth = 0
  private var pending = ListUpdate()

  /// Adds `change` to the update under way: the update to do now when no batch is open, else nil.
  mutating func record(_ change: (inout ListUpdate) -> Void) -> ListUpdate? {
    change(&pending)
    return depth == 0 ? take() : nil
  }

  /// A batch begins (or a nested one).
  mutating func begin() {
    depth += 1
  }

  /// A batch ends: the update to do when it was the outermost, else nil. An end without a
  /// begin ends nothing open and hands back what is pending, as UIKit's unbalanced
  /// `endUpdates` does its update.
  mutating func end() -> ListUpdate? {
    depth = max(0, depth - 1)
    return depth == 0 ? take() : nil
  }

  /// Forgets the changes said so far: a reload asks for everything anyway.
  mutating func discard() {
    pending = ListUpdate()
  }

  private mutating func take() -> ListUpdate {
    defer { pending = ListUpdate() }
    return pending
  }
}
