import Foundation

/// What an id names, as the layout builder registers it (``LayoutBuilder/claim(_:kind:at:)``)
/// and a script's layout lists it (``LayoutIDs``): one list, so every kind of reference decides
/// about every kind of id (``PendingReference/Kind/accepts(_:)`` is exhaustive, and a new kind
/// does not compile until each does), and messages name each kind the same way.
package enum IDKind: Hashable, Sendable {
  case application, appDelegate, controller, window, view, gestureRecognizer
  /// A scroll view's own pan recognizer, which goes by `<id>.pan` (as in traces).
  case scrollViewPan

  /// The words messages name the kind with ("already used by a view").
  var name: String {
    switch self {
    case .application: "application"
    case .appDelegate: "app delegate"
    case .controller: "controller"
    case .window: "window"
    case .view: "view"
    case .gestureRecognizer: "gesture recognizer"
    case .scrollViewPan: "scroll view's pan recognizer"
    }
  }
}
