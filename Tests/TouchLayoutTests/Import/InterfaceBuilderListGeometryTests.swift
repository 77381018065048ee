import Foundation
import Testing
import TouchKit

@testable import TouchFoundation
@testable import TouchImport
@testable import TouchLayout
@testable import TouchOpening

/// What places a list's rows and items, read from the file as `init(coder:)` reads it: a
/// `<tableView>`'s `rowHeight`, `estimatedRowHeight`, `sectionHeaderHeight` and
/// `sectionFooterHeight` (Apple, `UITableView`), and a `<collectionViewFlowLayout>`'s
/// properties (Apple, `UICollectionViewFlowLayout`), through `touchlab import` too.
@Suite("Interface Builder lists' geometry")
struct InterfaceBuilderListGeometryTests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <objects>
            <view contentMode="scaleToFill" id="Lg6-Vw-001">
                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                <subviews>
                    <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" allowsSelection="NO" rowHeight="60" estimatedRowHeight="-1" sectionHeaderHeight="0" estimatedSectionHeaderHeight="-1" sectionFooterHeight="-1" estimatedSectionFooterHeight="-1" id="Lg6-Tv-001" userLabel="Messages">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="400"/>
                        <prototypes>
                            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Tall" rowHeight="113" id="Lg6-Cl-001">
                                <rect key="frame" x="0.0" y="50" width="390" height="113"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Lg6-Cl-001" id="Lg6-Cv-001">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="113"/>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                    <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="none" id="Lg6-Co-001" userLabel="Grid">
                        <rect key="frame" x="0.0" y="400" width="390" height="444"/>
                        <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="4" minimumInteritemSpacing="6" sectionInsetReference="safeArea" id="Lg6-Fl-001">
                            <size key="itemSize" width="117" height="104"/>
                            <size key="headerReferenceSize" width="50" height="50"/>
                            <size key="footerReferenceSize" width="0.0" height="0.0"/>
                            <inset key="sectionInset" minX="2" minY="1" maxX="4" maxY="3"/>
                        </collectionViewFlowLayout>
                    </collectionView>
                </subviews>
            </view>
        </objects>
    </document>

    """

  @Test("The table's heights and the flow layout are written by import, as UIKit's property names")
  func importWritesThem() throws {
    let imported = try InterfaceBuilderImporter.importDocument(text: Self.xib, source: "Lists.xib").get()
    #expect(imported.yaml.contains("rowHeight: 60"), "\(imported.yaml)")
    #expect(imported.yaml.contains("sectionHeaderHeight: 0"))
    #expect(imported.yaml.contains("allowsSelection: false"))
    #expect(imported.yaml.contains("alwaysBounceVertical: true"), "a scroll view's key, on the table")
    #expect(!imported.yaml.contains("estimatedRowHeight"), "-1 is automaticDimension, the default")
    #expect(
      imported.yaml.contains(
        #"flowLayout: {scrollDirection: "horizontal", minimumLineSpacing: 4, minimumInteritemSpacing: 6, "#
          + "itemSize: [117, 104], headerReferenceSize: [50, 50], footerReferenceSize: [0, 0], "
          + "sectionInset: [1, 2, 3, 4]}"), "\(imported.yaml)")
  }

  @Test(
    "A plain table's positive sectionHeaderHeight (Xcode's inspector default, 28) is left automatic: an untitled section gets no header, as a plain table shows none on iOS (community-observed)"
  )
  func plainSectionHeightsStayAutomatic() throws {
    let xib = Self.xib.replacingOccurrences(
      of: #"sectionHeaderHeight="0""#, with: #"sectionHeaderHeight="28""#)
    let imported = try InterfaceBuilderImporter.importDocument(text: xib, source: "Lists.xib").get()
    #expect(!imported.yaml.contains("sectionHeaderHeight"), "\(imported.yaml)")
    let grouped = xib.replacingOccurrences(of: #"style="plain""#, with: #"style="grouped""#)
    let groupedImport = try InterfaceBuilderImporter.importDocument(text: grouped, source: "Lists.xib").get()
    #expect(groupedImport.yaml.contains("sectionHeaderHeight: 28"))
  }

  @Test(
    "Opened, the table places its rows at the file's rowHeight and the collection's flow layout is the file's"
  )
  func openedAsStored() throws {
    let layout = try LayoutLoader.load(text: Self.xib, path: "Lists.xib", registry: .standard)
    let table = try #require(layout.view("Messages") as? TableView)
    #expect(table.rowHeight == 60 && table.sectionHeaderHeight == 0)
    #expect(!table.allowsSelection, "Apple, allowsSelection: a tap selects no row")
    #expect(
      table.alwaysBounceVertical && table.allowsDragging, "Apple: dragging allowed though the table is empty")
    #expect(table.sectionFooterHeight == TableView.automaticDimension)
    let grid = try #require(layout.view("Grid") as? CollectionView)
    let flow = try #require(grid.collectionViewLayout as? CollectionViewFlowLayout)
    #expect(flow.itemSize == CGSize(width: 117, height: 104) && flow.scrollDirection == .horizontal)
    #expect(flow.minimumLineSpacing == 4 && flow.minimumInteritemSpacing == 6)
    #expect(flow.sectionInset == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(flow.headerReferenceSize == CGSize(width: 50, height: 50))
  }

  @Test(
    "A scroll view's contentInsetAdjustmentBehavior and <inset key=\"contentInset\"> are read, as UIScrollView's properties (Apple), through import too"
  )
  func scrollInsets() throws {
    let xib = Self.xib.replacingOccurrences(
      of: #"id="Lg6-Tv-001" userLabel="Messages">"#,
      with: #"contentInsetAdjustmentBehavior="never" id="Lg6-Tv-001" userLabel="Messages">"#
        + #"<inset key="contentInset" minX="0.0" minY="10" maxX="0.0" maxY="20"/>"#)
    let imported = try InterfaceBuilderImporter.importDocument(text: xib, source: "Lists.xib").get()
    #expect(imported.yaml.contains(#"contentInsetAdjustmentBehavior: "never""#), "\(imported.yaml)")
    #expect(imported.yaml.contains("contentInset: [10, 0, 20, 0]"))
    let layout = try LayoutLoader.load(text: xib, path: "Lists.xib", registry: .standard)
    let table = try #require(layout.view("Messages") as? TableView)
    #expect(table.contentInsetAdjustmentBehavior == .never)
    #expect(table.contentInset == EdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
    let features = try InterfaceBuilderImporter.unsupportedInFile(text: xib, source: "Lists.xib").get()
    #expect(!features.contains { $0.what.contains("contentInset") }, "\(features.map(\.what))")
  }

  @Test(
    "What is not read is listed: the flow layout's sectionInsetReference; a prototype's own rowHeight is not, as iOS uses it only to draw the prototype (community: useyourloaf.com)"
  )
  func unreadListed() throws {
    let features = try InterfaceBuilderImporter.unsupportedInFile(text: Self.xib, source: "Lists.xib").get()
    let listed = features.map(\.what)
    #expect(listed.contains("sectionInsetReference on collectionViewFlowLayout"), "\(listed)")
    #expect(!listed.contains { $0.contains("tableViewCell") }, "\(listed)")
    #expect(
      !listed.contains { $0.hasPrefix("collectionViewFlowLayout") || $0.hasPrefix("rowHeight on tableView ") }
    )
  }

  @Test(
    "A dynamic prototype's own rowHeight (113) does not size its rows at run time: they are the table's rowHeight (60) tall, so a tap at y 70 is in the second row (community: useyourloaf.com, \"it doesn't change the row height at runtime\")"
  )
  func prototypeRowHeightIsTheTables() throws {
    let layout = try LayoutLoader.load(text: Self.xib, path: "Lists.xib", registry: .standard)
    let table = try #require(layout.view("Messages") as? TableView)
    let rows = ThreeRows()
    table.dataSource = rows
    table.reloadData()
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 60, width: 390, height: 60))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 70)) == IndexPath(row: 1, section: 0))
  }

  /// Three rows of plain cells.
  private final class ThreeRows: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      TableViewCell(style: .default, reuseIdentifier: nil)
    }
  }

  /// Eight items, dequeued as plain cells: enough for two columns of the horizontal flow.
  private final class EightItems: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 8 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
  }

  @Test(
    "Items are placed by the file's flow layout: a horizontal flow fills a column top to bottom from the section inset, the next column a minimumLineSpacing to the right (Apple, UICollectionViewFlowLayout)"
  )
  func flowPlacesItems() throws {
    // Without the header (a header the data source must give), the rest as stored.
    let text = Self.xib.replacingOccurrences(
      of: #"<size key="headerReferenceSize" width="50" height="50"/>"#,
      with: #"<size key="headerReferenceSize" width="0.0" height="0.0"/>"#)
    let layout = try LayoutLoader.load(text: text, path: "Lists.xib", registry: .standard)
    let grid = try #require(layout.view("Grid") as? CollectionView)
    let items = EightItems()
    grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    grid.dataSource = items
    // sectionInset top 1, left 2; 117 × 104 items, 4 to a 444-point column (4 × 104 + 3 × 6 ≤ 440).
    let first = try #require(grid.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(first.frame.origin == CGPoint(x: 2, y: 1) && first.frame.size == CGSize(width: 117, height: 104))
    let fifth = try #require(grid.layoutAttributesForItem(at: IndexPath(item: 4, section: 0)))
    #expect(fifth.frame.origin == CGPoint(x: 2 + 117 + 4, y: 1), "the next column, minimumLineSpacing (4) on")
  }

  /// The table of ``xib`` with a 50-point header view holding a button, and a footer view.
  static let headerXIB = xib.replacingOccurrences(
    of: "<prototypes>",
    with: """
      <view key="tableHeaderView" contentMode="scaleToFill" id="Lg6-Hd-001" userLabel="Banner">
                                  <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
                                  <subviews>
                                      <button contentMode="scaleToFill" id="Lg6-Bt-001" userLabel="Join">
                                          <rect key="frame" x="10" y="5" width="100" height="40"/>
                                      </button>
                                  </subviews>
                              </view>
                              <view key="tableFooterView" contentMode="scaleToFill" id="Lg6-Ft-001" userLabel="Credits">
                                  <rect key="frame" x="0.0" y="0.0" width="375" height="30"/>
                              </view>
      <prototypes>
      """)

  @Test(
    "A table's <view key=\"tableHeaderView\"> opens as its tableHeaderView, above the rows at its frame's height and the table's width, its button where the file puts it (Apple's tableHeaderView)"
  )
  func tableHeaderViewOpens() throws {
    #expect(Self.headerXIB != Self.xib)
    let imported = try InterfaceBuilderImporter.importDocument(text: Self.headerXIB, source: "Lists.xib")
      .get()
    #expect(imported.yaml.contains(#"tableHeaderView: "Banner""#), "\(imported.yaml)")
    #expect(imported.yaml.contains(#"tableFooterView: "Credits""#))
    let features = try InterfaceBuilderImporter.unsupportedInFile(text: Self.headerXIB, source: "Lists.xib")
      .get()
    #expect(!features.contains { $0.what.contains("tableHeaderView") || $0.what.contains("tableFooterView") })
    let layout = try LayoutLoader.load(text: Self.headerXIB, path: "Lists.xib", registry: .standard)
    let table = try #require(layout.view("Messages") as? TableView)
    let header = try #require(table.tableHeaderView)
    #expect(header.id == "Banner" && table.tableFooterView?.id == "Credits")
    table.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 50))
    let join = try #require(layout.view("Join"))
    #expect(join.superview === header && join.frame == CGRect(x: 10, y: 5, width: 100, height: 40))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == .zero, "no data source: no rows")
  }
}
