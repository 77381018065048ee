import Foundation
import TouchKit

/// A list cell's place and reuse history, for the inspector of a visible cell or a view inside
/// one (issue 38): the index path it shows, which cell object it is (the list's number for it,
/// as the `cellDequeue` records name it), and its latest dequeues, each with the row it had
/// shown and the row it was handed out for (``ReusedViewIdentity``). A reused dequeue ran the
/// cell's `prepareForReuse()`, which UIKit calls "just before the object is returned from the
/// table view method dequeueReusableCell(withIdentifier:)" (Apple's `prepareForReuse()`).
struct CellReuse: Equatable, Sendable {
  /// The cell's trace id (`list[0,11]`).
  var cell: String
  /// The index path it shows now.
  var indexPath: IndexPath
  var identity: ReusedViewIdentity

  /// The history of the cell that is `view` or holds it; nil when neither is a visible cell
  /// (or supplementary view) a list made.
  init?(of view: View) {
    var current: View? = view
    while let candidate = current, candidate.listPlace == nil { current = candidate.superview }
    guard let cellView = current, let place = cellView.listPlace, let identity = cellView.reusedViewIdentity
    else { return nil }
    cell = cellView.traceID
    indexPath = place.indexPath
    self.identity = identity
  }

  /// The rows the object showed, in order, each once in a row: `[0,3]`, `[0,11]`.
  var rowsShown: [String] {
    var rows: [String] = []
    for dequeue in identity.dequeues.latest {
      for row in [dequeue.previous, dequeue.indexPath].compactMap({ $0?.tableDescription })
      where rows.last != row {
        rows.append(row)
      }
    }
    return rows
  }
}

extension InspectorText {
  /// The cell's place, object and dequeues; and, for a control in a cell that showed several
  /// rows, an event with more than one action: the "wrong row" bug, where an action added at
  /// every dequeue stays on the same button object (a control keeps every target and action
  /// added to it; Apple's `addTarget(_:action:for:)`: "You may call this method multiple
  /// times").
  static func reuse(_ reuse: CellReuse, control: ControlDescription?) -> [Entry] {
    let identity = reuse.identity
    var entries = [
      Entry(items: [
        "cell \(reuse.cell)", "indexPath \(reuse.indexPath.tableDescription)",
        "cell object \(identity.serial) of \(identity.list)"
          + (identity.reuseIdentifier.map { " (\($0))" } ?? ""),
      ])
    ]
    let history = identity.dequeues
    if history.count > history.latest.count {
      entries.append(
        Entry(items: ["dequeued \(history.count) times; the last \(history.latest.count):"], indent: 2))
    }
    for dequeue in history.latest {
      let target = dequeue.indexPath.map { " for \($0.tableDescription)" } ?? ""
      let text =
        dequeue.reused
        ? "handed back\(target), had shown \(dequeue.previous?.tableDescription ?? "no row") · prepareForReuse()"
        : "made\(target)"
      entries.append(Entry(items: ["dequeue: " + text], indent: 2))
    }
    let rows = reuse.rowsShown
    guard rows.count > 1, let control else { return entries }
    var actionsByEvent: [String: Int] = [:]
    for action in control.actions {
      for event in action.events { actionsByEvent[event, default: 0] += 1 }
    }
    for (event, count) in actionsByEvent.sorted(by: { $0.key < $1.key }) where count > 1 {
      entries.append(
        Entry(
          items: [
            "the same object showed \(rows.joined(separator: ", ")) and has \(count) actions for \(event):"
              + " an action added at each dequeue stays on a reused cell"
          ], role: .warning))
    }
    return entries
  }
}
