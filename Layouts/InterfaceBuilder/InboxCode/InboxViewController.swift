import UIKit

/// Inbox.storyboard's controller: the data source and delegate of its table, whose rows are
/// the prototype cell "MessageCell" (selecting one performs the cell's `openMessage` segue, its
/// detail button the `messageInfo` one),
/// and the delegate of the compose area's tap recognizer (its `compose` segue), which it lets
/// begin only from the second tap; both scenes unwind back to it (`backToInbox:`).
final class InboxViewController: UIViewController, UITableViewDataSource, UITableViewDelegate,
    UIGestureRecognizerDelegate
{
    @IBOutlet weak var tableView: UITableView!

    private let subjects = ["Welcome", "Invoice", "Lunch?"]
    private var composeTaps = 0

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        subjects.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "MessageCell", for: indexPath)
        cell.textLabel?.text = subjects[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        print("didSelectRowAt \(subjects[indexPath.row])")
    }

    /// The cell's detail button (its accessory, which also performs the `messageInfo` segue).
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        print("accessoryButtonTappedForRowWith \(subjects[indexPath.row])")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        print("shouldPerformSegue \(identifier)")
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let cell = sender as? UITableViewCell, let row = tableView.indexPath(for: cell)?.row {
            let selected = tableView.indexPathForSelectedRow?.row == row
            print("prepare \(segue.identifier ?? "") for \(subjects[row]), selected: \(selected)")
            segue.destination.title = subjects[row]
            if let message = segue.destination as? MessageViewController {
                // UIKit: the destination's view is not loaded yet, so its outlets are nil.
                print("prepare: bodyLabel is \(message.bodyLabel == nil ? "nil" : "set")")
                message.subject = subjects[row]
            }
        } else if sender is UITapGestureRecognizer {
            print("prepare \(segue.identifier ?? "") from the tap")
        }
    }

    /// The unwind segues of the compose and message scenes come back here (their Exit).
    @IBAction func backToInbox(_ segue: UIStoryboardSegue) {
        // Called before the segue is performed: the source is still presented, or on the stack.
        let source = segue.source === presentedViewController ? "the presented scene" : segue.source.title ?? ""
        print("backToInbox: \(segue.identifier ?? "") from \(source)")
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        composeTaps += 1
        print("gestureRecognizerShouldBegin: tap \(composeTaps)")
        return composeTaps > 1
    }
}
