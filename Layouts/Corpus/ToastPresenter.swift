// ToastPresenter: a "Link copied" toast shown above the home indicator of the key window.
//
// Stands for: the toast or snackbar helper most apps have. Exercises
// `UIApplication.shared.connectedScenes`, `as? UIWindowScene`, `windows`, `isKeyWindow`,
// `UIScreen.main.bounds` and `scale`, `window.safeAreaInsets.bottom`, a static helper in an
// `enum`, `UIApplication.shared.sendAction(_:to:from:for:)` with a nil target, a tap recognizer
// that removes the toast.
// On iOS (an iPhone 15: 393 × 852 points, a 34-point home indicator): Share copies, shows the
// toast 12 points above the safe area's bottom, at most 360 points wide and centred, and sends
// `shareFinished` up the responder chain to the card; a tap on the toast removes it.

import UIKit

final class ToastView: UIView {

    let messageLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.black.withAlphaComponent(0.8)
        layer.cornerRadius = 12
        messageLabel.textColor = .white
        messageLabel.textAlignment = .center
        addSubview(messageLabel)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismiss)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        messageLabel.frame = bounds.insetBy(dx: 12, dy: 8)
    }

    @objc private func dismiss() {
        removeFromSuperview()
    }
}

enum ToastPresenter {

    static var keyWindow: UIWindow? {
        UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .flatMap { $0.windows }
            .first { $0.isKeyWindow }
    }

    @discardableResult
    static func show(_ message: String) -> ToastView? {
        guard let window = keyWindow else { return nil }
        let width = min(UIScreen.main.bounds.width - 32, 360)
        let height: CGFloat = 48
        let y = window.bounds.height - window.safeAreaInsets.bottom - height - 12
        let toast = ToastView(frame: CGRect(x: (window.bounds.width - width) / 2, y: y, width: width, height: height))
        toast.messageLabel.text = message
        window.addSubview(toast)
        return toast
    }
}

final class ShareCardView: UIView {

    let shareButton = UIButton(type: .system)
    private(set) var finished = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        shareButton.setTitle("Share", for: .normal)
        shareButton.addTarget(self, action: #selector(shareTapped), for: .touchUpInside)
        addSubview(shareButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        shareButton.frame = CGRect(x: 16, y: 16, width: 100, height: 44)
    }

    @objc private func shareTapped() {
        ToastPresenter.show("Link copied")
        print("toast at scale \(Int(UIScreen.main.scale))")
        UIApplication.shared.sendAction(#selector(shareFinished), to: nil, from: shareButton, for: nil)
    }

    @objc func shareFinished() {
        finished += 1
    }
}
