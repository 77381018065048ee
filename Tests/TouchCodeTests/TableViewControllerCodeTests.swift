import Foundation
import Testing
import TouchKit
import TouchLayout
import TouchOpening

@testable import TouchCode

/// A `UITableViewController` subclass as Xcode's template writes it
/// (Layouts/InterfaceBuilder/SettingsCode/NotesTableViewController.swift), compiled against
/// TouchLab's UIKit and made by a layout: its `override`s of the data source and delegate
/// methods are what the table asks (Apple's `UITableViewController`: the table's "data source
/// and delegate" are the controller).
@Suite("A UITableViewController subclass from the person's code", .serialized)
struct TableViewControllerCodeTests {
  static let folder = InterfaceBuilderCodeTests.folder + "/SettingsCode"

  /// SettingsCode compiled once, as `--code Layouts/InterfaceBuilder/SettingsCode` does.
  static let code: Result<LoadedCode, CodeFailure> = CodeFiles.read([folder]).flatMap {
    CodeLoader.load($0, into: .standard)
  }

  static let layout = """
    windows:
      - id: main
        views:
          - id: notes
            frame: [0, 0, 390, 844]
            controller: {id: notesController, type: NotesTableViewController}

    """

  @Test(
    "Xcode's template subclass compiles; its overrides give the rows and the header, and a tap on a row reaches its didSelectRowAt"
  )
  func templateSubclass() throws {
    let loaded = try Self.code.get()
    #expect(loaded.classes.contains { $0.name == "NotesTableViewController" && $0.kind == .controller })
    let layout = try LayoutLoader.load(yaml: Self.layout, source: "notes.yaml", registry: loaded.registry)
    let screen = CorpusScreen(layout: layout)
    let table = try #require(screen.view("notes") as? TableView)
    #expect(String(describing: type(of: try #require(table.next))) == "NotesTableViewController")
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Call the plumber")
    let row = table.rectForRow(at: IndexPath(row: 1, section: 0))
    let steps = screen.tap(row.midX, row.midY)
    #expect(steps.contains(.output(text: "opened Call the plumber")))
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
  }

  @Test(
    "A <tableViewController> scene of the person's class is made with init(coder:) and its view is the storyboard's table, whose rows the subclass gives"
  )
  func storyboardScene() throws {
    let loaded = try Self.code.get()
    var options = LayoutLoadOptions.standard
    options.scene = "Notes"
    let layout = try LayoutLoader.load(
      contentsOf: InterfaceBuilderCodeTests.folder + "/Settings.storyboard", registry: loaded.registry,
      options: options)
    let screen = CorpusScreen(layout: layout)
    let table = try #require(screen.view("Stg-Tb-002") as? TableView)
    let controller = try #require(layout.controllers.first as? TableViewController)
    #expect(String(describing: type(of: controller)) == "NotesTableViewController")
    #expect(controller.tableView === table && table.dataSource === controller)
    #expect(table.numberOfRows(inSection: 0) == 3)
    let row = table.rectForRow(at: IndexPath(row: 2, section: 0))
    let steps = screen.tap(row.midX, row.midY)
    #expect(steps.contains(.output(text: "opened Book tickets")))
  }
}
