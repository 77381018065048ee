// SegmentedTabControl: a custom tab strip written as a UIControl that tracks the finger.
//
// Stands for: the hand-rolled segmented control of a design system: segments drawn as labels,
// the selection following the finger while it is down and committed on lift, with
// `.valueChanged` sent to targets. Exercises `public final class`, `UIControl` tracking
// overrides (`beginTracking`, `continueTracking`, `endTracking`, `cancelTracking`),
// `touch.location(in:)`, `sendActions(for: .valueChanged)`, `isTracking`, `Int(…)` index math,
// `public var` with `didSet`.
// On iOS: a tap on the third of three segments selects index 2 and sends `.valueChanged` once;
// a tap on the selected segment sends nothing; dragging from the first segment to the second
// and lifting selects 1 (§5 tracking).

import UIKit

public final class SegmentedTabControl: UIControl {

    public var titles: [String] = ["Day", "Week", "Month"] {
        didSet { rebuildLabels() }
    }

    public private(set) var selectedIndex = 0
    private var labels: [UILabel] = []
    private var pendingIndex = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        rebuildLabels()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        rebuildLabels()
    }

    private func rebuildLabels() {
        labels.forEach { $0.removeFromSuperview() }
        labels = titles.map { title in
            let label = UILabel()
            label.text = title
            label.textAlignment = .center
            addSubview(label)
            return label
        }
        setNeedsLayout()
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width / CGFloat(max(labels.count, 1))
        for (index, label) in labels.enumerated() {
            label.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
        }
    }

    private func index(at point: CGPoint) -> Int {
        guard !titles.isEmpty, bounds.width > 0 else { return 0 }
        let width = bounds.width / CGFloat(titles.count)
        return min(max(Int(point.x / width), 0), titles.count - 1)
    }

    public override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pendingIndex = index(at: touch.location(in: self))
        return true
    }

    public override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pendingIndex = index(at: touch.location(in: self))
        return true
    }

    public override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch = touch {
            pendingIndex = index(at: touch.location(in: self))
        }
        guard pendingIndex != selectedIndex else { return }
        selectedIndex = pendingIndex
        sendActions(for: .valueChanged)
    }

    public override func cancelTracking(with event: UIEvent?) {
        pendingIndex = selectedIndex
    }
}
