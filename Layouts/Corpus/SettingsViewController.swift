// SettingsViewController: the most common file in an iOS project, a view controller that builds
// its screen in code and is the target of its buttons.
//
// Stands for: a settings screen made without a storyboard. Exercises a `UIViewController`
// subclass, `loadView` setting `view`, `viewDidLoad` building subviews (`UIButton(type:
// .system)`, `UISwitch`, `UILabel`), `viewDidLayoutSubviews` setting frames from
// `view.bounds`, `addTarget(self, action: #selector(…), for: …)` with the controller as target,
// `@objc private func`, `print` in an action, `sender.isOn`.
// On iOS: a tap on "Sign Out" sends `signOutTapped` to the controller; a tap on the switch
// flips it and sends `notificationsChanged(_:)` with the new value; a tap on the empty
// background goes to the controller's view, then up the responder chain to the controller (§5,
// §6).

import UIKit

final class SettingsViewController: UIViewController {

    private let titleLabel = UILabel()
    private let notificationsLabel = UILabel()
    private let notificationsSwitch = UISwitch()
    private let signOutButton = UIButton(type: .system)

    private(set) var signOutCount = 0
    private(set) var notificationsEnabled = true

    override func loadView() {
        let root = UIView()
        root.backgroundColor = .systemGroupedBackground
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"

        titleLabel.text = "Settings"
        titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
        view.addSubview(titleLabel)

        notificationsLabel.text = "Notifications"
        view.addSubview(notificationsLabel)

        notificationsSwitch.isOn = notificationsEnabled
        notificationsSwitch.addTarget(self, action: #selector(notificationsChanged(_:)), for: .valueChanged)
        view.addSubview(notificationsSwitch)

        signOutButton.setTitle("Sign Out", for: .normal)
        signOutButton.setTitleColor(.systemRed, for: .normal)
        signOutButton.addTarget(self, action: #selector(signOutTapped), for: .touchUpInside)
        view.addSubview(signOutButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        titleLabel.frame = CGRect(x: 20, y: 60, width: width - 40, height: 40)
        notificationsLabel.frame = CGRect(x: 20, y: 130, width: width - 111, height: 31)
        notificationsSwitch.frame = CGRect(x: width - 71, y: 130, width: 51, height: 31)
        signOutButton.frame = CGRect(x: 20, y: 200, width: width - 40, height: 44)
    }

    @objc private func notificationsChanged(_ sender: UISwitch) {
        notificationsEnabled = sender.isOn
        print("notifications: \(sender.isOn ? "on" : "off")")
    }

    @objc private func signOutTapped() {
        signOutCount += 1
        print("sign out tapped")
    }
}
