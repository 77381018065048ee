import Foundation
import UIKit

// Subclasses that override every member of Tests/UIKitShape/overridable-members.txt that
// TouchLab has, written as an iOS file writes them (UIKit's names, `override`, `super`). That
// this file compiles is half the test: a member TouchLab's UIKit declares `public` and not
// `open` cannot be overridden from another module, and the build stops here. Each override
// notes its call as "Class.member", the list's spelling, so OverridableShapeTests can check
// that TouchLab calls it where UIKit does.

/// What the overrides were called with, shared by one test's subclasses. Unchecked: one test
/// runs its hierarchy on its own thread.
final class OverrideLog: @unchecked Sendable {
  private(set) var calls: [String] = []

  func note(_ call: String) { calls.append(call) }
}

final class ShapeView: UIView {
  var log = OverrideLog()
  /// Which initializer made the view.
  let madeBy: String

  override init(frame: CGRect) {
    madeBy = "init(frame:)"
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    madeBy = "init?(coder:)"
    super.init(coder: coder)
  }

  /// A subclass's own `init()`, which UIKit allows (issue 36: refused while `UIView.init()` was
  /// declared in an extension).
  init() {
    madeBy = "init()"
    super.init(frame: .zero)
  }

  override func draw(_ rect: CGRect) { log.note("UIView.draw(_:)") }
  // CALayerDelegate's, which UIView adopts.
  override func draw(_ layer: CALayer, in ctx: CGContext) { log.note("UIView.draw(_:in:)") }
  override func display(_ layer: CALayer) { log.note("UIView.display(_:)") }
  override func layerWillDraw(_ layer: CALayer) { log.note("UIView.layerWillDraw(_:)") }
  override func layoutSublayers(of layer: CALayer) {
    log.note("UIView.layoutSublayers(of:)")
    super.layoutSublayers(of: layer)
  }

  /// Read by `layer`'s first use: the view's layer is made of this class, as on iOS.
  override class var layerClass: AnyClass { CAShapeLayer.self }

  override var canBecomeFirstResponder: Bool {
    log.note("UIResponder.canBecomeFirstResponder")
    return true
  }

  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    log.note("UIResponder.canPerformAction(_:withSender:)")
    return super.canPerformAction(action, withSender: sender)
  }

  override func becomeFirstResponder() -> Bool {
    log.note("UIResponder.becomeFirstResponder()")
    return super.becomeFirstResponder()
  }

  override func resignFirstResponder() -> Bool {
    log.note("UIResponder.resignFirstResponder()")
    return super.resignFirstResponder()
  }

  override func updateConstraints() {
    log.note("UIView.updateConstraints()")
    super.updateConstraints()
  }

  override var intrinsicContentSize: CGSize {
    log.note("UIView.intrinsicContentSize")
    return CGSize(width: 80, height: 30)
  }

  override var alignmentRectInsets: UIEdgeInsets {
    log.note("UIView.alignmentRectInsets")
    return super.alignmentRectInsets
  }

  override func alignmentRect(forFrame frame: CGRect) -> CGRect {
    log.note("UIView.alignmentRect(forFrame:)")
    return super.alignmentRect(forFrame: frame)
  }

  override func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
    log.note("UIView.frame(forAlignmentRect:)")
    return super.frame(forAlignmentRect: alignmentRect)
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    log.note("UIView.sizeThatFits(_:)")
    return CGSize(width: 10, height: 10)
  }

  override func layoutSubviews() {
    log.note("UIView.layoutSubviews()")
    super.layoutSubviews()
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    log.note("UIView.traitCollectionDidChange(_:)")
    super.traitCollectionDidChange(previousTraitCollection)
  }

  override func willMove(toSuperview newSuperview: UIView?) {
    log.note("UIView.willMove(toSuperview:)")
    super.willMove(toSuperview: newSuperview)
  }

  override func didMoveToSuperview() {
    log.note("UIView.didMoveToSuperview()")
    super.didMoveToSuperview()
  }

  override func willMove(toWindow newWindow: UIWindow?) {
    log.note("UIView.willMove(toWindow:)")
    super.willMove(toWindow: newWindow)
  }

  override func didMoveToWindow() {
    log.note("UIView.didMoveToWindow()")
    super.didMoveToWindow()
  }

  override func didAddSubview(_ subview: UIView) {
    log.note("UIView.didAddSubview(_:)")
    super.didAddSubview(subview)
  }

  override func willRemoveSubview(_ subview: UIView) {
    log.note("UIView.willRemoveSubview(_:)")
    super.willRemoveSubview(subview)
  }

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    log.note("UIView.point(inside:with:)")
    return super.point(inside: point, with: event)
  }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    log.note("UIView.hitTest(_:with:)")
    return super.hitTest(point, with: event)
  }

  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    log.note("UIView.gestureRecognizerShouldBegin(_:)")
    return super.gestureRecognizerShouldBegin(gestureRecognizer)
  }

  override func tintColorDidChange() { log.note("UIView.tintColorDidChange()") }

  override func awakeFromNib() {
    log.note("UIView.awakeFromNib()")
    super.awakeFromNib()
  }

  override var next: UIResponder? {
    log.note("UIResponder.next")
    return super.next
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.note("UIResponder.touchesBegan(_:with:)")
    super.touchesBegan(touches, with: event)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.note("UIResponder.touchesMoved(_:with:)")
    super.touchesMoved(touches, with: event)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.note("UIResponder.touchesEnded(_:with:)")
    super.touchesEnded(touches, with: event)
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.note("UIResponder.touchesCancelled(_:with:)")
    super.touchesCancelled(touches, with: event)
  }
}

