// CellContentView: a row whose labels should not swallow the row's tap, and whose badge is
// found by tag.
//
// Stands for: the content view of a hand-made list row: an icon, a title label, a badge made
// in code and tagged, and a `hitTest` override that gives a hit on any label to the row itself
// (labels ignore touches anyway; image views here take them). Exercises `is`, `as?`,
// `superview`, `window?.isHidden`, `tag`, `viewWithTag(_:)`, `isUserInteractionEnabled`, `private
// enum` constants.
// On iOS: a tap on the title or on the badge hits the row; a tap on the icon (an image view
// whose interaction is on) hits the icon; once the row is out of a window it takes no touches
// (`window?.isHidden == false` fails) (§1).

import UIKit

class CellContentView: UIView {

    private enum Tag {
        static let badge = 1001
    }

    let iconView = UIImageView(image: UIImage(systemName: "star"))
    let titleLabel = UILabel()

    var badgeText: String? {
        get { (viewWithTag(Tag.badge) as? UILabel)?.text }
        set {
            let badge = (viewWithTag(Tag.badge) as? UILabel) ?? makeBadge()
            badge.text = newValue
            badge.isHidden = newValue == nil
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        iconView.isUserInteractionEnabled = true
        iconView.frame = CGRect(x: 16, y: 12, width: 36, height: 36)
        addSubview(iconView)
        titleLabel.frame = CGRect(x: 64, y: 12, width: frame.width - 140, height: 36)
        titleLabel.text = "Inbox"
        addSubview(titleLabel)
        badgeText = "3"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func makeBadge() -> UILabel {
        let badge = UILabel(frame: CGRect(x: bounds.width - 60, y: 18, width: 44, height: 24))
        badge.tag = Tag.badge
        badge.textAlignment = .center
        badge.backgroundColor = .systemRed
        badge.textColor = .white
        badge.layer.cornerRadius = 12
        badge.clipsToBounds = true
        addSubview(badge)
        return badge
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard window?.isHidden == false else { return nil }
        let hit = super.hitTest(point, with: event)
        if hit is UIControl {
            return hit
        }
        if let label = hit as? UILabel, label.superview === self {
            return self
        }
        return hit
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        if let badge = viewWithTag(Tag.badge), !badge.isHidden,
            badge.frame.contains(point)
        {
            return true
        }
        return super.point(inside: point, with: event)
    }
}
