import Foundation

/// The last steps of loading a nib or a storyboard scene, in the order the Resource
/// Programming Guide ("The Nib Object Life Cycle") and `awakeFromNib`'s documentation give:
/// every object unarchived (`init(coder:)`), then every connection made (outlets, actions),
/// then `awakeFromNib` sent to each unarchived object, then, for a view controller whose
/// view this was, `viewDidLoad`.
extension Responder {
  /// Sends `awakeFromNib` to this object, announced as the person's code it may be.
  public func awakeFromNibLoaded() {
    UserCode.run(.awakeFromNib, of: self) { awakeFromNib() }
  }
}

extension ViewController {
  /// Makes `view`, unarchived from the controller's scene, its root view, as loading the
  /// scene's view does; `viewDidLoad` waits for ``viewDidLoadFromNib()``, after the
  /// connections and `awakeFromNib`.
  public func adoptNibView(_ view: View) {
    awaitsNibLoad = true
    adopt(view)
  }

  /// `viewDidLoad`, once the view from the nib is loaded and connected; then, if the view is
  /// in a window by now, `viewWillAppear` and `viewDidAppear`, in UIKit's order.
  public func viewDidLoadFromNib() {
    awaitsNibLoad = false
    UserCode.run(.viewDidLoad, of: self) { viewDidLoad() }
    if let loadedView, loadedView.window != nil || loadedView is Window { setAppeared(true) }
  }
}
