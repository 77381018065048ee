import Foundation
import Testing
import TouchFoundation
import TouchKit
import TouchLayout

@testable import TouchCode

/// A layout's table or collection takes its data source and delegate from a class of the
/// person's code (issue 38: "layouts … take a data source class from the person's code"): a
/// class that adopts the list's protocols is found, made with `init()` and set as UIKit's
/// controller sets it in `viewDidLoad`; mistakes are reported at the layout's line and column.
@Suite("User code: a list's data source from a layout", .serialized)
struct ListObjectCodeTests {
  /// The classic shape: an `NSObject` subclass that adopts `UITableViewDataSource` where it
  /// is declared and `UITableViewDelegate` in an extension.
  static let inbox = """
    import UIKit

    final class InboxDataSource: NSObject, UITableViewDataSource {
        let subjects = (1...40).map { "Message \\($0)" }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            subjects.count
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell")
                ?? UITableViewCell(style: .default, reuseIdentifier: "Cell")
            cell.textLabel?.text = subjects[indexPath.row]
            return cell
        }
    }

    extension InboxDataSource: UITableViewDelegate {
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            print("open \\(subjects[indexPath.row])")
        }
    }
    """

  private func layoutText(_ table: String) -> String {
    """
    windows:
      - id: window
        frame: [0, 0, 390, 844]
        views:
          - id: list
            class: TableView
            frame: [0, 100, 390, 220]
    \(table)
    """
  }

  private func code() throws -> LoadedCode {
    let folder = try CodeFolder()
    try folder.write("Inbox.swift", Self.inbox)
    let files = try CodeFiles.read([folder.path + "/Inbox.swift"]).get()
    return try CodeLoader.load(files, into: .standard, environment: folder.environment).get()
  }

  @Test("Discovery finds an NSObject that adopts a list's protocol, where declared or in an extension")
  func discovery() throws {
    let source = """
      import UIKit
      final class Rows: NSObject, UITableViewDataSource {}
      final class Grid: NSObject {}
      extension Grid: UICollectionViewDelegate {}
      class Plain: NSObject {}
      private class Hidden: NSObject, UITableViewDelegate {}
      """
    let files = CodeFiles(files: [CodeFiles.File(path: "a.swift", text: source)])
    let found = try ClassDiscovery.discover(in: files, builtInNames: []).get()
    #expect(
      found.classes.map { "\($0.name):\($0.kind?.rawValue ?? "?")" } == [
        "Rows:listObject", "Grid:listObject",
      ])
  }

  @Test(
    "dataSource: and delegate: naming one class make one object, set as the table's (Apple: the table keeps weak references, so the layout keeps it)"
  )
  func tableFromCode() throws {
    let code = try code()
    #expect(code.registry.listObjectClassNames == ["InboxDataSource"])
    let layout = try LayoutLoader.load(
      yaml: layoutText("        dataSource: InboxDataSource\n        delegate: InboxDataSource"),
      source: "inbox.yaml", registry: code.registry)
    let table = try #require(layout.application.view(withID: "list") as? TableView)
    let dataSource = try #require(table.dataSource)
    #expect(String(describing: type(of: dataSource)) == "InboxDataSource")
    #expect(table.delegate === dataSource as AnyObject)
    #expect(layout.listObjects.count == 1)
    // Only visible rows have cells: 220 / 44 = 5.
    #expect(table.indexPathsForVisibleRows?.count == 5)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Message 2")
  }

  @Test("A tap on a row reaches the person's delegate: didSelectRowAt (Apple's UITableViewDelegate)")
  func tapSelects() throws {
    let code = try code()
    let layout = try LayoutLoader.load(
      yaml: layoutText("        dataSource: InboxDataSource\n        delegate: InboxDataSource"),
      source: "inbox.yaml", registry: code.registry)
    let recorder = TraceRecorder()
    let synthesizer = TouchSynthesizer(application: layout.application, trace: recorder)
    synthesizer.send(PointerEvent(.down, at: CGPoint(x: 100, y: 166), time: 0))
    synthesizer.send(PointerEvent(.up, at: CGPoint(x: 100, y: 166), time: 0.05))
    let table = try #require(layout.application.view(withID: "list") as? TableView)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(
      recorder.records.contains { $0.step == .rowSelect(tableView: "list", row: "[0,1]", isSelected: true) })
  }

  @Test(
    "An unknown class, one that adopts another list's protocol, and sections beside a dataSource are errors at their line and column"
  )
  func mistakes() throws {
    let code = try code()
    func errors(_ yaml: String) -> [String] {
      do {
        _ = try LayoutLoader.load(yaml: yaml, source: "inbox.yaml", registry: code.registry)
        return []
      } catch {
        return error.diagnostics.map(\.description)
      }
    }
    #expect(
      errors(layoutText("        dataSource: InboxSource")) == [
        "inbox.yaml:8:21: unknown dataSource class 'InboxSource'; the classes that adopt a list's protocols "
          + "are InboxDataSource"
      ])
    let grid = """
      windows:
        - id: window
          frame: [0, 0, 390, 844]
          views:
            - {id: grid, class: CollectionView, frame: [0, 0, 390, 400], delegate: InboxDataSource}
      """
    #expect(
      errors(grid) == [
        "inbox.yaml:5:78: class 'InboxDataSource' does not adopt UICollectionViewDelegate, so it cannot be this "
          + "list's delegate"
      ])
    #expect(
      errors(layoutText("        dataSource: InboxDataSource\n        sections: [{rows: [A]}]")) == [
        "inbox.yaml:9:19: a table takes its rows from 'sections' or from 'dataSource', not both (remove one)"
      ])
  }
}
