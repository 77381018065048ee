// TodoListViewController: a to-do list whose rows are removed by a button in the cell and added
// by a button above the table, with row updates instead of reloadData.
//
// Stands for: the list screen that edits its own rows. Exercises a cell that calls back through
// a closure (`onDone`), `tableView.indexPath(for: cell)` to find the row at the time of the tap
// (not the index path captured at dequeue, which a reused or moved cell no longer shows),
// removing from the array before `deleteRows(at:with:)`, `performBatchUpdates(_:completion:)`
// with `insertRows(at:with:)`, and `UITableView.RowAnimation`.
// On iOS: the data source's counts match each update (UIKit checks them and stops the app with
// "Invalid update: invalid number of rows in section 0 …" when they do not); the cell of the
// row below a deleted one moves up with its row, keeping its cell object; only rows that come
// into view are asked for; a row inserted at the top pushes the others down.

import UIKit

final class TodoCell: UITableViewCell {
    static let reuseIdentifier = "TodoCell"

    let doneButton = UIButton(type: .system)
    var onDone: ((TodoCell) -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        doneButton.setTitle("Done", for: .normal)
        doneButton.addTarget(self, action: #selector(doneTapped), for: .touchUpInside)
        contentView.addSubview(doneButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        doneButton.frame = CGRect(x: contentView.bounds.width - 72, y: 6, width: 64, height: 32)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        onDone = nil
    }

    @objc private func doneTapped() {
        onDone?(self)
    }
}

final class TodoListViewController: UIViewController {
    private let addButton = UIButton(type: .system)
    private let tableView = UITableView(frame: .zero, style: .plain)
    private var todos = (1...30).map { "Task \($0)" }
    private var added = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton.setTitle("Add", for: .normal)
        addButton.addTarget(self, action: #selector(addTapped(_:)), for: .touchUpInside)
        view.addSubview(addButton)
        tableView.rowHeight = 44
        tableView.register(TodoCell.self, forCellReuseIdentifier: TodoCell.reuseIdentifier)
        tableView.dataSource = self
        view.addSubview(tableView)
        layoutViews()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutViews()
    }

    private func layoutViews() {
        addButton.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
        tableView.frame = CGRect(x: 0, y: 44, width: view.bounds.width, height: view.bounds.height - 44)
    }

    @objc private func addTapped(_ sender: UIButton) {
        added += 1
        tableView.performBatchUpdates(
            {
                self.todos.insert("New task \(self.added)", at: 0)
                self.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            },
            completion: { _ in
                print("added New task \(self.added)")
            })
    }

    private func complete(_ cell: TodoCell) {
        guard let indexPath = tableView.indexPath(for: cell) else { return }
        let todo = todos.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
        print("done \(todo)")
    }
}

extension TodoListViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        todos.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard
            let cell = tableView.dequeueReusableCell(
                withIdentifier: TodoCell.reuseIdentifier, for: indexPath) as? TodoCell
        else {
            return UITableViewCell()
        }
        cell.textLabel?.text = todos[indexPath.row]
        cell.onDone = { [weak self] cell in self?.complete(cell) }
        return cell
    }
}
