// NoteListView: a self-sizing list whose cells place a Reply button under the note with
// constraints, but never pin the content view's bottom to it.
//
// Teaches (issues 37 and 38): with `rowHeight` at `automaticDimension` (UITableView's default)
// a row is as tall as its cell's `systemLayoutSizeFitting` at the table's width says, and that
// height comes only from constraints that reach the content view's top and bottom. Without the
// bottom one the constraints leave the height at zero, and UIKit takes the standard height
// instead ("Detected a case where constraints ambiguously suggest a height of zero for a table
// view cell's content view. We're considering the collapse unintentional and using standard
// height instead."): the row is 44 points tall, the button sits below the cell's bottom, drawn
// over the next row, and a tap on it lands on the next row.
//
// The fix, PinnedNoteListView: the content view's bottom is pinned 8 points below the button,
// so the row is 8 + 20 + 4 + 30 + 8 = 70 points tall and the button is inside it.

import UIKit

class NoteCell: UITableViewCell {
  let titleLabel = UILabel()
  let replyButton = UIButton(type: .system)

  /// Whether the content view's bottom is pinned to the button: the bug leaves it out.
  class var pinsBottom: Bool { false }

  private var built = false

  /// Adds the title and the button with their constraints, the first time the data source
  /// configures the cell.
  func buildIfNeeded() {
    guard !built else { return }
    built = true
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    replyButton.translatesAutoresizingMaskIntoConstraints = false
    replyButton.setTitle("Reply", for: .normal)
    contentView.addSubview(titleLabel)
    contentView.addSubview(replyButton)
    var constraints = [
      titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
      titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      replyButton.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
      replyButton.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
    ]
    if Self.pinsBottom {
      constraints.append(contentView.bottomAnchor.constraint(equalTo: replyButton.bottomAnchor, constant: 8))
    }
    NSLayoutConstraint.activate(constraints)
  }
}

/// The fix: the content view's bottom follows the button.
final class PinnedNoteCell: NoteCell {
  override class var pinsBottom: Bool { true }
}

/// The bug: rows sized by cells whose constraints give no height.
class NoteListView: UIView, UITableViewDataSource, UITableViewDelegate {
  let tableView = UITableView(frame: .zero, style: .plain)

  /// The cell class the list registers.
  class var cellClass: NoteCell.Type { NoteCell.self }

  override init(frame: CGRect) {
    super.init(frame: frame)
    tableView.estimatedRowHeight = 60
    tableView.register(Self.cellClass, forCellReuseIdentifier: "Note")
    tableView.dataSource = self
    tableView.delegate = self
    addSubview(tableView)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    tableView.frame = bounds
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
    guard let cell = cell as? NoteCell else { return cell }
    cell.buildIfNeeded()
    cell.titleLabel.text = "Note \(indexPath.row)"
    let note = indexPath.row
    cell.replyButton.addAction(
      UIAction(title: "reply to note \(note)", identifier: UIAction.Identifier("reply")) { _ in
        print("reply to note \(note)")
      }, for: .touchUpInside)
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    print("selected note \(indexPath.row)")
  }
}

/// The fix: its cells pin the content view's bottom.
final class PinnedNoteListView: NoteListView {
  override class var cellClass: NoteCell.Type { PinnedNoteCell.self }
}
