import Foundation

/// One update of a list's rows or items, as the person's code describes it between
/// `performBatchUpdates`'s start and end (or in one `insertRows`… call), in UIKit's numbering:
/// deletions, reloads and the sources of moves name index paths *before* the update,
/// insertions and the destinations of moves name them *after* it, whatever order the calls
/// came in (Apple, "Batch insertion, deletion, and reloading of rows and sections": "deletion
/// and reloading operations … are handled before insertions"; index paths of deletions are
/// "relative to the table view's state at the beginning of the batch", of insertions "at the
/// end").
///
/// The same value serves a table and a collection view: ``newIndexPath(for:)`` says where a
/// row went (cells, selection and the held touch follow it), and ``fault(oldCounts:newCounts:words:)``
/// is UIKit's consistency check of the data source's new counts.
struct ListUpdate {
  var insertedSections: Set<Int> = []
  var deletedSections: Set<Int> = []
  var reloadedSections: Set<Int> = []
  var movedSections: [Int: Int] = [:]
  var inserted: Set<IndexPath> = []
  var deleted: Set<IndexPath> = []
  var reloaded: Set<IndexPath> = []
  var moved: [IndexPath: IndexPath] = [:]

  var isEmpty: Bool {
    insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
      && inserted.isEmpty && deleted.isEmpty && reloaded.isEmpty && moved.isEmpty
  }

  /// Where old section `section` is after the update; nil if it was deleted.
  func newSection(for section: Int) -> Int? {
    if deletedSections.contains(section) { return nil }
    if let destination = movedSections[section] { return destination }
    let leaving = deletedSections.union(movedSections.keys)
    var result = section - leaving.count { $0 < section }
    for slot in insertedSections.union(movedSections.values).sorted() where slot <= result { result += 1 }
    return result
  }

  /// Where old row `indexPath` is after the update; nil if it, or its section, was deleted.
  func newIndexPath(for indexPath: IndexPath) -> IndexPath? {
    guard indexPath.count == 2, let section = newSection(for: indexPath.section) else { return nil }
    if deleted.contains(indexPath) { return nil }
    if let destination = moved[indexPath] { return destination }
    let leaving = deleted.union(moved.keys).filter {
      $0.section == indexPath.section && $0.row < indexPath.row
    }
    var row = indexPath.row - leaving.count
    let arriving = inserted.union(moved.values).filter { $0.section == section }.map(\.row).sorted()
    for slot in arriving where slot <= row { row += 1 }
    return IndexPath(row: row, section: section)
  }

  /// Whether old row `indexPath`'s cell must be asked for again: it was reloaded, or its
  /// section was.
  func isReloaded(_ indexPath: IndexPath) -> Bool {
    reloaded.contains(indexPath) || reloadedSections.contains(indexPath.section)
  }

  /// UIKit's consistency check: each index path names a row that exists on its side of the
  /// update, and the data source's counts after it are the counts before, plus the insertions
  /// and moves in, minus the deletions and moves out. The first failure, as UIKit raises it.
  func fault(oldCounts: [Int], newCounts: [Int], words: ListUpdateFault.Words) -> ListUpdateFault? {
    for section in deletedSections.sorted() where section >= oldCounts.count {
      return .deleteSectionOutOfRange(section, count: oldCounts.count, words)
    }
    for path in deleted.union(reloaded).sorted()
    where !oldCounts.indices.contains(path.section) || path.row >= oldCounts[path.section] {
      let count = oldCounts.indices.contains(path.section) ? oldCounts[path.section] : 0
      return .deleteOutOfRange(path, count: count, words)
    }
    let expectedSections = oldCounts.count + insertedSections.count - deletedSections.count
    guard newCounts.count == expectedSections else {
      return .sectionCount(
        after: newCounts.count, before: oldCounts.count, inserted: insertedSections.count,
        deleted: deletedSections.count, words)
    }
    for path in inserted.sorted()
    where !newCounts.indices.contains(path.section) || path.row >= newCounts[path.section] {
      let count = newCounts.indices.contains(path.section) ? newCounts[path.section] : 0
      return .insertOutOfRange(path, count: count, words)
    }
    for (old, count) in oldCounts.enumerated() {
      guard let new = newSection(for: old), !insertedSections.contains(new) else { continue }
      let change = RowChange(
        inserted: inserted.count { $0.section == new }, deleted: deleted.count { $0.section == old },
        movedIn: moved.count { $0.key.section != old && $0.value.section == new },
        movedOut: moved.count { $0.key.section == old && $0.value.section != new })
      let expected = count + change.inserted - change.deleted + change.movedIn - change.movedOut
      if newCounts[new] != expected {
        return .rowCount(section: new, after: newCounts[new], before: count, change, words)
      }
    }
    return nil
  }

  /// The rows a section gained and lost in an update, as UIKit's message counts them.
  struct RowChange: Equatable, Sendable {
    var inserted: Int
    var deleted: Int
    var movedIn: Int
    var movedOut: Int
  }
}
