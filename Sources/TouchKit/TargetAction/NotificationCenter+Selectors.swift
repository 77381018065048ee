import Foundation

#if !canImport(ObjectiveC)
  /// An observer held weakly across the notification center's `@Sendable` block. Unchecked:
  /// the engine is single-threaded, and notifications are posted on its thread.
  private struct WeakObserver: @unchecked Sendable {
    weak var object: AnyObject?
  }

  /// iOS's selector-based observers, which Foundation on Linux lacks (they need Objective-C):
  /// `NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
  /// name: UIResponder.keyboardWillShowNotification, object: nil)`, the line every view
  /// controller with a text field has.
  ///
  /// The observer's method is found as target-action finds one (``ActionMethods``) and called
  /// with the notification, synchronously on `post`. The observer is held weakly, as iOS has
  /// since iOS 9, so an observer that goes away is no longer called. Foundation's
  /// `removeObserver(_:)` does not know these observations (Foundation on Linux keeps them as
  /// blocks); they end with their observer.
  extension NotificationCenter {
    public func addObserver(
      _ observer: Any, selector: Selector, name: NSNotification.Name?, object: Any?
    ) {
      let target = WeakObserver(object: observer as AnyObject)
      _ = addObserver(forName: name, object: object, queue: nil) { notification in
        guard let object = target.object, let method = ActionMethods.method(selector.actionName, on: object)
        else { return }
        _ = method(object, sender: notification, event: nil)
      }
    }
  }
#endif
