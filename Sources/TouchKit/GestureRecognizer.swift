import Foundation

/// Watches the touches of a view and its subviews and recognizes a gesture in them (UIKit's
/// `UIGestureRecognizer`).
///
/// Subclasses override the touch methods and move ``state`` through UIKit's state machine.
/// They only *ask* for a transition: the ``GestureEnvironment`` checks it against the state
/// table, `gestureRecognizerShouldBegin`, failure requirements and the other recognizers
/// holding the same touches (§4) before it takes effect, and records why. So `state` may read
/// differently right after setting it (failed, or still possible while waiting for another
/// recognizer to fail), exactly as in UIKit.
open class GestureRecognizer: TraceNamed {
  /// The name this recognizer goes by in traces and layouts. A new name is a change to the
  /// hierarchy's names, as a view's is (HierarchyChanges.swift).
  public var id: String {
    didSet { view?.noteHierarchyChange() }
  }
  /// The view it is attached to. Not `weak`, for the reason `View.superview` is not: the view
  /// clears it when it lets go of the recognizer.
  public internal(set) unowned(unsafe) var view: View?
  public weak var delegate: (any GestureRecognizerDelegate)?

  /// A disabled recognizer receives no touches; disabling it mid-gesture cancels (continuous,
  /// recognized) or fails (still possible) it.
  public var isEnabled = true {
    didSet { if oldValue && !isEnabled { environment?.disable(self) } }
  }
  /// On recognition, the view's touches are cancelled and its pending ones discarded (§3).
  public var cancelsTouchesInView = true
  /// Withholds touchesBegan from the view while this recognizer is still possible (§3).
  public var delaysTouchesBegan = false
  /// Withholds touchesEnded from the view while this recognizer is still possible (§3).
  public var delaysTouchesEnded = true

  /// Continuous recognizers (pan, pinch…) go through began/changed; discrete ones (tap,
  /// swipe) go straight to recognized.
  open var isContinuous: Bool { false }

  /// The state as the environment has accepted it.
  var storedState: State = .possible
  /// A transition waiting for the recognizers this one requires to fail.
  var pendingState: (state: State, reason: TransitionReason?)?
  /// Touches down that this recognizer receives, in the order they began.
  var trackedTouches: [Touch] = []
  /// Every touch received since the last reset: the ones its recognition cancels in views.
  var seenTouches: [Touch] = []
  /// Touches passed to `ignore(_:for:)` since the last reset.
  var ignoredTouchIDs: Set<Int> = []
  /// The recognizers `require(toFail:)` named, still alive. Held weakly: two recognizers that
  /// require each other (a cycle the layout loader refuses) would otherwise keep each other
  /// alive for good, and one that nothing else holds is on no view, so it never decides.
  var failureRequirements: [GestureRecognizer] { requiredToFail.compactMap(\.recognizer) }
  private var requiredToFail: [WeakRecognizer] = []
  var targets: [GestureTarget] = []
  var timers: [Scheduler.Token] = []
  /// Whether the nearest TouchKit class of this recognizer is the base class itself (a
  /// person's direct subclass): found once, as its class never changes (``stateMachine``).
  lazy var subclassesBaseDirectly: Bool = {
    var type: AnyClass = Swift.type(of: self)
    while !OwnClasses.isTouchKits(type), let superclass = _getSuperclass(type) { type = superclass }
    return type == GestureRecognizer.self
  }()

  /// UIKit's designated initializer: `UITapGestureRecognizer(target: self, action:
  /// #selector(handleTap))`. The target may be any object, as in UIKit.
  public init(target: Any?, action: Selector?) {
    id = ""
    if let action { addTarget(target.map { $0 as AnyObject }, action: action.actionName) }
  }

  /// A recognizer with no target yet, named `id` in traces (a layout's recognizers).
  public convenience init(id: String = "") {
    self.init(target: nil, action: nil)
    self.id = id
  }

  /// The name this recognizer goes by in traces: its ``id``, or its class name without one.
  public var traceID: String { id.isEmpty ? String(describing: type(of: self)) : id }

  /// The current state. Setting it asks for a transition (see the type's discussion); an
  /// invalid one is recorded in the trace and ignored. Open, as UIKit's is to a subclass
  /// (UIGestureRecognizerSubclass.h): `override var state { didSet { … } }` observes what the
  /// subclass sets.
  open var state: State {
    get { storedState }
    set { requestState(newValue, reason: nil) }
  }

  /// Asks for `state`, saying why, so the trace can explain the decision.
  public func requestState(_ state: State, reason: TransitionReason?) {
    if let environment {
      environment.request(self, to: state, reason: reason)
    } else if Self.isValidTransition(from: storedState, to: state, continuous: stateMachine) {
      storedState = state
    }
  }

  /// The environment of the application this recognizer's view is in.
  var environment: GestureEnvironment? { view?.window?.application?.gestureEnvironment }

