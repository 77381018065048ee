import UIKit

/// The File's Owner of Legacy.xib: made in code with `init(nibName:bundle:)`, it loads the nib
/// in `loadView`, whose `view` outlet becomes its view and `doneButton` its outlet. The nib's
/// Done button sends `done:` to the first responder, up the responder chain to this controller.
final class LegacyViewController: UIViewController {
    @IBOutlet weak var doneButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        print("LegacyViewController.viewDidLoad: doneButton says \(doneButton.title(for: .normal) ?? "")")
    }

    @IBAction func done(_ sender: Any) {
        print("done: dismissing")
        presentingViewController?.dismiss(animated: false)
    }
}