final class ShapeControl: UIControl {
  var log = OverrideLog()

  override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    log.note("UIControl.beginTracking(_:with:)")
    return super.beginTracking(touch, with: event)
  }

  override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    log.note("UIControl.continueTracking(_:with:)")
    return super.continueTracking(touch, with: event)
  }

  override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    log.note("UIControl.endTracking(_:with:)")
    super.endTracking(touch, with: event)
  }

  override func cancelTracking(with event: UIEvent?) {
    log.note("UIControl.cancelTracking(with:)")
    super.cancelTracking(with: event)
  }

  override func sendActions(for controlEvents: UIControl.Event) {
    log.note("UIControl.sendActions(for:)")
    super.sendActions(for: controlEvents)
  }

  override var isEnabled: Bool {
    didSet { log.note("UIControl.isEnabled") }
  }

  override var isSelected: Bool {
    didSet { log.note("UIControl.isSelected") }
  }

  override var isHighlighted: Bool {
    didSet { log.note("UIControl.isHighlighted") }
  }
}

/// A button with a configuration, updated as UIKit updates it (`updateConfiguration()`).
final class ShapeButton: UIButton {
  var log = OverrideLog()

  override func updateConfiguration() {
    log.note("UIButton.updateConfiguration()")
    super.updateConfiguration()
  }

  override func backgroundRect(forBounds bounds: CGRect) -> CGRect {
    log.note("UIButton.backgroundRect(forBounds:)")
    return super.backgroundRect(forBounds: bounds)
  }

  override func contentRect(forBounds bounds: CGRect) -> CGRect {
    log.note("UIButton.contentRect(forBounds:)")
    return super.contentRect(forBounds: bounds)
  }

  /// An image-on-the-right button's override, as real ones read `super`'s rectangles.
  override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
    log.note("UIButton.titleRect(forContentRect:)")
    return super.titleRect(forContentRect: contentRect).offsetBy(dx: -10, dy: 0)
  }

  override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
    log.note("UIButton.imageRect(forContentRect:)")
    return super.imageRect(forContentRect: contentRect)
  }
}

final class ShapeScrollView: UIScrollView {
  var log = OverrideLog()

  override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
    log.note("UIScrollView.touchesShouldBegin(_:with:in:)")
    return super.touchesShouldBegin(touches, with: event, in: view)
  }

  /// The common override: a drag that starts on a control scrolls too (UIKit's answer for a
  /// control is false), so the control's tracking is cancelled.
  override func touchesShouldCancel(in view: UIView) -> Bool {
    log.note("UIScrollView.touchesShouldCancel(in:)")
    return super.touchesShouldCancel(in: view) || view is UIControl
  }
}

/// A recognizer written as UIGestureRecognizerSubclass.h has it: recognizes a touch that ends.
final class ShapeRecognizer: UIGestureRecognizer {
  var log = OverrideLog()
  let madeWithTarget: Bool

  override init(target: Any?, action: Selector?) {
    madeWithTarget = target != nil
    super.init(target: target, action: action)
  }

  override var state: UIGestureRecognizer.State {
    didSet { log.note("UIGestureRecognizer.state") }
  }

  /// The last touches and event given, for a test to call the other methods with.
  private(set) var lastTouches: Set<UITouch> = []
  private(set) var lastEvent: UIEvent?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    log.note("UIGestureRecognizer.touchesBegan(_:with:)")
    lastTouches = touches
    lastEvent = event
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    log.note("UIGestureRecognizer.touchesMoved(_:with:)")
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    log.note("UIGestureRecognizer.touchesEnded(_:with:)")
    state = .ended
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    log.note("UIGestureRecognizer.touchesCancelled(_:with:)")
    state = .cancelled
  }

  override func reset() {
    log.note("UIGestureRecognizer.reset()")
    super.reset()
  }

  override func ignore(_ touch: UITouch, for event: UIEvent) {
    log.note("UIGestureRecognizer.ignore(_:for:)")
    super.ignore(touch, for: event)
  }

  override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
    log.note("UIGestureRecognizer.canPrevent(_:)")
    return super.canPrevent(preventedGestureRecognizer)
  }

  override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
    log.note("UIGestureRecognizer.canBePrevented(by:)")
    return super.canBePrevented(by: preventingGestureRecognizer)
  }

  override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    log.note("UIGestureRecognizer.shouldRequireFailure(of:)")
    return super.shouldRequireFailure(of: otherGestureRecognizer)
  }

  override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    log.note("UIGestureRecognizer.shouldBeRequiredToFail(by:)")
    return super.shouldBeRequiredToFail(by: otherGestureRecognizer)
  }

  override func location(in view: UIView?) -> CGPoint {
    log.note("UIGestureRecognizer.location(in:)")
    return super.location(in: view)
  }

  override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    log.note("UIGestureRecognizer.location(ofTouch:in:)")
    return super.location(ofTouch: touchIndex, in: view)
  }

  override var numberOfTouches: Int {
    log.note("UIGestureRecognizer.numberOfTouches")
    return super.numberOfTouches
  }
}

