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
        guard let object = target.object, Self.mayHear(object),
          let method = ActionMethods.method(selector.actionName, on: object)
        else { return }
        _ = method(object, sender: notification, event: nil)
      }
    }

    /// Whether `observer` hears what is being posted: not when it is a responder of one
    /// application and another application is posting (``Application/posting``). One process
    /// runs one application, so this changes nothing there; tests running applications side
    /// by side share `NotificationCenter.default`, and one's keyboard called another's
    /// controller on the wrong thread (a crash in a CI run).
    private static func mayHear(_ observer: AnyObject) -> Bool {
      guard let poster = Application.posting, let owner = (observer as? Responder)?.owningApplication else {
        return true
      }
      return owner === poster
    }
  }
#endif
