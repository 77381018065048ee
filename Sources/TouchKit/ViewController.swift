import Foundation

/// Owns a root view and sits in the responder chain right after it (UIKit's
/// `UIViewController`).
open class ViewController: Responder {
  /// The root view. Setting it makes this controller the view's next responder (§6).
  public var view: View {
    didSet {
      if oldValue.owningViewController === self { oldValue.owningViewController = nil }
      view.owningViewController = self
    }
  }

  /// The controller that presented this one, if it was presented.
  public weak var presentingViewController: ViewController?

  public init(id: String = "", view: View) {
    self.view = view
    super.init(id: id)
    view.owningViewController = self
  }

  /// UIKit's rules (§6): a window's root view controller answers the window; a presented
  /// controller answers its presenter; otherwise the root view's superview.
  open override var next: Responder? {
    if let window = view.superview as? Window { return window }
    if let presentingViewController { return presentingViewController }
    return view.superview
  }
}
