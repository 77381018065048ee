// CrashingHitTestView: a hitTest override that crashes when its assumption does not hold.
//
// Teaches (docs/reliability.md, "A crash in your code"): an override is code like any other,
// and a trap in it — here `fatalError` when the view it forwards to is missing; a force unwrap
// of nil is the same trap — ends the process as it would end the app. TouchLab keeps what
// happened up to the crash: the terminal restored, the trace streamed so far on disk (its last
// records are this view's hitTest visit), and a message naming `CrashingHitTestView.
// hitTest(_:with:)` as the code that was running.
//
// The iOS pattern it stands for: a container that hands every touch to its content view,
// assuming there always is one —
//
//     override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
//         let content = subviews.first!     // nil when the content was never added
//         ...
//     }

import UIKit

class CrashingHitTestView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard let content = subviews.first else {
      fatalError("CrashingHitTestView has no content view to forward the touch to")
    }
    return content.hitTest(content.convert(point, from: self), with: event) ?? self
  }
}
