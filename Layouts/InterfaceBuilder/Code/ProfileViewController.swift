import UIKit

/// The profile scene's controller (Profile.storyboard, storyboard identifier "profile"):
/// made by the storyboard with `init(coder:)`, its outlets connected as its view loads, after its
/// `awakeFromNib` and before `viewDidLoad`.
final class ProfileViewController: UIViewController {
    @IBOutlet weak var header: ProfileHeaderView!
    @IBOutlet weak var editButton: UIButton!

    override func awakeFromNib() {
        super.awakeFromNib()
        // UIKit connects the controller's outlets to its views when the view loads: nil here.
        print("ProfileViewController.awakeFromNib: header \(header == nil ? "nil" : "connected")")
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
