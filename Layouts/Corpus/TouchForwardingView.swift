// TouchForwardingView: a bar that hands the touches on its empty padding to the control it
// holds.
//
// Stands for: the "make the whole search bar focus its field" or "make the strip around a
// small control work it" view: it keeps a `weak var` to the view that should get the touch and
// returns it from `hitTest` when the hit would be itself. `SearchBarView` is the subclass an app
// builds on it. Exercises `weak var`, `===`, returning another view from `hitTest`, a
// subclass of a class from the same file, `UIButton(type: .system)`, `contentHorizontalAlignment`,
// `layoutSubviews`, `#selector` target-action.
// On iOS: a tap on the bar's padding is delivered to the search button (the touch's view is the
// button, which tracks it and sends `.touchUpInside` to `searchTapped`); a tap on the button
// itself does the same; a `TouchForwardingView` with no target behaves as a plain view (§1, §5).

import UIKit

class TouchForwardingView: UIView {

    weak var forwardingTarget: UIView?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hitView = super.hitTest(point, with: event)
        if hitView === self, let target = forwardingTarget, !target.isHidden {
            return target
        }
        return hitView
    }
}

final class SearchBarView: TouchForwardingView {

    let searchButton = UIButton(type: .system)
    private(set) var searchCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        searchButton.setTitle("Search", for: .normal)
        searchButton.contentHorizontalAlignment = .left
        searchButton.addTarget(self, action: #selector(searchTapped), for: .touchUpInside)
        addSubview(searchButton)
        forwardingTarget = searchButton
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        searchButton.frame = bounds.insetBy(dx: 16, dy: 8)
    }

    @objc private func searchTapped() {
        searchCount += 1
    }
}
