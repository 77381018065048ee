// ModalCardView: the shape of nearly every custom view in an iOS app.
//
// Stands for: a card shown over a screen (a permission prompt, a promo) with a title and a
// Close button, all built in code. Exercises `override init(frame:)`, `required init?(coder:)`
// that calls `fatalError`, subviews built in code (`UILabel`, `UIButton(type: .system)`,
// `setTitle(_:for:)`, `setTitleColor(_:for:)`, `titleLabel?.font`, `addSubview`),
// `layoutSubviews` setting their frames, `addTarget(self, action: #selector(closeTapped), for:
// .touchUpInside)` with `@objc func closeTapped()`, `print` in an action, `UIView.animate`,
// `backgroundColor`, `layer.cornerRadius`, `layer.masksToBounds`, `tintColor`, a weak delegate.
// On iOS: `layoutSubviews` puts the Close button at the card's top right (16 pt in); a tap on
// it sends `closeTapped` to the card, which prints a line, tells its delegate and fades out
// (§5: the control's target-action; the target is the card itself, not the responder chain).

import UIKit

protocol ModalCardViewDelegate: AnyObject {
    func modalCardViewDidClose(_ cardView: ModalCardView)
}

class ModalCardView: UIView {

    weak var delegate: ModalCardViewDelegate?
    private(set) var closeCount = 0

    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private let closeButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupViews()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupViews() {
        backgroundColor = .white
        layer.cornerRadius = 12
        layer.masksToBounds = true
        tintColor = .systemBlue

        titleLabel.text = "Turn on notifications?"
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textColor = .black
        addSubview(titleLabel)

        messageLabel.text = "We'll let you know when your order ships."
        messageLabel.font = .systemFont(ofSize: 14)
        messageLabel.textColor = .darkGray
        messageLabel.numberOfLines = 0
        addSubview(messageLabel)

        closeButton.setTitle("Close", for: .normal)
        closeButton.setTitleColor(.systemBlue, for: .normal)
        closeButton.titleLabel?.font = .systemFont(ofSize: 15, weight: .semibold)
        closeButton.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
        addSubview(closeButton)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let padding: CGFloat = 16
        closeButton.frame = CGRect(x: bounds.width - padding - 60, y: padding, width: 60, height: 32)
        titleLabel.frame = CGRect(
            x: padding, y: padding, width: closeButton.frame.minX - 2 * padding, height: 32)
        messageLabel.frame = CGRect(
            x: padding, y: titleLabel.frame.maxY + 8, width: bounds.width - 2 * padding, height: 40)
    }

    @objc func closeTapped() {
        closeCount += 1
        print("ModalCardView: close tapped")
        delegate?.modalCardViewDidClose(self)
        UIView.animate(withDuration: 0.25) {
            self.alpha = 0
        }
    }
}
