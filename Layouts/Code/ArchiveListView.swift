// ArchiveListView: a list whose cells add their Archive button to the cell itself, not to its
// contentView, so the button never gets a touch.
//
// Teaches (issue 38, §1): a table cell makes its `contentView` when something first asks for it
// (here the cell's `textLabel`, set right after the button is added) and adds it then, in front
// of the cell's own subviews. A button added with the cell's `addSubview` before that is under
// the content view, which covers the whole cell and takes the touch: the row is selected
// instead. Since iOS 14; community-sourced (Apple says only to add subviews to `contentView`).
//
// The fix, FixedArchiveListView's cell: `contentView.addSubview(archiveButton)`.

import UIKit

class ArchiveCell: UITableViewCell {
  /// Made and added the first time the data source configures the cell.
  lazy var archiveButton: UIButton = {
    let button = UIButton(type: .system)
    button.setTitle("Archive", for: .normal)
    button.addAction(
      UIAction { [weak self] _ in print("archived \(self?.textLabel?.text ?? "")") }, for: .touchUpInside)
    place(button)
    return button
  }()

  /// The bug: on the cell itself, under the content view made later.
  func place(_ button: UIButton) {
    addSubview(button)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    archiveButton.frame = CGRect(x: bounds.width - 100, y: 6, width: 88, height: 32)
  }
}

/// The fix: the button goes in the content view, which is in front.
final class FixedArchiveCell: ArchiveCell {
  override func place(_ button: UIButton) {
    contentView.addSubview(button)
  }
}

/// A list of three mails with an Archive button on each row.
class ArchiveListView: UIView, UITableViewDataSource {
  let tableView = UITableView(frame: .zero, style: .plain)

  /// The cells this list shows.
  class var cellClass: ArchiveCell.Type { ArchiveCell.self }

  override init(frame: CGRect) {
    super.init(frame: frame)
    tableView.rowHeight = 44
    tableView.register(Self.cellClass, forCellReuseIdentifier: "Mail")
    tableView.dataSource = self
    addSubview(tableView)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    tableView.frame = bounds
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Mail", for: indexPath)
    if let cell = cell as? ArchiveCell { _ = cell.archiveButton }
    cell.textLabel?.text = ["Invoice", "Receipt", "Newsletter"][indexPath.row]
    return cell
  }
}

/// The same list with the fixed cells.
final class FixedArchiveListView: ArchiveListView {
  override class var cellClass: ArchiveCell.Type { FixedArchiveCell.self }
}
