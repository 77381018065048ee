import UIKit

/// The profile scene's controller (Profile.storyboard, storyboard identifier "profile"):
/// made by the storyboard with `init(coder:)`, its outlets connected before `viewDidLoad`.
final class ProfileViewController: UIViewController {
    @IBOutlet weak var header: ProfileHeaderView!
    @IBOutlet weak var editButton: UIButton!

    override func awakeFromNib() {
        super.awakeFromNib()
        print("ProfileViewController.awakeFromNib")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print(
            "ProfileViewController.viewDidLoad: header \(header == nil ? "nil" : "connected"), editButton \(editButton.title(for: .normal) ?? "")"
        )
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("ProfileViewController.viewWillAppear")
    }

    @IBAction func headerDoubleTapped(_ sender: UITapGestureRecognizer) {
        print("headerDoubleTapped: \(sender.numberOfTapsRequired) taps")
    }

    @IBAction func editProfile(_ sender: Any) {
        print("editProfile: following \(header.isFollowing)")
    }
}
