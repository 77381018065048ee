// RoundedCardControl: a tappable card with rounded corners, built on UIControl.
//
// Stands for: the "card as a button" of a settings or store screen. Exercises
// `UIBezierPath(roundedRect:cornerRadius:)` `.contains`, `layer.cornerRadius`,
// `backgroundColor`/`UIColor`, `isOpaque`, `isHighlighted` feedback with `alpha`, and a
// control sending `.touchUpInside` to a target added in code.
// On iOS: a tap inside the card sends its actions; a tap in a rounded-off corner (inside the
// frame, outside the curve) is not the card's (§1, §5).

import UIKit

class RoundedCardControl: UIControl {

    var cornerRadius: CGFloat = 16 {
        didSet { layer.cornerRadius = cornerRadius }
    }

    override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.6 : 1.0 }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        isOpaque = false
        layer.cornerRadius = cornerRadius
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let path = UIBezierPath(roundedRect: bounds, cornerRadius: cornerRadius)
        return path.contains(point)
    }
}
