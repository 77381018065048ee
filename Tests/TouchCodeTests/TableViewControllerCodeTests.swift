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

/// Settings.storyboard's static settings scene with its code (SettingsCode): the storyboard's
/// cells and controls, the person's `UITableViewController` subclass. The order is nib
/// loading's (Apple, "The Nib Object Life Cycle"): outlets, including those into static cells,
/// are connected before `viewDidLoad`.
@Suite("A static table with the person's UITableViewController subclass", .serialized)
struct StaticTableCodeTests {
  private func settings() throws -> (Layout, CorpusScreen) {
    let loaded = try TableViewControllerCodeTests.code.get()
    let layout = try LayoutLoader.load(
      contentsOf: InterfaceBuilderCodeTests.folder + "/Settings.storyboard", registry: loaded.registry)
    return (layout, CorpusScreen(layout: layout))
  }

  @Test("The outlets into static cells are connected before viewDidLoad")
  func outletsBeforeViewDidLoad() throws {
    let (_, screen) = try settings()
    let printed = screen.run().compactMap { step -> String? in
      guard case .output(let text) = step else { return nil }
      return text
    }
    #expect(printed == ["viewDidLoad: notifications on, sign out cell connected"])
  }

  @Test("The subclass's numberOfRowsInSection calling super hides the Sign Out row")
  func hidesSignOut() throws {
    let (_, screen) = try settings()
    let table = try #require(screen.view("Stg-Tb-001") as? TableView)
    #expect((0..<3).map { table.numberOfRows(inSection: $0) } == [2, 1, 1])
    let signOut = try #require(table.staticSections?[2].cells.last)
    #expect(signOut.superview == nil)
  }

  @Test(
    "§5 controls in static cells send their actions to the subclass; a cell's selection reaches didSelectRowAt"
  )
  func actionsAndSelection() throws {
    let (_, screen) = try settings()
    screen.run()
    let toggle = try #require(screen.view("notificationsSwitch"))
    let frame = toggle.convert(toggle.bounds, to: nil)
    #expect(screen.tap(frame.midX, frame.midY).contains(.output(text: "notifications off")))
    // The table's content starts below the status bar and the bar: 59 + 44 (adjustedContentInset).
    #expect(screen.tap(340, 175 + 103).contains(.output(text: "text size reset")))
    #expect(screen.tap(100, 250 + 103).contains(.output(text: "selected row 0 of section 2")))
  }
}
