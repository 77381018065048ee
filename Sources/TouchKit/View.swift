import Foundation

/// A rectangle in the hierarchy that can receive touches (UIKit's `UIView`).
///
/// Geometry follows Core Animation: `center` (the layer's position) in the superview's
/// coordinates, `bounds` whose origin is the view's own scroll offset, and a `transform`
/// applied about `anchorPoint`. `frame` is derived from them, exactly as in UIKit.
open class View: Responder {
  // The properties hit testing reads are `@exclusivity(unchecked)`: as public stored
  // properties of an open class, every access would otherwise be checked for overlapping
  // access at run time (swift_beginAccess), which was two thirds of the cost of a hit test
  // (docs/performance.md). The engine is single-threaded and never holds an access across a
  // call, so the checks cannot fire.

  /// The view's own coordinate space: `origin` shifts what is drawn (and hit) inside it.
  @exclusivity(unchecked) public var bounds: CGRect {
    didSet {
      noteDrawnChange()
      bounds.size = CGSize(width: max(0, bounds.width), height: max(0, bounds.height))
      // The origin (a scroll offset) moves the contents, not the view in its superview.
      if bounds.size != oldValue.size {
        noteGeometryChange()
        noteSizeChangeForLayout()
        if !subviews.isEmpty { resizeSubviews(from: oldValue.size) }
      }
    }
  }
  /// Where `anchorPoint` sits, in the superview's coordinates.
  @exclusivity(unchecked) public var center: CGPoint {
    didSet {
      noteGeometryChange()
      noteDrawnChange()
    }
  }
  @exclusivity(unchecked) public var alpha: CGFloat = 1 {
    didSet {
      hitTestDetours.set(.transparent, Self.isTransparentToHitTesting(alpha: alpha))
      noteDrawnChange()
    }
  }

  @exclusivity(unchecked) public private(set) var subviews: [View] = []
  /// Not `weak`: a weak reference gives its target a side table, which sends every retain and
  /// release of that view down the runtime's slow path, in every hit test. `removeFromSuperview()`
  /// and the superview's `deinit` clear it, so it never dangles.
  @exclusivity(unchecked) public private(set) unowned(unsafe) var superview: View?
  /// The state most views never set (transform, anchor point, hit area, overrides, animation,
  /// imported origin, recognizers…), allocated when one is first set: a bare view is 136 bytes
  /// of heap instead of 424 (issue 17; View+Extras.swift, docs/performance.md, "Memory").
  @exclusivity(unchecked) var extras: ViewExtras?

  /// How many calls of this view's `hitTest(_:with:)` are running at once, and whether the
  /// recursion guard has stopped them (HitTesting/View+HitTesting.swift). One byte: the guard
  /// stops at `Tunables.maximumNestedHitTests` (16), far below `Int8.max`.
  @exclusivity(unchecked) var hitTestNesting: Int8 = 0
  @exclusivity(unchecked) var hitTestRecursionStopped = false

  // The flags last, one byte each, so the instance packs into the fewest bytes (stored
  // properties are laid out in declaration order).
  @exclusivity(unchecked) public var isHidden = false {
    didSet {
      hitTestDetours.set(.hidden, isHidden)
      noteDrawnChange()
      // An arranged subview (its flag is false, so it holds constraints) collapses or comes
      // back: its stack view arranges again (SubviewArranging.swift).
      if holdsConstraints, isHidden != oldValue, let stack = superview as? any SubviewArranging {
        stack.noteArrangedSubviewChanged(self)
      }
    }
  }
  @exclusivity(unchecked) public var isUserInteractionEnabled = true {
    didSet {
      hitTestDetours.set(.interactionDisabled, !isUserInteractionEnabled)
      noteDrawnChange()
    }
  }
  /// Why an untraced hit test cannot take its plain path here (HitTestDetours.swift):
  /// the skip rules' flags above, and whether a hit area, a hit-test override, an animation or
  /// the class's own overrides are there, in one byte the setters keep.
  @exclusivity(unchecked) var hitTestDetours: HitTestDetours = []
  /// Cached `transform.isIdentity`: point conversion asks for every view it visits.
  @exclusivity(unchecked) var hasIdentityTransform = true
  /// Whether `layoutSubviews()` is due at the next update cycle, and whether some view below
  /// this one's is: the layout pass descends only where these are set (Layout/View+Layout.swift).
  @exclusivity(unchecked) var needsLayout = false
  @exclusivity(unchecked) var subtreeNeedsLayout = false
  /// Whether this view, or one below it, is a view controller's root view: moving a view into
  /// or out of a window looks for controllers to tell only where this is set
  /// (``ViewController/noteMoved(_:wasInWindow:)``). Only ever turns true. In what was padding.
  @exclusivity(unchecked) var holdsControllerView = false
  /// Whether this view, or one below it, takes part in Auto Layout (a constraint installed, or
  /// `translatesAutoresizingMaskIntoConstraints` false): the layout pass asks the hierarchy's
  /// ``AutoLayoutEngine`` only where the top has it, so a hierarchy without constraints pays one
  /// test per pass. Only ever turns true. In what was padding.
  @exclusivity(unchecked) var holdsConstraints = false
  /// Whether a view below this one has a class that overrides hit testing, so that a person's
  /// code may run inside an untraced hit test here (HitTesting/View+PlainHitTesting.swift).
  /// Only ever turns true: a stale true costs the plain walk a retain, never a wrong answer.
  @exclusivity(unchecked) var holdsOverridingClass = false
  /// Counts the changes to what a picture of the view shows (``noteDrawnChange()``): last, in
  /// what was padding, so a bare view is no bigger.
  @exclusivity(unchecked) var drawnVersion: UInt32 = 0

