import Foundation
import Testing
import TouchKit
import TouchLayout
import TouchOpening

@testable import TouchCode

/// Nibs the person's code loads by name (issue 40, "from code"), compiled from
/// Layouts/InterfaceBuilder/Code: `ShelfViewController` builds its screen from ItemCell.xib
/// and presents Legacy.xib's screen. Apple's rules: `UINib.instantiate(withOwner:options:)` and
/// `Bundle.loadNibNamed(_:owner:options:)` return the nib's top-level objects, each unarchived,
/// connected, then sent `awakeFromNib` ("Resource Programming Guide: The Nib Object Life Cycle");
/// a controller made with `init(nibName:bundle:)` loads its nib in `loadView`, as its File's
/// Owner, whose `view` outlet is its root view (`UIViewController.nibName`, `loadView`); an
/// action to the First Responder goes up the responder chain (§6).
@Suite("Nibs loaded by the person's code", .serialized)
struct NibLoadingCodeTests {
  static let folder = InterfaceBuilderCodeTests.folder

  /// Shelf.yaml with the code, nibs found in the code's folder and then the layout's, as
  /// `touchlab Layouts/InterfaceBuilder/Shelf.yaml --code Layouts/InterfaceBuilder/Code` finds them.
  private func shelf() throws -> (Layout, CorpusScreen) {
    let loaded = try InterfaceBuilderCodeTests.code.get()
    var registry = loaded.registry
    registry.nibLoader = FolderNibLoader(
      folders: [Self.folder + "/Code", Self.folder], registry: loaded.registry)
    let layout = try LayoutLoader.load(contentsOf: Self.folder + "/Shelf.yaml", registry: registry)
    return (layout, CorpusScreen(layout: layout))
  }

  @Test("UINib and Bundle.main.loadNibNamed make the nib's cell of the person's class, connected and woken")
  func cellsFromNib() throws {
    let (_, screen) = try shelf()
    let printed = screen.run().compactMap { step -> String? in
      guard case .output(let text) = step else { return nil }
      return text
    }
    #expect(printed == ["ItemCell.awakeFromNib: Item name, Add", "ItemCell.awakeFromNib: Item name, Add"])
    let cells = screen.views(ofClass: "ItemCell")
    #expect(cells.map(\.frame.minY) == [100, 180])
    #expect(
      cells.map { ($0.allViews.first { $0.importedOrigin?.objectID == "Ic1-Lb-001" } as? Label)?.text } == [
        "Item name", "Second item",
      ])
    // The cell is the nib's: its IB ids kept, in the shelf's window now (§1: it is hit there).
    #expect(screen.hit(340, 216)?.importedOrigin?.objectID == "Ic1-Bt-001")
  }

  @Test(
    "init(nibName:bundle:) loads Legacy.xib as its File's Owner: view and doneButton outlets, then viewDidLoad; Done reaches it up the chain"
  )
  func controllerFromNib() throws {
    let (_, screen) = try shelf()
    screen.run()
    let presenting = screen.tap(100, 320)
    #expect(presenting.contains(.output(text: "LegacyViewController.viewDidLoad: doneButton says Done")))
    // The presented view is the nib's (IB id 1); its Done button (IB id 5) is at (220, 270) in it.
    #expect(screen.hit(250, 285)?.importedOrigin?.objectID == "5")
    let done = screen.tap(250, 285)
    #expect(done.actionNames == ["done"])
    #expect(done.contains(.output(text: "done: dismissing")))
    #expect(screen.hit(250, 285)?.importedOrigin?.objectID != "5")
  }
}

/// A storyboard's prototype cells (issue 40 and 38): Apple, `dequeueReusableCell(withIdentifier:for:)`
/// — "you must register a class or nib file … or connect a prototype cell in a storyboard";
/// loading the storyboard registers each prototype under its reuse identifier, and a dequeue
/// with no cell to reuse makes the prototype anew, unarchived, connected and woken.
@Suite("Prototype cells of a storyboard, with the person's data source", .serialized)
struct PrototypeCellCodeTests {
  /// Catalog.storyboard with the code, as `touchlab Layouts/InterfaceBuilder/Catalog.storyboard
  /// --code Layouts/InterfaceBuilder/Code` opens it.
  private func catalog() throws -> CorpusScreen {
    let loaded = try InterfaceBuilderCodeTests.code.get()
    var registry = loaded.registry
    let folder = NibLoadingCodeTests.folder
    registry.nibLoader = FolderNibLoader(folders: [folder + "/Code", folder], registry: loaded.registry)
    return CorpusScreen(
      layout: try LayoutLoader.load(contentsOf: folder + "/Catalog.storyboard", registry: registry))
  }

  @Test(
    "each row's cell is the prototype made anew, its outlets set before awakeFromNib, queued under its identifier"
  )
  func rowsFromPrototype() throws {
    let screen = try catalog()
    let printed = screen.run().compactMap { step -> String? in
      guard case .output(let text) = step else { return nil }
      return text
    }
    #expect(printed == Array(repeating: "ProductCell.awakeFromNib: Product", count: 3))
    let cells = screen.views(ofClass: "ProductCell").compactMap { $0 as? TableViewCell }
    #expect(cells.count == 3)
    #expect(
      cells.allSatisfy { $0.reuseIdentifier == "ProductCell" && $0.importedOrigin?.objectID == "Ct1-Cl-001" })
    #expect(
      cells.map { ($0.allViews.first { $0.importedOrigin?.objectID == "Ct1-Lb-001" } as? Label)?.text } == [
        "Kettle", "Teapot", "Mug",
      ])
    // The archived content view is the cell's contentView: no empty one covers the Buy button.
    #expect(cells.allSatisfy { $0.contentView.importedOrigin?.objectID == "Ct1-Cv-001" })
  }

  @Test("§5 a tap on the second row's Buy button sends buy: to that cell, through its own @IBAction")
  func buyOnSecondRow() throws {
    let screen = try catalog()
    screen.run()
    // Row 1 is 64 pt high at the table's y 64 (the table is at y 59); Buy is at (309, 15) in it.
    #expect(screen.hit(340, 155)?.importedOrigin?.objectID == "Ct1-Bt-001")
    let steps = screen.tap(340, 155)
    #expect(steps.actionNames == ["buy"])
    #expect(steps.contains(.output(text: "buy: Teapot")))
  }
}