  // MARK: Targets

  /// Sends `action` to `target` on every state change that carries actions (began, changed,
  /// ended, cancelled; never failed). A nil target sends it up the responder chain, starting
  /// at the first responder or, without one, at this recognizer's view.
  public func addTarget(_ target: AnyObject?, action: String) {
    targets.append(GestureTarget(target: target, action: action))
  }

  /// UIKit's `addTarget(_:action:)`.
  public func addTarget(_ target: Any, action: Selector) {
    addTarget(target as AnyObject, action: action.actionName)
  }

  public func removeTarget(_ target: AnyObject?, action: String?) {
    targets.removeAll { $0.target === target && (action == nil || $0.action == action) }
  }

  /// Called once the targets have their actions for `state`, in the same event: where one of
  /// UIKit's private recognizers tells what owns it (the context menu's long press, its
  /// interaction), so arbitration names no recognizer class of another part.
  func didSendActions(for state: State, event: Event?) {}

  // MARK: Coordination (§4)

  /// Makes this recognizer stay possible until `other` fails; if `other` recognizes, this
  /// one fails.
  public func require(toFail other: GestureRecognizer) {
    guard other !== self, !failureRequirements.contains(where: { $0 === other }) else { return }
    requiredToFail.append(WeakRecognizer(recognizer: other))
  }

  /// Whether this recognizer, recognizing, makes `prevented` fail. UIKit's default: true.
  open func canPrevent(_ prevented: GestureRecognizer) -> Bool { true }
  /// Whether `preventing`, recognizing, makes this recognizer fail. UIKit's default: true.
  open func canBePrevented(by preventing: GestureRecognizer) -> Bool { true }
  /// A subclass's class-wide `require(toFail:)`; asked once per attempt to leave possible.
  open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { false }
  /// A subclass's class-wide reverse requirement: `other` waits for this one to fail.
  open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }

  // MARK: Touches (override in subclasses)

  open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
  open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
  open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
  /// A system cancel: the default cancels a recognized continuous gesture, else fails.
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    requestState(storedState.hasRecognized ? .cancelled : .failed, reason: .touchesCancelled)
  }

  /// Called after the sequence ends, back in possible: clear per-gesture state here.
  open func reset() {}

  /// Stops sending `touch` to this recognizer; its recognition will not cancel the touch in
  /// the view (§3).
  open func ignore(_ touch: Touch, for event: Event) {
    guard !ignoredTouchIDs.contains(touch.id) else { return }
    ignoredTouchIDs.insert(touch.id)
    trackedTouches.removeAll { $0 === touch }
    environment?.trace?.record(.ignoreTouch(recognizer: traceID, touch: touch.id))
  }

  // MARK: Location

  open var numberOfTouches: Int { trackedTouches.count }

  /// The centroid of the touches, in `view`'s coordinates (nil: the window's).
  open func location(in view: View?) -> CGPoint {
    let touches = trackedTouches.isEmpty ? Array(seenTouches.suffix(1)) : trackedTouches
    return CGPoint.centroid(of: touches.map { $0.location(in: view) }) ?? .zero
  }

  open func location(ofTouch index: Int, in view: View?) -> CGPoint {
    guard trackedTouches.indices.contains(index) else { return .zero }
    return trackedTouches[index].location(in: view)
  }

  // MARK: Timers

  /// Runs `body` after `interval` on the application's scheduler, recording the timer as
  /// `purpose` (the property it measures, such as `minimumPressDuration`). Timers die with the
  /// gesture: a reset cancels them.
  public func schedule(after interval: TimeInterval, purpose: String, _ body: @escaping () -> Void) {
    guard let environment else { return }
    timers.append(environment.schedule(self, after: interval, purpose: purpose, body))
  }

  /// Cancels this recognizer's pending timers.
  public func cancelTimers() {
    guard let scheduler = environment?.scheduler else { return timers.removeAll() }
    for token in timers { scheduler.cancel(token) }
    timers.removeAll()
  }
}

/// A target and action of a recognizer; no target means the responder chain.
struct GestureTarget {
  weak var target: AnyObject?
  let hasTarget: Bool
  let action: String

  init(target: AnyObject?, action: String) {
    self.target = target
    self.hasTarget = target != nil
    self.action = action
  }
}

extension CGPoint {
  /// The mean of `points`, or nil for none: where a recognizer locates several fingers.
  static func centroid(of points: [CGPoint]) -> CGPoint? {
    guard !points.isEmpty else { return nil }
    let count = CGFloat(points.count)
    return CGPoint(x: points.map(\.x).reduce(0, +) / count, y: points.map(\.y).reduce(0, +) / count)
  }
}

/// A recognizer held without keeping it alive.
private struct WeakRecognizer {
  weak var recognizer: GestureRecognizer?
}
