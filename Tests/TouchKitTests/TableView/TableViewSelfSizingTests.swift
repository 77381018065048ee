import Foundation
import Testing

@testable import TouchKit

/// Issue 38's self-sizing rows (TableView+SelfSizing.swift). Sources: Apple's `rowHeight`
/// ("The default value of this property is automaticDimension, which causes the table view to
/// choose an appropriate height based on your cell's content"; "The table view ignores the
/// value of this property if its delegate implements tableView(_:heightForRowAt:)") and
/// `estimatedRowHeight` ("Estimation allows you to defer some of the cost of geometry
/// calculation from load time to scrolling time"), `systemLayoutSizeFitting` with `.required`
/// horizontal and `.fittingSizeLevel` vertical priority (how a self-sizing cell is measured:
/// community, WWDC 2014 session 226 "What's New in Table and Collection Views"), and UIKit's
/// console message for a cell whose constraints give no height ("… using standard height
/// instead").
@Suite("UITableView: self-sizing rows")
struct TableViewSelfSizingTests {
  /// A cell whose content view holds a bar pinned 10 points from its top and bottom, as tall
  /// as its row's number says (``Sized``).
  final class BarCell: TableViewCell {
    let bar = View(id: "", frame: .zero)
    lazy var barHeight = bar.heightAnchor.constraint(equalToConstant: 0)

    required init(style: CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      pin(bar, in: contentView, insets: EdgeInsets(top: 10, left: 16, bottom: 10, right: 16))
      barHeight.isActive = true
    }

    required init?(coder: NSCoder) { nil }
  }

  /// 1,000 rows whose bars are 20, 60 and 100 points tall in turn: rows of 40, 80 and 120.
  final class Sized: TableViewDataSource, TableViewDelegate {
    var log: [String] = []
    var heightsAsked = 0
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1000 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Bar", for: indexPath)
      (cell as? BarCell)?.barHeight.constant = Self.barHeight(indexPath.row)
      return cell
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
      log.append("didSelect \(indexPath.tableDescription)")
    }
    static func barHeight(_ row: Int) -> CGFloat { [20, 60, 100][row % 3] }
  }

  /// The same rows with a delegate that gives every row 50 points.
  final class FixedHeights: TableViewDataSource, TableViewDelegate {
    let rows = Sized()
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1000 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      rows.tableView(tableView, cellForRowAt: indexPath)
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
  }

  func table(
    _ stage: Stage, _ source: some TableViewDataSource & TableViewDelegate, estimate: CGFloat = 100
  ) -> TableView {
    let table = TableView(id: "list", frame: rect(0, 0, 320, 300))
    table.register(BarCell.self, forCellReuseIdentifier: "Bar")
    table.estimatedRowHeight = estimate
    table.dataSource = source
    table.delegate = source
    stage.add(table)
    table.layoutIfNeeded()
    return table
  }

  @Test(
    "rowHeight automaticDimension (the default): each displayed row is its cell's fitting height at the table's width; rows not displayed stay at estimatedRowHeight"
  )
  func displayedRowsAreSizedByTheirCells() {
    let stage = Stage()
    let source = Sized()
    let table = table(stage, source)
    #expect(table.rowHeight == TableView.automaticDimension)
    let heights = (0..<4).map { table.rectForRow(at: IndexPath(row: $0, section: 0)) }
    #expect(heights.map(\.height) == [40, 80, 120, 40])
    #expect(heights.map(\.minY) == [0, 40, 120, 240])
    // Rows 0–4 show in 300 points (row 4 starts at 280); row 500 was never displayed.
    #expect(table.indexPathsForVisibleRows == (0...4).map { IndexPath(row: $0, section: 0) })
    let far = table.rectForRow(at: IndexPath(row: 500, section: 0))
    #expect(far.height == 100)
    // Rows 0–4 measure 40 + 80 + 120 + 40 + 80 = 360 against 500 estimated.
    let measuredLess: CGFloat = 500 - 360
    #expect(far.minY == 500 * 100 - measuredLess)
    #expect(table.contentSize.height == 1000 * 100 - measuredLess)
  }

  @Test(
    "A tap lands on the row as sized: y = 150 is in row 2 (120–240), where the 100-point estimate would have put row 1"
  )
  func tapHitsTheSizedRow() {
    let stage = Stage()
    let source = Sized()
    let table = table(stage, source)
    #expect(table.indexPathForRow(at: CGPoint(x: 100, y: 150)) == IndexPath(row: 2, section: 0))
    stage.tap(100, 150)
    #expect(source.log == ["didSelect [0,2]"])
  }

  @Test("Rows scrolled into view are measured as they show, and the rows below move by what they changed")
  func scrolledRowsAreMeasured() {
    let stage = Stage()
    let source = Sized()
    let table = table(stage, source)
    table.contentOffset = CGPoint(x: 0, y: 400)
    table.layoutIfNeeded()
    let rows = (0..<9).map { table.rectForRow(at: IndexPath(row: $0, section: 0)) }
    #expect(rows.map(\.height) == [40, 80, 120, 40, 80, 120, 40, 80, 120])
    let threeCycles: CGFloat = 3 * 240
    #expect(rows[8].minY == threeCycles - 120)
    #expect(table.visibleCells.allSatisfy { $0.frame == table.rectForRow(at: table.indexPath(for: $0)!) })
  }

  @Test(
    "The delegate's tableView(_:heightForRowAt:) or a fixed rowHeight wins: no row is sized by its cell"
  )
  func explicitHeightsWin() {
    let stage = Stage()
    let (fixedHeights, sized) = (FixedHeights(), Sized())
    let byDelegate = table(stage, fixedHeights)
    #expect(byDelegate.rectForRow(at: IndexPath(row: 2, section: 0)).height == 50)
    let otherStage = Stage()
    let fixed = table(otherStage, sized)
    fixed.rowHeight = 70
    fixed.layoutIfNeeded()
    #expect((0..<3).map { fixed.rectForRow(at: IndexPath(row: $0, section: 0)).height } == [70, 70, 70])
  }

  /// A cell that answers its own fitting size, as a person's cell may.
  final class TallCell: TableViewCell {
    var asked: [CGSize] = []
    override func systemLayoutSizeFitting(
      _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
      verticalFittingPriority: LayoutPriority
    ) -> CGSize {
      asked.append(targetSize)
      #expect(horizontalFittingPriority == .required)
      #expect(verticalFittingPriority == .fittingSizeLevel)
      return CGSize(width: targetSize.width, height: 90)
    }
  }

  @Test(
    "A cell's override of systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:) is what sizes its row: asked at the row's width with .required horizontal and .fittingSizeLevel vertical priority"
  )
  func cellOverrideSizesTheRow() {
    let setup = TableStage([100], cellClass: TallCell.self)
    #expect(setup.table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 90)
    let asked = setup.table.visibleCells.compactMap { ($0 as? TallCell)?.asked.first }
    #expect(!asked.isEmpty)
    #expect(asked.allSatisfy { $0 == CGSize(width: 320, height: 0) })
  }

  @Test(
    "A cell whose constraints give its content view no height takes the standard height, 44, not the estimate (UIKit: \"using standard height instead\")"
  )
  func unconstrainedCellTakesStandardHeight() {
    let setup = TableStage([100])
    setup.table.estimatedRowHeight = 80
    setup.table.layoutIfNeeded()
    #expect(
      setup.table.rectForRow(at: IndexPath(row: 0, section: 0)).height == TableView.Metrics.standardRowHeight)
    #expect(setup.table.rectForRow(at: IndexPath(row: 99, section: 0)).height == 80)
  }
}
