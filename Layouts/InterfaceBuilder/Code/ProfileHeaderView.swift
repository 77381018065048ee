import UIKit

/// The header of the profile screen, laid out in Profile.storyboard: a view class made only by
/// Interface Builder (its one initializer is `init?(coder:)`), with outlets to its own
/// subviews and an action its follow button sends to it.
final class ProfileHeaderView: UIView {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet private weak var followButton: UIButton!

    private(set) var isFollowing = false

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        // Outlets are not connected yet while the view is being unarchived.
        print(
            "ProfileHeaderView.init(coder:): frame y \(frame.minY), height \(frame.height), nameLabel \(nameLabel == nil ? "nil" : "set")"
        )
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        print("ProfileHeaderView.awakeFromNib: nameLabel says \(nameLabel.text ?? "")")
    }

    @IBAction private func follow(_ sender: UIButton) {
        isFollowing.toggle()
        print("follow: following \(isFollowing), button \(sender === followButton ? "is" : "is not") the outlet")
    }
}
