// BannerListView: a list whose section header is a banner with a Renew button under its
// message, laid out with constraints from the header's top to its bottom, but
// given a fixed header height.
//
// Teaches (issues 37 and 38): a section header sizes itself only when its height is
// `UITableView.automaticDimension` (`sectionHeaderHeight`'s default; Apple: "If the delegate
// doesn't implement tableView(_:heightForHeaderInSection:), the table view calculates the
// height automatically"). A fixed `sectionHeaderHeight` (Interface Builder writes 28 for a plain
// table) makes the header 28 points tall whatever its constraints say: the Renew button, 32
// points down, hangs below the header's bounds over row 0, drawn but out of the header's
// reach, and a tap on it selects row 0.
//
// The fix, SelfSizingBannerListView: the header height is left automatic, so the header is as
// tall as its constraints make it, 8 + 20 + 4 + 30 + 8 = 70 points, the button
// is inside it, and the rows start below it.

import UIKit

/// The banner: a message and a Renew button under it, constrained from its top to its bottom.
final class BannerView: UIView {
  let messageLabel = UILabel()
  let renewButton = UIButton(type: .system)

  override init(frame: CGRect) {
    super.init(frame: frame)
    messageLabel.text = "Your trial ends in 3 days"
    messageLabel.translatesAutoresizingMaskIntoConstraints = false
    renewButton.setTitle("Renew", for: .normal)
    renewButton.translatesAutoresizingMaskIntoConstraints = false
    renewButton.addAction(
      UIAction(title: "renew trial", identifier: UIAction.Identifier("renew")) { _ in
        print("renew trial")
      }, for: .touchUpInside)
    addSubview(messageLabel)
    addSubview(renewButton)
    NSLayoutConstraint.activate([
      messageLabel.topAnchor.constraint(equalTo: topAnchor, constant: 8),
      messageLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      renewButton.topAnchor.constraint(equalTo: messageLabel.bottomAnchor, constant: 4),
      renewButton.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      bottomAnchor.constraint(equalTo: renewButton.bottomAnchor, constant: 8),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// The bug: a fixed header height, shorter than the banner's content.
class BannerListView: UIView, UITableViewDataSource, UITableViewDelegate {
  let tableView = UITableView(frame: .zero, style: .plain)

  /// The table's `sectionHeaderHeight`: 28, as Interface Builder writes for a plain table.
  class var headerHeight: CGFloat { 28 }

  override init(frame: CGRect) {
    super.init(frame: frame)
    tableView.rowHeight = 44
    tableView.sectionHeaderHeight = Self.headerHeight
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
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
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    BannerView(frame: .zero)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    print("selected row \(indexPath.row)")
  }
}

/// The fix: the header height is automatic, so the banner sizes itself.
final class SelfSizingBannerListView: BannerListView {
  override class var headerHeight: CGFloat { UITableView.automaticDimension }
}
