import Foundation

/// A view's gesture recognizers (UIKit's `UIView.gestureRecognizers`).
///
/// Recognizers are not responders: they see the touches of their view and its subviews
/// before the hit view does (§3), and a recognizer belongs to one view at a time, so adding it
/// to a second view moves it (§8 #18).
extension View {
  /// UIKit's shape: optional and settable (`view.gestureRecognizers?.forEach { … }`,
  /// `gestureRecognizers = nil`). nil until a recognizer is first attached, an empty array once
  /// all are removed (UIView.gestureRecognizers documentation). Setting it removes the view's
  /// recognizers and adds the new ones in order, each as `addGestureRecognizer(_:)` does (one
  /// already on another view moves here).
  public var gestureRecognizers: [GestureRecognizer]? {
    get { extras?.attachedRecognizers }
    set {
      for recognizer in attachedRecognizers { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
      if newValue == nil, extras?.attachedRecognizers != nil { madeExtras.attachedRecognizers = nil }
    }
  }

  public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
    if recognizer.view === self { return }
    recognizer.view?.removeGestureRecognizer(recognizer)
    attachedRecognizers.append(recognizer)
    recognizer.view = self
  }

  /// Adds `recognizer` before the view's others, so it hears each touch first: a table's swipe
  /// pan before its scroll pan.
  func addGestureRecognizerFirst(_ recognizer: GestureRecognizer) {
    addGestureRecognizer(recognizer)
    attachedRecognizers.removeAll { $0 === recognizer }
    attachedRecognizers.insert(recognizer, at: 0)
  }

  public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
    guard recognizer.view === self else { return }
    attachedRecognizers.removeAll { $0 === recognizer }
    recognizer.view = nil
  }
}
