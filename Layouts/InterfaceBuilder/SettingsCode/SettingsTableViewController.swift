//
//  SettingsTableViewController.swift
//  Settings
//
//  Settings.storyboard's settings screen: a table view controller whose table has static
//  cells. The cells, their switch and button come from the storyboard; the code only answers
//  what the static content does not know (the Sign Out row is hidden while signed out) and
//  reacts to the controls.
//

import UIKit

class SettingsTableViewController: UITableViewController {

    @IBOutlet weak var notificationsSwitch: UISwitch!
    @IBOutlet weak var signOutCell: UITableViewCell!

    var isSignedIn = false

    override func viewDidLoad() {
        super.viewDidLoad()
        let notifications = notificationsSwitch.isOn ? "on" : "off"
        print("viewDidLoad: notifications \(notifications), sign out cell \(signOutCell != nil ? "connected" : "nil")")
    }

    // MARK: - Table view data source

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        let rows = super.tableView(tableView, numberOfRowsInSection: section)
        // The last section's last row is Sign Out: shown only while signed in.
        return section == 2 && !isSignedIn ? rows - 1 : rows
    }

    // MARK: - Table view delegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        print("selected row \(indexPath.row) of section \(indexPath.section)")
        tableView.deselectRow(at: indexPath, animated: true)
    }

    // MARK: - Actions

    @IBAction func notificationsChanged(_ sender: UISwitch) {
        print("notifications \(sender.isOn ? "on" : "off")")
    }

    @IBAction func resetTextSize(_ sender: UIButton) {
        print("text size reset")
    }
}
