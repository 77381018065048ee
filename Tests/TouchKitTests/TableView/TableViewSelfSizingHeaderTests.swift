import Foundation
import Testing

@testable import TouchKit

/// Self-sizing section headers and footers (TableView+SelfSizingHeaders.swift). Sources:
/// Apple's `sectionHeaderHeight` ("If the delegate doesn't implement
/// tableView(_:heightForHeaderInSection:), the table view calculates the height
/// automatically"), `estimatedSectionHeaderHeight` ("Setting the value to 0 disables estimated
/// heights, which causes the table view to request the actual height for each header. If your
/// table uses self-sizing headers, the value of this property must not be 0" — so an estimate
/// defers measuring, as for rows), `automaticDimension`, and the footers' twins. A grouped
/// table's gap for a section with neither title nor view is community-observed
/// (``TableView/Metrics/groupedUntitledHeaderHeight``, UNSOURCED size).
@Suite("UITableView: self-sizing section headers and footers")
struct TableViewSelfSizingHeaderTests {
  /// A header whose content view holds a bar pinned 8 points inside it top and bottom:
  /// `barHeight` + 16 tall at any width.
  final class BannerHeader: TableViewHeaderFooterView {
    let bar = View(id: "", frame: .zero)
    lazy var barHeight = bar.heightAnchor.constraint(equalToConstant: 40)

    required init(reuseIdentifier: String?) {
      super.init(reuseIdentifier: reuseIdentifier)
      pin(bar, in: contentView, insets: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
      barHeight.isActive = true
    }

    required init?(coder: NSCoder) { nil }
  }

  /// `sections` sections of three rows (44-point rows: 132 points); section `s` has a banner header (footer) when
  /// `headers(s)` (`footers(s)`), its bar 40 points tall.
  final class Banners: TableViewDataSource, TableViewDelegate {
    var sections = 10
    var headers: (Int) -> Bool = { _ in true }
    var footers: (Int) -> Bool = { _ in false }
    /// What `heightForHeaderInSection` answers; nil: the method is not the delegate's.
    var askedHeight: CGFloat?
    var log: [String] = []

    func numberOfSections(in tableView: TableView) -> Int { sections }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
      headers(section) ? tableView.dequeueReusableHeaderFooterView(withIdentifier: "Banner") : nil
    }
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
      footers(section) ? tableView.dequeueReusableHeaderFooterView(withIdentifier: "Banner") : nil
    }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
      askedHeight ?? tableView.sectionHeaderHeight
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
      log.append("didSelect \(indexPath.tableDescription)")
    }
  }

  final class Setup {
    let stage = Stage()
    let banners: Banners
    let table: TableView

    init(
      style: TableView.Style = .plain, estimate: CGFloat = TableView.automaticDimension,
      footerEstimate: CGFloat = 0, _ configure: (Banners) -> Void = { _ in }
    ) {
      banners = Banners()
      configure(banners)
      table = TableView(frame: rect(0, 0, 320, 220), style: style)
      table.id = "list"
      table.rowHeight = 44
      table.estimatedSectionHeaderHeight = estimate
      table.estimatedSectionFooterHeight = footerEstimate
      table.register(CountingCell.self, forCellReuseIdentifier: "Cell")
      table.register(BannerHeader.self, forHeaderFooterViewReuseIdentifier: "Banner")
      table.dataSource = banners
      table.delegate = banners
      stage.add(table)
      table.layoutIfNeeded()
    }

    func header(_ section: Int) -> CGRect { table.rectForHeader(inSection: section) }
  }

  @Test(
    "A plain table's header view with automatic height gets its fitted height (40-point bar + 16), and its rows start below it"
  )
  func headerViewGetsItsFittedHeight() throws {
    let setup = Setup()
    #expect(setup.header(0) == rect(0, 0, 320, 56))
    #expect(setup.table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 56)
    let shown = try #require(setup.table.headerView(forSection: 0))
    #expect(shown.frame.height == 56)
    // Section 1 (from 56 + 132 = 188) is in view: its header is measured too.
    #expect(setup.header(1) == rect(0, 188, 320, 56))
  }

  @Test(
    "A tap lands on the row below the self-sized header: y = 70 is row 0 (56–100), not row 1 as with no header"
  )
  func tapBelowTheSizedHeader() {
    let setup = Setup()
    setup.stage.tap(100, 70)
    #expect(setup.banners.log == ["didSelect [0,0]"])
  }

  @Test(
    "Headers not yet in view wait at estimatedSectionHeaderHeight; scrolled into view they are measured and the sections below move"
  )
  func offScreenHeadersWaitAtTheEstimate() {
    let setup = Setup(estimate: 30)
    // Sections 0 and 1 measured (56 each); section 2 starts at 2 × (56 + 132) = 376 at 30.
    #expect(setup.header(2) == rect(0, 376, 320, 30))
    #expect(setup.header(3).minY == CGFloat(376 + 30 + 132))
    setup.table.contentOffset = CGPoint(x: 0, y: 300)
    setup.table.layoutIfNeeded()
    #expect(setup.header(2).height == 56)
    #expect(setup.header(3).minY == CGFloat(376 + 56 + 132))
  }

  @Test("estimatedSectionHeaderHeight 0 measures every header view at the reload (Apple)")
  func noEstimateMeasuresAll() {
    let setup = Setup(estimate: 0)
    #expect(setup.header(9).height == 56)
    #expect(setup.header(9).minY == CGFloat(9 * (56 + 132)))
  }

  @Test("heightForHeaderInSection answering automaticDimension sizes the header view the same way")
  func delegateAnswersAutomatic() {
    let setup = Setup { $0.askedHeight = TableView.automaticDimension }
    #expect(setup.header(0).height == 56)
  }

  @Test(
    "Automatic height with neither title nor view: no header in a plain table, the grouped gap (18, UNSOURCED) in a grouped one"
  )
  func neitherTitleNorView() {
    let plain = Setup { $0.headers = { $0 != 0 } }
    #expect(plain.header(0).height == 0)
    #expect(plain.header(1) == rect(0, 132, 320, 56))
    let grouped = Setup(style: .grouped) { $0.headers = { $0 != 0 } }
    #expect(grouped.header(0).height == TableView.Metrics.groupedUntitledHeaderHeight)
  }

  @Test("A delegate without header views gives untitled sections no header, and no view is asked for")
  func delegateWithoutViews() {
    let setup = TableStage([3, 3])
    #expect(setup.table.rectForHeader(inSection: 1).height == 0)
    #expect(setup.table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 132)
    #expect(!setup.table.delegateHasHeaderViews)
  }

  @Test("A footer view with automatic height self-sizes as a header does")
  func footerSizesItself() {
    let setup = Setup {
      $0.headers = { _ in false }
      $0.footers = { _ in true }
    }
    // Section 0: three rows, then its 56-point footer; section 1 starts at 188.
    #expect(setup.table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 188)
  }
}
