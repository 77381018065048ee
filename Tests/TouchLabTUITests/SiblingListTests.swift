import Foundation
import Testing
import TouchKit
import TouchLayout

@testable import TouchLabTUI

/// The summary record of a wide parent ("N subviews … not visited individually", issue 17) can
/// be expanded in the explorer: `x` on its line lists the subviews it stands for.
@Suite struct SiblingListTests {
  /// A window with `list`, 100 rows of 10 pt stacked from the top: a tap near the top is
  /// outside the 99 rows after the first, which the spatial index passes over in one record.
  static func session() -> (Session, ManualClock) {
    let app = Application()
    let window = Window(id: "main", frame: CGRect(x: 0, y: 0, width: 200, height: 1_000))
    app.addWindow(window)
    let list = View(id: "list", frame: CGRect(x: 0, y: 0, width: 200, height: 1_000))
    for row in 0..<100 {
      list.addSubview(
        View(id: "row\(row)", frame: CGRect(x: 0, y: CGFloat(row) * 10, width: 200, height: 10)))
    }
    window.addSubview(list)
    let layout = Layout(
      source: "wide.yaml", title: "Wide", screenSize: CGSize(width: 200, height: 1_000), application: app)
    let clock = ManualClock()
    return (Session(layout: layout, columns: 120, rows: 40, clock: clock), clock)
  }

  @Test("X on the summary line lists its subviews, frontmost first; ↓ scrolls; Esc closes")
  func expand() throws {
    let (session, clock) = Self.session()
    StepTesting.tap(session, clock, at: CGPoint(x: 100, y: 5))
    let summary = try #require(
      StepTesting.index(session.state) {
        if case .hitTestSiblingsOutside = $0 { true } else { false }
      })
    session.handle(StepTesting.key(.home))
    for _ in 0..<summary { session.handle(StepTesting.key(.down)) }
    session.handle(StepTesting.key("X"))
    let list = try #require(session.state.siblingList)
    guard
      case .hitTestSiblingsOutside(_, _, let count, let from, let to) = session.state.trace.records[summary]
        .step
    else { return }
    #expect(list.title.hasPrefix("\(count) subviews of list"))
    #expect(list.lines.count == count)
    #expect(list.lines.first?.hasPrefix("subviews[\(from)]  row\(from)  View") == true)
    #expect(list.lines.last?.hasPrefix("subviews[\(to)]  row\(to)  View") == true)
    #expect(StepTesting.text(session).contains("subviews[\(from)]  row\(from)"))
    session.handle(StepTesting.key(.down))
    #expect(session.state.siblingList?.scroll == 1)
    // The overlay keeps the keys: ↓ scrolled the list, not the log's cursor.
    #expect(session.state.log.cursor == summary)
    session.handle(StepTesting.key(.escape))
    #expect(session.state.siblingList == nil)
  }

  @Test("X on any other line says how to use it, and opens nothing")
  func otherLine() {
    let (session, clock) = Self.session()
    StepTesting.tap(session, clock, at: CGPoint(x: 100, y: 5))
    session.handle(StepTesting.key(.home))
    session.handle(StepTesting.key("X"))
    #expect(session.state.siblingList == nil)
    #expect(session.state.status?.contains("select one") == true)
  }
}
