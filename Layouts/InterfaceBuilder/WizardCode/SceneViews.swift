import UIKit

/// The step two scene's Finish button: it says when the scene's views are made. A segue's
/// destination makes them when its view is first read, after the source's prepare(for:sender:).
final class FinishButton: UIButton {
    override func awakeFromNib() {
        super.awakeFromNib()
        print("FinishButton.awakeFromNib")
    }
}

/// The about scene's title: made as soon as the welcome scene's prepare(for:sender:) reads the
/// destination's view, before the segue is performed.
final class AboutBadge: UILabel {
    override func awakeFromNib() {
        super.awakeFromNib()
        print("AboutBadge.awakeFromNib")
    }
}
