import UIKit

/// The review scene's controller (Checkout.storyboard), shown by the "showReview" segue: the
/// cart comes from the checkout controller's `prepare(for:sender:)`, before `viewWillAppear`.
/// Its receipt comes from Receipt.xib, whose File's Owner it is.
final class ReviewViewController: UIViewController {
    @IBOutlet weak var doneButton: UIButton!
    @IBOutlet weak var receipt: ReceiptView! {
        didSet { print("ReviewViewController.receipt set") }
    }
    var itemCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let objects = UINib(nibName: "Receipt", bundle: nil).instantiate(withOwner: self, options: nil)
        if let made = objects.first as? ReceiptView {
            made.frame.origin = CGPoint(x: 24, y: 600)
            view.addSubview(made)
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("ReviewViewController.viewWillAppear: \(itemCount) items")
    }

    @IBAction func done(_ sender: Any) {
        print("done: presented by \(presentingViewController.map { "\(type(of: $0))" } ?? "nobody")")
        dismiss(animated: true)
    }
}
