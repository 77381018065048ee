// FloatingActionButton: the round "+" button floating over a list.
//
// Stands for: the compose/add button of a mail or notes app: round to touches as well as on
// screen, with a shadow, `isExclusiveTouch`, and actions for both press and release.
// Exercises `UIBezierPath(ovalIn:)` `.contains`, `layer.shadowColor`/`shadowOpacity`/
// `shadowOffset`/`shadowRadius` (`cgColor`), `layer.cornerRadius`, `isExclusiveTouch`,
// `addTarget(_:action:for:)` for `.touchDown` and `[.touchUpInside, .touchUpOutside,
// .touchCancel]` with a sender argument, `UIView.animate`.
// On iOS: a touch in the circle sends `pressDown(_:)` at once and `pressUp(_:)` on lift; a
// touch in the square's corner is not the button's (§1, §5).

import UIKit

class FloatingActionButton: UIButton {

    private(set) var pressCount = 0
    private(set) var releaseCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBlue
        setTitle("+", for: .normal)
        setTitleColor(.white, for: .normal)
        titleLabel?.font = .systemFont(ofSize: 28, weight: .medium)
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.25
        layer.shadowOffset = CGSize(width: 0, height: 3)
        layer.shadowRadius = 6
        isExclusiveTouch = true
        addTarget(self, action: #selector(pressDown(_:)), for: .touchDown)
        addTarget(self, action: #selector(pressUp(_:)), for: [.touchUpInside, .touchUpOutside, .touchCancel])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        UIBezierPath(ovalIn: bounds).contains(point)
    }

    @objc private func pressDown(_ sender: UIButton) {
        pressCount += 1
        UIView.animate(withDuration: 0.1) {
            sender.transform = CGAffineTransform(scaleX: 0.92, y: 0.92)
        }
    }

    @objc private func pressUp(_ sender: UIButton) {
        releaseCount += 1
        UIView.animate(withDuration: 0.1) {
            sender.transform = .identity
        }
    }
}
