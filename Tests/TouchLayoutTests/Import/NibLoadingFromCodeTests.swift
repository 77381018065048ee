import Foundation
import Testing
import TouchFoundation
import TouchKit

@testable import TouchImport
@testable import TouchLayout
@testable import TouchOpening

/// Nibs and storyboards a person's code loads by name (`UINib`, `Bundle.loadNibNamed`,
/// `UIStoryboard`, a controller's `init(nibName:bundle:)`), from the files of
/// Layouts/InterfaceBuilder. Apple's rules: `UINib.instantiate(withOwner:options:)` returns the
/// nib's top-level objects in the file's order and connects the File's Owner's outlets to the
/// owner (UINib and "Resource Programming Guide: The Nib Object Life Cycle"); a controller with
/// a `nibName` loads that nib in `loadView`, its File's Owner, whose `view` outlet is the root
/// view (`UIViewController.nibName`, `loadView`); with no `nibName` it looks for a nib named after
/// its class without "Controller", then after its class (`nibName`'s documentation).
@Suite("Nib loading from code")
struct NibLoadingFromCodeTests {
  /// A registry whose nib loader reads Layouts/InterfaceBuilder, as `--resources` would.
  static func registry(_ base: ViewClassRegistry = .standard) -> ViewClassRegistry {
    var registry = base
    registry.nibLoader = FolderNibLoader(folders: [InterfaceBuilderFixture.folder.path], registry: base)
    return registry
  }

  /// A running layout built with `registry`: its application is the current one, as while a
  /// person's code runs.
  static func running(_ registry: ViewClassRegistry) throws -> Layout {
    let layout = try LayoutLoader.load(
      yaml: "windows:\n  - id: main\n    frame: [0, 0, 390, 844]\n", source: "running.yaml",
      registry: registry)
    // Built on a thread of its own; current on this one, as the synthesizer makes it for a touch.
    layout.application.becomeCurrent()
    return layout
  }

  @Test(
    "UINib's instantiate(withOwner:) returns the top-level views in the file's order, as the file has them")
  func topLevelViews() throws {
    let layout = try Self.running(Self.registry())
    let objects = Nib(nibName: "ItemCell", bundle: nil).instantiate(withOwner: nil)
    let views = objects.compactMap { $0 as? View }
    #expect(views.count == 2)
    #expect(views.map { $0.importedOrigin?.objectID } == ["Ic1-Cl-001", "Ic1-Vw-002"])
    #expect(views.first is TableViewCell)
    // Out of the scaffolding: no window, no superview, and the running application is current.
    #expect(views.allSatisfy { $0.superview == nil && $0.window == nil })
    #expect(Application.current === layout.application)
    #expect(layout.application.nibLoader != nil)
    // Each call makes new objects.
    let again = Nib(nibName: "ItemCell", bundle: nil).instantiate(withOwner: nil)
    #expect((again.first as? View) !== views.first)
  }

  final class LegacyController: ViewController {
    var doneButton: Button?
  }

  static func legacyRegistry() -> ViewClassRegistry {
    var base = ViewClassRegistry.standard
    base.registerOutlets(
      [Outlet(property: "doneButton", of: LegacyController.self, value: Button.self) { $0.doneButton = $1 }],
      for: LegacyController.self)
    return registry(base)
  }

  @Test("A controller made with init(nibName:bundle:) loads that nib as its File's Owner: view and outlets")
  func controllerWithNibName() throws {
    let layout = try Self.running(Self.legacyRegistry())
    let controller = LegacyController(nibName: "Legacy", bundle: nil)
    let view = controller.view
    #expect(view?.importedOrigin?.objectID == "1")
    #expect(view?.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(controller.doneButton?.title == "Done")
    #expect(controller.doneButton?.importedOrigin?.objectID == "5")
    #expect(controller.doneButton?.isDescendant(of: view ?? View(frame: .zero)) == true)
    // The root view's next responder is the controller (§6).
    #expect(view?.next === controller)
    #expect(Application.current === layout.application)
  }

