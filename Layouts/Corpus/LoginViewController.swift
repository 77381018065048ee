// LoginViewController: a screen laid out with Auto Layout anchors.
//
// Stands for: the login or empty-state screen of most apps written since iOS 9: views made in
// `viewDidLoad`, `translatesAutoresizingMaskIntoConstraints = false`, anchors and
// `NSLayoutConstraint.activate`, a `UIStackView`-free column of label and button. Exercises
// the anchor API (`centerXAnchor`, `topAnchor`, `leadingAnchor`, `heightAnchor`,
// `constraint(equalTo:constant:)`, `constraint(equalToConstant:)`), `safeAreaLayoutGuide`,
// `NSLayoutConstraint.activate`, `import Foundation`.
// On iOS: Auto Layout places the Log In button 24 pt below the label, 20 pt from each side,
// 50 pt tall; a tap on it sends `logInTapped` to the controller (§5). TouchLab solves the
// constraints in its layout pass (docs/auto-layout.md), on a screen with no safe-area insets.

import Foundation
import UIKit

class LoginViewController: UIViewController {

    let welcomeLabel = UILabel()
    let logInButton = UIButton(type: .system)
    private(set) var logInCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        welcomeLabel.text = "Welcome back"
        welcomeLabel.textAlignment = .center
        welcomeLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(welcomeLabel)

        logInButton.setTitle("Log In", for: .normal)
        logInButton.backgroundColor = .systemBlue
        logInButton.setTitleColor(.white, for: .normal)
        logInButton.layer.cornerRadius = 10
        logInButton.translatesAutoresizingMaskIntoConstraints = false
        logInButton.addTarget(self, action: #selector(logInTapped), for: .touchUpInside)
        view.addSubview(logInButton)

        NSLayoutConstraint.activate([
            welcomeLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 80),
            welcomeLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            logInButton.topAnchor.constraint(equalTo: welcomeLabel.bottomAnchor, constant: 24),
            logInButton.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            logInButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            logInButton.heightAnchor.constraint(equalToConstant: 50),
        ])
    }

    @objc func logInTapped() {
        logInCount += 1
        print("log in tapped")
    }
}
