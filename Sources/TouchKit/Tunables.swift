import Foundation

/// Values UIKit does not document, or documents only through observation.
///
/// The reference (`uikit-event-delivery.md`) marks these UNSOURCED or *unofficial*. They are
/// named here, once, so the trace can say when one of them decided an outcome and a reader can
/// see exactly which number TouchLab chose.
public enum Tunables {
  /// Views with `alpha` below this are skipped by hit testing. Documented by Apple (§1).
  public static let minimumHitTestAlpha: CGFloat = 0.01

  /// Longest pause between one tap's end and the next tap's start that still counts as a
  /// repeated tap (`Touch.tapCount`). *Unofficial*: decompiled `-[UITapRecognizer init]` (§2).
  public static let maximumTapInterval: TimeInterval = 0.35

  /// Farthest a repeated tap may land from the previous one and still count towards
  /// `tapCount`. UNSOURCED (§2): ~10 pt is the common guess.
  public static let maximumTapDistance: CGFloat = 10

  /// How far a tap recognizer's finger may move before the tap fails (UIKit's private
  /// `allowableMovement` of `UITapGestureRecognizer`). UNSOURCED (§4): WinObjC uses 10 pt.
  public static let tapAllowableMovement: CGFloat = 10

  /// How long a tap recognizer's finger may stay down before the tap fails (UIKit's private
  /// `maximumTapDuration`). UNSOURCED (§4): WinObjC guesses 0.2 s, which fails many human
  /// taps; TouchLab takes 0.75 s, longer than a long press's 0.5 s, so a press held between
  /// the two is a long press if one is attached and otherwise still a tap.
  public static let maximumTapDuration: TimeInterval = 0.75
}
