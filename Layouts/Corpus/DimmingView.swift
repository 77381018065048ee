// DimmingView: the translucent backdrop behind a custom sheet, tapped to dismiss it.
//
// Stands for: the dimming view of a custom `UIPresentationController` or a bottom sheet.
// Exercises `UIColor.black.withAlphaComponent(_:)`, `alpha`, a `UITapGestureRecognizer` made
// in `init(frame:)` with `#selector(handleTap)` and `self` as target, a closure callback
// (`var onTap: (() -> Void)?`), `UIView.animate(withDuration:animations:completion:)`,
// `removeFromSuperview()`.
// On iOS: a tap on the backdrop (alpha 0.5, still touchable: only alpha < 0.01 is skipped)
// sends `handleTap` and calls `onTap`; once faded to alpha 0 it takes no more taps (§1, §4).

import UIKit

final class DimmingView: UIView {

    var onTap: (() -> Void)?
    private(set) var tapCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.black.withAlphaComponent(0.4)
        alpha = 0.5
        let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap))
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func handleTap() {
        tapCount += 1
        onTap?()
    }

    func dismiss(animated: Bool) {
        guard animated else {
            alpha = 0
            return
        }
        UIView.animate(
            withDuration: 0.3,
            animations: { self.alpha = 0 },
            completion: { _ in self.removeFromSuperview() })
    }
}
