// MessageListViewController: a mail-style inbox whose rows swipe left to Delete or Flag and
// right to mark them read, with the table's own swipe actions.
//
// Stands for: every list screen with swipe-to-delete written since iOS 11. Exercises
// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` and the leading form,
// `UIContextualAction(style:title:handler:)` with `.destructive` and `.normal`, a handler taking
// `(_, _, completionHandler)` and calling it with `true`, `backgroundColor` and `image` on an
// action, `UISwipeActionsConfiguration(actions:)`, `performsFirstActionWithFullSwipe`, removing
// from the array before `deleteRows(at:with:)` inside the handler, `cellForRow(at:) as?`, and a
// cell of `.subtitle` style that shows a flag.
// On iOS: a drag to the left uncovers Delete (red, at the edge) and Flag; a tap on Delete removes
// the row and the row below moves up; a full swipe deletes without a tap; Flag flags the message
// and the row closes; a drag to the right uncovers Read; while a row is open, a tap on another
// row only closes it.

import UIKit

struct Message {
    let sender: String
    let subject: String
    var isFlagged = false
    var isRead = false
}

final class MessageCell: UITableViewCell {
    static let reuseIdentifier = "MessageCell"

    private let flagView = UIView()

    var isFlagged = false {
        didSet { flagView.isHidden = !isFlagged }
    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        flagView.backgroundColor = .systemOrange
        flagView.isHidden = true
        contentView.addSubview(flagView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        flagView.frame = CGRect(x: contentView.bounds.width - 20, y: 8, width: 10, height: 10)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        isFlagged = false
    }
}

final class MessageListViewController: UIViewController {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private var messages = (1...20).map { Message(sender: "Sender \($0)", subject: "Subject \($0)") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 64
        tableView.register(MessageCell.self, forCellReuseIdentifier: MessageCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        tableView.frame = view.bounds
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tableView.frame = view.bounds
    }
}

extension MessageListViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MessageCell.reuseIdentifier, for: indexPath)
        let message = messages[indexPath.row]
        cell.textLabel?.text = message.sender
        cell.detailTextLabel?.text = message.subject
        (cell as? MessageCell)?.isFlagged = message.isFlagged
        return cell
    }
}

extension MessageListViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        print("open \(messages[indexPath.row].sender)")
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completionHandler in
            guard let self = self else { return }
            let removed = self.messages.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            print("deleted \(removed.sender)")
            completionHandler(true)
        }
        delete.image = UIImage(systemName: "trash")

        let isFlagged = messages[indexPath.row].isFlagged
        let flag = UIContextualAction(style: .normal, title: isFlagged ? "Unflag" : "Flag") {
            [weak self] _, _, completionHandler in
            guard let self = self else { return }
            self.messages[indexPath.row].isFlagged.toggle()
            (tableView.cellForRow(at: indexPath) as? MessageCell)?.isFlagged = !isFlagged
            print("\(isFlagged ? "unflagged" : "flagged") \(self.messages[indexPath.row].sender)")
            completionHandler(true)
        }
        flag.backgroundColor = .systemOrange
        flag.image = UIImage(systemName: "flag")

        let configuration = UISwipeActionsConfiguration(actions: [delete, flag])
        configuration.performsFirstActionWithFullSwipe = true
        return configuration
    }

    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let read = UIContextualAction(style: .normal, title: "Read") { [weak self] _, _, completionHandler in
            self?.messages[indexPath.row].isRead = true
            print("read \(indexPath.row)")
            completionHandler(true)
        }
        read.backgroundColor = .systemBlue
        return UISwipeActionsConfiguration(actions: [read])
    }
}