  public init(frame: CGRect) {
    bounds = CGRect(origin: .zero, size: frame.size)
    center = CGPoint(x: frame.midX, y: frame.midY)
    super.init()
    noticeDrawOverride()
    noteClassHitTesting()
  }

  /// UIKit's archive initializer, which every `UIView` subclass with its own designated
  /// initializer must declare (Xcode's `required init?(coder:) { fatalError(…) }`). An
  /// Interface Builder file's view is made with it (``NibDecoder``), and takes the frame the
  /// file stored; any other coder makes what an empty archive would: a zero frame and the
  /// defaults.
  public required init?(coder: NSCoder) {
    let frame = (coder as? NibDecoder)?.frame ?? .zero
    bounds = CGRect(origin: .zero, size: frame.size)
    center = CGPoint(x: frame.midX, y: frame.midY)
    super.init()
    noticeDrawOverride()
    noteClassHitTesting()
  }

  deinit {
    for subview in subviews { subview.superview = nil }
    for recognizer in attachedRecognizers { recognizer.view = nil }
  }

  /// A view with a zero frame, to be placed later: UIKit's `UIView()`, which calls
  /// `init(frame: .zero)`. Code from iOS projects declares subviews this way
  /// (`private let badge = UIView()`).
  ///
  /// A convenience initializer, so a subclass that overrides `init(frame:)` inherits it and
  /// its override runs, as in UIKit. In the class, not an extension: a subclass may declare
  /// its own `init()` (`init() { super.init(frame: .zero) }`), which Swift refuses when the
  /// initializer it shadows is declared in an extension.
  public convenience init() {
    self.init(frame: .zero)
  }

  public convenience init(id: String, frame: CGRect) {
    self.init(frame: frame)
    self.id = id
  }

  // MARK: Responder chain

  /// The view controller whose root view this is, else the superview (§6).
  open override var next: Responder? {
    if let owningViewController { return owningViewController }
    return superview
  }

  /// The window this view is in, if any.
  public var window: Window? {
    var view: View? = self
    while let current = view {
      if let window = current as? Window { return window }
      view = current.superview
    }
    return nil
  }

  // MARK: Hierarchy

