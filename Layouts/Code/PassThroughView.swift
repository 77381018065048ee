// PassThroughView: a container whose empty area lets touches through to what is behind it.
//
// Teaches (§8 #5): a transparent overlay still takes every touch inside its bounds — hit
// testing ignores content, so an invisible full-screen view "eats" taps meant for the views
// beneath. The fix is to return nil from `hitTest` when the hit would be the container itself:
// its window then goes on to the views behind, while its subviews stay touchable.
//
// The iOS pattern it stands for (the "pass-through view" of WWDC 2014 session 235 and many
// Stack Overflow answers):
//
//     override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
//         let hitView = super.hitTest(point, with: event)
//         return hitView == self ? nil : hitView
//     }

import UIKit

class PassThroughView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hitView = super.hitTest(point, with: event)
    return hitView == self ? nil : hitView
  }
}
