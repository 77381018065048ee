import Foundation
import Testing
import TouchKit
import TouchLayout

@testable import TouchLabTUI

/// The inspector shows a list cell's index path and reuse history (issue 38): which cell
/// object it is, each dequeue with the row it had shown and the row it is for, and for a
/// control in a reused cell an event with an action per row: the "wrong row" bug, the same
/// button object with a second target.
@Suite struct InspectorCellReuseTests {
  /// A cell with a Like button in its content view.
  final class LikeCell: TableViewCell {
    let likeButton = Button(frame: CGRect(x: 250, y: 6, width: 60, height: 32))
    required init(style: CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      contentView.addSubview(likeButton)
    }
    required init?(coder: NSCoder) { nil }
  }

  /// The data source of the bug: a target added to the button at every dequeue.
  final class Posts: TableViewDataSource {
    final class Liker {}
    var likers: [Liker] = []
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 30 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Post", for: indexPath)
      if let cell = cell as? LikeCell {
        let liker = Liker()
        likers.append(liker)
        cell.likeButton.addTarget(liker, action: "like:", for: .touchUpInside)
      }
      return cell
    }
  }

  /// A 220-point table of 44-point rows (rows 0 to 4 show), scrolled by 60 points: row 0
  /// leaves, and its cell is handed back for row 5; row 6 gets a new cell.
  private static func scrolledSession() -> (Session, Posts) {
    let (session, posts, _) = scrolledTable()
    return (session, posts)
  }

  private static func scrolledTable() -> (Session, Posts, TableView) {
    let application = Application()
    let main = Window(id: "main", frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    application.addWindow(main)
    let table = TableView(id: "list", frame: CGRect(x: 0, y: 0, width: 320, height: 220))
    table.register(LikeCell.self, forCellReuseIdentifier: "Post")
    let posts = Posts()
    table.dataSource = posts
    main.addSubview(table)
    table.layoutIfNeeded()
    table.contentOffset = CGPoint(x: 0, y: 60)
    table.layoutIfNeeded()
    let layout = Layout(
      source: "t.yaml", title: "T", screenSize: CGSize(width: 320, height: 400), application: application)
    // The buttons are named by their rows, as a layout's code names them (`list[0,5].likeButton`).
    for case let cell as LikeCell in table.visibleCells {
      cell.likeButton.id = cell.id + ".likeButton"
    }
    return (Session(layout: layout, columns: 160, rows: 40, clock: ManualClock()), posts, table)
  }

  private static func lines(_ inspection: Inspection) -> [String] {
    InspectorText.entries(inspection).map { $0.items.joined(separator: " · ") }
  }

  @Test(
    "A view in a reused cell shows the cell's index path, its object and each dequeue with prepareForReuse (Apple's dequeueReusableCell(withIdentifier:for:) and prepareForReuse())"
  )
  func reusedCellHistory() throws {
    let (session, posts) = Self.scrolledSession()
    let inspection = try #require(session.inspect("list[0,5].likeButton", at: nil))
    let lines = Self.lines(inspection)
    #expect(lines.contains("cell list[0,5] · indexPath [0,5] · cell object 1 of list (Post)"))
    let dequeues = lines.filter { $0.hasPrefix("dequeue: ") }
    #expect(
      dequeues == [
        "dequeue: made for [0,0]", "dequeue: handed back for [0,5], had shown [0,0] · prepareForReuse()",
      ])
    #expect(posts.likers.count == 7, "rows 0 to 6 were each dequeued once")
  }

  @Test(
    "The wrong-row bug is visible: the same button object showed two rows and has two targets for touchUpInside (a control keeps every target added, Apple's addTarget(_:action:for:))"
  )
  func wrongRowWarning() throws {
    let (session, _) = Self.scrolledSession()
    let inspection = try #require(session.inspect("list[0,5].likeButton", at: nil))
    let warnings = InspectorText.entries(inspection).filter { $0.role == .warning }.map { $0.items.joined() }
    #expect(
      warnings == [
        "the same object showed [0,0], [0,5] and has 2 actions for touchUpInside:"
          + " an action added at each dequeue stays on a reused cell"
      ])
    // Row 6's cell was made for it: one target, one dequeue, no warning.
    let fresh = try #require(session.inspect("list[0,6].likeButton", at: nil))
    #expect(Self.lines(fresh).filter { $0.hasPrefix("dequeue: ") } == ["dequeue: made for [0,6]"])
    #expect(!InspectorText.entries(fresh).contains { $0.role == .warning })
  }

  @Test("A view outside any list cell shows no cell line")
  func outsideAList() throws {
    let (session, _) = Self.scrolledSession()
    let inspection = try #require(session.inspect("list", at: nil))
    #expect(inspection.reuse == nil)
    #expect(!Self.lines(inspection).contains { $0.hasPrefix("cell ") })
  }
}
