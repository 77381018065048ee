//
//  RaisedTabBar.swift
//  A tab bar whose centre "compose" button is raised above the bar, and a small helper that
//  gives any button a closure action, kept with an associated object.
//

import UIKit

/// The raised centre button sticks out 20 pt above the bar; UIKit's hit test would never reach
/// the part outside the bar's bounds, so the bar asks the button itself.
class RaisedTabBar: UITabBar {
    let composeButton = UIButton(type: .custom)

    override init(frame: CGRect) {
        super.init(frame: frame)
        composeButton.backgroundColor = .systemBlue
        composeButton.layer.cornerRadius = 30
        addSubview(composeButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        composeButton.frame = CGRect(x: bounds.midX - 30, y: -20, width: 60, height: 60)
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01 else { return nil }
        let buttonPoint = convert(point, to: composeButton)
        if composeButton.point(inside: buttonPoint, with: event) {
            return composeButton
        }
        return super.hitTest(point, with: event)
    }
}

extension UIButton {
    private struct AssociatedKeys {
        static var tapAction = "tapAction"
    }

    private final class ActionBox {
        let action: () -> Void
        init(_ action: @escaping () -> Void) { self.action = action }
    }

    /// Runs `action` on every tap, without a target or selector at the call site.
    func onTap(_ action: @escaping () -> Void) {
        objc_setAssociatedObject(
            self, &AssociatedKeys.tapAction, ActionBox(action), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        addTarget(self, action: #selector(runTapAction), for: .touchUpInside)
    }

    @objc private func runTapAction() {
        (objc_getAssociatedObject(self, &AssociatedKeys.tapAction) as? ActionBox)?.action()
    }
}

/// The screen under the bar: it wires the compose button with the helper.
class FeedScreenView: UIView {
    let tabBar = RaisedTabBar(frame: .zero)
    private(set) var composeCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(tabBar)
        tabBar.composeButton.onTap { [weak self] in
            self?.composeCount += 1
            print("compose tapped")
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        tabBar.frame = CGRect(x: 0, y: bounds.height - 83, width: bounds.width, height: 83)
    }
}
