import Foundation

/// One thing that happened during dispatch: the payload of a ``TraceRecord``.
///
/// Steps name views and responders by their ``Responder/traceID`` rather than holding them, so a
/// trace is plain data: it can be compared, stored, diffed and rendered long after the views are
/// gone, and the same input gives the same steps.
public enum TraceStep: Equatable, Sendable {
  /// Input as it reached the synthesizer, in screen points.
  case pointer(PointerEvent)
  /// A touch changed phase; `location` is in its window's coordinates.
  case touch(touch: Int, phase: TouchPhase, location: CGPoint, tapCount: Int)
  /// A new touch began near the end of the previous tap; whether it continued the tap series
  /// was decided by ``Tunables/maximumTapInterval`` and ``Tunables/maximumTapDistance``.
  case tapSeries(touch: Int, interval: TimeInterval, distance: CGFloat, continued: Bool)
  /// A finger's report came more than a frame after its last: `frames` moves a device would
  /// have sampled follow, on the straight line from `from` to `to` (screen points), one
  /// ``Tunables/touchDeliveryInterval`` apart, before the report itself.
  case resample(touch: Int, frames: Int, from: CGPoint, to: CGPoint)
  /// Hit testing asks a window, front to back by level (§1).
  case hitTestWindow(window: String, level: CGFloat, point: CGPoint)
  /// `hitTest(_:with:)` was called on a view, with the point in that view's coordinates.
  /// `implementation` says whose code answers it; `caller` is nil when UIKit's algorithm (or
  /// the application) made the call, else the view whose override made it (the view itself
  /// for an override's `super.hitTest`).
  case hitTestVisit(view: String, point: CGPoint, implementation: HitTestImplementation, caller: String?)
  /// The view and its whole subtree were skipped (§1 skip rules).
  case hitTestSkip(view: String, reason: HitTestSkipReason)
  /// `point(inside:with:)` answered for a view; `bounds` is what the default checks against.
  /// `bounds` is the rectangle tested: the view's bounds, or a declarative hit area's. An
  /// override's answer is whatever it returned.
  case pointInside(
    view: String, point: CGPoint, bounds: CGRect, inside: Bool, implementation: HitTestImplementation,
    caller: String?)
  /// Hit testing passed over `count` subviews of `view`, at positions `from` down to `to` of its
  /// `subviews`, without asking them: `view` has at least ``Tunables/minimumSubviewsForIndex``
  /// subviews, and its spatial index shows `point` (in `view`'s coordinates) outside the
  /// rectangle each of them tests, so each would have answered nil (issue 17). Stands for the
  /// `hitTestVisit`, `pointInside` (or `hitTestSkip`) and `hitTestReturn` records of each.
  case hitTestSiblingsOutside(view: String, point: CGPoint, count: Int, from: Int, to: Int)
  /// `hitTest(_:with:)` returned; `result` is the id of the view it returned, or nil.
  case hitTestReturn(view: String, result: String?)
  /// `hitTest(_:with:)` returned a view outside the receiver's subtree (a redirecting or buggy
  /// override); UIKit delivers the touch to it all the same.
  case hitTestOutsideSubtree(view: String, result: String)
  /// The view's `hitTest(_:with:)` was entered again from inside itself more than `limit` times
  /// (an override that recurses); TouchLab answered nil until the recursion unwound.
  case hitTestRecursionLimit(view: String, limit: Int, caller: String?)
  /// Hit testing for touch `touch` runs again, as UIKit does more than once per touch (§1), when
  /// `Application.callsHitTestTwice` is on.
  case hitTestRepeat(touch: Int, pass: Int)
  /// The passes disagreed (an override with side effects); the touch goes to the last pass's
  /// view (UNSOURCED: UIKit is only observed to call twice, with the same result).
  case hitTestPassesDisagree(touch: Int, first: String?, second: String?)
  /// The touch was bound to its view and window for its whole life (§1, §2); nil when no
  /// window returned a view and the touch goes nowhere.
  case hitView(touch: Int, view: String?, window: String?)
  /// The hit view, or an ancestor whose recognizers would see the touch (§3), was imported from
  /// a dump or an Interface Builder file: its original class and address (a dump) or IB object
  /// id (a storyboard or xib), and whether it had recognizers the dump did not list (none were
  /// made, so what they would have done is missing from this trace).
  case importedView(
    view: String, className: String, importedAs: String, address: String?, ibID: String? = nil,
    unknownRecognizers: Bool)
  /// `sendEvent(_:)` was called on the application or a window (§3).
  case sendEvent(responder: String, touches: [Int])
  /// The application was ignoring interaction events (`beginIgnoringInteractionEvents()`,
  /// `begins` not yet ended) when `pointer` went down: the touch is dropped for its whole life,
  /// never hit-tested nor delivered.
  case interactionIgnored(pointer: Int, begins: Int)
  /// A window delivered touches to their view.
  case deliver(responder: String, method: TouchMethod, touches: [Int])
  /// A window did not deliver a touch to its view (§3 isMultipleTouchEnabled, isExclusiveTouch).
  case withhold(view: String, method: TouchMethod, touch: Int, reason: WithholdReason)
  /// A responder's default implementation passed the method to its `next` (§6).
  case forward(from: String, to: String, method: TouchMethod, touches: [Int])
  /// A responder handled the method itself and did not call `super`.
  case handle(responder: String, method: TouchMethod, touches: [Int])
  /// The last responder forwarded and nobody was next: the event is dropped (§6).
  case drop(responder: String, method: TouchMethod, touches: [Int])
  /// Forwarding stopped after `limit` hops: the chain loops (a `next` override makes a cycle).
  case chainLimit(responder: String, method: TouchMethod, touches: [Int], limit: Int)
  /// Every touch of the event ended or was cancelled: the multi-touch sequence is over.
  case sequenceEnd(touches: [Int])

