import UIKit

/// A frosted header pinned over a feed: a blur behind a Close button, swipe up to collapse.
/// It starts listening when it reaches a window and stops when it leaves, picks its layout from
/// the size class, and logs the appearance when the person switches to dark mode.
final class FrostedHeaderView: UIView {
    private let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    let closeButton = UIButton(type: .system)
    private(set) var isAttached = false
    private(set) var usesCompactLayout = false
    var onClose: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(blurView)
        closeButton.setTitle("Close", for: .normal)
        closeButton.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
        blurView.contentView.addSubview(closeButton)
        let swipe = UISwipeGestureRecognizer(target: self, action: #selector(swipedUp))
        swipe.direction = .up
        addGestureRecognizer(swipe)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        blurView.frame = bounds
        let width: CGFloat = usesCompactLayout ? 64 : 96
        closeButton.frame = CGRect(x: bounds.width - width - 16, y: 8, width: width, height: 32)
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil {
            print("header leaving its window")
        }
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        isAttached = window != nil
        usesCompactLayout = traitCollection.horizontalSizeClass == .compact
        // Off screen, the header stops taking swipes.
        gestureRecognizers?.forEach { $0.isEnabled = isAttached }
        setNeedsLayout()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.userInterfaceStyle != previousTraitCollection?.userInterfaceStyle {
            closeButton.tintColor = traitCollection.userInterfaceStyle == .dark ? .white : .label
            print("header appearance: \(traitCollection.userInterfaceStyle == .dark ? "dark" : "light")")
        }
    }

    @objc private func closeTapped() {
        onClose?()
        print("header closed")
    }

    @objc private func swipedUp() {
        print("header collapsed")
    }
}
