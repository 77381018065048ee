// SignatureView: a signature pad that collects the finger's path and draws it.
//
// Stands for: the drawing view of a delivery app or a notes app, which handles touches itself
// (no recognizer) and redraws with `draw(_:)`. Exercises `touchesBegan`/`touchesMoved`/
// `touchesEnded` overrides that do not call `super`, `touch.location(in: self)`,
// `UIBezierPath` (`move(to:)`, `addLine(to:)`, `stroke()`, `lineWidth`), `setNeedsDisplay()`,
// `override func draw(_ rect: CGRect)`, `UIColor.setStroke()`, `isMultipleTouchEnabled`.
// On iOS: a drag across the pad gets `touchesBegan`, each `touchesMoved` and `touchesEnded`,
// and every point is added to the path (§2, §3); a second finger is not delivered (multiple
// touch is off by default).

import UIKit

class SignatureView: UIView {

    private let path = UIBezierPath()
    private(set) var pointCount = 0
    private(set) var strokeCount = 0

    var strokeColor: UIColor = .black

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        isMultipleTouchEnabled = false
        path.lineWidth = 2
        path.lineCapStyle = .round
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        path.move(to: touch.location(in: self))
        pointCount += 1
        strokeCount += 1
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        path.addLine(to: touch.location(in: self))
        pointCount += 1
        setNeedsDisplay()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        path.addLine(to: touch.location(in: self))
        pointCount += 1
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        strokeColor.setStroke()
        path.stroke()
    }

    func clear() {
        path.removeAllPoints()
        pointCount = 0
        setNeedsDisplay()
    }
}
