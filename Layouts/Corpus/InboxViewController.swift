// InboxViewController: the list screen every app has, a view controller with a table it is the
// data source and delegate of, and a custom cell.
//
// Stands for: a table built in code. Exercises `UITableView(frame:style:)`,
// `register(_:forCellReuseIdentifier:)`, `dequeueReusableCell(withIdentifier:for:)` with a
// forced cast to the custom cell, `UITableViewDataSource`/`UITableViewDelegate` conformance in
// extensions, `didSelectRowAt` with `deselectRow(at:animated:)`, a cell's
// `override init(style:reuseIdentifier:)`, a star button added to `contentView` and a badge
// button added to the cell itself (the iOS 14 mistake), and `addTarget` in `cellForRowAt`.
// On iOS: a tap on a row's text selects it (`didSelectRowAt`); a tap on a row's star sends
// `starTapped(_:)` and selects nothing (§5); the badge, added to the cell before its
// `contentView` was made, is covered by the content view and never gets a touch; and
// `cellForRowAt` adds the same target again at every dequeue, which UIKit keeps once (Apple's
// `addTarget(_:action:for:)`: "safe to call this method multiple times with the same values"),
// so a reused cell's star still sends one action.

import UIKit

final class MessageCell: UITableViewCell {
    static let reuseIdentifier = "MessageCell"

    let starButton = UIButton(type: .system)
    let badgeButton = UIButton(type: .custom)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        // The mistake: added to the cell, not its contentView.
        badgeButton.setTitle("3", for: .normal)
        addSubview(badgeButton)
        starButton.setTitle("☆", for: .normal)
        contentView.addSubview(starButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        badgeButton.frame = CGRect(x: 8, y: 8, width: 28, height: 28)
        starButton.frame = CGRect(x: contentView.bounds.width - 52, y: 6, width: 44, height: 32)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        textLabel?.text = nil
    }
}

final class InboxViewController: UIViewController {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let subjects = (1...40).map { "Message \($0)" }

    private(set) var opened: [Int] = []

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tableView.frame = view.bounds
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.rowHeight = 44
        tableView.register(MessageCell.self, forCellReuseIdentifier: MessageCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    @objc private func starTapped(_ sender: UIButton) {
        print("star tapped")
    }
}

extension InboxViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        subjects.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(
                withIdentifier: MessageCell.reuseIdentifier, for: indexPath) as! MessageCell
        cell.textLabel?.text = subjects[indexPath.row]
        // Added again at every dequeue: harmless with the same target and action.
        cell.starButton.addTarget(self, action: #selector(starTapped(_:)), for: .touchUpInside)
        return cell
    }
}

extension InboxViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        opened.append(indexPath.row)
        print("opened \(subjects[indexPath.row])")
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