  // Controls and target-action (§5, §6): payload types and renderings in TraceStep+Controls.swift.

  /// A nil-target action's walk asked a responder's `canPerformAction(_:withSender:)`.
  case actionAsk(responder: String, action: String, canPerform: Bool)
  /// `Application.sendAction` delivered the action to `target`.
  case actionSent(action: String, sender: String, target: String)
  /// Nobody received the action.
  case actionUnhandled(action: String, sender: String, reason: ActionUnhandledReason)
  /// A control's tracking method ran; `inside` is whether the touch was in the expanded
  /// tracking area, `result` what `beginTracking`/`continueTracking` returned.
  case controlTracking(control: String, step: ControlTrackingStep, inside: Bool?, result: Bool?)
  /// A control's `isHighlighted` changed while it tracked a touch.
  case controlHighlight(control: String, isHighlighted: Bool)
  /// A control sent these events (UIKit names, in bit order) to its registered actions.
  case controlEvents(control: String, events: [String])
  /// A storyboard segue from the controller `source`: `kind` as Interface Builder stored it,
  /// `style` its `modalPresentationStyle` if stored; `destination` the controller made from
  /// the destination scene and shown, or nil when `shouldPerformSegue(withIdentifier:sender:)`
  /// said no and nothing was made.
  case segue(identifier: String?, kind: String, source: String, destination: String?, style: String?)
  /// The navigation controller `controller` changed its stack: `operation` as UIKit's
  /// `UINavigationController.Operation` names it, `from` the top view controller before (nil
  /// for an empty stack), `to` the one after (nil when it emptied).
  case navigation(controller: String, operation: NavigationOperation, from: String?, to: String?)
  /// The tab bar controller `controller` selected the tab at `index`: its selected view
  /// controller went from `from` (nil for none) to `to`, or `to` is nil when its delegate's
  /// `tabBarController(_:shouldSelect:)` refused a tap on that tab. `from` equal to `to` is a
  /// tap on the already selected tab, a navigation controller, which pops it to its root.
  case tabSelection(controller: String, from: String?, to: String?, index: Int)
  /// The page view controller `controller` turned its pages `direction` (`forward`,
  /// `reverse`) by a gesture: from the pages `from` to `to` (completed), or the turn was
  /// cancelled (the finger let go before the page turned), or `to` is empty when its data
  /// source had no page that way.
  case pageTurn(controller: String, direction: String, from: [String], to: [String], completed: Bool)
  /// A control's value changed (`on`, `0.42`, `segment 2`).
  case controlValue(control: String, value: String)
  /// A control did nothing with a touch method.
  case controlIgnored(control: String, method: TouchMethod, reason: ControlIgnoredReason)
  // Gesture recognizers (§3, §4).
  /// A recognizer was given touches, before their view (§3).
  case recognizerTouches(recognizer: String, method: TouchMethod, touches: [Int])
  /// A recognizer on the hit view or an ancestor did not get a touch that began (§3).
  case recognizerSkipped(recognizer: String, touch: Int, reason: RecognizerSkipReason)
  /// A delegate (`asked` is "delegate") or a view answered a recognizer's question (§3, §4).
  case ask(recognizer: String, asked: String, question: RecognizerQuestion, answer: Bool)
  /// A recognizer's state changed (§4), and why.
  case stateChange(
    recognizer: String, from: GestureRecognizerState, to: GestureRecognizerState, reason: TransitionReason?)
  /// A recognizer asked for a transition the state machine does not allow; it was ignored.
  case invalidTransition(recognizer: String, from: GestureRecognizerState, to: GestureRecognizerState)
  /// A recognizer stays possible until `other` fails (`require(toFail:)`, §4).
  case waitForFailure(recognizer: String, requested: GestureRecognizerState, other: String)
  /// A recognizer that recognized cancels its touches in their view (`cancelsTouchesInView`, §3).
  case cancelTouches(recognizer: String, view: String, touches: [Int])
  /// A touch method is withheld from the view while `recognizer` is still possible
  /// (`delaysTouchesBegan`/`delaysTouchesEnded`, §3), or waits behind a withheld touchesBegan.
  case delayTouches(
    recognizer: String, view: String, method: TouchMethod, touches: [Int], reason: DelayReason)
  /// Withheld touches go to their view late: every recognizer delaying them has decided, and
  /// `reason` says what the last one did.
  case sendDelayed(view: String, method: TouchMethod, touches: [Int], reason: DelayRelease)
  /// Withheld touches are dropped: `recognizer` recognized and cancels touches in the view (a
  /// held touchesBegan: the view never gets the touch; a held touchesEnded: it gets
  /// touchesCancelled instead).
  case discardDelayed(recognizer: String, view: String, method: TouchMethod, touches: [Int])
  /// `ignore(_:for:)`: the recognizer no longer receives the touch (§3).
  case ignoreTouch(recognizer: String, touch: Int)
  /// A recognizer's (or a scroll view's) timer was started on the scheduler, to fire at
  /// `fireTime`.
  case timerScheduled(owner: String, purpose: String, fireTime: TimeInterval)
  /// A recognizer's timer fired.
  case timerFired(owner: String, purpose: String)
  /// The sequence is over and the recognizer went back to possible (`reset()`, §4).
  case reset(recognizer: String)
  /// A script or the explorer forced the recognizer to recognize or fail now, with no gesture
  /// (`GestureRecognizer.force(_:)`); `applied` is false when its state allowed no such outcome.
  case forced(recognizer: String, outcome: ForcedOutcome, applied: Bool)
  // A person's own code (issues 13, 14).
  /// A person's code printed `text` (`print`, `debugPrint`, `NSLog`; one record per call, the
  /// terminator's newline dropped) while the engine ran it: output belongs in the story of
  /// the touch that caused it, and must never reach the terminal or a trace on standard output
  /// raw.
  case output(text: String)
  /// A person's code asked for `call` to run when the application's scheduler reaches
  /// `fireTime` (a `Timer`, `perform(_:with:afterDelay:)`, `DispatchQueue.main`: ``DelayedCalls``).
  case delayedCallScheduled(call: DelayedCall, fireTime: TimeInterval)
  /// A call asked for earlier runs now; what it does is nested under it.
  case delayedCallFired(call: DelayedCall)

