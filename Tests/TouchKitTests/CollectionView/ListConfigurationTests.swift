import Foundation
import Testing

@testable import TouchKit

/// A controller of three items whose selections it keeps, as a subclass of
/// `UICollectionViewController` overrides the data source and delegate methods.
private final class ThreeItemsController: CollectionViewController {
  var selected: [IndexPath] = []
  override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    3
  }
  override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Row", for: indexPath)
  }
  override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
}

/// List configurations (`UICollectionLayoutListConfiguration`, `UICollectionViewListCell`,
/// `UIListContentConfiguration`) and `UICollectionViewController` (Apple's references;
/// the 44-point row and the inset-grouped margins UNSOURCED, docs/collection-view.md).
@Suite("List configurations and UICollectionViewController")
struct ListConfigurationTests {
  @Test("list(using:) makes rows the collection's width and 44 points tall, a header above them")
  func plainList() throws {
    var configuration = CollectionLayoutListConfiguration(appearance: .plain)
    configuration.headerMode = .supplementary
    let setup = CompositionalStage([3], .list(using: configuration))
    #expect(
      setup.collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
        == rect(0, 132, 320, 44))
    let header = try #require(
      setup.collection.supplementaryView(
        forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
    #expect(header.frame == rect(0, 0, 320, 44))
  }

  @Test("An inset-grouped list's rows keep 20 points from each side, below 35 points of space (UNSOURCED)")
  func insetGroupedList() {
    let setup = CompositionalStage(
      [2], .list(using: CollectionLayoutListConfiguration(appearance: .insetGrouped)))
    #expect(
      setup.collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        == rect(20, 35, 280, 44))
  }

  @Test(
    "A list content configuration makes the cell's labels; set again it updates them; a tap on them selects the row"
  )
  func contentConfiguration() throws {
    let setup = CompositionalStage([3], .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
    let cell = try #require(setup.collection.cellForItem(at: IndexPath(item: 1, section: 0)))
    var content = ListContentConfiguration.subtitleCell()
    content.text = "Inbox"
    content.secondaryText = "3 unread"
    cell.contentConfiguration = content
    cell.layoutIfNeeded()
    let shown = try #require(cell.contentView.subviews.first?.subviews.first as? ListContentView)
    #expect(shown.textLabel.text == "Inbox")
    #expect(shown.secondaryTextLabel.text == "3 unread")
    #expect(shown.textLabel.frame == rect(16, 11, 288, 11))
    content.text = "Sent"
    cell.contentConfiguration = content
    #expect(cell.contentView.subviews.count == 1)
    #expect(shown.textLabel.text == "Sent")
    #expect((cell.contentConfiguration as? ListContentConfiguration)?.text == "Sent")
    // The label takes no touch (§1): the row's cell does, and the row is selected.
    setup.stage.tap(30, 44 + 15)
    #expect(setup.items.log.last == "didSelect [0,1]")
  }

  @Test("A list cell's accessories are kept and reported once, as a notice")
  func accessoriesNotice() {
    let stage = Stage()
    let cell = stage.add(CollectionViewListCell(frame: rect(0, 0, 320, 44)))
    cell.accessories = [.disclosureIndicator(), .checkmark()]
    cell.accessories = [.disclosureIndicator()]
    #expect(stage.application.notices.notices == [.cellAccessories])
    #expect(cell.accessories.map(\.kind) == ["disclosureIndicator"])
  }

  @Test(
    "UICollectionViewController's view is its collection view, whose data source and delegate it is (Apple)")
  func controller() {
    let stage = Stage()
    let controller = ThreeItemsController(
      collectionViewLayout: CollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
    let collection: CollectionView = controller.collectionView
    #expect(controller.view === collection)
    #expect(collection.dataSource === controller)
    #expect(collection.delegate === controller)
    collection.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "Row")
    collection.frame = rect(0, 0, 320, 220)
    stage.add(collection)
    collection.layoutIfNeeded()
    #expect(collection.visibleCells.count == 3)
    #expect(collection.visibleCells.allSatisfy { $0 is CollectionViewListCell })
    stage.tap(100, 44 * 2 + 20)
    #expect(controller.selected == [IndexPath(item: 2, section: 0)])
  }

  @Test(
    "UICollectionViewController's clearsSelectionOnViewWillAppear: an item selected before a push is deselected when a pop shows the collection again (Apple)"
  )
  func clearsSelectionOnPop() {
    let stage = Stage()
    let controller = ThreeItemsController(
      collectionViewLayout: CollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
    controller.collectionView.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "Row")
    let navigation = NavigationController(rootViewController: controller)
    stage.window.rootViewController = navigation
    stage.application.layoutIfNeeded()
    let item = IndexPath(item: 1, section: 0)
    controller.collectionView.selectItem(at: item, animated: false, scrollPosition: [])
    #expect(controller.collectionView.indexPathsForSelectedItems == [item])
    navigation.pushViewController(ViewController(), animated: false)
    navigation.popViewController(animated: false)
    #expect(controller.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
  }
}
