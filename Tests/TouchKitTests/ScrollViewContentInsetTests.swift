import Foundation
import Testing

@testable import TouchKit

/// `UIScrollView.contentInset`, `adjustedContentInset` and `contentInsetAdjustmentBehavior`
/// (ScrollView+ContentInset.swift). Sources: Apple's references of the three (quoted there) and
/// of `adjustedContentInsetDidChange()`; the offset that follows the adjusted inset at first
/// layout is community-observed (UNSOURCED: ``ScrollView/noteAdjustedContentInset()``).
@Suite("UIScrollView: content insets and the safe area")
struct ScrollViewContentInsetTests {
  /// A table of 30 rows filling the view of a navigation controller's root on a 400 × 300
  /// screen: the bar covers its top 44 points.
  final class Scene {
    let stage = Stage()
    let rows = Rows([30])
    let table = TableView(frame: .zero, style: .plain)
    let root = ViewController()
    let navigation: NavigationController

    init(behavior: ScrollView.ContentInsetAdjustmentBehavior = .automatic, titled: Bool = false) {
      stage.application.screen = DeviceScreen(size: CGSize(width: 400, height: 300))
      table.id = "list"
      table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
      table.dataSource = rows
      table.delegate = rows
      table.contentInsetAdjustmentBehavior = behavior
      if titled { rows.headerTitles = [0: "Fruit"] }
      root.view = table
      navigation = NavigationController(rootViewController: root)
      navigation.navigationBar.id = "bar"
      stage.window.rootViewController = navigation
      stage.application.layoutIfNeeded()
      _ = stage.synthesizer
    }

    /// The row under window point (x, y), by a tap's hit test.
    func rowTapped(at y: CGFloat) -> String? {
      stage.tap(100, y)
      return stage.hitView()
    }
  }

  @Test(
    ".automatic: a table that is a navigation controller's content view starts below the bar (Apple: content is always adjusted vertically there)"
  )
  func tableBelowTheBar() {
    let scene = Scene()
    #expect(scene.table.adjustedContentInset == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    #expect(scene.table.contentOffset == CGPoint(x: 0, y: -44))
    #expect(scene.rowTapped(at: 50)?.hasPrefix("list[0,0]") == true, "the first row is just below the bar")
  }

  @Test(".never: the content is not adjusted, and the first row lies under the bar")
  func neverAdjusts() {
    let scene = Scene(behavior: .never)
    #expect(scene.table.adjustedContentInset == .zero)
    #expect(scene.table.contentOffset == .zero)
    #expect(scene.rowTapped(at: 50)?.hasPrefix("list[0,1]") == true)
  }

  @Test("The scrollable range runs from minus the top inset to the content's end plus the bottom inset")
  func scrollableRange() {
    let scene = Scene()
    scene.table.contentInset = EdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
    scene.stage.application.layoutIfNeeded()
    #expect(scene.table.minimumContentOffset == CGPoint(x: 0, y: -44))
    // 30 rows of 44 = 1,320 points of content, a 300-point table, 20 below the content.
    #expect(scene.table.maximumContentOffset == CGPoint(x: 0, y: CGFloat(1_320 + 20 - 300)))
    #expect(scene.table.clampedContentOffset(CGPoint(x: 0, y: -100)) == CGPoint(x: 0, y: -44))
  }

  @Test(
    "contentInset set by code after the first layout moves no content, and adjustedContentInsetDidChange() is called (Apple)"
  )
  func insetSetByCode() {
    final class Watched: ScrollView {
      var changes = 0
      override func adjustedContentInsetDidChange() { changes += 1 }
    }
    let stage = Stage()
    let scroll = stage.add(Watched(frame: rect(0, 0, 200, 200)))
    scroll.contentSize = CGSize(width: 200, height: 600)
    stage.window.layoutIfNeeded()
    #expect(scroll.changes == 0, "no safe area on a bare screen: nothing changed")
    scroll.contentInset = EdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
    stage.window.layoutIfNeeded()
    #expect(scroll.changes == 1)
    #expect(scroll.adjustedContentInset.top == 30)
    #expect(scroll.contentOffset == .zero, "the offset stays; the content may now be pulled down 30 points")
    #expect(scroll.minimumContentOffset.y == -30)
  }

  @Test(
    ".scrollableAxes: the safe area counts only on an axis that scrolls (Apple: when the content is larger, or alwaysBounceVertical)"
  )
  func scrollableAxes() throws {
    let device = try #require(DevicePreset.named("iPhone 15"))
    let stage = Stage()
    stage.application.screen = DeviceScreen(device: device, orientation: .portrait)
    stage.window.frame = stage.application.screen.bounds
    let scroll = stage.add(ScrollView(frame: stage.window.bounds))
    scroll.contentInsetAdjustmentBehavior = .scrollableAxes
    scroll.contentSize = CGSize(width: 393, height: 400)
    #expect(scroll.adjustedContentInset == .zero, "content shorter than the view: no vertical adjustment")
    scroll.alwaysBounceVertical = true
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    scroll.alwaysBounceVertical = false
    scroll.contentSize = CGSize(width: 393, height: 2_000)
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    scroll.contentInsetAdjustmentBehavior = .always
    scroll.contentSize = .zero
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  }

  @Test("scrollToRow(at:at: .top) puts the row just below the bar, the uncovered part's top")
  func scrollToRowBelowTheBar() {
    let scene = Scene()
    scene.table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
    #expect(scene.table.contentOffset.y == CGFloat(10 * 44 - 44))
    scene.table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .none, animated: false)
    #expect(scene.table.contentOffset.y == -44, "the least move that shows row 0 below the bar")
  }

  @Test("A plain table's floating header sticks below the bar it runs under")
  func headerSticksBelowTheBar() {
    let scene = Scene(titled: true)
    scene.table.contentOffset = CGPoint(x: 0, y: 200)
    scene.table.layoutIfNeeded()
    let shown = scene.table.subviews.first { $0 is TableViewHeaderFooterView }
    #expect(shown?.frame.minY == CGFloat(200 + 44))
  }
}