  /// Adds `view` in front of the other subviews, removing it from its old superview first.
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` (clamped), moving it from its old superview. A view that changes
  /// superview hears it as UIKit tells it (``announceMove(to:index:)``); one already here is
  /// only reordered, and hears nothing.
  public func insertSubview(_ view: View, at index: Int) {
    guard view !== self, !isDescendant(of: view) else { return }
    if view.superview === self {
      view.detach()
      attach(view, at: index)
    } else {
      view.announceMove(to: self, index: index)
    }
  }

  public func removeFromSuperview() {
    guard superview != nil else { return }
    announceMove(to: nil, index: 0)
  }

  /// Takes the view out of its superview's list, with no callback.
  func detach() {
    guard let superview else { return }
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
    superview.noteHierarchyChange()
    superview.dropSubviewIndex()
    noteRemoved(from: superview)
  }

  /// Puts `view`, in no superview, into this view's list at `index`, with no callback.
  func attach(_ view: View, at index: Int) {
    subviews.insert(view, at: min(max(0, index), subviews.count))
    view.superview = self
    noteHierarchyChange()
    dropSubviewIndex()
    if view.holdsControllerView { noteHoldsControllerView() }
    if view.holdsConstraints { noteHoldsConstraints(joining: view) }
    if view.holdsOverridingClass || view.hitTestDetours.contains(.overridingClass) {
      noteHoldsOverridingClass()
    }
    noteSubviewAdded(view)
  }

  // MARK: Hierarchy callbacks (UIView's "Observing view-related changes"; order in View+Moving.swift)

  /// Called before the view's superview changes to `newSuperview` (nil: removed).
  open func willMove(toSuperview newSuperview: View?) {}
  /// Called after the view's superview changed.
  open func didMoveToSuperview() {}
  /// Called before the view's window changes to `newWindow`, for the view and every subview.
  open func willMove(toWindow newWindow: Window?) {}
  /// Called after the view's window changed, for the view and every subview.
  open func didMoveToWindow() {}
  /// Called on the superview after `subview` was added.
  open func didAddSubview(_ subview: View) {}
  /// Called on the superview before `subview` is removed (or moves to another superview).
  open func willRemoveSubview(_ subview: View) {}
  /// Called when a trait of the view's changed, never for the first traits (iOS 13 on;
  /// TraitChanges.swift says when they change here).
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// Lays out the subviews: UIKit calls it in the update cycle after the view was marked
  /// (`setNeedsLayout()`, a size change, a subview added or removed) and from
  /// `layoutIfNeeded()`; never call it directly. The default, like UIKit's, gives the subviews
  /// whose `translatesAutoresizingMaskIntoConstraints` is false the frames their constraints
  /// solve to (AutoLayout/AutoLayoutEngine.swift), so an override must call `super`.
  open func layoutSubviews() { applyConstraintFramesToSubviews() }

  /// Updates the view's constraints before layout (UIKit's `updateConstraints()`): called by the
  /// layout pass, before the constraints are solved, for a view marked by
  /// `setNeedsUpdateConstraints()`. An override changes or activates constraints, then calls
  /// `super`. The default does nothing.
  open func updateConstraints() {}

  /// Whether `gestureRecognizer` may leave possible, asked of the views whose touches it
  /// holds and of its own view (§4). UIKit's default: true. Controls override it for the
  /// iOS 6 rule (§5).
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

  // MARK: Hit testing (the algorithm lives in View+HitTesting.swift)

  /// The farthest descendant (or self) that contains `point` and takes touches; nil if none.
  /// `point` is in this view's coordinates. Overridable, like UIKit's.
  open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    uikitHitTest(point, with: event)
  }

  /// Whether `point` (in this view's coordinates) is inside: `bounds.contains(point)`, which
  /// includes `bounds.origin`, so scrolled content hit-tests correctly (§1).
  open func point(inside point: CGPoint, with event: Event?) -> Bool {
    uikitPointInside(point, with: event)
  }

  // MARK: Drawing and sizing (overridable, so real views' overrides compile; Drawing/)

  /// Never called: TouchLab draws boxes, not pixels. A class that overrides it gets one notice
  /// per run when its first view is made (Notices/Notice.swift).
  open func draw(_ rect: CGRect) {}

  /// The size that fits `size`: the current size, as a plain `UIView` answers.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// The size the view wants from Auto Layout: none, as a plain `UIView` answers
  /// (`UIView.noIntrinsicMetric` both ways). Labels and buttons measure their text
  /// (TextMetrics.swift).
  open var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// "No intrinsic size on this axis" in ``intrinsicContentSize`` (UIKit's `-1`).
  public static var noIntrinsicMetric: CGFloat { -1 }

  /// The size closest to `targetSize` that the subtree's constraints allow, the target held at
  /// the two priorities; the view's frame is untouched (AutoLayout/AutoLayoutEngine+Fitting.swift).
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize { fittingSize(targetSize, horizontalFittingPriority, verticalFittingPriority) }

  /// The insets from the frame to the alignment rectangle, which Auto Layout's constraints
  /// place instead of the frame: "custom views that draw ornamentation around their content
  /// should use this property to return insets that align with the edges of the content"
  /// (UIView reference). Zero by default, as in UIKit; read-only and overridable.
  open var alignmentRectInsets: EdgeInsets { .zero }

  /// The alignment rectangle of a frame: the frame less ``alignmentRectInsets``. Override it
  /// (and ``frame(forAlignmentRect:)``) for a relation insets cannot express, as in UIKit.
  open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

  /// The frame of an alignment rectangle: the rectangle plus ``alignmentRectInsets``.
  open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
    let insets = alignmentRectInsets
    return alignmentRect.inset(
      by: EdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
  }

  /// Called when this view's `tintColor` is set (UIKit also calls it for inherited changes).
  open func tintColorDidChange() {}

  /// The view's rectangle in its superview's coordinates. With a non-identity transform it is
  /// the bounding box of the transformed bounds; setting it is meant for untransformed views,
  /// as in UIKit. `open` as UIKit's is (`override var frame: CGRect { didSet … }` is common
  /// iOS code), so the engine's own settings (Auto Layout's, a layout's) reach an override.
  open var frame: CGRect {
    get {
      let anchor = anchorOffset
      let local = CGRect(x: -anchor.x, y: -anchor.y, width: bounds.width, height: bounds.height)
      let box = hasIdentityTransform ? local : local.applying(transform)
      return box.offsetBy(dx: center.x, dy: center.y)
    }
    set {
      bounds.size = newValue.size
      center = CGPoint(
        x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
    }
  }

  /// Core Animation asks the view, its layer's delegate, to lay out the layer's sublayers;
  /// UIKit's answer runs `layoutSubviews()`. Here it is called just after `layoutSubviews()`,
  /// for a view whose layer was made (LayoutPass.swift), so code after `super` sees the same.
  open func layoutSublayers(of layer: Layer) {}
  /// The rest of `CALayerDelegate` (LayerDelegate.swift), open as UIView's: never called,
  /// TouchLab draws no layer; a class that overrides `draw(_:in:)` is noticed once.
  open func draw(_ layer: Layer, in ctx: CGContext) {}
  open func display(_ layer: Layer) {}
  open func layerWillDraw(_ layer: Layer) {}

  /// The class of the view's layer, made on first use (`layer`): a gradient view's
  /// `CAGradientLayer`, so `layer as! CAGradientLayer` holds as on iOS (Layer+Class.swift).
  open class var layerClass: AnyClass { Layer.self }

  /// The view's layer, made on first use: its `masksToBounds`, `opacity`, `isHidden` and
  /// `zPosition` are this view's; the rest is kept but not drawn (Layer.swift). Open, as UIKit's
  /// properties are: a gradient view may narrow it (`override var layer: CAGradientLayer`).
  open var layer: Layer {
    if let layer = extras?.appearance?.layer { return layer }
    let layer = Layer.made(as: type(of: self).layerClass)
    layer.owningView = self
    layer.delegate = self
    appearance.layer = layer
    return layer
  }

  /// Kept, drawn as a box (View+Appearance.swift). Open, as UIKit's: a label or button
  /// may override it to keep a colour of its own.
  open var backgroundColor: Color? {
    get { extras?.appearance?.backgroundColor }
    set { if extras?.appearance != nil || newValue != nil { appearance.backgroundColor = newValue } }
  }

  /// Called by Interface Builder's canvas only, never on a device, so never here either.
  open func prepareForInterfaceBuilder() {}

  // MARK: Accessibility (open, as UIKit's are; kept, not read: Accessibility/)

  open var accessibilityLabel: String? {
    get { extras?.appearance?.accessibilityLabel }
    set { if extras?.appearance != nil || newValue != nil { appearance.accessibilityLabel = newValue } }
  }
  open var isAccessibilityElement: Bool {
    get { extras?.appearance?.isAccessibilityElement ?? false }
    set { if extras?.appearance != nil || newValue { appearance.isAccessibilityElement = newValue } }
  }
  open var accessibilityHint: String? {
    get { kept("accessibilityHint", default: String?.none) }
    set { keepAccessibility("accessibilityHint", newValue) }
  }
  open var accessibilityValue: String? {
    get { kept("accessibilityValue", default: String?.none) }
    set { keepAccessibility("accessibilityValue", newValue) }
  }
  open var accessibilityTraits: AccessibilityTraits {
    get { kept("accessibilityTraits", default: AccessibilityTraits.none) }
    set { keepAccessibility("accessibilityTraits", newValue) }
  }
  open var accessibilityViewIsModal: Bool {
    get { kept("accessibilityViewIsModal", default: false) }
    set { keepAccessibility("accessibilityViewIsModal", newValue) }
  }
  open func accessibilityActivate() -> Bool { false }
  open func accessibilityIncrement() {}
  open func accessibilityDecrement() {}
  open func accessibilityPerformEscape() -> Bool { false }
  open func accessibilityPerformMagicTap() -> Bool { false }
  open func accessibilityScroll(_ direction: Accessibility.ScrollDirection) -> Bool { false }
}

extension View: LayerDelegate {}
