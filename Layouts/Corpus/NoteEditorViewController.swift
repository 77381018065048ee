// NoteEditorViewController: an editor screen with a bottom toolbar, as notes and mail apps
// have: delete at the left, a formatting button in the middle, new note at the right.
//
// Stands for: any screen whose controller builds a `UIToolbar` in code. Exercises
// `UIToolbar` and `items`, `UIBarButtonItem(barButtonSystemItem:target:action:)` with the
// controller as target and with a nil target, `.flexibleSpace` and `.fixedSpace` with `width`,
// `UIBarButtonItem(customView:)` holding a button with its own target, `isEnabled` on an item,
// an action method taking the `UIBarButtonItem` sender, a `lazy var` item, `print`.
// On iOS: the flexible spaces push delete to the left edge and new note to the right; a tap
// on delete sends `deleteTapped(_:)` to the controller with the item as sender; the "Aa"
// button takes its own tap and sends `formatTapped`, which enables Undo; a tap on the
// disabled Undo sends nothing; new note's nil-target action goes up the responder chain from
// the toolbar to the controller (§5, §6).

import UIKit

final class NoteEditorViewController: UIViewController {

    private let bodyLabel = UILabel()
    private let toolbar = UIToolbar()
    private let formatButton = UIButton(type: .system)
    private lazy var undoItem = UIBarButtonItem(
        barButtonSystemItem: .undo, target: self, action: #selector(undoTapped))

    private(set) var deletedCount = 0
    private(set) var isBold = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        bodyLabel.text = "Groceries: eggs, milk, coffee"
        bodyLabel.numberOfLines = 0
        view.addSubview(bodyLabel)

        formatButton.setTitle("Aa", for: .normal)
        formatButton.frame = CGRect(x: 0, y: 0, width: 44, height: 32)
        formatButton.addTarget(self, action: #selector(formatTapped), for: .touchUpInside)

        let gap = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        gap.width = 12
        undoItem.isEnabled = false

        toolbar.items = [
            UIBarButtonItem(barButtonSystemItem: .trash, target: self, action: #selector(deleteTapped(_:))),
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            UIBarButtonItem(customView: formatButton),
            gap,
            undoItem,
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: #selector(newNote)),
        ]
        view.addSubview(toolbar)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        // 44 points tall, above the 34-point home indicator area.
        toolbar.frame = CGRect(x: 0, y: bounds.height - 34 - 44, width: bounds.width, height: 44)
        bodyLabel.frame = CGRect(x: 20, y: 100, width: bounds.width - 40, height: 200)
    }

    @objc private func deleteTapped(_ sender: UIBarButtonItem) {
        deletedCount += 1
        bodyLabel.text = ""
        print("deleted (\(sender.isEnabled ? "enabled" : "disabled") item)")
    }

    @objc private func formatTapped() {
        isBold.toggle()
        bodyLabel.font = isBold ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
        undoItem.isEnabled = true
        print("bold: \(isBold)")
    }

    @objc private func undoTapped() {
        isBold.toggle()
        undoItem.isEnabled = false
        print("undo")
    }

    @objc func newNote() {
        print("new note")
    }
}
