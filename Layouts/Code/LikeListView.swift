// LikeListView: a feed whose cells get their Like action in `cellForRowAt`, one more at every
// dequeue, so a reused cell's button also likes the post it showed before.
//
// Teaches (issue 38): a table reuses the cells of rows scrolled away (only visible rows have
// cells; Apple's `dequeueReusableCell(withIdentifier:for:)`). A control keeps every action
// added to it, so an action added at each dequeue stays on the button when the cell comes back
// for another row: one tap sends the new row's action and the old row's. The trace shows it:
// the same cell object handed back (`cellDequeue`), then two actions sent by one button.
//
// The list scrolls to post 10 at its first layout, as a feed restoring the reader's place does,
// so the cells of posts 0 to 4 are reused for posts 10 to 14.
//
// The fix, FixedLikeListView: each dequeue's action has the same identifier, so UIKit replaces
// the one before instead of keeping both.

import UIKit

class LikeCell: UITableViewCell {
  /// Made the first time the data source configures the cell.
  lazy var likeButton: UIButton = {
    let button = UIButton(type: .system)
    button.setTitle("Like", for: .normal)
    contentView.addSubview(button)
    return button
  }()

  override func layoutSubviews() {
    super.layoutSubviews()
    likeButton.frame = CGRect(x: contentView.bounds.width - 80, y: 6, width: 72, height: 32)
  }
}

/// The bug: an action added to the button at every dequeue.
class LikeListView: UIView, UITableViewDataSource {
  let tableView = UITableView(frame: .zero, style: .plain)
  private var restored = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    tableView.rowHeight = 44
    tableView.register(LikeCell.self, forCellReuseIdentifier: "Post")
    tableView.dataSource = self
    addSubview(tableView)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    tableView.frame = bounds
    guard !restored else { return }
    restored = true
    tableView.layoutIfNeeded()
    tableView.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Post", for: indexPath)
    cell.textLabel?.text = "Post \(indexPath.row)"
    if let cell = cell as? LikeCell { configureLike(cell, post: indexPath.row) }
    return cell
  }

  /// The bug: one more action on the same button at every dequeue.
  func configureLike(_ cell: LikeCell, post: Int) {
    cell.likeButton.addAction(
      UIAction(title: "like post \(post)") { _ in print("liked post \(post)") }, for: .touchUpInside)
  }
}

/// The fix: every dequeue's action has the same identifier, so it replaces the one before
/// (Apple's `addAction(_:for:)`: "subsequent actions with the same identifier replace previously
/// added actions").
final class FixedLikeListView: LikeListView {
  override func configureLike(_ cell: LikeCell, post: Int) {
    cell.likeButton.addAction(
      UIAction(title: "like post \(post)", identifier: UIAction.Identifier("like")) { _ in
        print("liked post \(post)")
      }, for: .touchUpInside)
  }
}
