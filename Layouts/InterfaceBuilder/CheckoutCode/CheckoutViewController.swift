import UIKit

/// The checkout scene's controller (Checkout.storyboard): its Pay button's segue is performed
/// only once the terms switch is on (`shouldPerformSegue`), the review scene is handed the
/// cart in `prepare(for:sender:)`, and the Help button performs a segue from code. Its three
/// buttons are an outlet collection, and it is the promo code field's delegate (an outlet of
/// the field's, connected in the storyboard).
final class CheckoutViewController: UIViewController, UITextFieldDelegate {
    @IBOutlet weak var termsSwitch: UISwitch!
    @IBOutlet var actionButtons: [UIButton]!
    let itemCount = 3

    override func viewDidLoad() {
        super.viewDidLoad()
        let titles = actionButtons.map { $0.title(for: .normal) ?? "" }
        print("CheckoutViewController.viewDidLoad: \(titles.joined(separator: ", "))")
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        print("textFieldShouldBeginEditing: promo codes are closed")
        return false
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        let allowed = identifier != "presentPayment" || termsSwitch.isOn
        print("shouldPerformSegue \(identifier): \(allowed)")
        return allowed
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        print("prepare \(segue.identifier ?? "embed") → \(type(of: segue.destination))")
        if let review = segue.destination as? ReviewViewController {
            review.itemCount = itemCount
        }
    }

    @IBAction func help(_ sender: Any) {
        performSegue(withIdentifier: "showHelp", sender: sender)
    }
}
