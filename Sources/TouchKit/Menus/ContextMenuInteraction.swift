import Foundation

/// A long press on a view that opens a menu (UIKit's `UIContextMenuInteraction`, iOS 13):
/// `view.addInteraction(UIContextMenuInteraction(delegate: self))`.
///
/// Its long press is a recognizer on the view (``ContextMenuGestureRecognizer``), so it takes
/// part in gesture arbitration like any other and the trace shows it deciding: a cell's own
/// long press that is slower loses to it, and its recognition cancels the view's touches (§3).
/// When it begins, the delegate's `contextMenuInteraction(_:configurationForMenuAtLocation:)`
/// is asked for a configuration (nil: no menu) and the configuration's action provider for the
/// menu, which the application opens (``Application/presentMenu(_:from:sender:event:)``).
/// Dragging onto a row and lifting there chooses it, as on iOS.
open class ContextMenuInteraction: Interaction {
  public weak var delegate: (any ContextMenuInteractionDelegate)?
  public private(set) weak var view: View?
  /// The long press that opens the menu, attached to ``view`` while the interaction is.
  public let gestureRecognizer: ContextMenuGestureRecognizer

  public init(delegate: any ContextMenuInteractionDelegate) {
    self.delegate = delegate
    gestureRecognizer = ContextMenuGestureRecognizer(id: "contextMenu")
    gestureRecognizer.interaction = self
  }

  public func willMove(to view: View?) {
    self.view?.removeGestureRecognizer(gestureRecognizer)
  }

  public func didMove(to view: View?) {
    self.view = view
    view?.addGestureRecognizer(gestureRecognizer)
  }

  /// Where the long press is, in `view`'s coordinates (UIKit's `location(in:)`).
  public func location(in view: View?) -> CGPoint {
    gestureRecognizer.location(in: view)
  }

  /// Closes the menu this interaction opened, if it is open (UIKit's `dismissMenu()`).
  public func dismissMenu() {
    guard let application = view?.window?.application, let window = application.menuWindow,
      window.source === view
    else { return }
    application.closeMenu(reason: .dismissed, event: nil)
  }

  /// The recognizer's state changed and its actions were sent (GestureEnvironment+Delivery):
  /// at `began` the menu opens; at `changed` the row under the finger is highlighted; at
  /// `ended` a finger lifted over a row chooses it.
  func recognizerDidChange(to state: GestureRecognizer.State, event: Event?) {
    guard let view, let window = view.window, let application = window.application else { return }
    switch state {
    case .began:
      guard
        let configuration = delegate?.contextMenuInteraction(
          self, configurationForMenuAtLocation: location(in: view)),
        let menu = configuration.actionProvider?([])
      else { return }
      application.presentMenu(menu, from: view, sender: view, event: event)
    case .changed:
      // The finger moves over the open menu: the row under it is highlighted.
      let point = window.convertToSuperview(gestureRecognizer.location(in: nil))
      application.menuWindow?.highlightRow(at: point)
    case .ended:
      let point = window.convertToSuperview(gestureRecognizer.location(in: nil))
      application.menuWindow?.release(at: point, event: event)
    default:
      break
    }
  }
}
