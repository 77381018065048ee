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

  /// The button's menu (UIKit's `UIButton.menu`, iOS 14): shown on a long press, or at touch
  /// down when ``showsMenuAsPrimaryAction`` (Menus/Button+Menu.swift).
  open var menu: Menu? {
    didSet { updateMenuInteraction() }
  }
  /// Whether the menu opens at touch down, as the button's primary action, instead of on a long
  /// press (UIKit's `showsMenuAsPrimaryAction`, iOS 14).
  open var showsMenuAsPrimaryAction = false {
    didSet { updateMenuInteraction() }
  }
  /// The touch a primary-action menu opened at, until it ends.
  var menuTouchID: Int?

  /// A configured button's configuration and update handler (Button+Configuration.swift); nil
  /// for a button made the pre-iOS 15 way, which is most.
  var configurationState: ButtonConfigurationState?

  /// Updates the configuration for the button's state (UIKit's `updateConfiguration()`): called
  /// in the update cycle after `setNeedsUpdateConfiguration()`, before ``configurationUpdateHandler``.
  /// Override it to change `configuration` for a state; the default does nothing here (UIKit's
  /// applies the style's colours for the state, which TouchLab does not draw).
  open func updateConfiguration() {}

  open override var isHighlighted: Bool {
    didSet { if isHighlighted != oldValue { stateDidChangeForConfiguration() } }
  }
  open override var isSelected: Bool {
    didSet { if isSelected != oldValue { stateDidChangeForConfiguration() } }
  }
  open override var isEnabled: Bool {
    didSet { if isEnabled != oldValue { stateDidChangeForConfiguration() } }
  }

  /// The title's size plus insets (TextMetrics.swift): what Auto Layout sizes a
  /// button by when no constraint fixes its width or height.
  open override var intrinsicContentSize: CGSize { TextMetrics.intrinsicSize(of: self) }

  // UIKit's content layout, overridable as there. TouchLab draws a button as a box with its
  // title, so these answer for code that asks (an image-on-the-right button's override reads
  // `super`'s rectangles): the bounds, less the content insets, less the title's or image's.

  open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

  open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }

  open func titleRect(forContentRect contentRect: CGRect) -> CGRect { contentRect.inset(by: titleEdgeInsets) }

  open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
    currentImage == nil
      ? CGRect(x: contentRect.midX, y: contentRect.midY, width: 0, height: 0)
      : contentRect.inset(by: imageEdgeInsets)
  }

  open override func touchesBegan(_ touches: Set<Touch>, with event: TouchKit.Event?) {
    if opensMenu(for: touches, with: event) { return }
    super.touchesBegan(touches, with: event)
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: TouchKit.Event?) {
    if followsMenuTouch(.touchesMoved, touches, with: event) { return }
    super.touchesMoved(touches, with: event)
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: TouchKit.Event?) {
    if followsMenuTouch(.touchesEnded, touches, with: event) { return }
    super.touchesEnded(touches, with: event)
  }

  open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchKit.Event?) {
    if followsMenuTouch(.touchesCancelled, touches, with: event) { return }
    super.touchesCancelled(touches, with: event)
  }

  override func touchUpEvents(inside: Bool) -> Control.Event {
    inside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside
  }

  /// iOS 6 rule (§5): see Control+GestureRecognizers.swift.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    !defaultActionWins(over: gestureRecognizer, protecting: [.singleTap])
  }
}