  // Scroll views (§7).
  /// A scroll view answered `touchesShouldBegin(_:with:in:)` or `touchesShouldCancel(in:)`
  /// about a content view.
  case scrollViewAsk(scrollView: String, question: ScrollViewQuestion, view: String, answer: Bool)
  /// A scroll view's content moved: its `contentOffset` (`bounds.origin`) is now this.
  case scroll(scrollView: String, contentOffset: CGPoint)

  // Table views (TableView/).
  /// A table's dequeue handed out `cell` (the table's `cell`-th cell object, of `identifier`):
  /// a queued one that last showed `previous`, or a new one when `previous` is nil and
  /// `reused` false, for `indexPath` (nil for the call without one). Rows as `[section,row]`.
  case cellDequeue(
    tableView: String, identifier: String, cell: Int, reused: Bool, previous: String?, indexPath: String?)
  /// A reconfigure's dequeue (`reconfigureRows(at:)`, `reconfigureItems(at:)`, or a diffable
  /// snapshot's `reconfigureItems`) handed back `cell`, the cell already showing `indexPath`,
  /// with no `prepareForReuse()` (Apple: "the table view doesn't call prepareForReuse for each
  /// reconfigured cell").
  case cellReconfigure(tableView: String, identifier: String, cell: Int, indexPath: String)
  /// A row's cell was highlighted or unhighlighted by a touch (`setHighlighted(_:animated:)`,
  /// then the delegate's `didHighlightRowAt`/`didUnhighlightRowAt`).
  case rowHighlight(tableView: String, row: String, isHighlighted: Bool)
  /// A row was selected or deselected by a touch (after `willSelectRowAt`/`willDeselectRowAt`,
  /// before `didSelectRowAt`/`didDeselectRowAt`).
  case rowSelect(tableView: String, row: String, isSelected: Bool)
  /// A touch on a row highlighted or selected nothing, and why.
  case rowSkipped(tableView: String, row: String, reason: TableRowSkipReason)
  /// A swiped row's actions at `edge` (`leading` or `trailing`) opened or closed, and why.
  case swipeActions(tableView: String, row: String, edge: String, isOpen: Bool, reason: SwipeActionsReason)
  /// A swiped row's action (named by its title) ran its handler: a tap on its button, or a
  /// full swipe for the first action.
  case swipeActionPerformed(tableView: String, row: String, action: String, fullSwipe: Bool)