  final class LegacyViewController: ViewController {}

  @Test(
    "A controller with no nibName loads the nib named after its class without \"Controller\", if there is one"
  )
  func nibNamedAfterClass() throws {
    let running1 = try Self.running(Self.registry())
    defer { withExtendedLifetime(running1) {} }
    // `LegacyViewController` → `LegacyView`: none in the folder, and no `LegacyViewController.xib` either.
    let plain = LegacyViewController(nibName: nil, bundle: nil)
    #expect(plain.view?.importedOrigin == nil)
    // A folder that has `Legacy.xib` under the name `LegacyView.xib`.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try InterfaceBuilderFixture.text("Legacy.xib").replacingOccurrences(
      of: "<outlet property=\"doneButton\" destination=\"5\" id=\"7\"/>", with: ""
    ).write(to: folder.appendingPathComponent("LegacyView.xib"), atomically: true, encoding: .utf8)
    var registry = ViewClassRegistry.standard
    registry.nibLoader = FolderNibLoader(folders: [folder.path], registry: .standard)
    let running2 = try Self.running(registry)
    defer { withExtendedLifetime(running2) {} }
    let loaded = LegacyViewController(nibName: nil, bundle: nil)
    #expect(loaded.view?.importedOrigin?.objectID == "1")
  }

  /// A folder with `ItemCell.xib` holding only its cell (the file's second top-level view left
  /// out), for `register(_:forCellReuseIdentifier:)`, whose nib must hold exactly one cell.
  static func oneCellFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let text = try InterfaceBuilderFixture.text("ItemCell.xib")
    let start = try #require(text.range(of: "        <view contentMode=\"scaleToFill\" id=\"Ic1-Vw-002\""))
    let end = try #require(text.range(of: "    </objects>"))
    try text.replacingCharacters(in: start.lowerBound..<end.lowerBound, with: "").write(
      to: folder.appendingPathComponent("OneCell.xib"), atomically: true, encoding: .utf8)
    return folder
  }

  @Test(
    "register(_:forCellReuseIdentifier:) with a UINib: a dequeue makes the nib's one cell, queued under the identifier"
  )
  func tableRegistersNib() throws {
    let folder = try Self.oneCellFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var registry = ViewClassRegistry.standard
    registry.nibLoader = FolderNibLoader(folders: [folder.path], registry: .standard)
    let running3 = try Self.running(registry)
    defer { withExtendedLifetime(running3) {} }
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 393, height: 400))
    table.register(Nib(nibName: "OneCell", bundle: nil), forCellReuseIdentifier: "Item")
    let first = try #require(table.dequeueReusableCell(withIdentifier: "Item"))
    #expect(first.importedOrigin?.objectID == "Ic1-Cl-001")
    #expect(first.reuseIdentifier == "Item")
    #expect(first.frame.size == CGSize(width: 393, height: 72))
    let second = try #require(table.dequeueReusableCell(withIdentifier: "Item"))
    #expect(second !== first)
    // Apple: a nib whose top-level objects are not exactly one cell is an invalid registration.
    let loader = FolderNibLoader(folders: [InterfaceBuilderFixture.folder.path], registry: .standard)
    let both = try loader.instantiate(nibNamed: "ItemCell", owner: nil).get()
    #expect(both.count == 2)
    #expect(
      NibLoadingFault.invalidCellNib(identifier: "Item", cellClass: "UITableViewCell").message
        == "invalid nib registered for identifier (Item) - nib must contain exactly one top level object which "
        + "must be a UITableViewCell instance")
  }

  @Test(
    "A storyboard's prototype cells are the table's prototypes: key, by reuse identifier, and are not listed as unread"
  )
  func prototypesKey() throws {
    let path = InterfaceBuilderFixture.path("Catalog.storyboard")
    let text = try InterfaceBuilderFixture.text("Catalog.storyboard")
    let imported = try InterfaceBuilderImporter.importDocument(text: text, source: path).get()
    #expect(imported.yaml.contains("prototypes: {\"ProductCell\": \"Ct1-Cl-001\"}"))
    #expect(!imported.unsupported.contains { $0.what.contains("prototype") })
    // Opened without code: the table is there, empty (no data source); the cell alone opens by its IB id.
    let layout = try InterfaceBuilderFixture.load("Catalog.storyboard")
    #expect(layout.view("Ct1-Tv-001") is TableView || layout.view("tableView") is TableView)
    let cell = try InterfaceBuilderFixture.load("Catalog.storyboard", scene: "Ct1-Cl-001")
    #expect(cell.application.windows.first?.subviews.first?.importedOrigin?.objectID == "Ct1-Cl-001")
    #expect(cell.screenSize == CGSize(width: 393, height: 64))
    // A prototype made through the loader: the cell, out of any window, its content view the file's.
    let loader = FolderNibLoader(folders: [], registry: .standard)
    let made = try loader.instantiateView(objectID: "Ct1-Cl-001", inFileAt: path).get()
    #expect(made.window == nil && made is TableViewCell)
    #expect((made as? TableViewCell)?.contentView.importedOrigin?.objectID == "Ct1-Cv-001")
  }

  @Test("A missing nib or storyboard is UIKit's exception, with its message")
  func missingFiles() throws {
    let loader = FolderNibLoader(folders: [InterfaceBuilderFixture.folder.path], registry: .standard)
    let folder = InterfaceBuilderFixture.folder.path
    let missing = loader.instantiate(nibNamed: "NoSuchCell", owner: nil)
    #expect(
      missing.failure?.message
        == "Could not load NIB in bundle: 'NSBundle <\(folder)> (loaded)' with name 'NoSuchCell'")
    #expect(!loader.hasStoryboard(named: "Main"))
    #expect(
      NibLoadingFault.missingStoryboard(name: "Main", bundlePath: folder).message
        == "Could not find a storyboard named 'Main' in bundle NSBundle <\(folder)> (loaded)")
    let identifier = loader.instantiateViewController(storyboard: "Shop", identifier: "checkout")
    #expect(
      identifier.failure?.message
        == "Storyboard (<UIStoryboard: Shop>) doesn't contain a view controller with identifier 'checkout'")
    // A name is looked for in the folders only: no path above them.
    #expect(!loader.hasNib(named: "../InterfaceBuilder/ItemCell"))
    #expect(loader.hasNib(named: "ItemCell"))
  }

  @Test("An owner without the File's Owner's outlet is UIKit's key-value coding exception")
  func undefinedOwnerOutlet() throws {
    let running4 = try Self.running(Self.registry())
    defer { withExtendedLifetime(running4) {} }
    let loader = FolderNibLoader(folders: [InterfaceBuilderFixture.folder.path], registry: .standard)
    let result = loader.instantiate(nibNamed: "Legacy", owner: ViewController())
    #expect(
      result.failure?.message
        == "[<ViewController> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key "
        + "doneButton.")
  }

  @Test(
    "UIStoryboard makes a scene's controller by identifier, its view made when first read (Apple, UIViewController.view: loaded when first accessed), not appeared"
  )
  func storyboardScene() throws {
    let layout = try Self.running(Self.registry())
    let storyboard = Storyboard(name: "Shop", bundle: nil)
    let details = storyboard.instantiateViewController(withIdentifier: "details")
    #expect(!details.isViewLoaded)
    #expect(details.view.importedOrigin?.objectID == "Sh1-Vw-002")
    #expect(details.viewIfLoaded?.superview == nil)
    // The initial view controller: Shop's is a navigation controller (Apple: "Instantiates and
    // returns the initial view controller"), its root view controller on its stack.
    let initial = storyboard.instantiateInitialViewController()
    let navigation = try #require(initial as? NavigationController)
    #expect(navigation.topViewController?.viewIfLoaded?.importedOrigin?.objectID == "Sh1-Vw-001")
    #expect(Application.current === layout.application)
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
}
