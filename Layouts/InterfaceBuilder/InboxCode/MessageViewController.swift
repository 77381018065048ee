import UIKit

/// Inbox.storyboard's message scene: the destination of the prototype cell's segue, handed its
/// subject in the source's `prepare(for:sender:)`, before its view (and its outlet) is loaded.
final class MessageViewController: UIViewController {
    @IBOutlet weak var bodyLabel: UILabel!

    var subject = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        bodyLabel.text = "About: \(subject)"
        print("MessageViewController.viewDidLoad: \(bodyLabel.text ?? "")")
    }
}
