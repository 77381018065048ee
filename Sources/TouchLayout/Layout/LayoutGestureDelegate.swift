import Foundation
import TouchKit

/// The `GestureRecognizerDelegate` a layout's rules stand for: `simultaneousWith:`,
/// `shouldBegin:` and `shouldReceive: {ignoreTouchesIn:}` on a recognizer.
///
/// In UIKit these answers come from code in a view controller; a layout states them as data,
/// and this one small class gives them back to the engine, which asks and traces the questions
/// exactly as it would ask a hand-written delegate. The loaded ``Layout`` keeps every one alive
/// in ``Layout/gestureDelegates``: a recognizer's `delegate` is weak.
public final class LayoutGestureDelegate: GestureRecognizerDelegate {
  /// Recognizers this one may recognize together with (`simultaneousWith:`).
  public var simultaneousRecognizers: [GestureRecognizer] = []
  /// The answer to `gestureRecognizerShouldBegin` (`shouldBegin:`).
  public var shouldBegin = true
  /// Touches on these views, or inside them, are not given to the recognizer
  /// (`shouldReceive: {ignoreTouchesIn: […]}`): the usual fix for a parent's tap recognizer
  /// that steals a cell's or a button's touches (reference §8, 6).
  public var ignoredViews: [View] = []

  public init() {}

  public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
    guard let view = touch.view else { return true }
    return !ignoredViews.contains { view.isDescendant(of: $0) }
  }

  public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    shouldBegin
  }

  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool {
    simultaneousRecognizers.contains { $0 === other }
  }
}
