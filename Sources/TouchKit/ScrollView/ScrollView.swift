import Foundation

/// A view whose content can be dragged (UIKit's `UIScrollView`, §7).
///
/// `contentOffset` is `bounds.origin`, so scrolling moves what is drawn and hit inside it.
/// Dragging scrolls through ``panGestureRecognizer``, whose action (`handlePan:`) the scroll
/// view performs itself, as in UIKit. Touches on the content are delayed 150 ms
/// (``delaysContentTouches``) by a private recognizer, so a drag can become a scroll before a
/// button in the content sees the touch; a control already tracking is not cancelled
/// (``touchesShouldCancel(in:)``). No momentum, bouncing or zooming: dragging stops where the
/// finger stops, within the content.
open class ScrollView: View {
  public var contentSize: CGSize = .zero
  /// Apple: "The custom distance that the content view is inset from the safe area or scroll
  /// view edges." Default zero. The scrollable range and the resting offset follow
  /// ``adjustedContentInset`` (ScrollView+ContentInset.swift).
  public var contentInset = EdgeInsets.zero {
    didSet { if contentInset != oldValue { setNeedsLayout() } }
  }
  /// How the safe area widens ``contentInset``. Default `.automatic` (Apple).
  public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
    didSet { if contentInsetAdjustmentBehavior != oldValue { setNeedsLayout() } }
  }
  /// What ``noteAdjustedContentInset()`` saw at the last layout: the adjusted inset, and the
  /// content inset in it; nil before the first.
  var notedInsets: (adjusted: EdgeInsets, content: EdgeInsets)?
  /// Whether constraints on the content guide (AutoLayout/ScrollView+LayoutGuides.swift) set
  /// ``contentSize``: a table, a collection and a
  /// text view size their content themselves.
  class var sizesContentByConstraints: Bool { true }
  /// Whether touches on the content wait (150 ms) until the scroll view knows whether they
  /// scroll. Default true (§7).
  public var delaysContentTouches = true {
    didSet { delayedTouchesBeganGestureRecognizer.isEnabled = delaysContentTouches }
  }
  /// Whether a drag may cancel content that is already tracking a touch and scroll. Default
  /// true (§7).
  public var canCancelContentTouches = true

  /// The recognizer that scrolls (UIKit's `panGestureRecognizer`).
  public let panGestureRecognizer = ScrollViewPanGestureRecognizer()
  /// UIKit's private `UIScrollViewDelayedTouchesBeganGestureRecognizer`.
  let delayedTouchesBeganGestureRecognizer = ScrollViewDelayedTouchesBeganGestureRecognizer()
  private var offsetAtPanStart = CGPoint.zero

  /// The action the pan recognizer sends to its scroll view.
  static let panAction = "handlePan:"

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpScrolling()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpScrolling()
  }

  /// What both initializers do: clip, and attach the recognizers that scroll and delay.
  private func setUpScrolling() {
    clipsToBounds = true
    handledActions.insert(Self.panAction)
    panGestureRecognizer.addTarget(self, action: Self.panAction)
    addGestureRecognizer(delayedTouchesBeganGestureRecognizer)
    addGestureRecognizer(panGestureRecognizer)
    nameRecognizers()
  }

  /// The recognizers go by the scroll view's id in traces.
  public override var id: String {
    didSet { nameRecognizers() }
  }

  private func nameRecognizers() {
    panGestureRecognizer.id = "\(traceID).pan"
    delayedTouchesBeganGestureRecognizer.id = "\(traceID).touchDelay"
  }

  /// The point of the content at the scroll view's top-left corner: `bounds.origin` (§7).
  public var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      bounds.origin = newValue
      contentOffsetDidChange()
    }
  }

  /// Apple: "Called when the adjusted content insets of the scroll view change." The default
  /// does nothing.
  open func adjustedContentInsetDidChange() {}

  /// Notes a change of the adjusted content inset before the subclass lays out its content (a
  /// table tiles the rows its offset shows).
  open override func layoutSubviews() {
    super.layoutSubviews()
    noteAdjustedContentInset()
  }

  /// Called after ``contentOffset`` moves: a subclass whose content depends on what is shown
  /// (a table's visible cells) asks for layout here, as UIKit's scroll views lay out when
  /// their bounds move.
  func contentOffsetDidChange() {}

  /// Whether a drag may move the content on some axis, so the pan may begin: content beyond
  /// the bounds, or, while ``bounces``, an `alwaysBounce…` set (Apple, `alwaysBounceVertical`:
  /// "If this property is set to true and bounces is true, vertical dragging is allowed even
  /// if the content is smaller than the bounds of the scroll view"). TouchLab does not draw the
  /// bounce: the offset stays within the content, but the drag is the scroll view's, so the
  /// content's touches are cancelled as on iOS.
  public var allowsDragging: Bool {
    let low = minimumContentOffset
    let high = maximumContentOffset
    return high.x > low.x || high.y > low.y || (bounces && (alwaysBounceVertical || alwaysBounceHorizontal))
  }

  /// Whether the content touching down in `view` may get it. Default true (§7).
  open func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool { true }

  /// Whether a drag may cancel the content view's touches to scroll. Default: true unless
  /// `view` is a control (§7), so a drag that starts on a tracking button does not scroll.
  open func touchesShouldCancel(in view: View) -> Bool { !(view is Control) }

  open override func perform(_ action: String, sender: AnyObject?) {
    guard action == Self.panAction, let pan = sender as? PanGestureRecognizer else { return }
    switch pan.state {
    case .began:
      offsetAtPanStart = contentOffset
      scroll(by: pan.translation(in: self))
    case .changed:
      scroll(by: pan.translation(in: self))
    default:
      return
    }
  }

  /// Follows the finger: the offset moves opposite the translation, within the content.
  private func scroll(by translation: CGPoint) {
    let target = clampedContentOffset(
      CGPoint(x: offsetAtPanStart.x - translation.x, y: offsetAtPanStart.y - translation.y))
    guard target != contentOffset else { return }
    contentOffset = target
    window?.application?.trace?.record(.scroll(scrollView: traceID, contentOffset: target))
  }

  /// The scroll view's own say on its pan (§7): it begins only if a drag may move the content
  /// (``allowsDragging``), and
  /// not over content already tracking the touch unless that content may be cancelled.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    guard gestureRecognizer === panGestureRecognizer else { return true }
    guard allowsDragging else { return false }
    for touch in gestureRecognizer.seenTouches where touch.viewDelivery == .tracking {
      guard let content = touch.view, content !== self else { continue }
      guard canCancelContentTouches else { return false }
      let answer = touchesShouldCancel(in: content)
      window?.application?.trace?.record(
        .scrollViewAsk(
          scrollView: traceID, question: .touchesShouldCancel, view: content.traceID, answer: answer))
      if !answer { return false }
    }
    return true
  }
}

extension View {
  /// The nearest scroll view this view is content of.
  var enclosingScrollView: ScrollView? {
    var current = superview
    while let view = current {
      if let scrollView = view as? ScrollView { return scrollView }
      current = view.superview
    }
    return nil
  }
}
