import Foundation

/// An update whose index paths or counts do not add up (``ListUpdate/fault(oldCounts:newCounts:words:)``):
/// UIKit raises an `NSInternalInconsistencyException` and the app stops; TouchLab stops too,
/// with UIKit's message quoted whole, inside the person's method that made the update, so the
/// crash report names it and the terminal is restored, as for any crash in their code
/// (docs/reliability.md).
///
/// Apple documents the rule, not the words: the messages are as developers report them from
/// iOS (for example "Invalid update: invalid number of rows in section 0. The number of rows
/// contained in an existing section after the update (3) must be equal to …"); older iOS put
/// two spaces after the first sentence. The section range messages are TouchLab's, saying so.
enum ListUpdateFault: Equatable, Sendable {
  case rowCount(section: Int, after: Int, before: Int, ListUpdate.RowChange, Words)
  case sectionCount(after: Int, before: Int, inserted: Int, deleted: Int, Words)
  case deleteOutOfRange(IndexPath, count: Int, Words)
  case insertOutOfRange(IndexPath, count: Int, Words)
  case deleteSectionOutOfRange(Int, count: Int, Words)

  /// How a table and a collection view name their rows in the message.
  enum Words: Equatable, Sendable {
    case table
    case collection

    var row: String { self == .table ? "row" : "item" }
    var rows: String { self == .table ? "rows" : "items" }
    var list: String { self == .table ? "table view" : "collection view" }
  }

  /// UIKit's message, quoted whole.
  var message: String {
    switch self {
    case .rowCount(let section, let after, let before, let change, let words):
      "Invalid update: invalid number of \(words.rows) in section \(section). The number of \(words.rows) "
        + "contained in an existing section after the update (\(after)) must be equal to the number of "
        + "\(words.rows) contained in that section before the update (\(before)), plus or minus the number of "
        + "\(words.rows) inserted or deleted from that section (\(change.inserted) inserted, \(change.deleted) "
        + "deleted) and plus or minus the number of \(words.rows) moved into or out of that section "
        + "(\(change.movedIn) moved in, \(change.movedOut) moved out)."
    case .sectionCount(let after, let before, let inserted, let deleted, let words):
      "Invalid update: invalid number of sections. The number of sections contained in the \(words.list) "
        + "after the update (\(after)) must be equal to the number of sections contained in the \(words.list) "
        + "before the update (\(before)), plus or minus the number of sections inserted or deleted "
        + "(\(inserted) inserted, \(deleted) deleted)."
    case .deleteOutOfRange(let path, let count, let words):
      "attempt to delete \(words.row) \(path.row) from section \(path.section) which only contains "
        + "\(count) \(words.rows) before the update"
    case .insertOutOfRange(let path, let count, let words):
      "attempt to insert \(words.row) \(path.row) into section \(path.section), but there are only "
        + "\(count) \(words.rows) in section \(path.section) after the update"
    case .deleteSectionOutOfRange(let section, let count, _):
      "attempt to delete section \(section), but there are only \(count) sections before the update "
        + "(TouchLab's words: UIKit's are not known)"
    }
  }

  /// Stops the run with ``message``, as UIKit's exception stops the app.
  func raise() -> Never {
    fatalError(message)
  }
}
