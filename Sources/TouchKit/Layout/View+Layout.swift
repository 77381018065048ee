import Foundation

/// When a view needs layout, and how to ask for it (UIKit's `setNeedsLayout()` and
/// `layoutIfNeeded()`); the pass itself is ``LayoutPass``.
///
/// What marks a view, with the sources (docs/uikit-api.md, "View controllers and layout"):
/// - `setNeedsLayout()`: the view ("Invalidates the current layout of the receiver and triggers
///   a layout update during the next update cycle", Apple's `setNeedsLayout()` reference);
/// - a change of its bounds' size, by `frame` or `bounds`: the view and its superview (Apple's
///   View Programming Guide: "Whenever the size of a view changes, UIKit applies the
///   autoresizing behaviors of that view's subviews and then calls the layoutSubviews method";
///   observed: "Resizing a view will call layoutSubviews on its superview"). A move alone does
///   not ("setFrame … calls layoutSubviews … only if the size parameter of the frame is
///   different");
/// - `addSubview(_:)`: the view added and the view it is added to; `removeFromSuperview()`:
///   the superview (observed behaviour, widely reported; that addSubview also lays out every
///   other subview of the target is disputed and not done here);
/// - a window when the application adds it (TouchLab's choice: its first update cycle lays it
///   out). Creating a view does not ("init does not cause layoutSubviews to be called").
extension View {
  /// Marks the view for layout at the next update cycle; returns at once.
  public func setNeedsLayout() {
    needsLayout = true
    markAncestorsForLayout()
  }

  /// Runs the layout pass now for this view's subtree, if anything in it is marked (Apple:
  /// "Using the view that receives the message as the root view, this method lays out the view
  /// subtree starting at the root. If no layout updates are pending, this method exits").
  public func layoutIfNeeded() {
    let application = window?.application
    LayoutPass.run(from: self, trace: application?.trace, ownClasses: application?.ownClasses ?? OwnClasses())
  }

  /// Sets `subtreeNeedsLayout` on every ancestor up to the first that already has it: the
  /// invariant the pass relies on is that a marked view's ancestors all have it.
  func markAncestorsForLayout() {
    var ancestor = superview
    while let view = ancestor, !view.subtreeNeedsLayout {
      view.subtreeNeedsLayout = true
      ancestor = view.superview
    }
  }

  /// The bounds' size changed: the view and its superview need layout.
  func noteSizeChangeForLayout() {
    needsLayout = true
    if let superview {
      superview.needsLayout = true
      superview.markAncestorsForLayout()
    }
    markAncestorsForLayout()
  }

  /// `view` was just added to this view.
  func noteSubviewAdded(_ view: View) {
    needsLayout = true
    markAncestorsForLayout()
    view.needsLayout = true
    subtreeNeedsLayout = true
    ViewController.noteMoved(view, wasInWindow: false)
  }

  /// This view was just removed from `superview`.
  func noteRemoved(from superview: View) {
    superview.setNeedsLayout()
    (superview as? any SubviewArranging)?.noteSubviewRemoved(self)
    ViewController.noteMoved(self, wasInWindow: superview.window != nil || superview is Window)
  }
}
