import Foundation
import TouchFoundation
import TouchKit
import TouchLayout
import TouchYAML

/// A script target by index path: `{list: list, indexPath: [2, 5]}`, a row of a table or an
/// item of a collection view, optionally a view of its cell (`view: contentView.likeButton`,
/// the cell's view named `list[2,5].contentView.likeButton`).
///
/// A row off screen has no cell (real reuse), so when the step runs the list first scrolls it
/// into view as `scrollToRow(at:at:animated:)` with `.none` does (UIKit: "scrolls the least
/// amount necessary"; a collection's `scrollToItem` with no position does the same), which the
/// trace records as a `scroll`; the touch then goes to the cell's centre, or the named view's.
public struct ScriptListTarget: Equatable, Sendable {
  /// The table or collection view, as a target names a view (an id or a query).
  public var list: String
  public var indexPath: IndexPath
  /// The path under the cell (`contentView.likeButton`); nil: the cell itself.
  public var view: String?

  /// How the target is written in a step's description: `list[2,5]`, `list[2,5].contentView`.
  public var name: String { list + indexPath.tableDescription + (view.map { "." + $0 } ?? "") }

  /// Why `indexPath` is not one of `list`'s rows now, or nil when it is; nil also for a view
  /// that is no list (the caller says so).
  static func outOfRange(_ indexPath: IndexPath, in list: View) -> String? {
    guard let counts = ListCounts(list) else { return nil }
    let sections = counts.sections
    guard indexPath.section < sections else {
      return "section \(indexPath.section) is out of range: \(list.traceID) has \(sections) section"
        + (sections == 1 ? "" : "s")
    }
    let rows = counts.rows(indexPath.section)
    guard indexPath.row < rows else {
      let noun = list is TableView ? "row" : "item"
      return
        "\(noun) \(indexPath.row) is out of range: section \(indexPath.section) of \(list.traceID) has \(rows) \(noun)"
        + (rows == 1 ? "" : "s")
    }
    return nil
  }

  /// Scrolls the row into view and finds its cell (or the view under it): what the step touches.
  func view(in list: View) -> Result<View, ViewTargetResolver.Failure> {
    if let reason = Self.outOfRange(indexPath, in: list) {
      return .failure(.init("the target \(name): \(reason)"))
    }
    let cell: View?
    switch list {
    case let table as TableView:
      table.scrollToRow(at: indexPath, at: .none, animated: false)
      table.layoutIfNeeded()
      cell = table.cellForRow(at: indexPath)
    case let collection as CollectionView:
      collection.scrollToItem(at: indexPath, at: [], animated: false)
      collection.layoutIfNeeded()
      cell = collection.cellForItem(at: indexPath)
    default:
      return .failure(.init("the target \(name): \(list.traceID) is not a TableView or CollectionView"))
    }
    guard let cell else { return .failure(.init("the target \(name) has no cell after scrolling to it")) }
    guard let view else { return .success(cell) }
    let wanted = cell.traceID + "." + view
    var found: View?
    _ = cell.forEachInSubtree { candidate in
      if candidate.traceID == wanted { found = candidate }
      return found == nil
    }
    guard let found else { return .failure(.init("the target \(name): the cell has no view \(wanted)")) }
    return .success(found)
  }
}

/// A table's sections and rows, or a collection's sections and items: what an index path is
/// checked against.
private struct ListCounts {
  var sections: Int
  var rows: (Int) -> Int

  init?(_ list: View) {
    switch list {
    case let table as TableView:
      sections = table.numberOfSections
      rows = { table.numberOfRows(inSection: $0) }
    case let collection as CollectionView:
      sections = collection.numberOfSections
      rows = { collection.numberOfItems(inSection: $0) }
    default: return nil
    }
  }
}

extension ScriptReader {
  /// `{list: list, indexPath: [2, 5], view: contentView.likeButton}` (``ScriptListTarget``),
  /// checked now: the list must be a table or collection view and the index path one of its
  /// rows, else an error at the key's line and column.
  func listTarget(_ node: YAMLNode, _ name: String) -> ScriptTarget? {
    guard
      let fields = Fields(
        node, describing: "\(name)'s list target", validKeys: ["list", "indexPath", "view"], log: log)
    else { return nil }
    let listNode = required(fields, "list", of: "\(name)'s list target")
    let list = listNode.flatMap { listNode -> (String, View)? in
      guard let expression = string(listNode, "\(name) list") else { return nil }
      switch resolve(expression, at: listNode.mark) {
      case .failure(let failure):
        log.error("\(name) list \(failure.message)", at: listNode.mark)
        return nil
      case .success(let view) where view is TableView || view is CollectionView:
        return (expression, view)
      case .success(let view):
        log.error(
          "\(name) list must be a TableView or CollectionView; \(view.traceID) is a \(ViewDescription.classChain(of: view).first ?? "View")",
          at: listNode.mark)
        return nil
      }
    }
    let pathNode = required(fields, "indexPath", of: "\(name)'s list target")
    let indexPath = pathNode.flatMap { node -> IndexPath? in
      guard let values = numbers(node, "\(name) indexPath", count: 2, shape: "[section, row]") else {
        return nil
      }
      guard values.allSatisfy({ $0 >= 0 && $0 <= 1e9 && $0.rounded() == $0 }) else {
        log.error("\(name) indexPath must be two whole numbers from 0, [section, row]", at: node.mark)
        return nil
      }
      return IndexPath(row: Int(values[1]), section: Int(values[0]))
    }
    let view = fields["view"].flatMap { string($0, "\(name) view") }
    if fields["view"] != nil, view == nil || view?.isEmpty == true { return nil }
    guard let (expression, listView) = list, let indexPath, let pathNode else { return nil }
    if let reason = ScriptListTarget.outOfRange(indexPath, in: listView) {
      log.error("\(name) indexPath [\(indexPath.section), \(indexPath.row)]: \(reason)", at: pathNode.mark)
      return nil
    }
    return .row(ScriptListTarget(list: expression, indexPath: indexPath, view: view))
  }
}
