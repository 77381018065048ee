import Foundation
import Testing
import TouchKit

@testable import TouchLayout

/// The keys that place a list's rows and items: a table's heights (Apple, `UITableView.rowHeight`:
/// "the height of each row … used only if the delegate doesn't implement
/// `tableView(_:heightForRowAt:)`") and a collection view's `flowLayout:` (Apple,
/// `UICollectionViewFlowLayout`: `itemSize`, `minimumLineSpacing`, `sectionInset`, …), as an
/// Interface Builder file stores them and `touchlab import` writes them.
struct ListGeometryKeysTests {
  private let table = """
          - id: list
            class: TableView
            frame: [0, 0, 300, 600]
            rowHeight: 60
            sectionHeaderHeight: 0
            sections:
              - {rows: [Apple, Banana, Cherry, Damson, Elder]}

    """

  @Test("A tap on row 3 of a 60-point table hits row 3 (UIKit: rowHeight places every row)")
  func rowHeightPlacesTheRows() throws {
    let layout = try loadLayout(oneWindow(table))
    let list = try #require(layout.view("list") as? TableView)
    #expect(list.rowHeight == 60 && list.sectionHeaderHeight == 0)
    #expect(
      list.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 180, width: 300, height: 60))
    // 3 × 60 + 30: the middle of row 3, which a 44-point table would place in row 4.
    #expect(layout.application.hitTest(CGPoint(x: 100, y: 210), with: nil)?.id.hasPrefix("list[0,3]") == true)
    let steps = traceSteps(of: layout, running: [.tap(CGPoint(x: 100, y: 210))])
    #expect(steps.contains(.rowSelect(tableView: "list", row: "[0,3]", isSelected: true)))
  }

  @Test("A negative height other than -1 (automaticDimension) is refused at its key, as UIKit refuses it")
  func negativeHeightRefused() {
    let bad = oneWindow("      - {id: list, class: TableView, frame: [0, 0, 100, 100], rowHeight: -5}\n")
    #expect(
      diagnostics(of: bad).contains {
        $0.hasSuffix("rowHeight must be 0 or more, or -1 (automaticDimension), got -5")
      })
    let automatic = oneWindow(
      "      - {id: list, class: TableView, frame: [0, 0, 100, 100], rowHeight: -1}\n")
    #expect(diagnostics(of: automatic).isEmpty)
  }

  @Test("flowLayout: sets the collection's flow layout by UIKit's property names")
  func flowLayoutKeys() throws {
    let layout = try loadLayout(
      oneWindow(
        """
              - id: grid
                class: CollectionView
                frame: [0, 0, 300, 600]
                flowLayout:
                  itemSize: [117, 104]
                  minimumLineSpacing: 4
                  minimumInteritemSpacing: 6
                  sectionInset: [1, 2, 3, 4]
                  headerReferenceSize: [0, 50]
                  footerReferenceSize: [0, 20]
                  estimatedItemSize: [0, 0]
                  scrollDirection: horizontal

        """))
    let grid = try #require(layout.view("grid") as? CollectionView)
    let flow = try #require(grid.collectionViewLayout as? CollectionViewFlowLayout)
    #expect(flow.itemSize == CGSize(width: 117, height: 104))
    #expect(flow.minimumLineSpacing == 4 && flow.minimumInteritemSpacing == 6)
    #expect(flow.sectionInset == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(flow.headerReferenceSize == CGSize(width: 0, height: 50))
    #expect(flow.footerReferenceSize == CGSize(width: 0, height: 20))
    #expect(flow.scrollDirection == .horizontal)
  }

  @Test("A bad flowLayout: value is reported at its line; an unknown key names the valid ones")
  func badFlowLayout() {
    let negative = oneWindow(
      "      - {id: grid, class: CollectionView, frame: [0, 0, 100, 100], flowLayout: {itemSize: [-1, 5]}}\n")
    #expect(diagnostics(of: negative).contains { $0.hasSuffix("itemSize must not be negative, got [-1, 5]") })
    let direction = oneWindow(
      "      - {id: grid, class: CollectionView, frame: [0, 0, 100, 100], flowLayout: {scrollDirection: up}}\n"
    )
    #expect(
      diagnostics(of: direction).contains {
        $0.hasSuffix("unknown scrollDirection 'up'; expected one of: vertical, horizontal")
      })
    let unknown = oneWindow(
      "      - {id: grid, class: CollectionView, frame: [0, 0, 100, 100], flowLayout: {itemSpacing: 3}}\n")
    #expect(diagnostics(of: unknown).contains { $0.contains("itemSpacing") })
    let onATable = oneWindow(
      "      - {id: list, class: TableView, frame: [0, 0, 100, 100], flowLayout: {}}\n")
    #expect(
      diagnostics(of: onATable).contains { $0.contains("'flowLayout' is only for CollectionView views") })
  }
}
