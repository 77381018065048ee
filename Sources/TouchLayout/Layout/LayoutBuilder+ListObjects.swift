import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// `dataSource:` and `delegate:` on a `class: TableView` or `class: CollectionView`: a class of
/// the person's code (`code:`, `--code`) that adopts the list's protocols, made with `init()`
/// and set as the list's `dataSource` and `delegate`, as a controller's `viewDidLoad` sets them
/// in UIKit. Both naming one class get one object, as a controller that is both is one.
///
/// ```yaml
/// class: TableView
/// dataSource: InboxDataSource     # class InboxDataSource: NSObject, UITableViewDataSource
/// delegate: InboxDataSource
/// ```
///
/// The list holds them weakly (Apple: "The table view maintains a weak reference"), so the
/// layout keeps them (``Layout/listObjects``). The class is the person's code, compiled only
/// with their consent, as every class a layout names from it is.
extension LayoutBuilder {
  func applyListObjectKeys(_ fields: Fields, to list: View) {
    let dataSourceNode = classKey(fields, "dataSource", on: list)
    let delegateNode = classKey(fields, "delegate", on: list)
    guard dataSourceNode != nil || delegateNode != nil else { return }
    if let dataSourceNode, let sections = classKey(fields, "sections", on: list) {
      log.error(
        "a table takes its rows from 'sections' or from 'dataSource', not both (remove one)",
        at: sections.mark ?? dataSourceNode.mark)
      return
    }
    var made: [String: AnyObject] = [:]
    func object(_ node: YAMLNode, _ key: String) -> AnyObject? {
      guard let name = string(node, key) else { return nil }
      if let object = made[name] { return object }
      guard let object = registry.makeListObject(className: name) else {
        unknownListObject(name, key, at: node.mark)
        return nil
      }
      made[name] = object
      listObjects.append(object)
      return object
    }
    let kind = list is TableView ? "UITableView" : "UICollectionView"
    if let node = dataSourceNode, let object = object(node, "dataSource") {
      if let table = list as? TableView, let dataSource = object as? any TableViewDataSource {
        table.dataSource = dataSource
      } else if let collection = list as? CollectionView,
        let dataSource = object as? any CollectionViewDataSource
      {
        collection.dataSource = dataSource
      } else {
        notAdopted(object, "\(kind)DataSource", at: node.mark)
      }
    }
    if let node = delegateNode, let object = object(node, "delegate") {
      if let table = list as? TableView, let delegate = object as? any TableViewDelegate {
        table.delegate = delegate
      } else if let collection = list as? CollectionView, let delegate = object as? any CollectionViewDelegate
      {
        collection.delegate = delegate
      } else {
        notAdopted(object, "\(kind)Delegate", at: node.mark)
      }
    }
  }

  private func unknownListObject(_ name: String, _ key: String, at mark: YAMLMark?) {
    let names = registry.listObjectClassNames
    let list =
      names.isEmpty
      ? "no class of your code adopts a table's or collection's data source or delegate protocol (give "
        + "the layout a 'code:' with your NSObject subclass that adopts UITableViewDataSource, or run with --code)"
      : "the classes that adopt a list's protocols are " + names.joined(separator: ", ")
    let message = Suggestion.closest(to: name, among: names).map { "did you mean '\($0)'? (\(list))" } ?? list
    log.error("unknown \(key) class '\(name)'; \(message)", at: mark)
  }

  private func notAdopted(_ object: AnyObject, _ protocolName: String, at mark: YAMLMark?) {
    log.error(
      "class '\(String(describing: type(of: object)))' does not adopt \(protocolName), so it cannot be this list's "
        + "\(protocolName.hasSuffix("Delegate") ? "delegate" : "dataSource")",
      at: mark)
  }
}
