import Foundation

/// The application object: owns the windows, hit-tests them, routes events, ends the
/// responder chain (UIKit's `UIApplication`).
open class Application: Responder {
  @exclusivity(unchecked) public private(set) var windows: [Window] = []
  /// ``view(withID:)``'s index.
  private var viewIndex = ViewIndex()
  /// Windows added and ids of this application changed so far (``hierarchyStamp``).
  var hierarchyChanges = 0
  /// The app delegate. It joins the responder chain only if it is a plain responder, not a
  /// view, a view controller or the application itself (§6).
  public var delegate: Responder?
  /// Recognizer bookkeeping and the scheduler their timers run on.
  lazy var gestureEnvironment = GestureEnvironment(application: self)

  /// The timers of recognizers and delays. Time moves only when the driver advances it (the
  /// synthesizer, to each input's timestamp).
  public var scheduler: Scheduler { gestureEnvironment.scheduler }
  /// What a person's code asked to run later (delayed performs, timers, the main queue), on
  /// ``scheduler``: deterministic and traced.
  public private(set) lazy var delayedCalls = DelayedCalls(application: self)
  /// Where a nil-target action starts its walk up the chain (§6); nil: no first responder.
  public var firstResponder: Responder?
  /// How many `becomeFirstResponder()` calls are running, one inside another
  /// (Responder+FirstResponder.swift bounds it).
  var firstResponderNesting = 0
  /// Set while `endEditing(true)` makes the first responder resign: a text field does not ask
  /// its delegate whether it may end editing.
  var forcesResignation = false
  /// Where the keyboard's notifications are posted: the one a person's code observes,
  /// `NotificationCenter.default`, unless a test gives its own.
  public var notificationCenter = NotificationCenter.default
  /// Where steps go that happen outside an event's dispatch (an action sent with no event).
  public var trace: TraceRecorder?
  /// Runs hit testing twice for each new touch, as UIKit is observed to do (§1, §8 #17), so an
  /// override with side effects shows them. Off by default: one pass reads more easily.
  public var callsHitTestTwice = false
  /// The window `makeKey()` chose (Application+Shared.swift), while it lives.
  weak var chosenKeyWindow: Window?
  /// The one scene, made when first asked for.
  var sceneStorage: WindowScene?
  /// Whether a window made with no scene joins this application when made key (an app without
  /// scenes, launched through its app delegate: ``ApplicationLaunch``), as on iOS before scenes;
  /// off for a layout's application and a scene-based app, where only a scene's windows show.
  public var showsWindowsWithoutScene = false
  /// The pasteboard (Pasteboard.swift), made when first asked for.
  var pasteboardStorage: Pasteboard?
  /// The edit menu controller (MenuController.swift), made when first asked for.
  var menuControllerStorage: MenuController?
  /// The screen the windows are on (`screen:`, `UIScreen.main`): its size, scale and safe area.
  public var screen = DeviceScreen.standard
  /// The loader of the nibs and storyboards a person's code names (``NibLoader``), handed down
  /// with the classes the layout was built with; nil without one (a unit test, a layout loaded
  /// through the API without it), where loading one stops as a missing nib does.
  public var nibLoader: (any NibLoader)?
  /// Whether this application was made only to build the objects of a nib or storyboard scene
  /// a person's code asked for (``NibLoader``): its window is scaffolding the objects leave
  /// before they are returned, so a controller whose view is in it does not appear (on iOS
  /// `instantiateViewController` loads no window either).
  public var instantiatesNib = false
  /// The appearance, light unless switched (TraitChanges.swift).
  var interfaceStyle = TraitCollection.UserInterfaceStyle.light
  /// `beginIgnoringInteractionEvents()` calls not yet ended (Application+IgnoringInteraction.swift).
  var ignoringInteractionEvents = 0

  /// The APIs used in this run that TouchLab cannot honour, each reported once (Notices/).
  public let notices = NoticeBoard()
  /// The associated objects a person's code set in this run (`objc_setAssociatedObject`).
  public let associatedObjects = AssociatedObjects()
  /// What a person's code printed outside any dispatch while this was the current application
  /// (a view's `init` while the layout was built): the first records of its trace
  /// (``UserOutput``, ``TouchSynthesizer``).
  var pendingOutput: [String] = []
  /// Which classes of this application's objects are TouchKit's own, for its layout passes
  /// (``OwnClasses``).
  let ownClasses = OwnClasses()

