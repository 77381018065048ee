// FormViewController: "tap anywhere to dismiss the keyboard" without breaking the buttons.
//
// Stands for: the form screen that adds a tap recognizer to its whole view and, as its
// `UIGestureRecognizerDelegate`, refuses touches that land on a control (the fix for §8 #6).
// Exercises a view controller adopting `UIGestureRecognizerDelegate`,
// `gestureRecognizer(_:shouldReceive:)` with `touch.view is UIControl`, `cancelsTouchesInView
// = false`, `view.endEditing(true)`, `#selector` with a recognizer argument, `as?`.
// On iOS: a tap on the background sends `backgroundTapped(_:)`; a tap on the Submit button
// never reaches the recognizer (the delegate says no) and sends `submitTapped` (§3, §4, §5).

import UIKit

class FormViewController: UIViewController, UIGestureRecognizerDelegate {

    let submitButton = UIButton(type: .system)
    private(set) var backgroundTaps = 0
    private(set) var submits = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        submitButton.setTitle("Submit", for: .normal)
        submitButton.frame = CGRect(x: 20, y: 300, width: 200, height: 44)
        submitButton.addTarget(self, action: #selector(submitTapped), for: .touchUpInside)
        view.addSubview(submitButton)

        let tap = UITapGestureRecognizer(target: self, action: #selector(backgroundTapped(_:)))
        tap.cancelsTouchesInView = false
        tap.delegate = self
        view.addGestureRecognizer(tap)
    }

    @objc private func backgroundTapped(_ recognizer: UITapGestureRecognizer) {
        backgroundTaps += 1
        view.endEditing(true)
    }

    @objc private func submitTapped() {
        submits += 1
    }

    // MARK: - UIGestureRecognizerDelegate

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        if touch.view is UIControl {
            return false
        }
        return true
    }
}
