// AvatarView: a round profile picture that opens the profile when tapped.
//
// Stands for: the avatar image view of a feed or a chat. Exercises `import CoreGraphics`,
// a `UIImageView` subclass that turns `isUserInteractionEnabled` on (image views have it off,
// §8 #3), a tap recognizer made in `init(frame:)` with `#selector` and `self` as target,
// `UIBezierPath(ovalIn:)` `.contains` in `point(inside:with:)`, `layer.cornerRadius`,
// `layer.masksToBounds`, `clipsToBounds`, `contentMode`.
// On iOS: a tap inside the circle sends `avatarTapped(_:)` (the count goes up); a tap in a
// corner of the square frame is outside the circle and goes to the view behind (§1, §4).

import CoreGraphics
import UIKit

class AvatarView: UIImageView {

    private(set) var tapCount = 0
    var onTap: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        isUserInteractionEnabled = true
        contentMode = .scaleAspectFill
        clipsToBounds = true
        layer.masksToBounds = true
        let tap = UITapGestureRecognizer(target: self, action: #selector(avatarTapped(_:)))
        addGestureRecognizer(tap)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = min(bounds.width, bounds.height) / 2
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let circle = UIBezierPath(ovalIn: bounds)
        return circle.contains(point)
    }

    @objc private func avatarTapped(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        tapCount += 1
        onTap?()
    }
}