  /// The update cycle after an event ran `layoutSubviews()` of a view whose class is a
  /// person's (``LayoutPass``): frames it set decide the next hit test.
  case layout(view: String)
  /// The layout pass stopped after `limit` rounds without settling: some `layoutSubviews()`
  /// keeps marking views above it (``Tunables/maximumLayoutRounds``); `view` is the one laid
  /// out last, whose layout marked a view above it again.
  case layoutLoop(view: String, limit: Int)
  /// Auto Layout could not hold every required constraint (``AutoLayoutEngine``): `constraints`
  /// is the conflicting set in UIKit's description format, `broken` the one left out of the
  /// solve (the last added: docs/auto-layout.md, "Unsatisfiable layouts").
  case unsatisfiableConstraints(constraints: [String], broken: String)
  /// A constraint UIKit refuses (a location equal to a constant, a number that is not finite,
  /// items with no common ancestor) was made or activated at `location` (`file:line:column`
  /// in the person's code): it stays inactive.
  case invalidConstraint(location: String, message: String)
  // The first responder, text input and the keyboard (docs/text-input.md).
  /// The application's first responder changed (`becomeFirstResponder()`,
  /// `resignFirstResponder()`, `endEditing(_:)`); nil is none.
  case firstResponder(from: String?, to: String?)
  /// A responder did not become, or did not stop being, first responder, and why.
  case firstResponderRefused(responder: String, request: FirstResponderRequest, reason: FirstResponderRefusal)
  /// A text field's delegate method ran; `answer` is what a `should…` method returned (nil for
  /// a `did…` method).
  case textInputDelegate(view: String, method: UserMethod, answer: Bool?)
  /// Keys were typed to the first responder `responder` (the explorer, a script's `type:`);
  /// `text` is what was typed, `"\n"` for Return and `"\u{8}"` for Backspace.
  case typed(responder: String, text: String)
  /// The keyboard's window came up (`shown`) or went away; `frame` is its frame in screen
  /// points once shown (the frame it leaves when hidden).
  case keyboard(shown: Bool, frame: CGRect)
  /// Touch `touch` began in the keyboard's area: the keyboard's window takes it, and no window
  /// of the app's sees it; `view` is the view of the keyboard's window it went to.
  case keyboardTouch(touch: Int, view: String?)
  // Menus (docs/menus.md).
  /// A menu opened from `source` (a button, a context menu interaction's view), or a submenu
  /// chosen in it replaced its rows; `items` are the rows' titles, top to bottom.
  case menuOpened(menu: String, source: String, items: [String])
  /// A row of the open menu was chosen: `item` names its action (`UIAction "Copy"`), whose
  /// handler runs next.
  case menuItemChosen(item: String, menu: String)
  /// The open menu closed, and why.
  case menuClosed(menu: String, reason: MenuCloseReason)
  // API TouchLab accepts but cannot honour (Notices/).
  /// The person's code used `api`, which compiles here but does not do what it does on a device
  /// (`message` says what TouchLab does instead): reported the first time in a run.
  case notice(api: String, message: String)
}