  public override init(id: String = "application") {
    super.init(id: id)
    becomeCurrent()
  }

  open override var next: Responder? {
    guard let delegate, !(delegate is View), !(delegate is ViewController), delegate !== self else {
      return nil
    }
    return delegate
  }

  /// Makes `window` part of the application, in front of the windows of the same level.
  public func addWindow(_ window: Window) {
    guard !windows.contains(where: { $0 === window }) else { return }
    windows.append(window)
    window.application = self
    hierarchyChanges &+= 1
    // Its first update cycle lays it out (View+Layout.swift).
    window.setNeedsLayout()
  }

  /// Takes `window` out of the application (the keyboard's window as it goes away).
  public func removeWindow(_ window: Window) {
    guard windows.contains(where: { $0 === window }) else { return }
    // A first responder in the window leaves with it: it resigns first (which may remove the
    // keyboard's window, so the index is found after).
    window.resignFirstResponderLeavingWindow()
    guard let index = windows.firstIndex(where: { $0 === window }) else { return }
    windows.remove(at: index)
    window.application = nil
    hierarchyChanges &+= 1
  }

  /// The first view (or window) with this id: windows in the order they were added, each
  /// searched depth-first. Answered from an index kept up to date with the hierarchy.
  public func view(withID id: String) -> View? {
    viewIndex.view(withID: id, in: windows, stamp: hierarchyStamp)
  }

  /// Every view's id in the order ``view(withID:)`` searches (empty ids left out, a repeated
  /// one as often as it is used): what "did you mean …?" compares an unknown id with. Kept with
  /// the index, so a script naming many unknown views on a large layout lists them once.
  public var viewIDs: [String] {
    viewIndex.ids(in: windows, stamp: hierarchyStamp)
  }

  /// Windows in the order hit testing asks them: higher `windowLevel` first (§1). Among equal
  /// levels the window added last is in front; iOS's order there is UNSOURCED.
  public var windowsFrontToBack: [Window] {
    if windows.count < 2 { return windows }  // no sorting (two allocations) per hit test
    return windows.enumerated()
      .sorted { ($0.element.windowLevel, $0.offset) > ($1.element.windowLevel, $1.offset) }
      .map(\.element)
  }

  /// The hit view for a touch beginning at `point` (screen coordinates): the first window,
  /// front to back, whose `hitTest(_:with:)` returns a view (§1).
  public func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    let trace = event?.trace
    if trace == nil, windows.count == 1 { return untracedHitTest(point, in: windows[0], with: event) }
    for window in windowsFrontToBack {
      let local = window.convertFromSuperview(point)
      trace?.record(.hitTestWindow(window: window.traceID, level: window.windowLevel, point: local))
      let hit =
        trace.map { trace in trace.nested { window.tracedHitTest(local, with: event) } }
        ?? window.hitTest(local, with: event)
      if let hit { return hit }
    }
    return nil
  }

  /// One window's untraced hit test: its plain path (View+PlainHitTesting.swift) when nothing
  /// there can differ from UIKit's algorithm, as for any subview, else its `hitTest(_:with:)`.
  private func untracedHitTest(_ point: CGPoint, in window: Window, with event: Event?) -> View? {
    let local = window.convertFromSuperview(point)
    return window.hitTestDetours.isEmpty
      ? window.plainHitTest(local, with: event) : window.hitTest(local, with: event)
  }

  /// Routes the event to the window of each touch (§3).
  open func sendEvent(_ event: Event) {
    event.application = self
    if notices.hasPending { notices.flush(into: event.trace) }
    let changed = event.orderedTouches.filter { $0.phase != .stationary }
    event.trace?.record(.sendEvent(responder: traceID, touches: changed.sortedIDs))
    var windows: [Window] = []
    for touch in changed {
      if let window = touch.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
    }
    for window in windows {
      if let trace = event.trace {
        trace.nested { window.sendEvent(event) }
      } else {
        window.sendEvent(event)
      }
    }
  }
}
