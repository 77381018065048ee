import Foundation

/// A control that performs its action on a tap (UIKit's `UIButton`).
///
/// Its tracking is UIControl's. Like UIButton since iOS 14, a touch up inside sends
/// `primaryActionTriggered` together with `touchUpInside`, so a target can listen for either.
open class Button: Control {
  /// The title the renderer draws, the description shows and a layout's `title:` sets: the
  /// title for the button's current state (`setTitle(_:for:)`, Button+Content.swift), which is
  /// the normal title unless one was set for the state the button is in.
  public var title: String {
    get { content.currentTitle(for: state) ?? "" }
    set { content.titles[State.normal.rawValue] = newValue }
  }
  /// What UIKit keeps per state (titles, title colours, images), and the button's type.
  var content = ButtonContent() {
    didSet {
      noteDrawnChange()
      if holdsConstraints { invalidateIntrinsicContentSize() }
    }
  }

  /// The title's size plus insets (AutoLayout/TextMetrics.swift): what Auto Layout sizes a
  /// button by when no constraint fixes its width or height.
  open override var intrinsicContentSize: CGSize { TextMetrics.intrinsicSize(of: self) }

  override func touchUpEvents(inside: Bool) -> Control.Event {
    inside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside
  }

  /// iOS 6 rule (§5): see Control+GestureRecognizers.swift.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    !defaultActionWins(over: gestureRecognizer, protecting: [.singleTap])
  }
}
