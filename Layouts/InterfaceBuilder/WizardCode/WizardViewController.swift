import UIKit

/// Wizard.storyboard's first scene: its Next button performs the custom `next` segue
/// (SlideSegue) and its About button the `about` presentation of FadeSegue's class. It is
/// asked about each, and prepares each, as for any storyboard segue.
final class WizardViewController: UIViewController {
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        print("shouldPerformSegue \(identifier)")
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        print("prepare \(segue.identifier ?? "") with \(type(of: segue)) → \(type(of: segue.destination))")
        if let step = segue.destination as? StepTwoViewController {
            step.greeting = "from the welcome scene"
        } else if segue.identifier == "about" {
            // Reading the destination's view loads it now, before the segue is performed.
            print("prepare about: view loaded \(segue.destination.isViewLoaded)")
            segue.destination.view.backgroundColor = .systemGroupedBackground
        }
    }

    /// The about scene's Back button unwinds here, through RewindSegue.
    @IBAction func backToWelcome(_ segue: UIStoryboardSegue) {
        print("backToWelcome with \(type(of: segue))")
    }
}

/// The second scene: shown by SlideSegue's own perform(); Finish dismisses it.
final class StepTwoViewController: UIViewController {
    var greeting = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        print("StepTwoViewController.viewDidLoad: \(greeting)")
    }

    @IBAction func finish(_ sender: Any) {
        print("finish: presented by \(presentingViewController.map { "\(type(of: $0))" } ?? "nobody")")
        dismiss(animated: false)
    }
}
