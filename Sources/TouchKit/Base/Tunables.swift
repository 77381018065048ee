import Foundation

/// Values UIKit does not document, or documents only through observation.
///
/// The reference (`uikit-event-delivery.md`) marks these UNSOURCED or *unofficial*. They are
/// named here, once, so the trace can say when one of them decided an outcome and a reader can
/// see exactly which number TouchLab chose.
public enum Tunables {
  /// Rounds of one layout pass (``LayoutPass``) before TouchLab stops a layout that never
  /// settles; each round lays out each marked view at most once. UIKit has no limit (the app
  /// spins); its layout feedback loop debugger counts a view laid out this many times in one
  /// run-loop turn as a loop (`UIViewLayoutFeedbackLoopDebuggingThreshold`, 50 to 1000; 100 is
  /// the value Apple's WWDC 2016 session and most write-ups use).
  public static let maximumLayoutRounds = 100

  /// Views with `alpha` below this are skipped by hit testing. Documented by Apple (§1).
  public static let minimumHitTestAlpha: CGFloat = 0.01

  /// How many calls of one view's `hitTest(_:with:)` may run inside each other before TouchLab
  /// stops the recursion (an override calling the window's `hitTest` from its own). UIKit has
  /// no limit: it overflows the stack and crashes. UNSOURCED, and deliberately small: no
  /// correct override re-enters a view's hitTest more than once or twice, and each level
  /// of an override's recursion may visit the whole hierarchy again.
  public static let maximumNestedHitTests = 16

  /// Longest pause between one tap's end and the next tap's start that still counts as a
  /// repeated tap (`Touch.tapCount`). *Unofficial*: decompiled `-[UITapRecognizer init]` (§2).
  public static let maximumTapInterval: TimeInterval = 0.35

  /// Fewest subviews a parent must have before hit testing finds candidate subviews through a
  /// spatial index (``SubviewIndex``) instead of asking every one, and the trace reports the
  /// subviews it passed over as one `hitTestSiblingsOutside` record. Not a UIKit value: below
  /// it, the walk and its trace are UIKit's exactly, which keeps every small layout's trace
  /// record for record what it was (issue 17).
  public static let minimumSubviewsForIndex = 64

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
  /// How far beyond its bounds a touch still counts as inside a tracking control (§5): it
  /// decides touchUpInside versus touchUpOutside and the drag enter/exit events. UNSOURCED:
  /// observers report about 70 pt (others about 100 px); Apple gives no number. Chameleon uses
  /// the bounds exactly, which is a known deviation.
  public static let controlTrackingAreaExpansion: CGFloat = 70

  /// Whether a disabled control (`isEnabled == false`) keeps the touches it is hit by. UNSOURCED
  /// (§5: "verify on device"). TouchLab's choice: yes. The control stays the hit view (hit
  /// testing does not look at `isEnabled`), ignores the touch (no tracking, no events) and does
  /// not forward it, so nothing behind or above it reacts. With `false` the touch would go up
  /// the responder chain as from a plain view.
  public static let disabledControlKeepsTouches = true

  /// How long a scroll view holds touchesBegan back from its content while it finds out
  /// whether the touch scrolls (`delaysContentTouches`, §7). Apple gives no number; 150 ms is
  /// the private `UIScrollViewDelayedTouchesBeganGestureRecognizer`'s (Godot's header, [S 150ms]).
  public static let scrollViewTouchDelay: TimeInterval = 0.15

  /// How often a moving finger is delivered (`touchesMoved`): UIKit sends touches once per
  /// display frame, 60 Hz on most devices (120 Hz on ProMotion displays, whose extra samples
  /// otherwise arrive as coalesced touches). UNSOURCED as a rule of event delivery. A pointer
  /// that jumps farther between two reports (a terminal reports motion cell by cell, and a
  /// fast drag as a few large jumps) is resampled along the straight line between them at
  /// this rate (``TouchSynthesizer``), so recognizers see the motion a device would have
  /// sampled and outcomes do not depend on how often the input was reported.
  public static let touchDeliveryInterval: TimeInterval = 1.0 / 60

  /// The most frames resampled between two reports of a finger: 2 s at 60 Hz. UNSOURCED: a
  /// bound, so that a script's pause of a day before a move is not five million moves; past it
  /// the finger rests and then moves in the last frames before the report.
  public static let maximumResampledFrames = 120

  /// The diameter of a slider's thumb (UIKit's default thumb image). UNSOURCED: 28 pt as
  /// measured on iOS 7 and later; `UISlider.thumbRect(forBounds:trackRect:value:)` gives the
  /// real one on a device.
  public static let sliderThumbDiameter: CGFloat = 28

  /// The height of a slider's default track (`UISlider.trackRect(forBounds:)`). UNSOURCED:
  /// Apple documents no height for the default track image; 4 pt is a stated choice. Only the
  /// track's ends matter to a touch (the thumb travels between them), not its height.
  public static let sliderTrackHeight: CGFloat = 4

  /// The smallest square a touch grabs a slider's thumb in, centred on the thumb. UNSOURCED:
  /// the 44 pt minimum hit target of Apple's Human Interface Guidelines; UISlider's own
  /// enlargement is private.
  public static let sliderThumbTouchSize: CGFloat = 44
}