extension TraceStep {
  /// The kinds of step, by case name: the `kind` field of every rendering, and the list a
  /// script's `traceContains:` pattern is checked against. One per case above, declared next
  /// to it so a new kind is written in this file; TouchTrace's record table maps each case to
  /// its kind (so the compiler asks for an entry), and a test checks every kind is some step's.
  public enum Kind: String, CaseIterable, Sendable {
    case pointer, touch, tapSeries, resample, hitTestWindow, hitTestVisit, hitTestSkip, pointInside,
      hitTestReturn, hitTestSiblingsOutside
    case hitTestOutsideSubtree, hitTestRecursionLimit, hitTestRepeat, hitTestPassesDisagree, hitView
    case importedView
    case sendEvent, interactionIgnored, deliver, withhold, forward, handle, drop, chainLimit, sequenceEnd
    case actionAsk, actionSent, actionUnhandled, controlTracking, controlHighlight, controlEvents, segue
    case navigation, tabSelection, pageTurn
    case controlValue, controlIgnored
    case recognizerTouches, recognizerSkipped, ask, stateChange, invalidTransition, waitForFailure
    case cancelTouches, delayTouches, sendDelayed, discardDelayed, ignoreTouch, timerScheduled, timerFired
    case reset, scrollViewAsk, scroll, forced
    case cellDequeue, cellReconfigure, rowHighlight, rowSelect, rowSkipped
    case swipeActions, swipeActionPerformed
    case layout, layoutLoop, unsatisfiableConstraints, invalidConstraint
    case output, delayedCallScheduled, delayedCallFired
    case firstResponder, firstResponderRefused, textInputDelegate, typed, keyboard, keyboardTouch
    case menuOpened, menuItemChosen, menuClosed
    case notice
  }
}
