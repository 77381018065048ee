// ProfileHeaderView: a view designed in Interface Builder, with outlets and an action.
//
// Stands for: the header of a profile screen, its outlets connected in a xib, with a fallback
// that builds the same views in code when it is made with `init(frame:)` (previews, tests).
// Exercises `@IBOutlet weak var … : UILabel!`, `@IBAction func followTapped(_ sender: UIButton)`,
// `awakeFromNib`, `init?(coder:)` calling `super`, `UIButton(type: .custom)`, `isSelected`,
// `setTitle(_:for:)` for `.normal` and `.selected`, `as?` on the sender.
// On iOS: a tap on the Follow button sends `followTapped(_:)` to the header: the button becomes
// selected and the follower count goes up by one; a second tap undoes it (§5).

import UIKit

class ProfileHeaderView: UIView {

    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var followersLabel: UILabel!
    @IBOutlet weak var followButton: UIButton!

    private(set) var followers = 41

    override init(frame: CGRect) {
        super.init(frame: frame)
        buildFromCode()
        configure()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        configure()
    }

    private func buildFromCode() {
        let name = UILabel(frame: CGRect(x: 16, y: 16, width: 200, height: 24))
        let count = UILabel(frame: CGRect(x: 16, y: 44, width: 200, height: 20))
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: bounds.width - 116, y: 24, width: 100, height: 36)
        button.autoresizingMask = [.flexibleLeftMargin]
        button.addTarget(self, action: #selector(followTapped(_:)), for: .touchUpInside)
        addSubview(name)
        addSubview(count)
        addSubview(button)
        nameLabel = name
        followersLabel = count
        followButton = button
    }

    private func configure() {
        nameLabel.text = "Ada Lovelace"
        followButton.setTitle("Follow", for: .normal)
        followButton.setTitle("Following", for: .selected)
        followButton.layer.cornerRadius = 18
        followButton.backgroundColor = .systemBlue
        updateFollowers()
    }

    private func updateFollowers() {
        followersLabel.text = "\(followers) followers"
    }

    @IBAction func followTapped(_ sender: UIButton) {
        sender.isSelected.toggle()
        followers += sender.isSelected ? 1 : -1
        updateFollowers()
    }
}
