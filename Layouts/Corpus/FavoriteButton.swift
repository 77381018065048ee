// FavoriteButton: a heart button that toggles and bounces.
//
// Stands for: the like/favourite/bookmark button of a feed cell. Exercises `UIButton(type:)`
// in a convenience `init(size:)`, `UIImage(systemName:)`, `setImage(_:for:)`, `isSelected`,
// `tintColor`, `UIView.animate(withDuration:delay:usingSpringWithDamping:
// initialSpringVelocity:options:animations:completion:)` with `.allowUserInteraction`,
// `CGAffineTransform(scaleX:y:)`, `addTarget` in `init(frame:)` with `self` as target and a
// `sendActions(for: .valueChanged)` to its own targets.
// On iOS: each tap toggles `isSelected`, tints the heart red or gray and sends `.valueChanged`
// after `.touchUpInside`; the bounce animation allows interaction, so a second tap during it
// still toggles (§1 animations, §5).

import UIKit

class FavoriteButton: UIButton {

    override init(frame: CGRect) {
        super.init(frame: frame)
        setImage(UIImage(systemName: "heart"), for: .normal)
        setImage(UIImage(systemName: "heart.fill"), for: .selected)
        tintColor = .systemGray
        addTarget(self, action: #selector(toggle), for: .touchUpInside)
    }

    convenience init(size: CGFloat) {
        self.init(frame: CGRect(x: 0, y: 0, width: size, height: size))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func toggle() {
        isSelected.toggle()
        tintColor = isSelected ? .systemRed : .systemGray
        sendActions(for: .valueChanged)
        transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        UIView.animate(
            withDuration: 0.4,
            delay: 0,
            usingSpringWithDamping: 0.4,
            initialSpringVelocity: 6,
            options: [.allowUserInteraction, .curveEaseOut],
            animations: {
                self.transform = .identity
            },
            completion: nil
        )
    }
}