/// A pan that reports its translation from a rest position 100 pt to the left.
final class ShapePan: UIPanGestureRecognizer {
  var log = OverrideLog()

  override func translation(in view: UIView?) -> CGPoint {
    log.note("UIPanGestureRecognizer.translation(in:)")
    let base = super.translation(in: view)
    return CGPoint(x: base.x + 100, y: base.y)
  }

  override func setTranslation(_ translation: CGPoint, in view: UIView?) {
    log.note("UIPanGestureRecognizer.setTranslation(_:in:)")
    super.setTranslation(translation, in: view)
  }

  override func velocity(in view: UIView?) -> CGPoint {
    log.note("UIPanGestureRecognizer.velocity(in:)")
    return super.velocity(in: view)
  }
}

final class ShapePinch: UIPinchGestureRecognizer {
  var log = OverrideLog()

  override var scale: CGFloat {
    get {
      log.note("UIPinchGestureRecognizer.scale")
      return super.scale
    }
    set { super.scale = newValue }
  }

  override var velocity: CGFloat {
    log.note("UIPinchGestureRecognizer.velocity")
    return super.velocity
  }
}

final class ShapeRotation: UIRotationGestureRecognizer {
  var log = OverrideLog()

  override var rotation: CGFloat {
    get {
      log.note("UIRotationGestureRecognizer.rotation")
      return super.rotation
    }
    set { super.rotation = newValue }
  }

  override var velocity: CGFloat {
    log.note("UIRotationGestureRecognizer.velocity")
    return super.velocity
  }
}

final class ShapeController: UIViewController {
  var log = OverrideLog()
  let madeBy: String

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    madeBy = "init(nibName:bundle:)"
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  required init?(coder: NSCoder) {
    madeBy = "init?(coder:)"
    super.init(coder: coder)
  }

  /// A controller's own `init()`, as iOS code writes it.
  init() {
    madeBy = "init()"
    super.init(nibName: nil, bundle: nil)
  }

  override var title: String? {
    didSet { log.note("UIViewController.title") }
  }

  override func loadView() {
    log.note("UIViewController.loadView()")
    super.loadView()
  }

  override func viewDidLoad() {
    log.note("UIViewController.viewDidLoad()")
    super.viewDidLoad()
  }

  override func viewWillAppear(_ animated: Bool) { log.note("UIViewController.viewWillAppear(_:)") }
  override func viewDidAppear(_ animated: Bool) { log.note("UIViewController.viewDidAppear(_:)") }
  override func viewWillDisappear(_ animated: Bool) { log.note("UIViewController.viewWillDisappear(_:)") }
  override func viewDidDisappear(_ animated: Bool) { log.note("UIViewController.viewDidDisappear(_:)") }
  override func viewWillLayoutSubviews() { log.note("UIViewController.viewWillLayoutSubviews()") }
  override func viewDidLayoutSubviews() { log.note("UIViewController.viewDidLayoutSubviews()") }

  // Rotation and the status bar: kept, never asked by TouchLab (its screen does not rotate).
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    log.note("UIViewController.supportedInterfaceOrientations")
    return .portrait
  }
  override var shouldAutorotate: Bool {
    log.note("UIViewController.shouldAutorotate")
    return false
  }
  override var prefersStatusBarHidden: Bool {
    log.note("UIViewController.prefersStatusBarHidden")
    return true
  }
  override var preferredStatusBarStyle: UIStatusBarStyle {
    log.note("UIViewController.preferredStatusBarStyle")
    return .lightContent
  }
  override var prefersHomeIndicatorAutoHidden: Bool {
    log.note("UIViewController.prefersHomeIndicatorAutoHidden")
    return true
  }

  override func willMove(toParent parent: UIViewController?) {
    log.note("UIViewController.willMove(toParent:)")
    super.willMove(toParent: parent)
  }

  override func didMove(toParent parent: UIViewController?) {
    log.note("UIViewController.didMove(toParent:)")
    super.didMove(toParent: parent)
  }
}

final class ShapeWindow: UIWindow {
  var log = OverrideLog()

  override func sendEvent(_ event: UIEvent) {
    log.note("UIWindow.sendEvent(_:)")
    super.sendEvent(event)
  }
}
