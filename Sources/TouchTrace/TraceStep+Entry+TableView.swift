import Foundation
import TouchKit

/// The entries of table views (TouchKit's TableView/): dequeues and reuse, and a row's
/// highlight and selection (TraceStep+Entry.swift routes to them). Rows are written as the
/// table names its cells, `list[0,5]`.
extension TraceEntry {
  static func cellDequeue(
    _ tableView: String, _ identifier: String, _ cell: Int, _ reused: Bool, _ previous: String?,
    _ indexPath: String?
  ) -> TraceEntry {
    let target = indexPath.map { " for \(tableView)\($0)" } ?? ""
    let what =
      reused
      ? "hands back cell \(cell) (\(identifier))"
        + (previous.map { ", which showed \(tableView)\($0)," } ?? "")
      : "makes cell \(cell) (\(identifier))"
    return TraceEntry(
      .cellDequeue, .delivery,
      [
        "tableView": .string(tableView), "identifier": .string(identifier), "cell": .int(cell),
        "reused": .bool(reused), "previous": .optional(previous), "indexPath": .optional(indexPath),
      ],
      "\(tableView) \(what)\(target)", about: [tableView])
  }

  static func cellReconfigure(_ tableView: String, _ identifier: String, _ cell: Int, _ indexPath: String)
    -> TraceEntry
  {
    TraceEntry(
      .cellReconfigure, .delivery,
      [
        "tableView": .string(tableView), "identifier": .string(identifier), "cell": .int(cell),
        "indexPath": .string(indexPath),
      ],
      "\(tableView) hands back cell \(cell) (\(identifier)) again for \(tableView)\(indexPath), "
        + "which it shows: reconfigured, no prepareForReuse()",
      about: [tableView])
  }

  static func rowHighlight(_ tableView: String, _ row: String, _ isHighlighted: Bool) -> TraceEntry {
    TraceEntry(
      .rowHighlight, .control,
      ["tableView": .string(tableView), "row": .string(row), "isHighlighted": .bool(isHighlighted)],
      "\(tableView)\(row) " + (isHighlighted ? "highlights" : "unhighlights"), about: [tableView + row])
  }

  static func rowSelect(_ tableView: String, _ row: String, _ isSelected: Bool) -> TraceEntry {
    TraceEntry(
      .rowSelect, .action,
      ["tableView": .string(tableView), "row": .string(row), "isSelected": .bool(isSelected)],
      "\(tableView)\(row) " + (isSelected ? "is selected" : "is deselected"), about: [tableView + row])
  }

  static func rowSkipped(_ tableView: String, _ row: String, _ reason: TableRowSkipReason) -> TraceEntry {
    TraceEntry(
      .rowSkipped, .action,
      ["tableView": .string(tableView), "row": .string(row), "reason": .string(reason.rawValue)],
      "\(tableView)\(row) is not selected: \(reason.phrase)", about: [tableView + row])
  }

  static func swipeActions(
    _ tableView: String, _ row: String, _ edge: String, _ isOpen: Bool, _ reason: SwipeActionsReason
  ) -> TraceEntry {
    TraceEntry(
      .swipeActions, .action,
      [
        "tableView": .string(tableView), "row": .string(row), "edge": .string(edge), "isOpen": .bool(isOpen),
        "reason": .string(reason.rawValue),
      ],
      "\(tableView)\(row) " + (isOpen ? "opens on" : "closes")
        + " its \(edge) swipe actions: \(reason.phrase)",
      about: [tableView + row])
  }

  static func swipeActionPerformed(_ tableView: String, _ row: String, _ action: String, _ fullSwipe: Bool)
    -> TraceEntry
  {
    TraceEntry(
      .swipeActionPerformed, .action,
      [
        "tableView": .string(tableView), "row": .string(row), "action": .string(action),
        "fullSwipe": .bool(fullSwipe),
      ],
      "\(tableView)\(row) runs its swipe action \"\(action)\"" + (fullSwipe ? " (a full swipe)" : ""),
      about: [tableView + row])
  }
}
