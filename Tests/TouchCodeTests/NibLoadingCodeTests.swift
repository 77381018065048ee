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
