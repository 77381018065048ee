// `UIView.AnimationCurve`: the curve of a view animation, which code reads from a keyboard
// notification's `keyboardAnimationCurveUserInfoKey` (`UIView.AnimationCurve(rawValue:)`) or
// keeps as a setting (a marquee label's `animationCurve`). TouchLab runs no animation frames, so
// a curve changes nothing a touch meets (docs/uikit-api.md, `UIView.animate`): it is kept.
// Found missing in a real file (a scrolling label) in issue 36's real-files check.

extension View {
  /// UIKit's curves, with their raw values (the keyboard's is 7, a private one, which
  /// `init(rawValue:)` answers nil to, as on iOS).
  public enum AnimationCurve: Int, Sendable {
    case easeInOut = 0
    case easeIn = 1
    case easeOut = 2
    case linear = 3
  }
}
