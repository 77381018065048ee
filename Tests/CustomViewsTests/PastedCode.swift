// Code as it comes from iOS projects, pasted unchanged apart from indentation (the repository's
// formatter uses two spaces) and one deleted line, `import UIKit.UIGestureRecognizerSubclass`,
// which no Swift module can provide (see Sources/UIKit/GestureRecognizers.swift).
//
// Nothing here knows about TouchKit: it compiles because `import UIKit` finds TouchLab's UIKit
// module. PastedCodeTests.swift checks that it behaves as it would on iOS.

import UIKit

/// A card with a close button pinned half outside its top-right corner. The card claims the
/// points of the button that stick out, so the whole button works.
final class DismissibleCardView: UIView {
  let closeButton = UIButton()
  private let contentView = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    commonInit()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func commonInit() {
    contentView.frame = bounds
    contentView.isUserInteractionEnabled = false
    addSubview(contentView)

    closeButton.frame = CGRect(x: bounds.width - 15, y: -15, width: 30, height: 30)
    addSubview(closeButton)
  }

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    if super.point(inside: point, with: event) {
      return true
    }
    guard !closeButton.isHidden, closeButton.alpha > 0.01, closeButton.isUserInteractionEnabled else {
      return false
    }
    let closeButtonFrame = convert(closeButton.bounds, from: closeButton)
    return closeButtonFrame.contains(point)
  }
}

/// A rotary knob: a ring turned by a transform, whose hole lets touches through to what is
/// behind it.
final class KnobView: UIView {
  var ringWidth: CGFloat = 20

  override init(frame: CGRect) {
    super.init(frame: frame)
    transform = CGAffineTransform(rotationAngle: .pi / 4)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    let hole = bounds.insetBy(dx: ringWidth, dy: ringWidth)
    return bounds.contains(point) && !hole.contains(point)
  }
}

/// An overlay (a tutorial coach mark) that lets touches through to the sibling views beneath it,
/// found through its superview, except on its own buttons.
final class CoachMarkOverlay: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hitView = super.hitTest(point, with: event)
    guard hitView == self, let superview = superview else {
      return hitView
    }
    for sibling in superview.subviews.reversed() where sibling != self {
      guard !sibling.isHidden, sibling.isUserInteractionEnabled, sibling.alpha > 0.01 else {
        continue
      }
      let pointInSibling = convert(point, to: sibling)
      if let view = sibling.hitTest(pointInSibling, with: event) {
        return view
      }
    }
    return nil
  }
}

/// A tap recognizer that recognizes as soon as the finger comes down, as a "touch down"
/// handler does; a second finger makes it fail.
final class TouchDownGestureRecognizer: UITapGestureRecognizer {
  private(set) var touchDownLocation: CGPoint?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    if let allTouches = event.allTouches, allTouches.count > 1 {
      state = .failed
      return
    }
    if let touch = touches.first, state == .possible {
      touchDownLocation = touch.location(in: view)
      state = .recognized
    }
  }
}
